package org.serialflex.check;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.BeanFields;
import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;

import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the reader must produce from a {@link Snapshot} of the writer's object, in the reader
 * world's terms, as the check's rule says: every field both versions declare (by name) keeps its
 * value, converted to the reader's type where the type changed; a field only the reader declares
 * holds its Java default or its initializer; a field only the writer declared is ignored; a field
 * that was probably renamed may be default or carried (criterion C07). An object of a class the
 * reader lacks must be represented by a stand-in, or be dropped (DEGRADED, criterion C13); an enum
 * constant the reader lacks must arrive as {@code null} (criterion C14). Collections compare by
 * content (C17 and C18 judge concrete classes; the check does not).
 */
final class Expectations {

    private final WorldObjects reader;
    /** Per class, the reader's field name for a writer's field the diff found probably renamed. */
    private final Map<String, Map<String, String>> renamedFields;
    /** {@code Class.field} of the fields the library does not carry, as the controls showed: expected empty. */
    private final Set<FieldRef> notCarried;
    private final LibraryWireNames.Side writerNames;
    private final LibraryWireNames.Side readerNames;
    /**
     * What a control read back of the same object ({@link Snapshot}), or {@code null}: a field listed as not carried
     * that the control read back with a value in this object was carried here, and is expected as written.
     */
    private Object readBack;

    /**
     * @param reader        the reader world's classes
     * @param renamedFields class name → writer field name → reader field name
     * @param notCarried    {@code Class.field} of fields the controls wrote and read back empty ({@link NotCarried})
     */
    Expectations(WorldObjects reader, Map<String, Map<String, String>> renamedFields, Set<FieldRef> notCarried) {
        this(reader, renamedFields, notCarried, (className, field) -> field, (className, field) -> field);
    }

    /**
     * As above, the writer's and the reader's fields matched by the names the library writes in its bytes
     * ({@link WireNames}) rather than by their Java names.
     */
    Expectations(WorldObjects reader, Map<String, Map<String, String>> renamedFields, Set<FieldRef> notCarried,
                 LibraryWireNames.Side writerNames, LibraryWireNames.Side readerNames) {
        this.reader = reader;
        this.renamedFields = renamedFields;
        this.notCarried = notCarried;
        this.writerNames = writerNames;
        this.readerNames = readerNames;
    }

    /** The expectation of the whole graph. */
    Object of(Object snapshot) {
        return Expect.collectionsByContent(expected(snapshot, Object.class, readBack));
    }

    /**
     * This expectation, knowing what a control read back of the same object: a library may carry a field in one object
     * and not in another (a two-sided holder whose library writes only the side that is set), so a field listed as not
     * carried is expected empty only where the control read it back empty.
     *
     * @param controlRead the {@link Snapshot} of what the control read back of this object
     */
    Expectations knowing(Object controlRead) {
        this.readBack = controlRead;
        return this;
    }

    private Object expected(Object value, Class<?> readerType) {
        return expected(value, readerType, null);
    }

    private Object expected(Object value, Class<?> readerType, Object read) {
        if (value instanceof Snapshot.Bean bean) {
            return bean(bean, read instanceof Snapshot.Bean readBean && readBean.className().equals(bean.className())
                    ? readBean : null);
        }
        if (value instanceof Snapshot.Constant constant) {
            Optional<Class<?>> enumType = type(constant.enumClassName());
            if (enumType.isPresent() && hasConstant(enumType.get(), constant.name())) {
                return Expect.enumConstant(constant.enumClassName(), constant.name());
            }
            return null;
        }
        if (value instanceof Snapshot.Container container) {
            // the comparison judges a container by its content; the controls judge its own fields (NotCarried)
            return expected(container.content(), readerType, read instanceof Snapshot.Container readContainer
                    ? readContainer.content() : null);
        }
        if (value instanceof Snapshot.Sequence sequence) {
            return sequence(sequence, readerType, read instanceof Snapshot.Sequence readSequence && readSequence.ordered()
                    && readSequence.elements().size() == sequence.elements().size() ? readSequence.elements() : null);
        }
        if (value instanceof Map<?, ?> map) {
            Map<?, ?> readMap = read instanceof Map<?, ?> m ? m : Map.of();
            Map<Object, Object> expected = new LinkedHashMap<>();
            map.forEach((k, v) -> expected.put(expected(k, Object.class), expected(v, Object.class, readMap.get(k))));
            return expected;
        }
        return ValueConversion.fit(value, readerType);
    }

