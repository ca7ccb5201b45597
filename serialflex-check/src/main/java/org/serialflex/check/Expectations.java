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
    private final Set<String> notCarried;
    private final LibraryWireNames.Side writerNames;
    private final LibraryWireNames.Side readerNames;

    /**
     * @param reader        the reader world's classes
     * @param renamedFields class name → writer field name → reader field name
     * @param notCarried    {@code Class.field} of fields the controls wrote and read back empty ({@link NotCarried})
     */
    Expectations(WorldObjects reader, Map<String, Map<String, String>> renamedFields, Set<String> notCarried) {
        this(reader, renamedFields, notCarried, (className, field) -> field, (className, field) -> field);
    }

    /**
     * As above, the writer's and the reader's fields matched by the names the library writes in its bytes
     * ({@link WireNames}) rather than by their Java names.
     */
    Expectations(WorldObjects reader, Map<String, Map<String, String>> renamedFields, Set<String> notCarried,
                 LibraryWireNames.Side writerNames, LibraryWireNames.Side readerNames) {
        this.reader = reader;
        this.renamedFields = renamedFields;
        this.notCarried = notCarried;
        this.writerNames = writerNames;
        this.readerNames = readerNames;
    }

    /** The expectation of the whole graph. */
    Object of(Object snapshot) {
        return Expect.collectionsByContent(expected(snapshot, Object.class));
    }

    private Object expected(Object value, Class<?> readerType) {
        if (value instanceof Snapshot.Bean bean) {
            return bean(bean);
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
            return expected(container.content(), readerType);
        }
        if (value instanceof Snapshot.Sequence sequence) {
            return sequence(sequence, readerType);
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> expected = new LinkedHashMap<>();
            map.forEach((k, v) -> expected.put(expected(k, Object.class), expected(v, Object.class)));
            return expected;
        }
        return ValueConversion.fit(value, readerType);
    }

    private Object sequence(Snapshot.Sequence sequence, Class<?> readerType) {
        Class<?> elementType = readerType.isArray() ? readerType.getComponentType() : Object.class;
        List<Object> elements = new ArrayList<>();
        sequence.elements().forEach(e -> elements.add(expected(e, elementType)));
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

    private Object bean(Snapshot.Bean bean) {
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
        Expected.Bean expected = Expect.bean(bean.className());
        Set<String> carried = new java.util.HashSet<>();
        Object fresh = freshInstance(bean.className());
        Map<String, String> readerFieldByWireName = new java.util.HashMap<>();
        readerFields.keySet().forEach(name -> readerFieldByWireName.putIfAbsent(readerNames.of(bean.className(), name), name));
        for (Map.Entry<String, Object> field : bean.fields().entrySet()) {
            String readerName = readerFieldByWireName.get(writerNames.of(bean.className(), field.getKey()));
            Field same = readerName == null ? null : readerFields.get(readerName);
            if (notCarried.contains(bean.className() + "." + field.getKey())
                    || readerName != null && notCarried.contains(bean.className() + "." + readerName)) {
                if (same != null) {
                    // what the library leaves a field it does not carry: Java's default, or an empty container
                    Object initial = fresh == null ? null : BeanFields.read(same, fresh);
                    expected = expected.field(readerName, Expect.defaultOrInitializer(
                            initial != null && !JavaDefault.is(initial, same.getType())
                                    ? expected(Snapshot.of(initial), same.getType()) : empty(same.getType())));
                    carried.add(readerName);
                }
                continue;
            }
            if (same != null) {
                expected = expected.field(readerName, expected(field.getValue(), same.getType()));
                carried.add(readerName);
            } else if (renamed.containsKey(field.getKey()) && readerFields.containsKey(renamed.get(field.getKey()))
                    && !notCarried.contains(bean.className() + "." + renamed.get(field.getKey()))) {
                String newName = renamed.get(field.getKey());
                expected = expected.field(newName, Expect.defaultOrCarried(
                        expected(field.getValue(), readerFields.get(newName).getType())));
                carried.add(newName);
            }
        }
        for (Map.Entry<String, Field> field : readerFields.entrySet()) {
            if (!carried.contains(field.getKey()) && fresh != null) {
                Object initial = BeanFields.read(field.getValue(), fresh);
                if (initial != null && !JavaDefault.is(initial, field.getValue().getType())) {
                    expected = expected.field(field.getKey(), Expect.defaultOrInitializer(
                            expected(Snapshot.of(initial), field.getValue().getType())));
                }
            }
        }
        return expected;
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
