package org.serialflex.cli;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.io.OutputStreamWriter;

/**
 * The one way every serialflex command line is set up, so that they all behave alike: enum values in any
 * case, whole numbers that say so, and bad input (picocli's or a {@link BadInputException}) ended with
 * status 2 and one line, {@code serialflex <command>: <the problem>}, on standard error.
 */
public final class CommandLines {

    /** The exit status of bad input: an unknown option or value, a missing one, input the command cannot use. */
    public static final int BAD_INPUT = 2;

    private CommandLines() {
    }

    /**
     * Sets {@code commandLine} and the subcommands it holds now up: call it after the last subcommand is
     * added (picocli copies converters to the subcommands present).
     */
    public static CommandLine configure(CommandLine commandLine, Terminal terminal) {
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.registerConverter(Integer.class, WholeNumber::integer).registerConverter(int.class, WholeNumber::integer)
                .registerConverter(Long.class, WholeNumber::parse).registerConverter(long.class, WholeNumber::parse);
        commandLine.setOut(writer(terminal.out()));
        commandLine.setErr(writer(terminal.err()));
        commandLine.setParameterExceptionHandler((e, args) -> {
            e.getCommandLine().getErr().println(message(e));
            e.getCommandLine().getErr().flush();
            return BAD_INPUT;
        });
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof BadInputException bad) {
                    cmd.getErr().println(prefix(cmd) + ": " + bad.getMessage());
                    cmd.getErr().flush();
                    return BAD_INPUT;
                }
            }
            throw e;
        });
        return commandLine;
    }

    /** {@code serialflex} for the top command, {@code serialflex <name>} for a subcommand: how messages begin. */
    static String prefix(CommandLine commandLine) {
        String name = commandLine.getCommandName();
        return name.equals(Serialflex.NAME) ? Serialflex.NAME : Serialflex.NAME + " " + name;
    }

    /** A parse error on one line: picocli's message, what is allowed, and where the usage is. */
    public static String message(ParameterException e) {
        StringBuilder message = new StringBuilder(prefix(e.getCommandLine())).append(": ")
                .append(e.getMessage().strip());
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getSuggestions().isEmpty()) {
            message.append(" (did you mean ").append(String.join(" or ", unmatched.getSuggestions())).append("?)");
        }
        if (e instanceof CommandLine.MissingParameterException
                && e.getCommandLine().getCommandSpec().userObject() instanceof Subcommand subcommand) {
            subcommand.whenSomethingIsMissing().ifPresent(hint -> message.append("; ").append(hint));
        }
        return message.append(". --help lists the options.").toString().replace("..", ".");
    }

    private static PrintWriter writer(java.io.PrintStream stream) {
        return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
    }
}