    private Object sequence(Snapshot.Sequence sequence, Class<?> readerType, List<Object> read) {
        Class<?> elementType = readerType.isArray() ? readerType.getComponentType() : Object.class;
        List<Object> elements = new ArrayList<>();
        for (int i = 0; i < sequence.elements().size(); i++) {
            elements.add(expected(sequence.elements().get(i), elementType, read == null ? null : read.get(i)));
        }
        if (readerType.isArray() && !BeanFields.isJdk(baseComponent(elementType))) {
            // an array of the team's classes: its elements are expectations, which no array of the reader's class can
            // hold, so its content is compared in order (the field's type makes the reader's value an array of it)
            return elements;
        }
        if (readerType.isArray() && !elementType.isPrimitive()) {
            Object array = java.lang.reflect.Array.newInstance(BeanFields.isJdk(elementType) ? elementType : Object.class,
                    elements.size());
            for (int i = 0; i < elements.size(); i++) {
                java.lang.reflect.Array.set(array, i, elements.get(i));
            }
            return array;
        }
        boolean readerWantsSet = Set.class.isAssignableFrom(readerType) || (readerType == Object.class && sequence.isSet());
        return readerWantsSet ? new LinkedHashSet<>(elements) : elements;
    }

    private static Class<?> baseComponent(Class<?> type) {
        return type.isArray() ? baseComponent(type.getComponentType()) : type;
    }

    private Object bean(Snapshot.Bean bean, Snapshot.Bean read) {
        Optional<Class<?>> readerClass = type(bean.className());
        if (readerClass.isEmpty()) {
            List<Object> namesAndValues = new ArrayList<>();
            bean.fields().forEach((name, value) -> {
                namesAndValues.add(name);
                namesAndValues.add(expected(value, Object.class));
            });
            return Expect.placeholder(bean.className(), namesAndValues.toArray());
        }
        Map<String, Field> readerFields = BeanFields.of(readerClass.get());
        Map<String, String> renamed = renamedFields.getOrDefault(bean.className(), Map.of());
        // the expected fields in one map, made into the bean once: Expected.Bean.field copies every field per call
        Map<String, Object> expected = new java.util.LinkedHashMap<>();
        Set<String> carried = new java.util.HashSet<>();
        Object fresh = freshInstance(bean.className());
        Map<String, String> readerFieldByWireName = new java.util.HashMap<>();
        readerFields.keySet().forEach(name -> readerFieldByWireName.putIfAbsent(readerNames.of(bean.className(), name), name));
        for (Map.Entry<String, Object> field : bean.fields().entrySet()) {
            String readerName = readerFieldByWireName.get(writerNames.of(bean.className(), field.getKey()));
            Field same = readerName == null ? null : readerFields.get(readerName);
            Object readValue = read == null ? null : read.fields().get(field.getKey());
            if ((notCarried.contains(new FieldRef(bean.className(), field.getKey()))
                    || readerName != null && notCarried.contains(new FieldRef(bean.className(), readerName)))
                    && !carriedHere(readValue, same, fresh)) {
                if (same != null) {
                    // what the library leaves a field it does not carry: Java's default, or an empty container
                    Object initial = fresh == null ? null : BeanFields.read(same, fresh);
                    expected.put(readerName, Expect.defaultOrInitializer(
                            initial != null && !JavaDefault.is(initial, same.getType())
                                    ? expected(Snapshot.of(initial), same.getType()) : empty(same.getType())));
                    carried.add(readerName);
                }
                continue;
            }
            if (same != null) {
                expected.put(readerName, expected(field.getValue(), same.getType(), readValue));
                carried.add(readerName);
            } else if (renamed.containsKey(field.getKey()) && readerFields.containsKey(renamed.get(field.getKey()))
                    && !notCarried.contains(new FieldRef(bean.className(), renamed.get(field.getKey())))) {
                String newName = renamed.get(field.getKey());
                expected.put(newName, Expect.defaultOrCarried(
                        expected(field.getValue(), readerFields.get(newName).getType())));
                carried.add(newName);
            }
        }
        for (Map.Entry<String, Field> field : readerFields.entrySet()) {
            if (!carried.contains(field.getKey()) && fresh != null) {
                Object initial = BeanFields.read(field.getValue(), fresh);
                if (initial != null && !JavaDefault.is(initial, field.getValue().getType())) {
                    expected.put(field.getKey(), Expect.defaultOrInitializer(
                            expected(Snapshot.of(initial), field.getValue().getType())));
                }
            }
        }
        return new Expected.Bean(bean.className(), expected);
    }

