package org.serialflex.cli;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.Comparator;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;

/**
 * The {@code serialflex} command: {@code serialflex <subcommand> [options]}, with the subcommands the class
 * path holds ({@link Subcommand}): {@code report}, {@code summary} and {@code diff} from matrix-report (so
 * {@code java -jar matrix-report.jar} is this command), {@code check} from serialflex-check, {@code races}
 * from races. {@code --help} and {@code --version} on each; {@code serialflex generate-completion} prints the
 * bash/zsh completion script of the subcommands present (the build writes matrix-report's as
 * {@code matrix-report/target/serialflex_completion}). Exit status: 0 done, 1 the command's own failure
 * (a check that failed, a diff that got worse), 2 bad input.
 */
@Command(name = Serialflex.NAME, mixinStandardHelpOptions = true, versionProvider = KitVersion.class,
        usageHelpAutoWidth = true, synopsisSubcommandLabel = "<subcommand>",
        description = "serialflex, the conformance kit of Java serializers: its reports, diffs, checks and races.",
        subcommands = {CommandLine.HelpCommand.class, AutoComplete.GenerateCompletion.class},
        footerHeading = "%n", footer = "Exit status: 0 done, 1 the command failed (see its --help), 2 bad input.")
public final class Serialflex implements Callable<Integer> {

    /** The command's name, the first word of its messages. */
    public static final String NAME = "serialflex";

    @Spec
    CommandSpec spec;

    /** For picocli. */
    public Serialflex() {
    }

    /** Runs the command and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(args, Terminal.system()));
    }

    /** Runs the command on {@code terminal}; its exit status, without exiting. */
    public static int run(String[] args, Terminal terminal) {
        CommandLine commandLine = commandLine(terminal);
        try {
            return commandLine.execute(args);
        } finally {
            commandLine.getOut().flush();
            commandLine.getErr().flush();
        }
    }

    /** The command line with every subcommand on the class path, set up as {@link CommandLines} says. */
    static CommandLine commandLine(Terminal terminal) {
        CommandLine commandLine = new CommandLine(new Serialflex());
        ServiceLoader.load(Subcommand.class, Serialflex.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(s -> new CommandLine(s).getCommandName()))
                .forEach(subcommand -> {
                    subcommand.attach(terminal);
                    commandLine.addSubcommand(subcommand);
                });
        return CommandLines.configure(commandLine, terminal);
    }

    /** {@code serialflex} alone: the usage, as bad input. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println(NAME + ": name a subcommand.");
        spec.commandLine().usage(spec.commandLine().getErr());
        return CommandLines.BAD_INPUT;
    }
}
