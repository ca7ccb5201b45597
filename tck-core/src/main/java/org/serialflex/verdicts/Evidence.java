package org.serialflex.verdicts;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Map;

/** Short, readable renderings of values and failures for evidence strings. */
public final class Evidence {

    private static final int MAX_TEXT = 120;
    /** The most a failure's {@link #detail} keeps: the start of the story and the root cause, not a whole log. */
    static final int MAX_DETAIL = 2048;

    private Evidence() {
    }

    /** {@code java.lang.ClassCastException: first line of the message}, plus the root cause when it differs. */
    public static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder(line(failure));
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root != failure) {
            text.append(" (caused by ").append(line(root)).append(')');
        }
        return text.toString();
    }

    /**
     * Every message of {@code failure}'s cause chain in full (libraries put the explanation in
     * later lines: XStream's "---- Debugging information ----", the module hint), root cause last,
     * at most {@value #MAX_DETAIL} characters; the middle of the chain is what gets cut.
     */
    public static String detail(Throwable failure) {
        StringBuilder text = new StringBuilder();
        Throwable root = failure;
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause != failure) {
                text.append("\ncaused by: ");
            }
            text.append(cause.getClass().getName());
            if (cause.getMessage() != null) {
                text.append(": ").append(cause.getMessage().strip());
            }
            root = cause;
        }
        if (text.length() <= MAX_DETAIL) {
            return text.toString();
        }
        String rootText = "\n…\nroot cause: " + root.getClass().getName()
                + (root.getMessage() == null ? "" : ": " + root.getMessage().strip());
        if (rootText.length() > MAX_DETAIL / 2) {
            rootText = rootText.substring(0, MAX_DETAIL / 2) + "…";
        }
        return text.substring(0, MAX_DETAIL - rootText.length()) + rootText;
    }

    private static String line(Throwable failure) {
        String message = failure.getMessage();
        if (message == null || message.isBlank()) {
            return failure.getClass().getName();
        }
        int newline = message.indexOf('\n');
        String first = newline < 0 ? message : message.substring(0, newline);
        return failure.getClass().getName() + ": " + clip(first.strip());
    }

    /** {@code 9.99 (BigDecimal)}, {@code "Ann" (String)}, {@code null}, {@code a Person}, {@code 3 elements (ArrayList)}. */
    public static String value(Object value) {
        if (value == null) {
            return "null";
        }
        Class<?> type = value.getClass();
        String name = typeName(type);
        if (value instanceof CharSequence text) {
            return "\"" + clip(text.toString()) + "\" (" + name + ")";
        }
        if (value instanceof Number || value instanceof Boolean || value instanceof Character) {
            return value + " (" + name + ")";
        }
        if (value instanceof Enum<?> constant) {
            return constant.name() + " (" + typeName(constant.getDeclaringClass()) + ")";
        }
        if (value instanceof Collection<?> collection) {
            return collection.size() + " elements (" + name + ")";
        }
        if (value instanceof Map<?, ?> map) {
            return map.size() + " entries (" + name + ")";
        }
        if (type.isArray()) {
            return Array.getLength(value) + " elements (" + name + ")";
        }
        if (type.getName().startsWith("java.")) {
            return clip(String.valueOf(value)) + " (" + name + ")";
        }
        return "a " + name;
    }

    /** The simple name, or the full name for nested JDK classes such as {@code ImmutableCollections$ListN}. */
    public static String typeName(Class<?> type) {
        if (type.isArray()) {
            return typeName(type.getComponentType()) + "[]";
        }
        String name = type.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(dot + 1);
    }

    /**
     * {@code text} with control characters escaped as {@code \\uXXXX} and unpaired surrogates
     * replaced by U+FFFD: a library that misreads bytes puts garbage into its exception messages.
     */
    public static String printable(String text) {
        StringBuilder printable = new StringBuilder(text.length());
        text.codePoints().forEach(codePoint -> {
            if (Character.getType(codePoint) == Character.SURROGATE) {
                printable.append('\uFFFD');
            } else if (Character.isISOControl(codePoint)) {
                printable.append(String.format("\\u%04x", codePoint));
            } else {
                printable.appendCodePoint(codePoint);
            }
        });
        return printable.toString();
    }

    /** {@code Holder} for {@code org.serialflex.dto.c08.Holder}. */
    static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    private static String clip(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + "…";
    }
}
