package org.serialflex.check;

import org.instancio.Instancio;
import org.instancio.InstancioApi;
import org.instancio.Select;
import org.instancio.TypeTokenSupplier;
import org.instancio.generator.Generator;
import org.instancio.settings.Keys;
import org.instancio.settings.Settings;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.lang.reflect.GenericArrayType;
import java.math.BigDecimal;
import java.math.BigInteger;
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
        for (String name : reached) {
            if (shapes.has(name)) {
                for (ClassShape.FieldShape field : shapes.shape(name).orElseThrow().fields()) {
                    declared.addAll(shapes.mentionedClasses(field));
                    if (OBJECT_KEYS.matcher(field.type()).find()) {
                        objectKeyedMaps.add(field);
                    }
                    if (field.type().equals(field.rawType()) && !shapes.has(field.rawType())) {
                        Class<?> type = jdkClass(field.rawType());
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
        try {
            Type type = rootType(index, typeOf);
            InstancioApi<Object> api = configure(Instancio.of(token(type)), index, typeOf);
            try {
                Object sample = api.create();
                new ContainerFields(field -> configure(Instancio.of(token(field.getGenericType())), index, typeOf)
                        .create()).fill(sample);
                return sample;
            } catch (CheckInputException e) {
                throw e;
            } catch (RuntimeException | LinkageError e) {
                // a failed static initializer is an ExceptionInInitializerError: the field at fault is named too
                throw explain(e, type, index, typeOf);
            }
        } catch (LinkageError | TypeNotPresentException e) {
            throw MissingClass.of(e, root.className(), "populating").orElseGet(() -> new CheckInputException(
                    "Cannot populate " + root + ": " + describe(e) + "."));
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
        api.supply(Select.all(Object.class), (Generator<Object>) Population::jdkValue);
        for (ClassShape.FieldShape field : objectKeyedMaps) {
            api.generate(Select.field(typeOf.apply(field.declaringClass()), field.name()),
                    gen -> gen.map().withKeys((Object[]) new String[] {"first", "second", "third"}));
        }
        // a raw Map or collection says nothing of its elements: JDK values, as for Object
        for (ClassShape.FieldShape field : rawContainers) {
            Class<?> type = jdkClass(field.rawType());
            api.supply(Select.field(typeOf.apply(field.declaringClass()), field.name()),
                    (Generator<Object>) random -> rawContainer(type, random));
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
                api.set(target(s), convert(value, s))));
        return api;
    }

    /** A JDK value for a value declared {@code Object}: what every library writes and reads back equal. */
    private static Object jdkValue(org.instancio.Random random) {
        return switch (random.intRange(0, 3)) {
            case 0 -> random.alphanumeric(random.intRange(3, 10));
            case 1 -> random.intRange(0, 100_000);
            case 2 -> random.trueOrFalse();
            default -> {
                List<String> strings = new ArrayList<>();
                for (int i = random.intRange(1, 3); i > 0; i--) {
                    strings.add(random.alphanumeric(random.intRange(3, 10)));
                }
                yield strings;
            }
        };
    }

    private static Class<?> jdkClass(String name) {
        try {
            return Class.forName(name, false, Population.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /**
     * A raw {@code type} holding JDK values: string keys (and elements of sorted sets), {@link #jdkValue}
     * values; {@code null} when the type cannot be made.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object rawContainer(Class<?> type, org.instancio.Random random) {
        Object container;
        if (!type.isInterface() && !Modifier.isAbstract(type.getModifiers())) {
            try {
                container = type.getConstructor().newInstance();
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        } else if (java.util.SortedMap.class.isAssignableFrom(type)) {
            container = new java.util.TreeMap<>();
        } else if (Map.class.isAssignableFrom(type)) {
            container = new java.util.LinkedHashMap<>();
        } else if (java.util.SortedSet.class.isAssignableFrom(type)) {
            container = new java.util.TreeSet<>();
        } else if (Set.class.isAssignableFrom(type)) {
            container = new java.util.LinkedHashSet<>();
        } else if (java.util.Queue.class.isAssignableFrom(type)) {
            container = new java.util.ArrayDeque<>();
        } else {
            container = new ArrayList<>();
        }
        if (!type.isInstance(container)) {
            return null;
        }
        boolean sorted = container instanceof java.util.SortedSet || container instanceof java.util.SortedMap;
        for (int i = random.intRange(1, 3); i > 0; i--) {
            Object value = sorted ? random.alphanumeric(random.intRange(3, 10)) : jdkValue(random);
            if (container instanceof Map map) {
                map.put(random.alphanumeric(random.intRange(3, 10)), value);
            } else {
                ((java.util.Collection) container).add(value);
            }
        }
        return container;
    }

    private Optional<SampleRules.Selector> selector(String text, Function<String, Class<?>> typeOf) {
        return SampleRules.Selector.of(text, typeOf, teamClasses::contains);
    }

    private static org.instancio.TargetSelector target(SampleRules.Selector selector) {
        return selector.field() == null ? Select.all(selector.type())
                : Select.field(selector.field().getDeclaringClass(), selector.field().getName());
    }

    /** {@code value} as the selected field's type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object convert(String value, SampleRules.Selector selector) {
        Class<?> type = selector.valueType();
        try {
            if (type == String.class || type == Object.class || type == CharSequence.class) {
                return value;
            }
            if (type == int.class || type == Integer.class) {
                return Integer.valueOf(value.strip());
            }
            if (type == long.class || type == Long.class) {
                return Long.valueOf(value.strip());
            }
            if (type == short.class || type == Short.class) {
                return Short.valueOf(value.strip());
            }
            if (type == byte.class || type == Byte.class) {
                return Byte.valueOf(value.strip());
            }
            if (type == double.class || type == Double.class) {
                return Double.valueOf(value.strip());
            }
            if (type == float.class || type == Float.class) {
                return Float.valueOf(value.strip());
            }
            if (type == boolean.class || type == Boolean.class) {
                String text = value.strip().toLowerCase(java.util.Locale.ROOT);
                if (!text.equals("true") && !text.equals("false")) {
                    throw new IllegalArgumentException("not true or false");
                }
                return Boolean.valueOf(text);
            }
            if ((type == char.class || type == Character.class) && value.length() == 1) {
                return value.charAt(0);
            }
            if (type == BigDecimal.class) {
                return new BigDecimal(value.strip());
            }
            if (type == BigInteger.class) {
                return new BigInteger(value.strip());
            }
            if (type.isEnum()) {
                return Enum.valueOf((Class) type, value.strip());
            }
        } catch (IllegalArgumentException e) {
            throw new CheckInputException("The value '" + value + "' of --set " + selector.text() + " is no "
                    + type.getName() + " (" + e.getMessage() + ")" + (type.isEnum() ? "; give one of its constants "
                    + java.util.Arrays.toString(type.getEnumConstants()) : "") + ".");
        }
        throw new CheckInputException("--set " + selector.text() + " gives a value to a " + type.getName()
                + "; values are for strings, numbers, booleans, characters and enums: exclude it with --exclude "
                + selector.text() + " instead, or give values to its fields.");
    }

    /**
     * The failure of Instancio on the root, with the field at fault: the deepest field of the team's
     * classes that Instancio cannot create on its own, found by trying each field's declared type.
     */
    private CheckInputException explain(Throwable error, Type type, int index, Function<String, Class<?>> typeOf) {
        Optional<CheckInputException> missing = MissingClass.of(error, root.className(), "populating");
        if (missing.isPresent()) {
            return missing.get();
        }
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        Optional<String> culprit;
        try {
            culprit = culprit(raw, index, typeOf, new LinkedHashSet<>());
        } catch (RuntimeException | LinkageError e) {
            culprit = Optional.empty();
        }
        if (culprit.isPresent()) {
            String field = culprit.get().substring(0, culprit.get().indexOf(' '));
            return new CheckInputException("Instancio cannot create " + culprit.get() + " for a sample of " + root
                    + " (" + describe(error) + "): exclude it with --exclude " + field + " or give a value with --set "
                    + field + "=<value>.");
        }
        return new CheckInputException("Instancio cannot create a sample of " + root + " (" + describe(error)
                + "): exclude the field at fault with --exclude <class>.<field>, or give it a value with --set "
                + "<class>.<field>=<value>, or change Instancio's settings (a properties file of Instancio's keys).");
    }

    /** {@code Owner.field (declared type)} of the first field Instancio cannot create, the deepest one. */
    private Optional<String> culprit(Class<?> owner, int index, Function<String, Class<?>> typeOf, Set<Class<?>> seen) {
        if (!seen.add(owner) || seen.size() > 50) {
            return Optional.empty();
        }
        for (Class<?> c = owner; c != null && teamClasses.contains(c.getName()); c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic() || isRuled(owner, field)) {
                    continue;
                }
                Type fieldType = field.getGenericType();
                if (hasTypeVariable(fieldType)) {
                    continue;
                }
                try {
                    configure(Instancio.of(token(fieldType)), index, typeOf).create();
                } catch (RuntimeException | LinkageError e) {
                    if (teamClasses.contains(field.getType().getName())) {
                        Optional<String> deeper = culprit(field.getType(), index, typeOf, seen);
                        if (deeper.isPresent()) {
                            return deeper;
                        }
                    }
                    return Optional.of(owner.getName() + "." + field.getName() + " (" + fieldType.getTypeName() + ")");
                }
            }
        }
        return Optional.empty();
    }

    private boolean isRuled(Class<?> owner, Field field) {
        List<String> selectors = new ArrayList<>(rules.excluded());
        selectors.addAll(rules.values().keySet());
        return selectors.contains(owner.getName() + "." + field.getName())
                || selectors.contains(field.getDeclaringClass().getName() + "." + field.getName())
                || selectors.contains(field.getType().getName());
    }

    private static boolean hasTypeVariable(Type type) {
        if (type instanceof TypeVariable<?>) {
            return true;
        }
        if (type instanceof ParameterizedType p) {
            return java.util.Arrays.stream(p.getActualTypeArguments()).anyMatch(Population::hasTypeVariable);
        }
        if (type instanceof GenericArrayType a) {
            return hasTypeVariable(a.getGenericComponentType());
        }
        if (type instanceof WildcardType w) {
            return java.util.Arrays.stream(w.getUpperBounds()).anyMatch(Population::hasTypeVariable)
                    || java.util.Arrays.stream(w.getLowerBounds()).anyMatch(Population::hasTypeVariable);
        }
        return false;
    }

    /** An error in one line, never empty: its first line, else its class (and its cause's). */
    static String describe(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String message = t.getMessage();
            if (message != null && !message.isBlank()) {
                String line = message.strip().lines().map(String::strip).filter(l -> !l.isEmpty()
                        && !l.startsWith("Error creating")).findFirst().orElse(message.strip().lines().findFirst().orElse(""));
                return t.getClass().getSimpleName() + ": " + line;
            }
        }
        return error.getClass().getName() + " without a message";
    }
}
