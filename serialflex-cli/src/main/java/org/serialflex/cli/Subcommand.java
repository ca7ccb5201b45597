package org.serialflex.cli;

import java.util.Optional;

/**
 * A subcommand of {@code serialflex}: a picocli {@code @Command} class with a public no-arg constructor,
 * listed in {@code META-INF/services/org.serialflex.cli.Subcommand} of its module. {@link Serialflex} finds
 * every one on the class path, so {@code report}, {@code summary} and {@code diff} (matrix-report),
 * {@code check} (serialflex-check) and {@code races} (races) each live beside the code they run, and a
 * class path shows exactly the subcommands it can run.
 */
public interface Subcommand {

    /** Hands the subcommand the streams and clock it prints and stamps with; before it runs. */
    default void attach(Terminal terminal) {
    }

    /**
     * What to add when a required option or parameter is missing, e.g. the options the subcommand needs
     * at least; empty for picocli's message alone.
     */
    default Optional<String> whenSomethingIsMissing() {
        return Optional.empty();
    }
}
