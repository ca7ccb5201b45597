package org.serialflex.check;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A field declared as a team's map or collection class with type arguments whose JDK supertype builds its element
 * types from them: {@code class Multi<K, V> extends HashMap<K, List<V>>} used as {@code Multi<String, String>}.
 * Instancio fills such a map with the type arguments themselves ({@code String} values where the class holds
 * {@code List<String>}), a sample no library takes; the content is made for the resolved JDK supertype
 * ({@code HashMap<String, List<String>>}) and put into an instance of the team's class.
 */
final class ComposedContainers {

    private ComposedContainers() {
    }

    /**
     * The JDK map or collection type {@code declared} is, with its type arguments put in: {@code HashMap<String,
     * List<String>>} for {@code Multi<String, String>}; empty for any other type.
     */
    static Optional<Type> jdkSupertype(Type declared) {
        if (!(declared instanceof ParameterizedType parameterized) || !(parameterized.getRawType() instanceof Class<?> raw)
                || !(Map.class.isAssignableFrom(raw) || Collection.class.isAssignableFrom(raw))
                || org.serialflex.verdicts.BeanFields.isJdk(raw)) {
            return Optional.empty();
        }
        Map<TypeVariable<?>, Type> bound = new HashMap<>();
        TypeVariable<?>[] variables = raw.getTypeParameters();
        for (int i = 0; i < variables.length; i++) {
            bound.put(variables[i], parameterized.getActualTypeArguments()[i]);
        }
        Class<?> type = raw;
        while (type != null && !org.serialflex.verdicts.BeanFields.isJdk(type)) {
            Type superclass = type.getGenericSuperclass();
            Type resolved = substitute(superclass, bound);
            if (!(superclass instanceof ParameterizedType p) || !(p.getRawType() instanceof Class<?> superRaw)) {
                return Optional.empty();
            }
            if (org.serialflex.verdicts.BeanFields.isJdk(superRaw)) {
                return Optional.of(resolved);
            }
            Map<TypeVariable<?>, Type> next = new HashMap<>();
            TypeVariable<?>[] superVariables = superRaw.getTypeParameters();
            Type[] arguments = ((ParameterizedType) resolved).getActualTypeArguments();
            for (int i = 0; i < superVariables.length; i++) {
                next.put(superVariables[i], arguments[i]);
            }
            bound = next;
            type = superRaw;
        }
        return Optional.empty();
    }

    /** {@code type} with the type variables of {@code bound} replaced by their arguments, at any depth. */
    private static Type substitute(Type type, Map<TypeVariable<?>, Type> bound) {
        if (type instanceof TypeVariable<?> variable) {
            return bound.getOrDefault(variable, variable);
        }
        if (type instanceof ParameterizedType parameterized) {
            Type[] arguments = parameterized.getActualTypeArguments().clone();
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = substitute(arguments[i], bound);
            }
            return RootType.parameterized((Class<?>) parameterized.getRawType(), arguments);
        }
        if (type instanceof GenericArrayType array) {
            Type component = substitute(array.getGenericComponentType(), bound);
            return component instanceof Class<?> c ? c.arrayType() : type;
        }
        return type;
    }

    /**
     * An instance of the team's class {@code raw} holding {@code content}, a JDK map or collection of its supertype.
     *
     * @throws CheckInputException when the class cannot be made as a library makes it (its no-arg constructor)
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object holding(Class<?> raw, Object content) {
        try {
            java.lang.reflect.Constructor<?> constructor = raw.getDeclaredConstructor();
            constructor.setAccessible(true);
            Object instance = constructor.newInstance();
            if (instance instanceof Map map) {
                map.putAll((Map) content);
            } else {
                ((Collection) instance).addAll((Collection) content);
            }
            return instance;
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new CheckInputException("Cannot make a " + raw.getName() + " for the samples (" + e + "); give it a "
                    + "no-arg constructor, or --exclude the fields that declare it.");
        }
    }
}
