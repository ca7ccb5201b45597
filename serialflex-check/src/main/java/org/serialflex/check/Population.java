package org.serialflex.check;

import org.instancio.Instancio;
import org.instancio.InstancioApi;
import org.instancio.Select;
import org.instancio.TypeTokenSupplier;
import org.instancio.generator.Generator;
import org.instancio.settings.Keys;
import org.instancio.settings.Settings;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Builds the writer's objects with Instancio, seeded, so every run writes the same objects.
 *
 * <ul>
 *   <li>Sample {@code i} puts the {@code i}-th constant of every enum and the {@code i}-th concrete
 *       subtype of every abstract type that a field of the reached classes declares (or the root, when
 *       it is abstract itself), so together the samples write every constant and every subtype at
 *       least once. An abstract superclass of the root that no field declares asks for no sample.</li>
 *   <li>A value declared {@code Object} (a field, an open map's value, a {@code List<Object>}'s
 *       element) is a JDK value: a string, an integer, a boolean or a list of strings, never a bare
 *       {@code new Object()}, which no reader can give back equal.</li>
 *   <li>A generic root is populated with its type arguments ({@link RootType}), or with each type
 *       variable bound to its bound.</li>
 *   <li>{@link SampleRules}: fields excluded, fields given values, Instancio settings of the user's.</li>
 * </ul>
 *
 * <p>Instancio runs in the check's own class loader on the writer world's classes: it is never
 * loaded inside a world, so no library can see it. Every failure is a {@link CheckInputException}
 * naming the class, the field and the fix.
 */
final class Population {

    private final long seed;
    private final RootType root;
    private final Map<String, List<String>> subtypesByAbstractType;
    private final Map<String, Integer> constantsByEnum;
    private final SampleRules rules;
    private final Set<String> teamClasses;
    private final List<ClassShape.FieldShape> rawContainers;
    /**
     * The reached fields declared as maps with {@code Object} keys ({@code Map<Object, InputLocation>}): their keys
     * are strings, as a JSON object's are, so that no library's key conversion (Gson reads every key as a string)
     * is taken for a loss of the sample's making.
     */
    private final List<ClassShape.FieldShape> objectKeyedMaps = new ArrayList<>();
    /** The reached fields declared as a team's generic class with type arguments: {@link ComposedContainers}. */
    private final List<ClassShape.FieldShape> parameterizedTeamFields = new ArrayList<>();
    /** The fields to fill where Instancio left them empty (a type cycle, its depth limit): {@link Exercise#targets()}. */
    private Set<String> cycleTargets = Set.of();
    /** How deep a value {@link CycleFill} asks for is made (Instancio's default is 8). */
    private static final int FILL_DEPTH = 2;
    /** What {@link CycleFill} filled in each sample, by index; and in the samples their control read back. */
    private final Map<Integer, Set<String>> filledBy = new java.util.concurrent.ConcurrentHashMap<>();
    private final Set<String> filledBefore = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** The reached classes with concrete subclasses, each with them (itself excluded): for {@link CycleFill}. */
    private final Map<String, List<String>> subclasses = new TreeMap<>();
    private static final java.util.regex.Pattern OBJECT_KEYS = java.util.regex.Pattern.compile("Map<java\\.lang\\.Object,");

    /**
     * @param seed                   Instancio's seed of sample 0; sample {@code i} uses {@code seed + i}
     * @param root                   the class to populate, with its type arguments
     * @param subtypesByAbstractType the interfaces and abstract classes declared by a reached field (or the
     *                               root), each with its concrete subtypes in the writer version
     * @param constantsByEnum        the enums a reached field declares, with their number of constants
     * @param rules                  the user's exclusions, values and Instancio settings
     * @param teamClasses            the writer version's class names
     * @param rawContainers          the reached fields declared as a raw Map or collection ({@code Map}, {@code List})
     */
    Population(long seed, RootType root, Map<String, List<String>> subtypesByAbstractType,
               Map<String, Integer> constantsByEnum, SampleRules rules, Set<String> teamClasses,
               List<ClassShape.FieldShape> rawContainers) {
        this.rawContainers = List.copyOf(rawContainers);
        this.seed = seed;
        this.root = root;
        this.subtypesByAbstractType = subtypesByAbstractType;
        this.constantsByEnum = constantsByEnum;
        this.rules = rules;
        this.teamClasses = teamClasses;
    }

