package org.serialflex.verdicts;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;

/**
 * Where the field values of a stand-in are reachable, for an object of a class the reader lacks
 * (criterion 13: "represented by a placeholder whose field values are reachable"). Libraries build
 * their stand-ins in three shapes, and the kit looks in each the way a user of the library would:
 * <ul>
 *   <li>a generated stub class with the missing class's fields: read by reflection
 *       ({@link BeanComparison});</li>
 *   <li>a {@link Map} from field to value, keyed by the field's name or by the field's name
 *       qualified by a class name ({@code com.example.Coupon.code}): {@link #entry};</li>
 *   <li>a generic record that is not a Map but answers a public {@code get(String fieldName)}:
 *       {@link #byGetter}.</li>
 * </ul>
 * Once found, a value is judged by the usual rules (a number of another type is DEGRADED, a wrong
 * or lost value CORRUPT).
 */
final class StandIns {

    private StandIns() {
    }

    /**
     * A field's value in a map stand-in: what the field's plain name maps to; else, what a key that
     * qualifies the name with a class name maps to. The qualifier is matched as any key ending in
     * {@code "." + name}, not only the missing class's own name, because a library that qualifies
     * keys does so to keep apart same-named fields of a class and its superclasses, so an
     * inherited field is qualified by the superclass that declares it, a name the expectation does
     * not know. Where several such keys exist, the missing class's own one is the field (it hides
     * the inherited ones, as in Java); without it, the value is ambiguous.
     *
     * @return the key's value (possibly null), {@link Absent} when the map holds no key for the
     * field, {@link Ambiguous} when several keys qualify it and none by the missing class
     */
    static Lookup entry(Map<?, ?> map, String missingClassName, String name) {
        // by iteration, not containsKey: a map sorted by keys of another type would throw on a String
        String own = missingClassName + "." + name;
        Lookup byOwnClass = new Absent();
        Map<String, Object> qualified = new java.util.LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!(entry.getKey() instanceof String key)) {
                continue;
            }
            if (key.equals(name)) {
                return new Found(entry.getValue());
            }
            if (key.equals(own)) {
                byOwnClass = new Found(entry.getValue());
            } else if (key.endsWith("." + name)) {
                qualified.put(key, entry.getValue());
            }
        }
        if (byOwnClass instanceof Found) {
            return byOwnClass;
        }
        if (qualified.size() == 1) {
            return new Found(qualified.values().iterator().next());
        }
        return qualified.isEmpty() ? new Absent() : new Ambiguous(List.copyOf(qualified.keySet()));
    }

    /**
     * The value {@code standIn.get(name)} returns, for a stand-in that is a generic record: not a
     * Map, with a public instance method {@code get(String)}. An exception that method throws is
     * the library's object failing when inspected, and propagates (the runner makes it READ_FAILED).
     *
     * @return the value (possibly null), or {@link Absent} when the stand-in has no such method
     */
    static Lookup byGetter(Object standIn, String name) {
        Method get;
        try {
            get = standIn.getClass().getMethod("get", String.class);
        } catch (NoSuchMethodException none) {
            return new Absent();
        }
        if (Modifier.isStatic(get.getModifiers()) || !get.trySetAccessible()) {
            return new Absent();
        }
        try {
            return new Found(get.invoke(standIn, name));
        } catch (IllegalAccessException refused) {
            return new Absent();
        } catch (InvocationTargetException thrown) {
            Throwable failure = thrown.getCause();
            if (failure instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("get(\"" + name + "\") of the stand-in "
                    + Evidence.typeName(standIn.getClass()) + " threw " + Evidence.describe(failure), failure);
        }
    }

    /** What a stand-in holds for one field of the missing class. */
    sealed interface Lookup {
    }

    /** The field's value, possibly null. */
    record Found(Object value) implements Lookup {
    }

    /** The stand-in holds nothing for the field. */
    record Absent() implements Lookup {
    }

    /** Keys that each qualify the field's name by a class other than the missing class itself. */
    record Ambiguous(List<String> keys) implements Lookup {
    }
}
