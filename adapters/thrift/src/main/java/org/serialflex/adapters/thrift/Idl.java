package org.serialflex.adapters.thrift;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Thrift IDL a careful author writes for the classes of one world, as codecs: what the thrift
 * compiler would generate, derived from the classes by reflection.
 *
 * <ul>
 *   <li>A class or record is a struct of its non-static, non-transient fields (a class's
 *       superclass fields first: Thrift has no inheritance, so a hierarchy is flattened into one
 *       struct, and {@code @FieldId} keeps a field's id when it moves within the hierarchy).</li>
 *   <li>Scalars as {@link ScalarCodec} says, enums as {@link EnumCodec}, {@code List}s,
 *       {@code Collection}s, {@code Queue}s and arrays as {@code list<T>}, {@code Set}s as
 *       {@code set<T>}, {@code Map}s as {@code map<K,V>}.</li>
 *   <li>A field declared {@code Object}, an interface or an abstract class has no IDL type: Thrift
 *       has no polymorphism, and the union over known subtypes a careful author would write names
 *       classes the declared type does not, so it cannot be derived ({@link NoThriftMapping}).
 *       Likewise a JDK class that is not one of the scalars or containers above.</li>
 * </ul>
 */
final class Idl {

    private final Map<Class<?>, StructCodec> structs = new HashMap<>();
    private final Map<Class<?>, EnumCodec> enums = new HashMap<>();

    /** The struct codec of a root class; a root that is not a struct has no IDL form. */
    StructCodec root(Class<?> type) {
        ValueCodec codec = of(type);
        if (codec instanceof StructCodec struct) {
            return struct;
        }
        throw new NoThriftMapping("a Thrift root is a struct, and " + type.getName() + " is not one");
    }

    ValueCodec of(Type type) {
        if (type instanceof Class<?> c) {
            return ofClass(c);
        }
        if (type instanceof ParameterizedType parameterized) {
            return ofParameterized((Class<?>) parameterized.getRawType(), parameterized.getActualTypeArguments());
        }
        if (type instanceof GenericArrayType array) {
            Type component = array.getGenericComponentType();
            return new ArrayCodec(raw(component), of(component));
        }
        if (type instanceof WildcardType wildcard) {
            return of(wildcard.getUpperBounds()[0]);
        }
        throw new NoThriftMapping("no Thrift type for the type variable " + type.getTypeName());
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType parameterized) {
            return (Class<?>) parameterized.getRawType();
        }
        return Object.class;
    }

    private ValueCodec ofClass(Class<?> type) {
        var scalar = ScalarCodec.of(type);
        if (scalar.isPresent()) {
            return scalar.get();
        }
        if (type.isEnum() || (type.getSuperclass() != null && type.getSuperclass().isEnum())) {
            Class<?> enumType = type.isEnum() ? type : type.getSuperclass();
            return enums.computeIfAbsent(enumType, EnumCodec::new);
        }
        if (type.isArray()) {
            return new ArrayCodec(type.getComponentType(), of(type.getComponentType()));
        }
        if (Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type)) {
            throw new NoThriftMapping("no Thrift container for the raw type " + type.getName()
                    + ": its element type is not declared");
        }
        if (type == Object.class || type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            throw new NoThriftMapping("no Thrift type for a value declared " + type.getName()
                    + ": Thrift has no polymorphism; the union over known subtypes a careful author would write "
                    + "names classes that the declared type does not, so no IDL can be derived from the class");
        }
        if (type.getName().startsWith("java.") || type.getName().startsWith("javax.")
                || type.getModule().isNamed() && type.getModule().getName().startsWith("java.")) {
            throw new NoThriftMapping("no Thrift type for the JDK class " + type.getName());
        }
        return struct(type);
    }

    private ValueCodec ofParameterized(Class<?> raw, Type[] arguments) {
        if (Map.class.isAssignableFrom(raw)) {
            return new MapCodec(of(arguments[0]), of(arguments[1]), Containers.map(raw, raw(arguments[0])));
        }
        if (Collection.class.isAssignableFrom(raw)) {
            boolean set = java.util.Set.class.isAssignableFrom(raw);
            return new ListCodec(set, of(arguments[0]), Containers.collection(raw, raw(arguments[0])));
        }
        return ofClass(raw);
    }

    private StructCodec struct(Class<?> type) {
        StructCodec known = structs.get(type);
        if (known != null) {
            return known;
        }
        if (type.isRecord()) {
            return record(type);
        }
        StructCodec codec = new StructCodec(type, StructTarget.bean(type));
        structs.put(type, codec);
        try {
            codec.define(beanFields(type));
        } catch (RuntimeException e) {
            structs.remove(type); // never leave a half-defined struct for a later lookup
            throw e;
        }
        return codec;
    }

    private List<StructField> beanFields(Class<?> type) {
        List<Field> fields = instanceFields(type);
        int[] ids = FieldNumbers.of(fields, 1);
        List<StructField> structFields = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            field.setAccessible(true);
            structFields.add(new StructField(id(ids[i], field), field.getName(), field, fieldType(field)));
        }
        return structFields;
    }

    private StructCodec record(Class<?> type) {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] parameterTypes = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Constructor<?> canonical;
        try {
            canonical = type.getDeclaredConstructor(parameterTypes);
            canonical.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("A record without its canonical constructor: " + type.getName(), e);
        }
        StructCodec codec = new StructCodec(type, StructTarget.record(canonical));
        structs.put(type, codec);
        try {
            codec.define(recordFields(type, components));
        } catch (RuntimeException e) {
            structs.remove(type);
            throw e;
        }
        return codec;
    }

    private List<StructField> recordFields(Class<?> type, RecordComponent[] components) {
        int[] ids = FieldNumbers.of(Arrays.asList(components), 1);
        List<StructField> structFields = new ArrayList<>();
        for (int i = 0; i < components.length; i++) {
            Field field;
            try {
                field = type.getDeclaredField(components[i].getName());
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException("A record component without its field: " + components[i], e);
            }
            field.setAccessible(true);
            structFields.add(new StructField(id(ids[i], field), components[i].getName(), field,
                    fieldType(field)));
        }
        return structFields;
    }

    /** The field's IDL type; a field without one names itself in the reason, {@code Holder.anything: ...}. */
    private ValueCodec fieldType(Field field) {
        try {
            return of(field.getGenericType());
        } catch (NoThriftMapping e) {
            if (e.getMessage().startsWith("field ")) {
                throw e;
            }
            throw new NoThriftMapping("field " + field.getDeclaringClass().getSimpleName() + "." + field.getName()
                    + " declared " + field.getGenericType().getTypeName() + ": " + e.getMessage());
        }
    }

    private static short id(int id, Field field) {
        if (id < Short.MIN_VALUE || id > Short.MAX_VALUE) {
            throw new NoThriftMapping(field + " has id " + id + ", outside Thrift's 16-bit field ids");
        }
        return (short) id;
    }

    /** Superclass fields first, then the class's own, in declaration order; static and transient ones are not data. */
    private static List<Field> instanceFields(Class<?> type) {
        List<Class<?>> hierarchy = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            hierarchy.add(0, c);
        }
        List<Field> fields = new ArrayList<>();
        for (Class<?> c : hierarchy) {
            for (Field field : c.getDeclaredFields()) {
                if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0 && !field.isSynthetic()) {
                    fields.add(field);
                }
            }
        }
        return fields;
    }
}