    /**
     * The population of {@code root} in the writer version {@code shapes}: only the abstract types
     * and enums that a field of a reached class declares (or the root itself) ask for samples.
     *
     * @param reached the classes the root reaches in either version ({@link StructuralDiff#reachedFrom})
     * @throws CheckInputException when a class a field mentions needs a class the check's class path lacks
     */
    static Population of(long seed, ClassShapes shapes, RootType root, Set<String> reached, SampleRules rules) {
        Set<String> declared = new LinkedHashSet<>();
        declared.add(root.className());
        Set<ClassShape.FieldShape> rawContainers = new LinkedHashSet<>();
        Set<ClassShape.FieldShape> objectKeyedMaps = new LinkedHashSet<>();
        Set<ClassShape.FieldShape> parameterizedTeamFields = new LinkedHashSet<>();
        for (String name : reached) {
            if (shapes.has(name)) {
                for (ClassShape.FieldShape field : shapes.shape(name).orElseThrow().fields()) {
                    declared.addAll(shapes.mentionedClasses(field));
                    if (OBJECT_KEYS.matcher(field.type()).find()) {
                        objectKeyedMaps.add(field);
                    }
                    if (shapes.has(field.rawType()) && field.type().contains("<")) {
                        parameterizedTeamFields.add(field);
                    }
                    if (field.type().equals(field.rawType()) && !shapes.has(field.rawType())) {
                        Class<?> type = JdkValues.jdkClass(field.rawType());
                        if (type != null && (Map.class.isAssignableFrom(type) || java.util.Collection.class.isAssignableFrom(type))) {
                            rawContainers.add(field);
                        }
                    }
                }
            }
        }
        Map<String, List<String>> subtypes = new TreeMap<>();
        Map<String, Integer> constants = new TreeMap<>();
        for (String name : declared) {
            Optional<ClassShape> shape = shapes.shape(name);
            if (shape.isEmpty()) {
                continue;
            }
            ClassShape.Kind kind = shape.get().kind();
            if (kind == ClassShape.Kind.INTERFACE || kind == ClassShape.Kind.ABSTRACT) {
                subtypes.put(name, shapes.concreteSubtypes(name));
            } else if (kind == ClassShape.Kind.ENUM) {
                constants.put(name, shape.get().enumConstants().size());
            }
        }
        Population population = new Population(seed, root, subtypes, constants, rules, shapes.classFiles().keySet(),
                List.copyOf(rawContainers));
        population.objectKeyedMaps.addAll(objectKeyedMaps);
        population.parameterizedTeamFields.addAll(parameterizedTeamFields);
        for (String name : reached) {
            if (shapes.shape(name).map(ClassShape::concrete).orElse(false)) {
                List<String> below = new ArrayList<>(shapes.concreteSubtypes(name));
                below.remove(name);
                if (!below.isEmpty()) {
                    population.subclasses.put(name, below);
                }
            }
        }
        return population;
    }

    /**
     * For the Check of before RootType: {@code reached}'s first class is the root.
     *
     * @deprecated call {@link #of(long, ClassShapes, RootType, Set, SampleRules)}
     */
    @Deprecated(forRemoval = true)
    static Population of(long seed, ClassShapes shapes, Set<String> reached) {
        return of(seed, shapes, RootType.of(reached.iterator().next()), reached, SampleRules.NONE);
    }

    /**
     * This population, filling {@code fields} ({@code DeclaringClass.field}) in every sample where Instancio left
     * them empty, on type cycles too ({@link CycleFill}).
     */
    Population filling(Set<String> fields) {
        this.cycleTargets = Set.copyOf(fields);
        return this;
    }

    /**
     * Sample {@code index} was read back by its control: the fields filled in it need no value in later samples
     * (a field of an abstract type still gets each sample's subtype).
     */
    void readBack(int index) {
        filledBefore.addAll(filledBy.getOrDefault(index, Set.of()));
    }

