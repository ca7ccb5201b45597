package org.serialflex.adapters.avro;

import org.apache.avro.generic.GenericEnumSymbol;
import org.apache.avro.generic.GenericRecord;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Avro's generic data, read with the reader's schema, as an object of the reader's classes, walked
 * by the reader's declared Java types: a record is built through a Java record's canonical
 * constructor, or a class's no-arg constructor and its fields, or else the constructor whose
 * parameter names ({@code javac -parameters}) are exactly the class's fields, as Jackson's
 * parameter-names module does (a class with none of these cannot be built: the read fails with
 * that said); a declared interface gets the JDK's usual class
 * ({@code List}: {@code ArrayList}, {@code Set}: {@code HashSet}, {@code SortedSet}: {@code TreeSet},
 * {@code Queue}: {@code ArrayDeque}, {@code Map}: {@code HashMap}, {@code SortedMap}: {@code TreeMap}),
 * a declared class itself. An enum symbol the reader's enum lacks ({@link SchemaDerivation#UNKNOWN},
 * Avro's default for unknown symbols) becomes {@code null}.
 */
final class FromGeneric {

    private FromGeneric() {
    }

    static Object value(Object datum, Type type) throws ReflectiveOperationException {
        if (datum == null) {
            return null;
        }
        if (type instanceof WildcardType wildcard) {
            return value(datum, wildcard.getUpperBounds()[0]);
        }
        Class<?> raw = raw(type);
        Object scalar = scalar(datum, raw);
        if (scalar != null) {
            return scalar;
        }
        if (raw.isEnum()) {
            return constant(raw, ((GenericEnumSymbol<?>) datum).toString());
        }
        if (raw.isArray()) {
            List<?> items = (List<?>) datum;
            Object array = Array.newInstance(raw.getComponentType(), items.size());
            for (int i = 0; i < items.size(); i++) {
                Array.set(array, i, value(items.get(i), raw.getComponentType()));
            }
            return array;
        }
        if (Collection.class.isAssignableFrom(raw)) {
            @SuppressWarnings("unchecked")
            Collection<Object> collection = (Collection<Object>) instantiate(raw);
            for (Object item : (List<?>) datum) {
                collection.add(value(item, argument(type, 0)));
            }
            return collection;
        }
        if (Map.class.isAssignableFrom(raw)) {
            return map(datum, type, raw);
        }
        return object((GenericRecord) datum, raw);
    }

    private static Object scalar(Object datum, Class<?> raw) {
        if (raw == int.class || raw == Integer.class) {
            return ((Number) datum).intValue();
        } else if (raw == long.class || raw == Long.class) {
            return ((Number) datum).longValue();
        } else if (raw == double.class || raw == Double.class) {
            return ((Number) datum).doubleValue();
        } else if (raw == float.class || raw == Float.class) {
            return ((Number) datum).floatValue();
        } else if (raw == short.class || raw == Short.class) {
            return ((Number) datum).shortValue();
        } else if (raw == byte.class || raw == Byte.class) {
            return ((Number) datum).byteValue();
        } else if (raw == char.class || raw == Character.class) {
            return (char) ((Number) datum).intValue();
        } else if (raw == boolean.class || raw == Boolean.class) {
            return datum;
        } else if (raw == String.class || raw == CharSequence.class) {
            return datum.toString();
        } else if (raw == BigDecimal.class) {
            return new BigDecimal(datum.toString());
        } else if (raw == BigInteger.class) {
            return new BigInteger(datum.toString());
        } else if (raw == byte[].class) {
            ByteBuffer buffer = ((ByteBuffer) datum).duplicate();
            byte[] bytes = new byte[buffer.remaining()];
            buffer.get(bytes);
            return bytes;
        }
        return null;
    }

