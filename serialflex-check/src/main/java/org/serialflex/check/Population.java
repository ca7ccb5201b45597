package org.serialflex.check;

import org.instancio.Instancio;
import org.instancio.InstancioApi;
import org.instancio.Select;
import org.instancio.settings.Keys;
import org.instancio.settings.Settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Builds the writer's objects with Instancio, seeded, so every run writes the same objects. Sample
 * {@code i} puts the {@code i}-th constant of every enum and the {@code i}-th concrete subtype of
 * every abstract type in the writer's classes wherever one is declared, so together the samples
 * write every constant and every subtype at least once.
 *
 * <p>Instancio runs in the check's own class loader on the writer world's classes: it is never
 * loaded inside a world, so no library can see it.
 */
final class Population {

    private final long seed;
    private final Map<String, List<String>> subtypesByAbstractType;
    private final Map<String, Integer> constantsByEnum;

    /**
     * @param seed                   Instancio's seed of sample 0; sample {@code i} uses {@code seed + i}
     * @param subtypesByAbstractType the writer version's interfaces and abstract classes, each with its concrete subtypes
     * @param constantsByEnum        the writer version's enums with their number of constants
     */
    Population(long seed, Map<String, List<String>> subtypesByAbstractType, Map<String, Integer> constantsByEnum) {
        this.seed = seed;
        this.subtypesByAbstractType = subtypesByAbstractType;
        this.constantsByEnum = constantsByEnum;
    }

    /** How many samples make every constant and subtype appear, at least {@code minimum}. */
    int samplesNeeded(int minimum) {
        int needed = minimum;
        for (int constants : constantsByEnum.values()) {
            needed = Math.max(needed, constants);
        }
        for (List<String> subtypes : subtypesByAbstractType.values()) {
            needed = Math.max(needed, subtypes.size());
        }
        return needed;
    }

    /** Sample {@code index} of {@code type}, a class of the writer world; {@code typeOf} gives that world's classes by name. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object create(Class<?> type, int index, Function<String, Class<?>> typeOf) {
        Settings settings = Settings.create()
                .set(Keys.COLLECTION_MIN_SIZE, 1).set(Keys.COLLECTION_MAX_SIZE, 3)
                .set(Keys.MAP_MIN_SIZE, 1).set(Keys.MAP_MAX_SIZE, 3)
                .set(Keys.STRING_MIN_LENGTH, 3).set(Keys.STRING_MAX_LENGTH, 10);
        InstancioApi<Object> api = Instancio.of((Class<Object>) type).withSettings(settings).withSeed(seed + index)
                // one set of selectors serves every root: a root that reaches no enum or subtype ignores them
                .lenient();
        subtypesByAbstractType.forEach((abstractType, subtypes) -> {
            if (!subtypes.isEmpty()) {
                api.subtype(Select.all(typeOf.apply(abstractType)), typeOf.apply(subtypes.get(index % subtypes.size())));
            }
        });
        constantsByEnum.forEach((enumType, count) -> {
            Class enumClass = typeOf.apply(enumType);
            Object[] constants = enumClass.getEnumConstants();
            if (constants.length > 0) {
                api.set(Select.all(enumClass), constants[index % constants.length]);
            }
        });
        return api.create();
    }

    /**
     * The abstract types and enums of {@code shapes} that a root reaches, for {@link #Population}: an
     * enum or subtype the root never reaches asks for no sample of its own (an unchanged Money needs
     * no sample per OrderStatus constant).
     *
     * @param reached the classes the root reaches in either version ({@link StructuralDiff#reachedFrom})
     */
    static Population of(long seed, ClassShapes shapes, java.util.Set<String> reached) {
        Map<String, List<String>> subtypes = new java.util.TreeMap<>();
        Map<String, Integer> constants = new java.util.TreeMap<>();
        for (String name : new ArrayList<>(shapes.classFiles().keySet())) {
            if (!reached.contains(name)) {
                continue;
            }
            ClassShape shape = shapes.shape(name).orElseThrow();
            if (shape.kind() == ClassShape.Kind.INTERFACE || shape.kind() == ClassShape.Kind.ABSTRACT) {
                subtypes.put(name, shapes.concreteSubtypes(name));
            } else if (shape.kind() == ClassShape.Kind.ENUM) {
                constants.put(name, shape.enumConstants().size());
            }
        }
        return new Population(seed, subtypes, constants);
    }
}
