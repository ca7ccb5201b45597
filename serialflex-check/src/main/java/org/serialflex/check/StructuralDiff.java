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

    StructuralDiff(ClassShapes oldShapes, ClassShapes newShapes) {
        this.oldShapes = oldShapes;
        this.newShapes = newShapes;
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

    List<ClassChange> changesOf(String name) {
        boolean inOld = oldShapes.has(name);
        boolean inNew = newShapes.has(name);
        if (inOld && !inNew) {
            return List.of(new ClassChange(name, ChangeKind.CLASS_REMOVED, simple(name) + " exists only in the old version"));
        }
        if (!inOld) {
            return List.of(new ClassChange(name, ChangeKind.CLASS_ADDED, simple(name) + " exists only in the new version"));
        }
        ClassShape before = oldShapes.shape(name).orElseThrow();
        ClassShape after = newShapes.shape(name).orElseThrow();
        List<ClassChange> changes = new ArrayList<>();
        if (before.kind() == ClassShape.Kind.ENUM || after.kind() == ClassShape.Kind.ENUM) {
            if (!before.enumConstants().equals(after.enumConstants())) {
                changes.add(new ClassChange(name, ChangeKind.ENUM_CONSTANTS_CHANGED, enumDetail(before, after)));
            }
            return changes;
        }
        if (!Objects.equals(before.superclass(), after.superclass())) {
            changes.add(new ClassChange(name, ChangeKind.HIERARCHY_CHANGED, "superclass " + simple(before.superclass())
                    + " → " + simple(after.superclass())));
        }
        fieldChanges(before, after, changes);
        return changes;
    }

    private void fieldChanges(ClassShape before, ClassShape after, List<ClassChange> changes) {
        String name = before.name();
        boolean record = before.kind() == ClassShape.Kind.RECORD || after.kind() == ClassShape.Kind.RECORD;
        Map<String, ClassShape.FieldShape> removed = new TreeMap<>();
        Map<String, ClassShape.FieldShape> added = new TreeMap<>();
        before.fields().stream().filter(f -> after.field(f.name()) == null).forEach(f -> removed.put(f.name(), f));
        after.fields().stream().filter(f -> before.field(f.name()) == null).forEach(f -> added.put(f.name(), f));
        for (ClassShape.FieldShape gone : List.copyOf(removed.values())) {
            ClassShape.FieldShape renamed = renameOf(gone, before, after, added.values());
            if (renamed != null) {
                changes.add(new ClassChange(name, ChangeKind.PROBABLY_RENAMED, gone.name() + " → " + renamed.name()
                        + " (" + shortType(gone.type()) + ")"));
                removed.remove(gone.name());
                added.remove(renamed.name());
            }
        }
        ChangeKind addedKind = record ? ChangeKind.RECORD_COMPONENTS_CHANGED : ChangeKind.FIELD_ADDED;
        ChangeKind removedKind = record ? ChangeKind.RECORD_COMPONENTS_CHANGED : ChangeKind.FIELD_REMOVED;
        added.values().forEach(f -> changes.add(new ClassChange(name, addedKind, (record ? "component added: " : "")
                + f.name() + " (" + shortType(f.type()) + ")")));
        removed.values().forEach(f -> changes.add(new ClassChange(name, removedKind, (record ? "component removed: " : "")
                + f.name() + " (" + shortType(f.type()) + ")")));
        for (ClassShape.FieldShape was : before.fields()) {
            ClassShape.FieldShape now = after.field(was.name());
            if (now == null) {
                continue;
            }
            if (!was.type().equals(now.type())) {
                ChangeKind kind = isCollectionOrArray(was) && isCollectionOrArray(now) ? ChangeKind.COLLECTION_RETYPED
                        : ChangeKind.FIELD_RETYPED;
                changes.add(new ClassChange(name, kind, was.name() + ": " + shortType(was.type()) + " → "
                        + shortType(now.type())));
            }
            if (!was.declaringClass().equals(now.declaringClass())) {
                changes.add(new ClassChange(name, ChangeKind.HIERARCHY_CHANGED, was.name() + " moved from "
                        + simple(was.declaringClass()) + " to " + simple(now.declaringClass())));
            }
            if (was.isTransient() != now.isTransient()) {
                changes.add(new ClassChange(name, ChangeKind.TRANSIENT_CHANGED, was.name() + (now.isTransient()
                        ? " became transient" : " is no longer transient")));
            }
        }
        List<String> oldOrder = names(before.fields(), after);
        List<String> newOrder = names(after.fields(), before);
        if (!oldOrder.equals(newOrder)) {
            changes.add(new ClassChange(name, record ? ChangeKind.RECORD_COMPONENTS_CHANGED : ChangeKind.FIELDS_REORDERED,
                    "order of shared fields " + oldOrder + " → " + newOrder));
        }
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

    /** The names of {@code fields} that {@code other} declares too, in order. */
    private static List<String> names(Collection<ClassShape.FieldShape> fields, ClassShape other) {
        return fields.stream().map(ClassShape.FieldShape::name).filter(n -> other.field(n) != null).toList();
    }

    private static boolean isCollectionOrArray(ClassShape.FieldShape field) {
        return field.type().endsWith("[]") || COLLECTION_TYPES.contains(field.rawType());
    }

    private static String enumDetail(ClassShape before, ClassShape after) {
        List<String> gone = before.enumConstants().stream().filter(c -> !after.enumConstants().contains(c)).toList();
        List<String> come = after.enumConstants().stream().filter(c -> !before.enumConstants().contains(c)).toList();
        List<String> parts = new ArrayList<>();
        if (!come.isEmpty()) {
            parts.add("added " + String.join(", ", come));
        }
        if (!gone.isEmpty()) {
            parts.add("removed " + String.join(", ", gone));
        }
        List<String> keptBefore = before.enumConstants().stream().filter(after.enumConstants()::contains).toList();
        List<String> keptAfter = after.enumConstants().stream().filter(before.enumConstants()::contains).toList();
        if (!keptBefore.equals(keptAfter)) {
            parts.add("reordered " + keptBefore + " → " + keptAfter);
        }
        return String.join("; ", parts);
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