    private static Object constant(Class<?> enumType, String symbol) {
        for (Object constant : enumType.getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(symbol)) {
                return constant;
            }
        }
        return null; // the default symbol the schema adds for constants this reader does not know
    }

    private static Map<Object, Object> map(Object datum, Type type, Class<?> raw) throws ReflectiveOperationException {
        @SuppressWarnings("unchecked")
        Map<Object, Object> map = (Map<Object, Object>) instantiate(raw);
        if (datum instanceof Map<?, ?> avroMap) {
            for (Map.Entry<?, ?> entry : avroMap.entrySet()) {
                map.put(entry.getKey().toString(), value(entry.getValue(), argument(type, 1)));
            }
            return map;
        }
        for (Object item : (List<?>) datum) {
            GenericRecord entry = (GenericRecord) item;
            map.put(value(entry.get("key"), argument(type, 0)), value(entry.get("value"), argument(type, 1)));
        }
        return map;
    }

    private static Object object(GenericRecord record, Class<?> type) throws ReflectiveOperationException {
        Map<String, Field> fields = JavaFields.of(type);
        if (type.isRecord()) {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] parameterTypes = new Class<?>[components.length];
            Object[] arguments = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                parameterTypes[i] = components[i].getType();
                arguments[i] = value(record.get(components[i].getName()), components[i].getGenericType());
                if (arguments[i] == null && parameterTypes[i].isPrimitive()) {
                    arguments[i] = Array.get(Array.newInstance(parameterTypes[i], 1), 0);
                }
            }
            Constructor<?> canonical = type.getDeclaredConstructor(parameterTypes);
            canonical.setAccessible(true);
            return canonical.newInstance(arguments);
        }
        Optional<Constructor<?>> byNames = noArgConstructorIfAny(type).isPresent() ? Optional.empty()
                : constructorNaming(type, fields.keySet());
        if (byNames.isPresent()) {
            Parameter[] parameters = byNames.get().getParameters();
            Object[] arguments = new Object[parameters.length];
            for (int i = 0; i < parameters.length; i++) {
                arguments[i] = value(record.get(parameters[i].getName()), parameters[i].getParameterizedType());
                if (arguments[i] == null && parameters[i].getType().isPrimitive()) {
                    arguments[i] = Array.get(Array.newInstance(parameters[i].getType(), 1), 0);
                }
            }
            return byNames.get().newInstance(arguments);
        }
        Object object = noArgConstructor(type).newInstance();
        for (Map.Entry<String, Field> field : fields.entrySet()) {
            Object value = value(record.get(field.getKey()), field.getValue().getGenericType());
            if (value != null || !field.getValue().getType().isPrimitive()) {
                field.getValue().set(object, value);
            }
        }
        return object;
    }

    private static Constructor<?> noArgConstructor(Class<?> type) {
        return noArgConstructorIfAny(type).orElseThrow(() -> new IllegalArgumentException(type.getName()
                + " has no no-arg constructor, no constructor whose parameter names are its fields, and is not a "
                + "record: the generic record's fields have no way into it"));
    }

    private static Optional<Constructor<?>> noArgConstructorIfAny(Class<?> type) {
        try {
            Constructor<?> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return Optional.of(constructor);
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }

    /**
     * The constructor whose parameters are named (compiled with {@code -parameters}) exactly as the
     * class's fields: each value goes to its parameter by name, never by position, so a class
     * compiled without parameter names is refused rather than filled by guesswork.
     */
    private static Optional<Constructor<?>> constructorNaming(Class<?> type, Set<String> fieldNames) {
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            Parameter[] parameters = constructor.getParameters();
            Set<String> names = new HashSet<>();
            for (Parameter parameter : parameters) {
                if (parameter.isNamePresent()) {
                    names.add(parameter.getName());
                }
            }
            if (names.size() == parameters.length && names.equals(fieldNames)) {
                constructor.setAccessible(true);
                return Optional.of(constructor);
            }
        }
        return Optional.empty();
    }

    private static Object instantiate(Class<?> declared) throws ReflectiveOperationException {
        if (!declared.isInterface() && !Modifier.isAbstract(declared.getModifiers())) {
            return noArgConstructor(declared).newInstance();
        }
        if (SortedSet.class.isAssignableFrom(declared) || NavigableSet.class.isAssignableFrom(declared)) {
            return new TreeSet<>();
        } else if (Set.class.isAssignableFrom(declared)) {
            return new HashSet<>();
        } else if (Queue.class.isAssignableFrom(declared)) {
            return new ArrayDeque<>();
        } else if (Collection.class.isAssignableFrom(declared)) {
            return new ArrayList<>();
        } else if (SortedMap.class.isAssignableFrom(declared) || NavigableMap.class.isAssignableFrom(declared)) {
            return new TreeMap<>();
        } else if (ConcurrentMap.class.isAssignableFrom(declared)) {
            return new ConcurrentHashMap<>();
        }
        return new HashMap<>();
    }

    private static Class<?> raw(Type type) {
        if (type instanceof ParameterizedType parameterized) {
            return (Class<?>) parameterized.getRawType();
        }
        return (Class<?>) type;
    }

    private static Type argument(Type type, int index) {
        return type instanceof ParameterizedType parameterized ? parameterized.getActualTypeArguments()[index] : Object.class;
    }
}
