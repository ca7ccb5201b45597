package org.serialflex.adapters.protobuf;

/**
 * What a Java field becomes in a proto3 message: a scalar, an enum, a nested message, a
 * {@code google.protobuf.Any}, a {@code repeated} field or a map. Derived from the field's declared
 * type by {@link Shapes}; both the descriptor and the mapping to and from the POJO follow it.
 */
sealed interface Shape {

    /** A protobuf scalar holding a Java value of {@code javaType}; {@code explicitPresence} for proto3 {@code optional}. */
    record Scalar(ScalarKind kind, Class<?> javaType, boolean explicitPresence) implements Shape {
    }

    /** A proto3 enum for a Java enum, its zero value added by the adapter. */
    record EnumShape(Class<?> type) implements Shape {
    }

    /** A nested message for a bean or a record; a class hierarchy is one message with every field flattened. */
    record MessageShape(Class<?> type) implements Shape {
    }

    /** {@code google.protobuf.Any} for a field declared {@code Object}, an interface or an abstract class. */
    record AnyShape() implements Shape {
    }

    /** {@code repeated} for a list, a set, a collection or an array ({@code container} is the declared class). */
    record Repeated(Class<?> container, Shape element) implements Shape {
    }

    /** {@code map<,>} where the key allows it, else {@code repeated} key/value pairs ({@code container} is the declared class). */
    record MapShape(Class<?> container, Shape key, Shape value) implements Shape {

        /** Whether protobuf's {@code map<K, V>} can hold this key: integral, bool or string scalars only. */
        boolean keyAllowsProtoMap() {
            return key instanceof Scalar scalar && scalar.kind().allowedAsMapKey();
        }
    }

    /** Whether this shape must be wrapped in a message of its own to be an element or a map value (no repeated of repeated in protobuf). */
    default boolean needsWrapperAsElement() {
        return this instanceof Repeated || this instanceof MapShape;
    }
}
