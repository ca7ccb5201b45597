package org.serialflex.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Compares the two versions of the classes a root class reaches (its fields' classes, their
 * subtypes, recursively) and names each change: added, removed, retyped, probably renamed fields,
 * hierarchy and enum changes, classes missing on one side.
 */
final class StructuralDiff {

    private static final Set<String> COLLECTION_TYPES = Set.of("java.util.List", "java.util.Set",
            "java.util.Collection", "java.util.ArrayList", "java.util.LinkedList", "java.util.HashSet",
            "java.util.LinkedHashSet", "java.util.TreeSet", "java.util.SortedSet", "java.util.Queue",
            "java.util.Deque", "java.util.ArrayDeque");

    private final ClassShapes oldShapes;
    private final ClassShapes newShapes;
    private final WireNames wireNames;
    private final Map<String, ClassDiff> diffs = new java.util.HashMap<>();

    /**
     * What the diff found in one class: its changes, lines that inform without being a change, and the fields a
     * change names, by version ({@code DeclaringClass.field}).
     */
    private record ClassDiff(List<ClassChange> changes, List<String> notes, Set<String> oldFields, Set<String> newFields) {
    }

    /** A diff that matches fields by their Java names (the library writes them as they are named). */
    StructuralDiff(ClassShapes oldShapes, ClassShapes newShapes) {
        this(oldShapes, newShapes, WireNames.JAVA_NAMES);
    }

    /**
     * @param wireNames the name the library writes for each field: old and new fields are matched by it,
     *                  so a field renamed in Java that keeps its wire name is no change
     */
    StructuralDiff(ClassShapes oldShapes, ClassShapes newShapes, WireNames wireNames) {
        this.oldShapes = oldShapes;
        this.newShapes = newShapes;
        this.wireNames = Objects.requireNonNull(wireNames, "wireNames");
    }

    /** The classes {@code root} reaches in either version, root first. */
    Set<String> reachedFrom(String root) {
        Set<String> reached = new LinkedHashSet<>();
        reach(root, oldShapes, reached);
        Set<String> fromNew = new LinkedHashSet<>();
        reach(root, newShapes, fromNew);
        reached.addAll(fromNew);
        return reached;
    }

    private void reach(String name, ClassShapes shapes, Set<String> reached) {
        if (!shapes.has(name) || !reached.add(name)) {
            return;
        }
        ClassShape shape = shapes.shape(name).orElseThrow();
        if (shape.superclass() != null) {
            reach(shape.superclass(), shapes, reached);
        }
        for (ClassShape.FieldShape field : shape.fields()) {
            for (String mentioned : shapes.mentionedClasses(field)) {
                reach(mentioned, shapes, reached);
                for (String subtype : shapes.concreteSubtypes(mentioned)) {
                    reach(subtype, shapes, reached);
                }
            }
        }
    }

    /** Every change between the versions of the classes {@code root} reaches. */
    List<ClassChange> changes(String root) {
        List<ClassChange> changes = new ArrayList<>();
        for (String name : reachedFrom(root)) {
            changes.addAll(changesOf(name));
        }
        return changes;
    }

    /** The changes of {@code name} itself (its fields include those it inherits from the team's classes). */
    List<ClassChange> changesOf(String name) {
        return diffOf(name).changes();
    }

    /**
     * Lines about the classes {@code root} reaches that inform without being a change, e.g. a field
     * renamed in Java whose wire name stayed: the bytes do not change.
     */
    List<String> notes(String root) {
        List<String> notes = new ArrayList<>();
        for (String name : reachedFrom(root)) {
            notes.addAll(diffOf(name).notes());
        }
        return notes;
    }

    private ClassDiff diffOf(String name) {
        ClassDiff known = diffs.get(name);
        if (known == null) {
            List<ClassChange> changes = new ArrayList<>();
            List<String> notes = new ArrayList<>();
            Set<String> oldFields = new java.util.TreeSet<>();
            Set<String> newFields = new java.util.TreeSet<>();
            compare(name, changes, notes, oldFields, newFields);
            known = new ClassDiff(List.copyOf(changes), List.copyOf(notes), Set.copyOf(oldFields), Set.copyOf(newFields));
            diffs.put(name, known);
        }
        return known;
    }

