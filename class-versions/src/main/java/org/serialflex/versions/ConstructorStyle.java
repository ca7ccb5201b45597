package org.serialflex.versions;

/**
 * The constructors a generated class declares.
 *
 * <p>Constructor parameters are the instance fields that are neither static nor transient, in field
 * declaration order; each parameter carries its field's name (in the {@code MethodParameters}
 * attribute, so {@code Parameter.getName()} reports it).
 * <pre>{@code
 * Dto.bean("org.x.Money").field("amount", BigDecimal.class).constructors(ConstructorStyle.ALL_ARGS)
 * }</pre>
 */
public enum ConstructorStyle {
    /** Baseline: only a public no-arg constructor, which assigns field initializers. */
    NO_ARG,
    /** Only a public all-args constructor. */
    ALL_ARGS,
    /**
     * Only a public all-args constructor that throws
     * {@code NullPointerException("<param> must not be null")} for any null reference argument.
     */
    ALL_ARGS_REJECTING_NULLS,
    /**
     * Only a private all-args constructor rejecting nulls, plus
     * {@code public static <Type> of(<same params>)}.
     */
    PRIVATE_WITH_FACTORY;

    boolean takesArguments() {
        return this != NO_ARG;
    }

    boolean rejectsNulls() {
        return this == ALL_ARGS_REJECTING_NULLS || this == PRIVATE_WITH_FACTORY;
    }
}