    /**
     * Whether the control read a field listed as not carried back with a value in this object: neither empty nor what
     * a fresh object of the reader's class holds (an initializer the library left alone).
     */
    private static boolean carriedHere(Object readValue, Field same, Object fresh) {
        if (readValue == null || NotCarried.isEmpty(readValue)) {
            return false;
        }
        Object initial = fresh == null || same == null ? null : BeanFields.read(same, fresh);
        return initial == null || !Snapshot.of(initial).equals(readValue);
    }

    /** An empty container of the field's kind, or {@code null}: either stands for a field the library does not carry. */
    private static Object empty(Class<?> type) {
        if (type.isArray()) {
            return java.lang.reflect.Array.newInstance(type.getComponentType(), 0);
        }
        if (java.util.Collection.class.isAssignableFrom(type)) {
            return Set.class.isAssignableFrom(type) ? new LinkedHashSet<>() : new ArrayList<>();
        }
        if (Map.class.isAssignableFrom(type)) {
            return new LinkedHashMap<>();
        }
        return null;
    }

    /** A reader object built as a library would build it (no-arg constructor), for the initializers of added fields. */
    private Object freshInstance(String className) {
        try {
            Class<?> type = reader.type(className);
            if (type.isRecord() || type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
                return null;
            }
            type.getDeclaredConstructor();
            return reader.bean(className);
        } catch (ReflectiveOperationException | RuntimeException noNoArgConstructor) {
            return null;
        }
    }

    private Optional<Class<?>> type(String className) {
        try {
            return Optional.of(reader.type(className));
        } catch (IllegalArgumentException | LinkageError missing) {
            return Optional.empty();
        }
    }

    private static boolean hasConstant(Class<?> enumType, String name) {
        for (Object constant : enumType.getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** Numbers that fit the reader's declared type, as the kit's C08 expects them converted. */
    static final class ValueConversion {
        private ValueConversion() {
        }

        static Object fit(Object value, Class<?> type) {
            if (value == null || type == Object.class || type.isInstance(value)) {
                return value;
            }
            Class<?> boxed = box(type);
            if (boxed.isInstance(value)) {
                return value;
            }
            try {
                if (value instanceof Number number) {
                    return number(number, boxed);
                }
                if (value instanceof String text && Number.class.isAssignableFrom(boxed)) {
                    return number(new BigDecimal(text.strip()), boxed);
                }
            } catch (ArithmeticException | NumberFormatException doesNotFit) {
                return value;
            }
            if (boxed == String.class && (value instanceof Number || value instanceof Boolean || value instanceof Character)) {
                return String.valueOf(value);
            }
            return value;
        }

        private static Object number(Number number, Class<?> boxed) {
            BigDecimal exact = number instanceof BigDecimal d ? d : number instanceof BigInteger i ? new BigDecimal(i)
                    : (number instanceof Double || number instanceof Float) ? BigDecimal.valueOf(number.doubleValue())
                    : BigDecimal.valueOf(number.longValue());
            if (boxed == Long.class) {
                return exact.longValueExact();
            }
            if (boxed == Integer.class) {
                return exact.intValueExact();
            }
            if (boxed == Short.class) {
                return exact.shortValueExact();
            }
            if (boxed == Byte.class) {
                return exact.byteValueExact();
            }
            if (boxed == Double.class) {
                return exact.doubleValue();
            }
            if (boxed == Float.class) {
                return exact.floatValue();
            }
            if (boxed == BigDecimal.class) {
                return exact;
            }
            if (boxed == BigInteger.class) {
                return exact.toBigIntegerExact();
            }
            if (boxed == String.class) {
                return number.toString();
            }
            return number;
        }

        static Class<?> box(Class<?> type) {
            if (!type.isPrimitive()) {
                return type;
            }
            return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
        }
    }
}
