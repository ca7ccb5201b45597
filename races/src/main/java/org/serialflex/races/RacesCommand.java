package org.serialflex.races;

import org.serialflex.cli.KitVersion;
import org.serialflex.cli.Subcommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code serialflex races}: parses into {@link RacesOptions} and runs {@link Races#run}. On the class path of
 * {@code races/target/benchmarks.jar}, whose main class is the {@code serialflex} command.
 */
@Command(name = "races", mixinStandardHelpOptions = true, versionProvider = KitVersion.class, sortOptions = false,
        usageHelpAutoWidth = true,
        description = {"Weighs every adapter on the class path on the study's shapes, then races them with JMH, each "
                + "in a JVM of its own with the JVM options it declares; writes weighing.json and races.json "
                + "(docs/races.md). -Draces.<setting> tunes the full races.", ""})
public final class RacesCommand implements Subcommand, Callable<Integer> {

    @Option(names = "--mode", paramLabel = "<smoke|full>", defaultValue = "full",
            completionCandidates = ModeWords.class,
            description = "smoke: one short round trip of one adapter, the default build's proof that the module "
                    + "works; full: every adapter and shape (default: full).")
    RacesOptions.Mode mode;

    @Option(names = "--out", paramLabel = "<dir>", defaultValue = "serialflex-races",
            description = "Where weighing.json, races.json and the logs go (default: ${DEFAULT-VALUE}).")
    Path outputDirectory;

    @Option(names = "--adapters", split = ",", paramLabel = "<id>",
            description = "Only these adapters, comma-separated and repeatable (default: every adapter).")
    List<String> adapters = new ArrayList<>();

    @Option(names = "--project", paramLabel = "<root>",
            description = "The kit checkout, to warn about adapter modules missing from the class path.")
    Path project;

    /** For picocli and the service loader. */
    public RacesCommand() {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Races.run(options());
        return 0;
    }

    /** The options as parsed. */
    RacesOptions options() {
        return new RacesOptions(mode, outputDirectory,
                adapters.stream().map(String::strip).filter(id -> !id.isEmpty()).toList(), Optional.ofNullable(project));
    }

    /** The modes as the usage and shell completion show them. */
    static final class ModeWords implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(RacesOptions.Mode.values()).map(RacesOptions.Mode::word).iterator();
        }
    }
}
