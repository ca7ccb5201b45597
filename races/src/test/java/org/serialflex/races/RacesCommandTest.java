package org.serialflex.races;

import org.junit.jupiter.api.Test;
import org.serialflex.cli.CommandLines;
import org.serialflex.cli.Serialflex;
import org.serialflex.cli.Terminal;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code serialflex races}: the options the races module's build passes, typed, and a bad mode refused by name. */
class RacesCommandTest {

    @Test
    void theBuildsArgumentsBecomeTheRacesOptions() {
        RacesCommand command = new RacesCommand();
        parser(command).parseArgs("--mode=smoke", "--out=target/serialflex", "--project=/kit", "--adapters=kryo, ,gson");

        assertThat(command.options()).isEqualTo(new RacesOptions(RacesOptions.Mode.SMOKE, Path.of("target/serialflex"),
                List.of("kryo", "gson"), Optional.of(Path.of("/kit"))));
    }

    @Test
    void theDefaultsAreTheFullRacesOfEveryAdapter() {
        RacesCommand command = new RacesCommand();
        parser(command).parseArgs();

        assertThat(command.options()).isEqualTo(new RacesOptions(RacesOptions.Mode.FULL, Path.of("serialflex-races"),
                List.of(), Optional.empty()));
    }

    @Test
    void aModeOtherThanSmokeOrFullIsRefusedWithTheModesNamed() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Terminal terminal = new Terminal(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Clock.systemUTC());

        assertThat(Serialflex.run(new String[] {"races", "--mode=fast"}, terminal)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("serialflex races: Invalid value for option "
                + "'--mode': expected one of [SMOKE, FULL] (case-insensitive) but was 'fast'");
    }

    @Test
    void theWorldsClassPathHoldsNoPicocli() {
        String separator = java.io.File.pathSeparator;
        assertThat(Races.withoutCommandLineTools(String.join(separator, "/r/lib/kryo-5.6.2.jar",
                "/r/lib/picocli-4.7.7.jar", "/r/lib/serialflex-cli-0.1.0.jar")))
                .isEqualTo(String.join(separator, "/r/lib/kryo-5.6.2.jar", "/r/lib/serialflex-cli-0.1.0.jar"));
    }

    /** As serialflex sets every command line up. */
    private static CommandLine parser(RacesCommand command) {
        return CommandLines.configure(new CommandLine(command), Terminal.system());
    }
}
