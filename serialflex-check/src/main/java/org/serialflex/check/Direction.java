package org.serialflex.check;

/**
 * Which version writes and which reads: the two directions between the versions, and the two controls that write and
 * read one version alone. Reports name each by its {@link #label()}, {@code old→new}.
 */
public enum Direction {
    /** New code reads what old code wrote: backward compatibility. */
    OLD_TO_NEW("old→new", false),
    /** Old code reads what new code writes: forward compatibility. */
    NEW_TO_OLD("new→old", false),
    /** The old classes on both sides: what the adapter carries of them at all. */
    OLD_TO_OLD("old→old", true),
    /** The new classes on both sides. */
    NEW_TO_NEW("new→new", true);

    private final String label;
    private final boolean control;

    Direction(String label, boolean control) {
        this.label = label;
        this.control = control;
    }

    /** {@code old→new}, as reports, the JSON report and the JUnit XML name the direction. */
    public String label() {
        return label;
    }

    /** Whether one version writes and reads (a control). */
    public boolean isControl() {
        return control;
    }

    /** The control of the version that writes in this direction: old→old for old→new. */
    public Direction writersControl() {
        return this == OLD_TO_NEW || this == OLD_TO_OLD ? OLD_TO_OLD : NEW_TO_NEW;
    }

    /** For a case id: {@code old-to-new}. */
    String id() {
        return label.replace("→", "-to-");
    }

    /** The direction by its label, {@code old→new}. */
    public static Direction of(String label) {
        for (Direction direction : values()) {
            if (direction.label.equals(label)) {
                return direction;
            }
        }
        throw new IllegalArgumentException("No direction " + label + "; one of old→new, new→old, old→old, new→new");
    }

    @Override
    public String toString() {
        return label;
    }
}
