package org.serialflex.versions;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.bytebuddy.description.type.TypeDescription;

/**
 * A reference to the type of a field or record component: a JDK class, another generated class
 * (by name), a parameterized type or an array.
 *
 * <p>Parameterized types keep their type arguments in the generated class file (its generic
 * signature), so {@code Field.getGenericType()} reports them, as Jackson or a POJO codec expects.
 * <pre>{@code
 * TypeRef.of(long.class);                                   // long
 * TypeRef.generated("org.x.Address");                       // org.x.Address
 * TypeRef.listOf(TypeRef.generated("org.x.Item"));          // List<org.x.Item>
 * TypeRef.mapOf(String.class, TypeRef.generated("org.x.Address"));
 * TypeRef.arrayOf(String.class);                            // String[]
 * }</pre>
 * Instances are immutable values.
 */
public final class TypeRef {

    private final Shape shape;

    private TypeRef(Shape shape) {
        this.shape = shape;
    }

    /**
     * References a JDK class (primitive, boxed, {@code String}, arrays such as {@code byte[]}, or a
     * raw generic class such as {@code List.class}).
     *
     * @param type a class the platform class loader can see
     * @return the reference
     */
    public static TypeRef of(Class<?> type) {
        Objects.requireNonNull(type, "type");
        if (type != void.class && type.getClassLoader() != null
                && type.getClassLoader() != ClassLoader.getPlatformClassLoader()) {
            throw new IllegalArgumentException(type.getName() + " is not a JDK type; generated classes"
                    + " may only reference JDK types, use TypeRef.generated(\"" + type.getName() + "\")");
        }
        return new TypeRef(new JdkShape(type));
    }

    /**
     * References another generated class of the same version.
     *
     * @param className binary name of the generated class
     * @return the reference
     */
    public static TypeRef generated(String className) {
        return new TypeRef(new GeneratedShape(Names.requireBinaryName(className)));
    }

    /**
     * References a parameterized JDK type, such as {@code Map<String, Address>}.
     *
     * @param raw  the generic JDK class
     * @param args one type argument per type parameter of {@code raw}
     * @return the reference
     */
    public static TypeRef parameterized(Class<?> raw, TypeRef... args) {
        of(raw);
        int expected = raw.getTypeParameters().length;
        if (expected == 0 || expected != args.length) {
            throw new IllegalArgumentException(raw.getName() + " takes " + expected
                    + " type arguments, got " + args.length);
        }
        return new TypeRef(new ParameterizedShape(raw, List.of(args)));
    }

    /**
     * Same as {@link #parameterized(Class, TypeRef...)} with JDK classes as arguments.
     *
     * @param raw  the generic JDK class
     * @param args one JDK class per type parameter of {@code raw}
     * @return the reference
     */
    public static TypeRef parameterized(Class<?> raw, Class<?>... args) {
        return parameterized(raw, Stream.of(args).map(TypeRef::of).toArray(TypeRef[]::new));
    }

    /**
     * @param element element type
     * @return {@code List<element>}
     */
    public static TypeRef listOf(TypeRef element) {
        return parameterized(List.class, element);
    }

    /**
     * @param element element type
     * @return {@code List<element>}
     */
    public static TypeRef listOf(Class<?> element) {
        return listOf(of(element));
    }

    /**
     * @param element element type
     * @return {@code Set<element>}
     */
    public static TypeRef setOf(TypeRef element) {
        return parameterized(Set.class, element);
    }

    /**
     * @param element element type
     * @return {@code Set<element>}
     */
    public static TypeRef setOf(Class<?> element) {
        return setOf(of(element));
    }

    /**
     * @param key key type
     * @param value value type
     * @return {@code Map<key, value>}
     */
    public static TypeRef mapOf(TypeRef key, TypeRef value) {
        return parameterized(Map.class, key, value);
    }

