package org.serialflex.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.Optional;

/** A subcommand of the tests' class path: echoes its typed options, or fails as bad input. */
@Command(name = "echo", mixinStandardHelpOptions = true, versionProvider = KitVersion.class,
        description = "Echoes its options.")
public final class EchoSubcommand extends TerminalSubcommand {

    enum Colour { RED, GREEN }

    @Option(names = "--colour", description = "RED or GREEN.")
    Colour colour = Colour.RED;

    @Option(names = "--loud", arity = "1", converter = TrueOrFalse.class, defaultValue = "false")
    boolean loud;

    @Option(names = "--times", defaultValue = "1")
    int times;

    @Option(names = "--word", required = true)
    String word;

    @Override
    public Optional<String> whenSomethingIsMissing() {
        return Optional.of("echo needs at least --word <word>");
    }

    @Override
    public Integer call() {
        if (word.equals("bad")) {
            throw new IllegalStateException("wrapped", new BadInputException("The word 'bad' is not echoed; give another."));
        }
        terminal().out().println(colour + " " + loud + " " + times + " " + word);
        return 0;
    }
}
