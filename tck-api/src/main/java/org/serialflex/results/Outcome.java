package org.serialflex.results;

/**
 * The classification of one case, worst first, as the specification defines it.
 *
 * <p>{@link #KIT_ERROR} is the kit's own: the case could not be measured because isolation broke
 * (an object of the writer's world, or the very object the writer wrote, reached the reader), a
 * case definition is wrong, or the run's set-up is (a JDK package the library needs is not opened
 * to it: the evidence names the missing {@code --add-opens}). It scores nothing and fails an
 * adapter's TCK run whatever is pinned.
 */
public enum Outcome {
    /** The kit could not measure the case honestly, or the run was set up wrong; see the evidence. */
    KIT_ERROR(0, true),
    /** Read returned normally but a value both versions declare came back different or lost. */
    CORRUPT(0, true),
    /** An {@link Error} or a hang past the case time limit. */
    CRASH(0, true),
    /** The writer world threw while serializing. */
    WRITE_FAILED(0, false),
    /** The reader world threw a clean exception. */
    READ_FAILED(0, false),
    /** The adapter declared up front that it cannot express the case. */
    UNSUPPORTED(0, false),
    /** Every value arrived but a type was substituted, an order lost, or an unrepresentable value dropped. */
    DEGRADED(0.5, false),
    /** The reader's object equals the expectation, concrete types included. */
    PASS(1, false);

    private final double points;
    private final boolean zeroesCriterion;

    Outcome(double points, boolean zeroesCriterion) {
        this.points = points;
        this.zeroesCriterion = zeroesCriterion;
    }

    /** Points of a case with this outcome: 1, 0.5 or 0. */
    public double points() {
        return points;
    }

    /** Whether one case with this outcome forces the criterion's score to 0. */
    public boolean zeroesCriterion() {
        return zeroesCriterion;
    }

    /** Whether this outcome is worse than {@code other}. */
    public boolean isWorseThan(Outcome other) {
        return ordinal() < other.ordinal();
    }
}
