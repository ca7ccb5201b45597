package org.serialflex.check;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.function.Function;

/** A {@code --set Class.field=value} value: text converted to the field's type, or bad input naming what fits. */
final class SetValue {

    /** Numbers and booleans from their stripped text; each throws an IllegalArgumentException for other text. */
    private static final Map<Class<?>, Function<String, Object>> PARSERS = Map.ofEntries(
            parser(int.class, Integer::valueOf), parser(Integer.class, Integer::valueOf),
            parser(long.class, Long::valueOf), parser(Long.class, Long::valueOf),
            parser(short.class, Short::valueOf), parser(Short.class, Short::valueOf),
            parser(byte.class, Byte::valueOf), parser(Byte.class, Byte::valueOf),
            parser(double.class, Double::valueOf), parser(Double.class, Double::valueOf),
            parser(float.class, Float::valueOf), parser(Float.class, Float::valueOf),
            parser(boolean.class, SetValue::trueOrFalse), parser(Boolean.class, SetValue::trueOrFalse),
            parser(BigDecimal.class, BigDecimal::new), parser(BigInteger.class, BigInteger::new));

    private SetValue() {
    }

    private static Map.Entry<Class<?>, Function<String, Object>> parser(Class<?> type, Function<String, Object> parse) {
        return Map.entry(type, parse);
    }

    private static Boolean trueOrFalse(String value) {
        String text = value.toLowerCase(java.util.Locale.ROOT);
        if (!text.equals("true") && !text.equals("false")) {
            throw new IllegalArgumentException("not true or false");
        }
        return Boolean.valueOf(text);
    }

    /** {@code value}, the text of {@code --set}, as the selected field's type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object convert(String value, SampleRules.Selector selector) {
        Class<?> type = selector.valueType();
        if (type == String.class || type == Object.class || type == CharSequence.class) {
            return value;
        }
        try {
            Function<String, Object> parser = PARSERS.get(type);
            if (parser != null) {
                return parser.apply(value.strip());
            }
            if ((type == char.class || type == Character.class) && value.length() == 1) {
                return value.charAt(0);
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
}