    /**
     * @param key key type
     * @param value value type
     * @return {@code Map<key, value>}
     */
    public static TypeRef mapOf(Class<?> key, Class<?> value) {
        return mapOf(of(key), of(value));
    }

    /**
     * @param key key type
     * @param value value type
     * @return {@code Map<key, value>}
     */
    public static TypeRef mapOf(Class<?> key, TypeRef value) {
        return mapOf(of(key), value);
    }

    /**
     * @param component component type
     * @return {@code component[]}
     */
    public static TypeRef arrayOf(TypeRef component) {
        if (component.shape instanceof JdkShape jdk && jdk.type() == void.class) {
            throw new IllegalArgumentException("void[] is not a type");
        }
        return new TypeRef(new ArrayShape(component));
    }

    /**
     * @param component component type
     * @return {@code component[]}
     */
    public static TypeRef arrayOf(Class<?> component) {
        return arrayOf(of(component));
    }

    /**
     * Returns the Java source form of this type, such as {@code java.util.List<org.x.Item>}.
     *
     * @return the type name
     */
    public String typeName() {
        return shape.typeName();
    }

    boolean isPrimitive() {
        return shape instanceof JdkShape jdk && jdk.type().isPrimitive();
    }

    boolean isPrimitiveBoolean() {
        return shape instanceof JdkShape jdk && jdk.type() == boolean.class;
    }

    boolean isJdkType(Class<?> type) {
        return shape instanceof JdkShape jdk && jdk.type() == type;
    }

    /** Names of the generated classes this reference mentions. */
    Set<String> generatedNames() {
        return shape.generatedNames().collect(Collectors.toUnmodifiableSet());
    }

    /** Describes this type for Byte Buddy, resolving generated names through {@code generated}. */
    TypeDescription.Generic describe(Function<String, TypeDescription> generated) {
        return shape.describe(generated);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TypeRef ref && ref.shape.equals(shape);
    }

    @Override
    public int hashCode() {
        return shape.hashCode();
    }

    @Override
    public String toString() {
        return typeName();
    }

    private sealed interface Shape permits JdkShape, GeneratedShape, ParameterizedShape, ArrayShape {
        String typeName();

        Stream<String> generatedNames();

        TypeDescription.Generic describe(Function<String, TypeDescription> generated);
    }

    private record JdkShape(Class<?> type) implements Shape {
        public String typeName() {
            return type.getTypeName();
        }

        public Stream<String> generatedNames() {
            return Stream.empty();
        }

        public TypeDescription.Generic describe(Function<String, TypeDescription> generated) {
            return TypeDescription.ForLoadedType.of(type).asGenericType();
        }
    }

    private record GeneratedShape(String className) implements Shape {
        public String typeName() {
            return className;
        }

        public Stream<String> generatedNames() {
            return Stream.of(className);
        }

        public TypeDescription.Generic describe(Function<String, TypeDescription> generated) {
            return generated.apply(className).asGenericType();
        }
    }

    private record ParameterizedShape(Class<?> raw, List<TypeRef> args) implements Shape {
        public String typeName() {
            return raw.getName() + args.stream().map(TypeRef::typeName)
                    .collect(Collectors.joining(", ", "<", ">"));
        }

        public Stream<String> generatedNames() {
            return args.stream().flatMap(arg -> arg.shape.generatedNames());
        }

        public TypeDescription.Generic describe(Function<String, TypeDescription> generated) {
            return TypeDescription.Generic.Builder.parameterizedType(TypeDescription.ForLoadedType.of(raw),
                    args.stream().map(arg -> arg.describe(generated)).toList()).build();
        }
    }

    private record ArrayShape(TypeRef component) implements Shape {
        public String typeName() {
            return component.typeName() + "[]";
        }

        public Stream<String> generatedNames() {
            return component.shape.generatedNames();
        }

        public TypeDescription.Generic describe(Function<String, TypeDescription> generated) {
            return TypeDescription.Generic.Builder.of(component.describe(generated)).asArray().build();
        }
    }
}
