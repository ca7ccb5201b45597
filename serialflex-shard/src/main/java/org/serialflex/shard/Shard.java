package org.serialflex.shard;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One part of a build split across machines: {@code -Dserialflex.shard=i/n} runs part {@code i} of
 * {@code n}, {@code 1 ≤ i ≤ n}. Which adapters and test classes a part holds is {@link ShardPlan}'s.
 *
 * @param index the part this build runs, from 1
 * @param count how many parts the whole build is split into
 */
public record Shard(int index, int count) {

    /** The system property (and Maven property) that names the shard. */
    public static final String PROPERTY = "serialflex.shard";

    private static final Pattern FORM = Pattern.compile("([0-9]{1,4})/([0-9]{1,4})");

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException(refusal(index + "/" + count));
        }
    }

    /**
     * The shard {@code value} names; empty for a blank value (Maven passes an unset property as an empty string).
     *
     * @throws IllegalArgumentException with one line naming the form, for anything else
     */
    public static Optional<Shard> parse(String value) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        Matcher matcher = FORM.matcher(value.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException(refusal(value));
        }
        int index = Integer.parseInt(matcher.group(1));
        int count = Integer.parseInt(matcher.group(2));
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException(refusal(value));
        }
        return Optional.of(new Shard(index, count));
    }

    /** The shard the system property names, or empty. */
    public static Optional<Shard> fromSystemProperty() {
        return parse(System.getProperty(PROPERTY));
    }

    /** The one line a bad value gets; the root pom's enforcer rule says the same before any module builds. */
    static String refusal(String value) {
        return "-D" + PROPERTY + "=" + value + " is not a shard: give i/n, this build's part i of n parts, whole "
                + "numbers with 1 ≤ i ≤ n (e.g. -D" + PROPERTY + "=2/4)";
    }

    /** {@code shard 2 of 4}. */
    public String describe() {
        return "shard " + index + " of " + count;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