    /** Whether {@link CycleFill} may put a subclass in a field that declares its superclass: some reached class has one. */
    boolean fillsSubclasses() {
        return !subclasses.isEmpty() && !cycleTargets.isEmpty();
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

    /** The abstract types that ask for samples, each with its concrete subtypes. */
    Map<String, List<String>> subtypesByAbstractType() {
        return subtypesByAbstractType;
    }

    /**
     * For the Check of before RootType.
     *
     * @deprecated call {@link #create(int, Function)}
     */
    @Deprecated(forRemoval = true)
    Object create(Class<?> type, int index, Function<String, Class<?>> typeOf) {
        return create(index, typeOf);
    }

    /**
     * Sample {@code index} of the root, in the world whose classes {@code typeOf} gives by binary name
     * (a writer world's, or {@link ClassShapes#type} to try the population outside the worlds).
     *
     * @throws CheckInputException naming the class and field Instancio cannot create and the fix, or the
     *                             class missing from the check's class path
     */
    Object create(int index, Function<String, Class<?>> typeOf) {
        return create(index, typeOf, Set.of());
    }

    /**
     * Sample {@code index} with the fields {@code without} ({@code DeclaringClass.field}) left {@code null}
     * throughout: to tell whether a control's failure lies in those fields alone.
     */
    Object create(int index, Function<String, Class<?>> typeOf, Set<String> without) {
        return create(index, typeOf, without, true);
    }

    /**
     * As {@link #create(int, Function, Set)}; {@code subclasses} false leaves {@link CycleFill} the declared
     * classes alone, for a library that cannot carry a subclass in a field declaring its superclass even unchanged
     * (Jackson without type information).
     */
    Object create(int index, Function<String, Class<?>> typeOf, Set<String> without, boolean subclasses) {
        try {
            Type type = rootType(index, typeOf);
            InstancioApi<Object> api = configure(Instancio.of(token(type)), index, typeOf);
            try {
                Object sample = api.create();
                CycleFill fill = new CycleFill(cycleTargets, field -> excluded(field, typeOf),
                        field -> fillValue(field.getGenericType(), field, index, typeOf),
                        declared -> !subclasses ? List.of() : this.subclasses.getOrDefault(declared.getName(), List.of())
                                .stream().<Class<?>>map(typeOf::apply).toList(),
                        subclass -> fillValue(subclass, null, index, typeOf)).after(Set.copyOf(filledBefore));
                fill.fill(sample);
                filledBy.put(index, fill.filled());
                new ContainerFields(field -> configure(Instancio.of(token(field.getGenericType())), index, typeOf)
                        .create()).fill(sample);
                CycleFill.clear(sample, without);
                return sample;
            } catch (CheckInputException e) {
                throw e;
            } catch (RuntimeException | LinkageError e) {
                // a failed static initializer is an ExceptionInInitializerError: the field at fault is named too
                throw new UncreatableField(root, teamClasses, rules,
                        fieldType -> configure(Instancio.of(token(fieldType)), index, typeOf).create()).explain(e, type);
            }
        } catch (LinkageError | TypeNotPresentException e) {
            throw MissingClass.of(e, root.className(), "populating").orElseGet(() -> new CheckInputException(
                    "Cannot populate " + root + ": " + UncreatableField.describe(e) + "."));
        }
    }

    private Type rootType(int index, Function<String, Class<?>> typeOf) {
        List<String> subtypes = subtypesByAbstractType.get(root.className());
        if (subtypes == null) {
            return root.resolve(typeOf);
        }
        if (subtypes.isEmpty()) {
            throw new CheckInputException("The root " + root + " is abstract and the writer's classes hold no concrete "
                    + "class of it to populate; name a concrete class as the root.");
        }
        return RootType.of(subtypes.get(index % subtypes.size())).resolve(typeOf);
    }

    @SuppressWarnings("unchecked")
    private static TypeTokenSupplier<Object> token(Type type) {
        return () -> type;
    }

    /**
     * A value of {@code type} for {@link CycleFill}, for {@code field} (or none), as the rest of the sample is made, but
     * {@link #FILL_DEPTH} levels deep: the filler fills what is left empty below, as far as it goes, and a deep value
     * of a wide class (swagger's {@code Schema}) costs Instancio a tree of every path through it.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object fillValue(Type type, java.lang.reflect.Field field, int index, Function<String, Class<?>> typeOf) {
        if (type instanceof Class<?> raw && raw.getTypeParameters().length > 0) {
            // a raw generic class (swagger's Schema<T> declared as Schema): its type variables bound to their bounds,
            // as for a generic root; Instancio cannot make it unbound
            type = RootType.of(raw.getName()).resolve(typeOf);
        }
        InstancioApi<Object> api = configure(Instancio.of(token(type)), index, typeOf).withMaxDepth(FILL_DEPTH);
        if (field != null) {
            // the field's own rules, which a selector of the field cannot give a value made on its own
            for (ClassShape.FieldShape shape : objectKeyedMaps) {
                if (shape.declaringClass().equals(field.getDeclaringClass().getName()) && shape.name().equals(field.getName())) {
                    api.generate(Select.root(), gen -> gen.map().withKeys((Object[]) new String[] {"first", "second", "third"}));
                }
            }
            for (ClassShape.FieldShape shape : rawContainers) {
                if (shape.declaringClass().equals(field.getDeclaringClass().getName()) && shape.name().equals(field.getName())) {
                    Class<?> raw = JdkValues.jdkClass(shape.rawType());
                    api.supply(Select.root(), (Generator<Object>) random -> JdkValues.rawContainer(raw, random));
                }
            }
        }
        return api.create();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private InstancioApi<Object> configure(InstancioApi<Object> api, int index, Function<String, Class<?>> typeOf) {
        Settings settings = Settings.create()
                .set(Keys.COLLECTION_MIN_SIZE, 1).set(Keys.COLLECTION_MAX_SIZE, 3)
                .set(Keys.MAP_MIN_SIZE, 1).set(Keys.MAP_MAX_SIZE, 3)
                .set(Keys.STRING_MIN_LENGTH, 3).set(Keys.STRING_MAX_LENGTH, 10);
        Optional<Settings> own = rules.settings();
        if (own.isPresent()) {
            settings = settings.merge(own.get());
        }
        api.withSettings(settings).withSeed(seed + index)
                // one set of selectors serves every root: a root that reaches no enum or subtype ignores them
                .lenient();
        api.supply(Select.all(Object.class), (Generator<Object>) JdkValues::jdkValue);
        for (ClassShape.FieldShape field : objectKeyedMaps) {
            api.generate(Select.field(typeOf.apply(field.declaringClass()), field.name()),
                    gen -> gen.map().withKeys((Object[]) new String[] {"first", "second", "third"}));
        }
        // a raw Map or collection says nothing of its elements: JDK values, as for Object
        for (ClassShape.FieldShape field : rawContainers) {
            Class<?> type = JdkValues.jdkClass(field.rawType());
            api.supply(Select.field(typeOf.apply(field.declaringClass()), field.name()),
                    (Generator<Object>) random -> JdkValues.rawContainer(type, random));
        }
        // a team's map or collection class whose element types are built from its type arguments: made as its JDK
        // supertype with them put in, then copied into the team's class (Instancio binds the arguments themselves)
        for (ClassShape.FieldShape field : parameterizedTeamFields) {
            java.lang.reflect.Field declared = declaredField(typeOf.apply(field.declaringClass()), field.name());
            if (declared != null) {
                ComposedContainers.jdkSupertype(declared.getGenericType()).ifPresent(jdk -> api.supply(
                        Select.field(declared.getDeclaringClass(), declared.getName()),
                        (java.util.function.Supplier<Object>) () -> ComposedContainers.holding(declared.getType(),
                                configure(Instancio.of(token(jdk)), index, typeOf).create())));
            }
        }
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
        for (String excluded : rules.excluded()) {
            selector(excluded, typeOf).ifPresent(s -> api.ignore(target(s)));
        }
        rules.values().forEach((text, value) -> selector(text, typeOf).ifPresent(s ->
                api.set(target(s), SetValue.convert(value, s))));
        return api;
    }

    private static java.lang.reflect.Field declaredField(Class<?> owner, String name) {
        try {
            return owner.getDeclaredField(name);
        } catch (NoSuchFieldException notDeclaredThere) {
            return null;
        }
    }

    /** Whether the user's {@code --exclude} names {@code field}, or its type. */
    private boolean excluded(java.lang.reflect.Field field, Function<String, Class<?>> typeOf) {
        for (String excluded : rules.excluded()) {
            Optional<SampleRules.Selector> selector = selector(excluded, typeOf);
            if (selector.isPresent() && (field.equals(selector.get().field())
                    || selector.get().field() == null && selector.get().type() == field.getType())) {
                return true;
            }
        }
        return false;
    }

    private Optional<SampleRules.Selector> selector(String text, Function<String, Class<?>> typeOf) {
        return SampleRules.Selector.of(text, typeOf, teamClasses::contains);
    }

    private static org.instancio.TargetSelector target(SampleRules.Selector selector) {
        return selector.field() == null ? Select.all(selector.type())
                : Select.field(selector.field().getDeclaringClass(), selector.field().getName());
    }
}
