package org.serialflex.check;

import java.math.BigDecimal;
import java.math.BigInteger;

/** A {@code --set Class.field=value} value: text converted to the field's type, or bad input naming what fits. */
final class SetValue {

    private SetValue() {
    }

    /** {@code value}, the text of {@code --set}, as the selected field's type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object convert(String value, SampleRules.Selector selector) {
        Class<?> type = selector.valueType();
        try {
            if (type == String.class || type == Object.class || type == CharSequence.class) {
                return value;
            }
            if (type == int.class || type == Integer.class) {
                return Integer.valueOf(value.strip());
            }
            if (type == long.class || type == Long.class) {
                return Long.valueOf(value.strip());
            }
            if (type == short.class || type == Short.class) {
                return Short.valueOf(value.strip());
            }
            if (type == byte.class || type == Byte.class) {
                return Byte.valueOf(value.strip());
            }
            if (type == double.class || type == Double.class) {
                return Double.valueOf(value.strip());
            }
            if (type == float.class || type == Float.class) {
                return Float.valueOf(value.strip());
            }
            if (type == boolean.class || type == Boolean.class) {
                String text = value.strip().toLowerCase(java.util.Locale.ROOT);
                if (!text.equals("true") && !text.equals("false")) {
                    throw new IllegalArgumentException("not true or false");
                }
                return Boolean.valueOf(text);
            }
            if ((type == char.class || type == Character.class) && value.length() == 1) {
                return value.charAt(0);
            }
            if (type == BigDecimal.class) {
                return new BigDecimal(value.strip());
            }
            if (type == BigInteger.class) {
                return new BigInteger(value.strip());
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