    /**
     * The fields of {@code version}'s classes that {@code root} reaches which a change names: added, removed,
     * probably renamed, retyped, moved in the hierarchy, transient or no longer, each as
     * {@code DeclaringClass.field}. A sample must write each of them for a verdict on the change ({@link Exercise}).
     */
    Set<String> changedFields(String root, WireNames.Version version) {
        Set<String> fields = new java.util.TreeSet<>();
        for (String name : reachedFrom(root)) {
            ClassDiff diff = diffOf(name);
            fields.addAll(version == WireNames.Version.OLD ? diff.oldFields() : diff.newFields());
        }
        return fields;
    }

    private void compare(String name, List<ClassChange> changes, List<String> notes, Set<String> oldFields,
                         Set<String> newFields) {
        boolean inOld = oldShapes.has(name);
        boolean inNew = newShapes.has(name);
        if (inOld && !inNew) {
            changes.add(new ClassChange(name, ChangeKind.CLASS_REMOVED, simple(name) + " exists only in the old version"));
            return;
        }
        if (!inOld) {
            changes.add(new ClassChange(name, ChangeKind.CLASS_ADDED, simple(name) + " exists only in the new version"));
            return;
        }
        ClassShape before = oldShapes.shape(name).orElseThrow();
        ClassShape after = newShapes.shape(name).orElseThrow();
        if (before.kind() == ClassShape.Kind.ENUM || after.kind() == ClassShape.Kind.ENUM) {
            if (!before.enumConstants().equals(after.enumConstants())) {
                changes.add(EnumChange.of(name, before.enumConstants(), after.enumConstants()));
            }
            return;
        }
        if (!Objects.equals(before.superclass(), after.superclass())) {
            changes.add(new ClassChange(name, ChangeKind.HIERARCHY_CHANGED, "superclass " + simple(before.superclass())
                    + " → " + simple(after.superclass())));
        }
        fieldChanges(before, after, changes, notes, oldFields, newFields);
    }

    /** A field of the old version and the field of the new version the library reads it into. */
    private record FieldPair(ClassShape.FieldShape was, ClassShape.FieldShape now) {
    }

    /**
     * Pairs the old and new fields as the library would: first by declaring class and wire name (a
     * subclass's field that shadows a superclass's is another field than the superclass's), then,
     * among the fields left, by a wire name that only one field on each side has: a field declared in
     * one class in the old version and in another in the new has moved.
     */
    private List<FieldPair> pairs(ClassShape before, ClassShape after, List<ClassShape.FieldShape> removed,
                                  List<ClassShape.FieldShape> added) {
        List<FieldPair> pairs = new ArrayList<>();
        List<ClassShape.FieldShape> left = new ArrayList<>(after.fields());
        List<ClassShape.FieldShape> unmatched = new ArrayList<>();
        for (ClassShape.FieldShape was : before.fields()) {
            String wire = wire(before, was, WireNames.Version.OLD);
            ClassShape.FieldShape now = left.stream().filter(f -> f.declaringClass().equals(was.declaringClass())
                    && wire(after, f, WireNames.Version.NEW).equals(wire)).findFirst().orElse(null);
            if (now == null) {
                unmatched.add(was);
            } else {
                left.remove(now);
                pairs.add(new FieldPair(was, now));
            }
        }
        for (ClassShape.FieldShape was : unmatched) {
            String wire = wire(before, was, WireNames.Version.OLD);
            List<ClassShape.FieldShape> sameWireOld = unmatched.stream()
                    .filter(f -> wire(before, f, WireNames.Version.OLD).equals(wire)).toList();
            List<ClassShape.FieldShape> sameWireNew = left.stream()
                    .filter(f -> wire(after, f, WireNames.Version.NEW).equals(wire)).toList();
            if (sameWireOld.size() == 1 && sameWireNew.size() == 1) {
                left.remove(sameWireNew.get(0));
                pairs.add(new FieldPair(was, sameWireNew.get(0)));
            } else {
                removed.add(was);
            }
        }
        added.addAll(left);
        pairs.sort(java.util.Comparator.comparingInt(p -> before.fields().indexOf(p.was())));
        return pairs;
    }

