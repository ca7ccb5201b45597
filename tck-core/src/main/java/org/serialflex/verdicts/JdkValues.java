package org.serialflex.verdicts;

import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Calendar;
import java.util.Currency;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * Values of JDK classes ({@code java.*}) as the comparison judges them: equal by {@code equals()} where the class
 * defines a value equality, and by their value where it does not ({@link Pattern} by its pattern and flags, the
 * atomics by what they hold); and the other forms a format commonly carries one in, so that a value kept in another
 * type (a {@code UUID} read back as its text, a {@code Date} as its epoch milliseconds) is told from a value lost:
 * the first is a type substituted (DEGRADED), the second CORRUPT. The forms are the value's own: its text
 * ({@code toString()}, and the name a class gives itself where that differs: a charset's, a locale's language tag,
 * a zone's id, a byte array's Base64) and its number (a date's milliseconds, an instant's or a duration's seconds).
 */
final class JdkValues {

    private JdkValues() {
    }

    /**
     * Whether {@code type} is the JDK's: in {@code java.*}, or in a module of the Java SE platform (a charset is a
     * {@code sun.nio.cs.UTF_8} of {@code java.base}), whose fields are no bean's to compare one by one.
     */
    static boolean isJdkClass(Class<?> type) {
        return type.getName().startsWith("java.")
                || type.getModule().isNamed() && type.getModule().getName().startsWith("java.");
    }

    /** Whether two values of the same JDK class are the same value. */
    static boolean sameValue(Object expected, Object actual) {
        if (expected instanceof Pattern e && actual instanceof Pattern a) {
            return e.pattern().equals(a.pattern()) && e.flags() == a.flags();
        }
        if (expected instanceof AtomicBoolean e && actual instanceof AtomicBoolean a) {
            return e.get() == a.get();
        }
        if ((expected instanceof AtomicInteger || expected instanceof AtomicLong)
                && expected.getClass() == actual.getClass()) {
            return ((Number) expected).longValue() == ((Number) actual).longValue();
        }
        return expected.equals(actual);
    }

    /**
     * Whether {@code actual} is a second instance of a JDK class that keeps one instance per value and compares by
     * identity ({@link Currency}: {@code getInstance} hands out one object per code): the value arrived, the
     * singleton did not (an identity lost, DEGRADED, as for any singleton duplicated).
     */
    static boolean duplicateOfSingleton(Object expected, Object actual) {
        return expected instanceof Currency e && actual instanceof Currency a && e != a
                && e.getCurrencyCode().equals(a.getCurrencyCode());
    }

    /**
     * Whether {@code actual}, of another class than {@code expected}, holds {@code expected}'s value in one of its
     * forms: the same text, or (for a number) the same number.
     */
    static boolean keptAs(Object expected, Object actual) {
        if (expected instanceof java.util.Optional<?> optional && optional.isPresent()) {
            Object content = optional.get();
            return content.getClass() == actual.getClass() ? sameValue(content, actual) : keptAs(content, actual);
        }
        if (expected instanceof AtomicBoolean atomic && actual instanceof Boolean flag) {
            return atomic.get() == flag;
        }
        if (actual instanceof CharSequence text) {
            return texts(expected).contains(text.toString());
        }
        if (actual instanceof Number number) {
            BigDecimal got = decimal(number);
            return got != null && numbers(expected).stream().anyMatch(n -> n.compareTo(got) == 0);
        }
        return false;
    }

    private static List<String> texts(Object value) {
        List<String> texts = new ArrayList<>();
        if (value instanceof byte[] bytes) {
            texts.add(Base64.getEncoder().encodeToString(bytes));
            return texts;
        }
        if (value instanceof char[] chars) {
            texts.add(new String(chars));
            return texts;
        }
        if (value.getClass().isArray()) {
            return texts;
        }
        texts.add(value.toString());
        if (value instanceof Pattern pattern) {
            texts.add(pattern.pattern());
        } else if (value instanceof Charset charset) {
            texts.add(charset.name());
        } else if (value instanceof Locale locale) {
            texts.add(locale.toLanguageTag());
        } else if (value instanceof Currency currency) {
            texts.add(currency.getCurrencyCode());
        } else if (value instanceof ZoneId zone) {
            texts.add(zone.getId());
        } else if (value instanceof Character character) {
            texts.add(String.valueOf(character.charValue()));
        }
        return texts;
    }

    private static List<BigDecimal> numbers(Object value) {
        List<BigDecimal> numbers = new ArrayList<>();
        if (value instanceof Date date) {
            numbers.add(BigDecimal.valueOf(date.getTime()));
        } else if (value instanceof Calendar calendar) {
            numbers.add(BigDecimal.valueOf(calendar.getTimeInMillis()));
        } else if (value instanceof Instant instant) {
            numbers.add(BigDecimal.valueOf(instant.getEpochSecond()).add(BigDecimal.valueOf(instant.getNano(), 9)));
            numbers.add(BigDecimal.valueOf(instant.toEpochMilli()));
        } else if (value instanceof Duration duration) {
            numbers.add(BigDecimal.valueOf(duration.getSeconds()).add(BigDecimal.valueOf(duration.getNano(), 9)));
        } else if (value instanceof AtomicBoolean atomic) {
            return numbers;
        } else if (value instanceof Number number) {
            BigDecimal decimal = decimal(number);
            if (decimal != null) {
                numbers.add(decimal);
            }
        }
        return numbers;
    }

    private static BigDecimal decimal(Number number) {
        try {
            return new BigDecimal(number.toString());
        } catch (NumberFormatException nanOrInfinity) {
            return null;
        }
    }
}
