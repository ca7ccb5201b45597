package org.serialflex.check;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A root class as the user named it, with the type arguments it was given, e.g.
 * {@code io.swagger.v3.oas.models.media.Schema<java.lang.String>}. A generic root without type
 * arguments is populated with each type variable bound to its bound ({@code Schema<Object>}).
 *
 * @param className     binary name of the root class
 * @param typeArguments its type arguments as given, each a binary class name, possibly itself with type
 *                      arguments ({@code java.util.List<java.lang.String>}) or an array ({@code int[]});
 *                      empty when none were given
 */
record RootType(String className, List<String> typeArguments) {

    RootType {
        Objects.requireNonNull(className, "className");
        typeArguments = List.copyOf(typeArguments);
    }

    /** A root without type arguments. */
    static RootType of(String className) {
        return new RootType(className, List.of());
    }

    /** {@code com.acme.Page<com.acme.Order>} as a root type (no type arguments: none given). */
    static RootType parse(String text) {
        String entry = text.strip();
        int open = entry.indexOf('<');
        if (open < 0) {
            return of(entry);
        }
        if (!entry.endsWith(">")) {
            throw new CheckInputException("The root " + entry + " has unbalanced type arguments; write them as "
                    + "com.acme.Page<com.acme.Order, java.lang.String>.");
        }
        return new RootType(entry.substring(0, open).strip(), splitArguments(entry.substring(open + 1, entry.length() - 1), entry));
    }

    private static List<String> splitArguments(String inner, String whole) {
        List<String> arguments = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                arguments.add(inner.substring(start, i).strip());
                start = i + 1;
            }
            if (depth < 0) {
                break;
            }
        }
        arguments.add(inner.substring(start).strip());
        if (depth != 0 || arguments.stream().anyMatch(String::isEmpty)) {
            throw new CheckInputException("The root " + whole + " has malformed type arguments; write them as "
                    + "com.acme.Page<com.acme.Order, java.lang.String>.");
        }
        return arguments;
    }

    /** The form a report shows: {@code Schema<String>}, {@code Order}. */
    String display() {
        String simple = StructuralDiff.simple(className);
        return typeArguments.isEmpty() ? simple : simple + "<" + typeArguments.stream().map(StructuralDiff::shortType)
                .collect(Collectors.joining(", ")) + ">";
    }

    /** The full form: {@code io.swagger.v3.oas.models.media.Schema<java.lang.String>}. */
    @Override
    public String toString() {
        return typeArguments.isEmpty() ? className : className + "<" + String.join(", ", typeArguments) + ">";
    }

    /**
     * This root as a reflective type of one world: its class with the given type arguments, or with
     * each type variable bound to its bound when none were given.
     *
     * @param typeOf the world's classes by binary name (the team's classes and the JDK's)
     * @throws CheckInputException when the number of type arguments is wrong or one names no class
     */
    Type resolve(Function<String, Class<?>> typeOf) {
        Class<?> raw = typeOf.apply(className);
        TypeVariable<?>[] variables = raw.getTypeParameters();
        if (typeArguments.isEmpty()) {
            return variables.length == 0 ? raw : parameterized(raw, Arrays.stream(variables).map(RootType::boundOf)
                    .toArray(Type[]::new));
        }
        if (variables.length != typeArguments.size()) {
            throw new CheckInputException("The root " + this + " has " + typeArguments.size() + " type argument"
                    + (typeArguments.size() == 1 ? "" : "s") + ", and " + className + " declares " + variables.length
                    + (variables.length == 0 ? ": name it without type arguments."
                    : " (" + Arrays.stream(variables).map(TypeVariable::getName).collect(Collectors.joining(", "))
                    + "): give one class for each, or none to bind each to its bound."));
        }
        return parameterized(raw, typeArguments.stream().map(argument -> typeOf(argument, typeOf)).toArray(Type[]::new));
    }

    private Type typeOf(String argument, Function<String, Class<?>> typeOf) {
        if (argument.endsWith("[]")) {
            Type component = typeOf(argument.substring(0, argument.length() - 2).strip(), typeOf);
            if (component instanceof Class<?> c) {
                return Array.newInstance(c, 0).getClass();
            }
            return (GenericArrayType) () -> component;
        }
        RootType nested = parse(argument);
        Class<?> type;
        try {
            type = primitiveOrNull(nested.className());
            if (type == null) {
                type = typeOf.apply(nested.className());
            }
        } catch (RuntimeException | LinkageError e) {
            throw new CheckInputException("The type argument " + argument + " of the root " + this + " names no class "
                    + "of the team's classes or the JDK; give binary names (java.lang.String, com.acme.Order$Line).");
        }
        return nested.typeArguments().isEmpty() ? type : nested.resolve(typeOf);
    }

    private static Class<?> primitiveOrNull(String name) {
        return switch (name) {
            case "int" -> int.class;
            case "long" -> long.class;
            case "short" -> short.class;
            case "byte" -> byte.class;
            case "char" -> char.class;
            case "boolean" -> boolean.class;
            case "float" -> float.class;
            case "double" -> double.class;
            default -> null;
        };
    }

    /** A type variable's first bound, without type variables of its own ({@code T extends Comparable<T>}: Comparable). */
    private static Type boundOf(TypeVariable<?> variable) {
        Type bound = variable.getBounds().length == 0 ? Object.class : variable.getBounds()[0];
        if (bound instanceof ParameterizedType p) {
            return Arrays.stream(p.getActualTypeArguments()).allMatch(a -> a instanceof Class<?>) ? p : p.getRawType();
        }
        return bound instanceof Class<?> ? bound : Object.class;
    }

    static ParameterizedType parameterized(Class<?> raw, Type[] arguments) {
        return new ParameterizedType() {
            @Override
            public Type[] getActualTypeArguments() {
                return arguments.clone();
            }

            @Override
            public Type getRawType() {
                return raw;
            }

            @Override
            public Type getOwnerType() {
                return raw.getDeclaringClass();
            }

            @Override
            public boolean equals(Object other) {
                return other instanceof ParameterizedType p && raw.equals(p.getRawType())
                        && Arrays.equals(arguments, p.getActualTypeArguments())
                        && Objects.equals(getOwnerType(), p.getOwnerType());
            }

            @Override
            public int hashCode() {
                return Arrays.hashCode(arguments) ^ raw.hashCode() ^ Objects.hashCode(getOwnerType());
            }

            @Override
            public String getTypeName() {
                return raw.getName() + Arrays.stream(arguments).map(Type::getTypeName)
                        .collect(Collectors.joining(", ", "<", ">"));
            }

            @Override
            public String toString() {
                return getTypeName();
            }
        };
    }
}
