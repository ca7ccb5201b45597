package org.serialflex.cli;

import java.util.concurrent.Callable;

/**
 * A subcommand that prints on the {@link Terminal} {@link Serialflex} hands it: captured streams in a test,
 * the process's own on the command line. Its {@link #call()} returns the exit status.
 */
public abstract class TerminalSubcommand implements Subcommand, Callable<Integer> {

    private Terminal terminal = Terminal.system();

    @Override
    public final void attach(Terminal terminal) {
        this.terminal = terminal;
    }

    /** Where to print, and the clock. */
    protected final Terminal terminal() {
        return terminal;
    }
}