    private String wire(ClassShape owner, ClassShape.FieldShape field, WireNames.Version version) {
        String wire = wireNames.of(owner.name(), field.name(), version);
        return wire == null ? field.name() : wire;
    }

    private static String key(ClassShape.FieldShape field) {
        return field.declaringClass() + "." + field.name();
    }

    private void fieldChanges(ClassShape before, ClassShape after, List<ClassChange> changes, List<String> notes,
                              Set<String> oldFields, Set<String> newFields) {
        String name = before.name();
        boolean record = before.kind() == ClassShape.Kind.RECORD || after.kind() == ClassShape.Kind.RECORD;
        List<ClassShape.FieldShape> removedFields = new ArrayList<>();
        List<ClassShape.FieldShape> addedFields = new ArrayList<>();
        List<FieldPair> pairs = pairs(before, after, removedFields, addedFields);
        Map<String, ClassShape.FieldShape> removed = new TreeMap<>();
        Map<String, ClassShape.FieldShape> added = new TreeMap<>();
        removedFields.forEach(f -> removed.put(label(f, before), f));
        addedFields.forEach(f -> added.put(label(f, after), f));
        for (Map.Entry<String, ClassShape.FieldShape> gone : List.copyOf(removed.entrySet())) {
            ClassShape.FieldShape renamed = renameOf(gone.getValue(), before, after, added.values());
            if (renamed != null) {
                String oldWire = wire(before, gone.getValue(), WireNames.Version.OLD);
                String newWire = wire(after, renamed, WireNames.Version.NEW);
                boolean wireShown = !oldWire.equals(gone.getValue().name()) || !newWire.equals(renamed.name());
                changes.add(new ClassChange(name, ChangeKind.PROBABLY_RENAMED, gone.getValue().name() + " → "
                        + renamed.name() + " (" + shortType(gone.getValue().type())
                        + (wireShown ? ", written as " + oldWire + " → " + newWire : "") + ")"));
                oldFields.add(key(gone.getValue()));
                newFields.add(key(renamed));
                removed.remove(gone.getKey());
                added.values().remove(renamed);
            }
        }
        added.values().forEach(f -> newFields.add(key(f)));
        removed.values().forEach(f -> oldFields.add(key(f)));
        ChangeKind addedKind = record ? ChangeKind.RECORD_COMPONENTS_CHANGED : ChangeKind.FIELD_ADDED;
        ChangeKind removedKind = record ? ChangeKind.RECORD_COMPONENTS_CHANGED : ChangeKind.FIELD_REMOVED;
        added.forEach((label, f) -> changes.add(new ClassChange(name, addedKind, (record ? "component added: " : "")
                + label + " (" + shortType(f.type()) + ")")));
        removed.forEach((label, f) -> changes.add(new ClassChange(name, removedKind, (record ? "component removed: " : "")
                + label + " (" + shortType(f.type()) + ")")));
        for (FieldPair pair : pairs) {
            ClassShape.FieldShape was = pair.was();
            ClassShape.FieldShape now = pair.now();
            if (!was.type().equals(now.type()) || !was.declaringClass().equals(now.declaringClass())
                    || was.isTransient() != now.isTransient()) {
                oldFields.add(key(was));
                newFields.add(key(now));
            }
            if (!was.name().equals(now.name())) {
                notes.add(simple(name) + "." + was.name() + " is " + now.name() + " in the new version, written as "
                        + wire(after, now, WireNames.Version.NEW) + " in both: no change in the bytes");
            }
            if (!was.type().equals(now.type())) {
                ChangeKind kind = isCollectionOrArray(was) && isCollectionOrArray(now) ? ChangeKind.COLLECTION_RETYPED
                        : ChangeKind.FIELD_RETYPED;
                changes.add(new ClassChange(name, kind, now.name() + ": " + shortType(was.type()) + " → "
                        + shortType(now.type())));
            }
            if (!was.declaringClass().equals(now.declaringClass())) {
                changes.add(new ClassChange(name, ChangeKind.HIERARCHY_CHANGED, now.name() + " moved from "
                        + simple(was.declaringClass()) + " to " + simple(now.declaringClass())));
            }
            if (was.isTransient() != now.isTransient()) {
                changes.add(new ClassChange(name, ChangeKind.TRANSIENT_CHANGED, now.name() + (now.isTransient()
                        ? " became transient" : " is no longer transient")));
            }
        }
        List<String> oldOrder = pairs.stream().map(p -> p.was().name()).toList();
        List<String> newOrder = pairs.stream().sorted(java.util.Comparator.comparingInt(p -> after.fields().indexOf(p.now())))
                .map(p -> p.now().name()).toList();
        boolean reordered = !pairs.stream().map(FieldPair::now).toList().equals(pairs.stream().map(FieldPair::now)
                .sorted(java.util.Comparator.comparingInt(after.fields()::indexOf)).toList());
        if (reordered) {
            changes.add(new ClassChange(name, record ? ChangeKind.RECORD_COMPONENTS_CHANGED : ChangeKind.FIELDS_REORDERED,
                    "order of shared fields " + oldOrder + " → " + newOrder));
        }
    }

