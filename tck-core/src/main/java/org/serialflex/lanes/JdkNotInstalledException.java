package org.serialflex.lanes;

/**
 * A lane side names a JDK feature release that is not installed on this machine; the message says
 * where the kit looked, what it found and how to name the JDK's home.
 */
public final class JdkNotInstalledException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int feature;

    JdkNotInstalledException(int feature, String message) {
        super(message);
        this.feature = feature;
    }

    /** The feature release that is missing, e.g. 25. */
    public int feature() {
        return feature;
    }
}
