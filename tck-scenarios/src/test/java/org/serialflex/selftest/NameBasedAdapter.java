package org.serialflex.selftest;

import java.io.Serializable;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small tolerant serializer, the way schema-less libraries work: beans and records are written
 * as trees of field names and values, and read back by name into the reader world's classes,
 * converting each collection to the reader's declared type (ArrayList for a List or Collection,
 * HashSet for a Set, an array for an array) and each map to a LinkedHashMap. Unknown fields are
 * ignored, missing ones stay at their default, records are built through their canonical
 * constructor with components matched by name.
 *
 * <p>It shows that the evolution cases of C19 and C20 can be passed; each subclass misbehaves in
 * one way to show they can be failed. The tree is made of this class's own records and JDK
 * values, written with Java serialization, so nothing but names crosses between worlds.
 */
public class NameBasedAdapter extends HonestAdapter {

    /** A bean or record: class name and field (component) values by name, in the writer's order. */
    record BeanNode(String className, boolean isRecord, LinkedHashMap<String, Object> fields) implements Serializable {
    }

    /** An array or a collection; {@code kind} says which it was at the writer. */
    record SequenceNode(Kind kind, ArrayList<Object> elements) implements Serializable {
    }

    /** A map, as parallel key and value lists. */
    record MapNode(ArrayList<Object> keys, ArrayList<Object> values) implements Serializable {
    }

    /** What a sequence was at the writer. */
    enum Kind { ARRAY, SET, OTHER_COLLECTION }

    /** Registered through META-INF/services as {@code selftest-name-based}. */
    public NameBasedAdapter() {
        this("selftest-name-based");
    }

    /** A misbehaving subclass's own adapter id. */
    protected NameBasedAdapter(String id) {
        super(id);
    }

    @Override
    public byte[] write(Object value) throws Exception {
        return super.write(toTree(value));
    }

    @Override
    protected Object afterRead(Object read) throws Exception {
        return fromTree(read, Object.class, Object.class);
    }

    // ---------------------------------------------------------------------------------------------
    // writing