    /** A field's name, with its declaring class when another field of the class has the same name (shadowing). */
    private static String label(ClassShape.FieldShape field, ClassShape owner) {
        boolean shadowed = owner.fields().stream().filter(f -> f.name().equals(field.name())).count() > 1;
        return shadowed ? field.name() + " declared in " + simple(field.declaringClass()) : field.name();
    }

    /**
     * The added field {@code gone} was probably renamed to: the only added field of the same type, or
     * among several, the one in the same declaration slot or whose name contains the old one's.
     */
    private static ClassShape.FieldShape renameOf(ClassShape.FieldShape gone, ClassShape before, ClassShape after,
                                                  Collection<ClassShape.FieldShape> added) {
        List<ClassShape.FieldShape> sameType = added.stream().filter(f -> f.type().equals(gone.type())).toList();
        if (sameType.size() == 1) {
            return sameType.get(0);
        }
        int slot = before.fields().indexOf(gone);
        List<ClassShape.FieldShape> likely = sameType.stream().filter(f -> after.fields().indexOf(f) == slot
                || f.name().toLowerCase(java.util.Locale.ROOT).contains(gone.name().toLowerCase(java.util.Locale.ROOT))
                || gone.name().toLowerCase(java.util.Locale.ROOT).contains(f.name().toLowerCase(java.util.Locale.ROOT)))
                .toList();
        return likely.size() == 1 ? likely.get(0) : null;
    }

    private static boolean isCollectionOrArray(ClassShape.FieldShape field) {
        return field.type().endsWith("[]") || COLLECTION_TYPES.contains(field.rawType());
    }

    /** {@code java.util.List<java.lang.String>} as {@code List<String>}. */
    static String shortType(String type) {
        return java.util.regex.Pattern.compile("([a-zA-Z_$][\\w$]*\\.)+([A-Za-z_$][\\w$]*)").matcher(type)
                .replaceAll(match -> match.group(2).substring(match.group(2).lastIndexOf('$') + 1));
    }

    static String simple(String name) {
        return name == null ? "(none)" : name.substring(name.lastIndexOf('.') + 1);
    }

    /** The criteria named by {@code changes}, for measuring or looking up the adapter's scores. */
    static Set<String> criteriaOf(Collection<ClassChange> changes) {
        return changes.stream().flatMap(c -> c.kind().criteria().stream())
                .collect(Collectors.toCollection(java.util.TreeSet::new));
    }
}
