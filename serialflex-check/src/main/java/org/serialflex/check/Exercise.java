package org.serialflex.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the samples of one writer version must write before a direction may be called compatible: every field a
 * change names, and every field whose declared type reaches a changed class, non-null (a collection, map or array
 * with an element) in at least one judged sample, and a field declared as an interface or abstract class with each
 * of its concrete classes. A change no sample wrote is not judged by any read, however it ended: a gate that says
 * "compatible" of it would say it of data it never saw (a {@code Message pinnedMessage} left null in every sample
 * because the generator ends each type cycle with null).
 *
 * <p>Fields are named {@code DeclaringClass.field}, binary names, as {@link NotCarried} names them.
 */
final class Exercise {

    private final ClassShapes side;
    private final Set<String> targets;
    private final Map<String, List<String>> subtypes;

    private Exercise(ClassShapes side, Set<String> targets, Map<String, List<String>> subtypes) {
        this.side = side;
        this.targets = targets;
        this.subtypes = subtypes;
    }

    /** Nothing to exercise: the writer's version has no such root, or nothing changed. */
    static final Exercise NONE = new Exercise(null, Set.of(), Map.of());

    /**
     * @param side          the writer's version
     * @param reached       the classes the root reaches in either version
     * @param changedFields the fields of {@code side} a change names ({@link StructuralDiff#changedFields})
     * @param changes       the changes of the classes the root reaches
     */
    static Exercise of(ClassShapes side, Set<String> reached, Set<String> changedFields, Collection<ClassChange> changes) {
        Set<String> reaching = new TreeSet<>();
        changes.stream().map(ClassChange::className).filter(side::has).forEach(reaching::add);
        if (reaching.isEmpty() && changedFields.isEmpty()) {
            return new Exercise(side, Set.of(), Map.of());
        }
        // concreteSubtypes looks at every class of the version: asked once per class here
        Map<String, List<String>> known = new java.util.HashMap<>();
        java.util.function.Function<String, List<String>> subtypesOf = name -> known.computeIfAbsent(name,
                side::concreteSubtypes);
        List<ClassShape> shapes = new ArrayList<>();
        for (String name : reached) {
            side.shape(name).filter(s -> s.kind() != ClassShape.Kind.ENUM).ifPresent(shapes::add);
        }
        // the classes that are, or reach through a field or a subtype, a changed class: to a fixed point
        boolean grew = true;
        while (grew) {
            grew = false;
            for (ClassShape shape : shapes) {
                if (!reaching.contains(shape.name()) && (reachesAny(shape, side, subtypesOf, reaching)
                        || subtypesOf.apply(shape.name()).stream().anyMatch(reaching::contains))) {
                    reaching.add(shape.name());
                    grew = true;
                }
            }
        }
        Set<String> targets = new TreeSet<>();
        Map<String, List<String>> subtypes = new TreeMap<>();
        for (ClassShape shape : shapes) {
            for (ClassShape.FieldShape field : shape.fields()) {
                String key = field.declaringClass() + "." + field.name();
                if (changedFields.contains(key) || mentionsAny(field, side, subtypesOf, reaching)) {
                    targets.add(key);
                    for (String mentioned : side.mentionedClasses(field)) {
                        ClassShape.Kind kind = side.shape(mentioned).map(ClassShape::kind).orElse(ClassShape.Kind.CLASS);
                        if (kind == ClassShape.Kind.INTERFACE || kind == ClassShape.Kind.ABSTRACT) {
                            subtypes.computeIfAbsent(key, k -> new ArrayList<>()).addAll(subtypesOf.apply(mentioned));
                        }
                    }
                }
            }
        }
        return new Exercise(side, Set.copyOf(targets), subtypes);
    }

    private static boolean reachesAny(ClassShape shape, ClassShapes side,
                                      java.util.function.Function<String, List<String>> subtypesOf, Set<String> reaching) {
        return (shape.superclass() != null && reaching.contains(shape.superclass()))
                || shape.fields().stream().anyMatch(f -> mentionsAny(f, side, subtypesOf, reaching));
    }