    private static Object toTree(Object value) throws ReflectiveOperationException {
        if (value == null || isScalar(value)) {
            return value;
        }
        if (value.getClass().isArray()) {
            ArrayList<Object> elements = new ArrayList<>();
            for (int i = 0; i < Array.getLength(value); i++) {
                elements.add(toTree(Array.get(value, i)));
            }
            return new SequenceNode(Kind.ARRAY, elements);
        }
        if (value instanceof Collection<?> collection) {
            ArrayList<Object> elements = new ArrayList<>();
            for (Object element : collection) {
                elements.add(toTree(element));
            }
            return new SequenceNode(collection instanceof Set ? Kind.SET : Kind.OTHER_COLLECTION, elements);
        }
        if (value instanceof Map<?, ?> map) {
            MapNode node = new MapNode(new ArrayList<>(), new ArrayList<>());
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                node.keys().add(toTree(entry.getKey()));
                node.values().add(toTree(entry.getValue()));
            }
            return node;
        }
        LinkedHashMap<String, Object> fields = new LinkedHashMap<>();
        if (value instanceof Record) {
            for (RecordComponent component : value.getClass().getRecordComponents()) {
                Object componentValue = component.getAccessor().invoke(value);
                fields.put(component.getName(), toTree(componentValue));
            }
            return new BeanNode(value.getClass().getName(), true, fields);
        }
        for (Field field : instanceFields(value.getClass())) {
            fields.put(field.getName(), toTree(field.get(value)));
        }
        return new BeanNode(value.getClass().getName(), false, fields);
    }

    private static boolean isScalar(Object value) {
        return value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof Character || value instanceof Enum<?> || value instanceof byte[]
                || value instanceof BigDecimal || value instanceof BigInteger;
    }

    private static List<Field> instanceFields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)) {
                    field.setAccessible(true);
                    fields.add(field);
                }
            }
        }
        return fields;
    }

    // ---------------------------------------------------------------------------------------------
    // reading

    /** The tree node read as a value of the reader's declared {@code type}. */
    protected final Object fromTree(Object node, Class<?> type, Type generic) throws Exception {
        if (node instanceof BeanNode bean) {
            Class<?> beanClass = Class.forName(bean.className(), false, getClass().getClassLoader());
            return bean.isRecord() ? readRecord(beanClass, bean) : readBean(beanClass, bean);
        }
        if (node instanceof SequenceNode sequence) {
            return readSequence(sequence, type, generic);
        }
        if (node instanceof MapNode map) {
            LinkedHashMap<Object, Object> result = new LinkedHashMap<>();
            for (int i = 0; i < map.keys().size(); i++) {
                result.put(fromTree(map.keys().get(i), typeArgument(generic, 0), typeArgument(generic, 0)),
                        fromTree(map.values().get(i), typeArgument(generic, 1), typeArgument(generic, 1)));
            }
            return result;
        }
        return node;
    }

    private Object readBean(Class<?> type, BeanNode node) throws Exception {
        Constructor<?> noArg = type.getDeclaredConstructor();
        noArg.setAccessible(true);
        Object bean = noArg.newInstance();
        Map<String, Field> fields = new LinkedHashMap<>();
        instanceFields(type).forEach(field -> fields.putIfAbsent(field.getName(), field));
        for (Map.Entry<String, Object> entry : node.fields().entrySet()) {
            Field field = fields.get(entry.getKey());
            if (field == null) {
                unknownField(node, entry.getKey());
                continue;
            }
            Object value = fromTree(entry.getValue(), field.getType(), field.getGenericType());
            if (value != null || !field.getType().isPrimitive()) {
                field.set(bean, value);
            }
        }
        return bean;
    }

    /** Builds the record through its canonical constructor with {@link #recordArguments}. */
    protected Object readRecord(Class<?> type, BeanNode node) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
        }
        Constructor<?> canonical = type.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(recordArguments(components, node));
    }

    /** Canonical constructor arguments: each component's value by name, its default when absent. */
    protected Object[] recordArguments(RecordComponent[] components, BeanNode node) throws Exception {
        Set<String> names = new HashSet<>();
        Object[] arguments = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            names.add(component.getName());
            arguments[i] = node.fields().containsKey(component.getName())
                    ? fromTree(node.fields().get(component.getName()), component.getType(), component.getGenericType())
                    : defaultValue(component.getType());
        }
        for (String name : node.fields().keySet()) {
            if (!names.contains(name)) {
                unknownField(node, name);
            }
        }
        return arguments;
    }

    /** A field the writer sent and the reader's class lacks: ignored here. */
    protected void unknownField(BeanNode node, String name) {
    }

    private Object readSequence(SequenceNode node, Class<?> type, Type generic) throws Exception {
        if (!fits(node.kind(), type)) {
            return null;
        }
        Class<?> elementType = type.isArray() ? type.getComponentType() : typeArgument(generic, 0);
        Type elementGeneric = type.isArray() ? type.getComponentType() : typeArgumentGeneric(generic);
        List<Object> elements = new ArrayList<>();
        for (Object element : node.elements()) {
            elements.add(fromTree(element, elementType, elementGeneric));
        }
        if (type.isArray()) {
            Object array = Array.newInstance(elementType, elements.size());
            for (int i = 0; i < elements.size(); i++) {
                Array.set(array, i, elements.get(i));
            }
            return array;
        }
        if (Set.class.isAssignableFrom(type)) {
            Set<Object> set = newSet();
            set.addAll(elements);
            return set;
        }
        if (type.isAssignableFrom(ArrayList.class)) {
            return new ArrayList<>(elements);
        }
        throw new IllegalArgumentException("cannot read a sequence into a " + type.getName());
    }

    /** Whether a sequence of {@code kind} may be read into {@code type}; this reader converts any into any. */
    protected boolean fits(Kind kind, Class<?> type) {
        return true;
    }

    /** The set a Set-declared field gets. */
    protected Set<Object> newSet() {
        return new HashSet<>();
    }

    protected static Object defaultValue(Class<?> type) {
        return type.isPrimitive() ? Array.get(Array.newInstance(type, 1), 0) : null;
    }

    private static Class<?> typeArgument(Type generic, int index) {
        if (generic instanceof ParameterizedType parameterized) {
            Type argument = parameterized.getActualTypeArguments()[index];
            if (argument instanceof Class<?> type) {
                return type;
            }
            if (argument instanceof ParameterizedType nested) {
                return (Class<?>) nested.getRawType();
            }
        }
        return Object.class;
    }

    private static Type typeArgumentGeneric(Type generic) {
        return generic instanceof ParameterizedType parameterized ? parameterized.getActualTypeArguments()[0]
                : Object.class;
    }
}
