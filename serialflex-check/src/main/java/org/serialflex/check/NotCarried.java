package org.serialflex.check;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The fields a control (one class version on both sides) wrote with a value and read back empty:
 * the library, as configured, does not carry them ({@code @JsonIgnore}, {@code transient}, a Gson
 * exclusion, a custom serializer that skips them). Found by comparing the two snapshots, never by
 * knowing a library's annotations, so it holds for every library alike.
 */
final class NotCarried {

    private final Set<FieldRef> fields = new TreeSet<>();
    private final Set<FieldRef> carried = new TreeSet<>();
    private final IdentityHashMap<Object, Boolean> visited = new IdentityHashMap<>();
    private final Function<String, Snapshot.Bean> fresh;

    private NotCarried(Function<String, Snapshot.Bean> fresh) {
        this.fresh = fresh;
    }

    /** {@code Class.field} of every field non-empty in {@code written} and empty in {@code read}, both {@link Snapshot}s. */
    static Set<FieldRef> between(Object written, Object read) {
        return between(written, read, className -> null);
    }

    /**
     * As {@link #between(Object, Object)}, a field read back as a fresh object of its class holds it (an
     * initializer's value the library left alone) counting as not carried too.
     *
     * @param fresh the snapshot of a fresh object of a class by name (its no-arg constructor), or {@code null}
     */
    static Set<FieldRef> between(Object written, Object read, Function<String, Snapshot.Bean> fresh) {
        NotCarried finder = new NotCarried(fresh);
        finder.walk(written, read);
        return finder.fields;
    }

    /**
     * {@code Class.field} of every field written with a value and read back with one: carried in this object. A field
     * one object carries and another does not (a two-sided holder whose library writes the side that is set) is no
     * field the library never carries.
     */
    static Set<FieldRef> carried(Object written, Object read, Function<String, Snapshot.Bean> fresh) {
        NotCarried finder = new NotCarried(fresh);
        finder.walk(written, read);
        return finder.carried;
    }

    private void walk(Object written, Object read) {
        if (written == null || read == null || visited.put(written, Boolean.TRUE) != null) {
            return;
        }
        if (written instanceof Snapshot.Bean w && read instanceof Snapshot.Bean r && w.className().equals(r.className())) {
            fields(w.className(), w.fields(), r.fields());
        } else if (written instanceof Snapshot.Container w && read instanceof Snapshot.Container r
                && w.className().equals(r.className())) {
            fields(w.className(), w.fields(), r.fields());
            walk(w.content(), r.content());
        } else if (written instanceof Snapshot.Sequence w && read instanceof Snapshot.Sequence r
                && w.ordered() && r.ordered() && w.elements().size() == r.elements().size()) {
            List<Object> readElements = r.elements();
            for (int i = 0; i < readElements.size(); i++) {
                walk(w.elements().get(i), readElements.get(i));
            }
        } else if (written instanceof Map<?, ?> w && read instanceof Map<?, ?> r && w.keySet().equals(r.keySet())) {
            w.forEach((key, value) -> walk(value, r.get(key)));
        }
    }

    private void fields(String className, Map<String, Object> written, Map<String, Object> read) {
        Snapshot.Bean initial = fresh.apply(className);
        for (Map.Entry<String, Object> field : written.entrySet()) {
            Object readValue = read.get(field.getKey());
            Object initialValue = initial == null ? null : initial.fields().get(field.getKey());
            boolean leftAsConstructed = initialValue != null && !isEmpty(initialValue)
                    && initialValue.equals(readValue) && !initialValue.equals(field.getValue());
            boolean bothContainers = field.getValue() instanceof Snapshot.Container && readValue instanceof Snapshot.Container;
            if (!bothContainers && !isEmpty(field.getValue()) && (isEmpty(readValue) && sameKind(field.getValue(), readValue)
                    || leftAsConstructed)) {
                // (a container of a team's class read back is walked instead: what it lost is its own fields)
                fields.add(new FieldRef(className, field.getKey()));
            } else {
                // what a fresh object holds anyway (an initializer's constant) says nothing of carrying
                if (!isEmpty(field.getValue()) && !isEmpty(readValue) && !Objects.equals(initialValue, readValue)) {
                    carried.add(new FieldRef(className, field.getKey()));
                }
                walk(field.getValue(), readValue);
            }
        }
    }

    /**
     * Whether an empty {@code read} is what the library leaves a field it skipped: nothing at all, or an
     * empty container where a container was written. An object read back as an empty map is not that:
     * it is a substitution, for the comparison to judge.
     */
    private static boolean sameKind(Object written, Object read) {
        if (written instanceof Snapshot.Container container) {
            written = container.content();
        }
        if (read instanceof Snapshot.Container container) {
            read = container.content();
        }
        if (read == null || !(read instanceof Snapshot.Sequence || read instanceof Map<?, ?> || read.getClass().isArray())) {
            return true;
        }
        return written instanceof Snapshot.Sequence || written instanceof Map<?, ?> || written.getClass().isArray();
    }

    /** Java's default for the value's type, or an empty collection, map or array: what a field not carried reads as. */
    static boolean isEmpty(Object value) {
        if (value == null) {
            return true;
        }
        if (value instanceof Snapshot.Container container) {
            return isEmpty(container.content()) && container.fields().values().stream().allMatch(NotCarried::isEmpty);
        }
        if (value instanceof Snapshot.Sequence sequence) {
            return sequence.elements().isEmpty();
        }
        if (value instanceof Map<?, ?> map) {
            return map.isEmpty();
        }
        if (value.getClass().isArray()) {
            return java.lang.reflect.Array.getLength(value) == 0;
        }
        if (value instanceof Boolean b) {
            return !b;
        }
        if (value instanceof Character c) {
            return c == '\0';
        }
        if (value instanceof Number n && (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte || value instanceof Double || value instanceof Float)) {
            return n.doubleValue() == 0;
        }
        return false;
    }
}