    private static boolean mentionsAny(ClassShape.FieldShape field, ClassShapes side,
                                       java.util.function.Function<String, List<String>> subtypesOf, Set<String> reaching) {
        for (String mentioned : side.mentionedClasses(field)) {
            if (reaching.contains(mentioned) || subtypesOf.apply(mentioned).stream().anyMatch(reaching::contains)) {
                return true;
            }
        }
        return false;
    }

    /** The fields a sample must fill ({@code DeclaringClass.field}); the sample's generator fills them on type cycles too. */
    Set<String> targets() {
        return targets;
    }

    /**
     * What no snapshot of {@code written} exercised: {@code Class.field} for a field never non-null,
     * {@code Class.field holding Subtype} for a concrete class an abstractly typed field never held.
     *
     * @param written {@link Snapshot}s of the objects the judged samples wrote
     */
    List<String> notExercised(Collection<Object> written) {
        if (targets.isEmpty()) {
            return List.of();
        }
        Filled filled = new Filled(side);
        written.forEach(filled::walk);
        List<String> missing = new ArrayList<>();
        for (String target : targets) {
            Set<String> held = filled.held.get(target);
            if (held == null) {
                missing.add(target);
                continue;
            }
            for (String subtype : subtypes.getOrDefault(target, List.of())) {
                if (!held.contains(subtype)) {
                    missing.add(target + " holding " + subtype);
                }
            }
        }
        return missing;
    }

    /** The fields a walk of snapshots found filled, each with the classes of the team's it held. */
    private static final class Filled {
        private final ClassShapes side;
        private final Map<String, Set<String>> held = new TreeMap<>();
        private final IdentityHashMap<Object, Boolean> visited = new IdentityHashMap<>();

        Filled(ClassShapes side) {
            this.side = side;
        }

        void walk(Object value) {
            if (value == null || Snapshot.isImmutableJdkValue(value) || visited.put(value, Boolean.TRUE) != null) {
                return;
            }
            if (value instanceof Snapshot.Bean bean) {
                fields(bean.className(), bean.fields());
            } else if (value instanceof Snapshot.Container container) {
                fields(container.className(), container.fields());
                walk(container.content());
            } else if (value instanceof Snapshot.Sequence sequence) {
                sequence.elements().forEach(this::walk);
            } else if (value instanceof Map<?, ?> map) {
                map.forEach((k, v) -> {
                    walk(k);
                    walk(v);
                });
            }
        }

        private void fields(String className, Map<String, Object> fields) {
            ClassShape shape = side.shape(className).orElse(null);
            fields.forEach((name, value) -> {
                if (shape != null && filled(value)) {
                    String key = declaring(shape, name) + "." + name;
                    Set<String> classes = held.computeIfAbsent(key, k -> new LinkedHashSet<>());
                    classesIn(value, classes);
                }
                walk(value);
            });
        }

        /** The class that declares {@code name} as the most derived class sees it (superclass fields come first). */
        private static String declaring(ClassShape shape, String name) {
            String declaring = shape.name();
            for (ClassShape.FieldShape field : shape.fields()) {
                if (field.name().equals(name)) {
                    declaring = field.declaringClass();
                }
            }
            return declaring;
        }

        private static void classesIn(Object value, Set<String> classes) {
            if (value instanceof Snapshot.Bean bean) {
                classes.add(bean.className());
            } else if (value instanceof Snapshot.Container container) {
                classes.add(container.className());
            } else if (value instanceof Snapshot.Sequence sequence) {
                sequence.elements().forEach(e -> classesIn(e, classes));
            } else if (value instanceof Map<?, ?> map) {
                map.values().forEach(v -> classesIn(v, classes));
            }
        }

        /** Non-null; a collection, map or array with a non-null element. */
        static boolean filled(Object value) {
            if (value == null) {
                return false;
            }
            if (value instanceof Snapshot.Container container) {
                return filled(container.content()) || container.fields().values().stream().anyMatch(Filled::filled);
            }
            if (value instanceof Snapshot.Sequence sequence) {
                return sequence.elements().stream().anyMatch(java.util.Objects::nonNull);
            }
            if (value instanceof Map<?, ?> map) {
                return !map.isEmpty();
            }
            if (value.getClass().isArray()) {
                return java.lang.reflect.Array.getLength(value) > 0;
            }
            return true;
        }
    }
}
