package org.serialflex.tck;

import java.util.Locale;

/** What a lane the module declares does when the JDK one of its sides names is not installed. */
enum MissingJdk {

    /** The lane is skipped, and the run says once which lanes and how to add the JDK. */
    SKIP,
    /** The adapter fails with where the kit looked for the JDK and how to name it. */
    FAIL;

    /**
     * {@code -Dserialflex.missingJdk}'s value; blank means {@link #FAIL} on CI, where a missing JDK is a
     * machine set up wrong, and {@link #SKIP} elsewhere, where it is a machine that simply lacks it.
     */
    static MissingJdk parse(String value, boolean onCi) {
        if (value.isBlank()) {
            return onCi ? FAIL : SKIP;
        }
        try {
            return valueOf(value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("-Dserialflex.missingJdk=" + value + " is neither 'skip' nor 'fail': "
                    + "skip runs the build without lanes whose JDK is not installed, fail stops it", e);
        }
    }
}
