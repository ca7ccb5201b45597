package org.serialflex.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one command: subcommands found on the class path ({@link EchoSubcommand} here), help and version on each,
 * typed options that refuse a bad value naming the allowed ones, and bad input as status 2 and one line.
 */
class SerialflexTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Serialflex.run(args, new Terminal(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Clock.systemUTC()));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aSubcommandOnTheClassPathRunsWithItsTypedOptions() {
        assertThat(run("echo", "--word", "hi", "--colour", "green", "--loud", "TRUE", "--times=3")).isZero();
        assertThat(out()).isEqualTo("GREEN true 3 hi" + System.lineSeparator());
    }

    @Test
    void helpListsTheSubcommandsOnTheClassPath() {
        assertThat(run("--help")).isZero();
        assertThat(out()).startsWith("Usage: serialflex [-hV] <subcommand>").contains("echo", "Echoes its options.",
                "help");
        assertThat(err()).isEmpty();
    }

    @Test
    void everySubcommandHasHelpAndVersion() {
        assertThat(run("echo", "--help")).isZero();
        assertThat(out()).startsWith("Usage: serialflex echo");
        out.reset();
        assertThat(run("echo", "--version")).isZero();
        assertThat(out()).startsWith("serialflex echo " + System.getProperty("serialflex.kitVersion")
                + System.lineSeparator()).contains("Java " + System.getProperty("java.version"));
        out.reset();
        assertThat(run("--version")).isZero();
        assertThat(out()).startsWith("serialflex " + System.getProperty("serialflex.kitVersion") + System.lineSeparator());
    }

    @Test
    void noSubcommandIsBadInputWithTheUsage() {
        assertThat(run()).isEqualTo(2);
        assertThat(err()).startsWith("serialflex: name a subcommand.").contains("Usage: serialflex");
    }

    @Test
    void aBooleanIsTrueOrFalseNotAnyOtherWord() {
        assertThat(run("echo", "--word", "hi", "--loud", "ture")).isEqualTo(2);
        assertThat(err()).isEqualTo("serialflex echo: Invalid value for option '--loud': 'ture' is neither true nor "
                + "false; give true or false. --help lists the options." + System.lineSeparator());
    }

    @Test
    void anEnumValueOutsideItsConstantsNamesThem() {
        assertThat(run("echo", "--word", "hi", "--colour", "blue")).isEqualTo(2);
        assertThat(err()).startsWith("serialflex echo: Invalid value for option '--colour': expected one of [RED, GREEN]")
                .contains("but was 'blue'");
    }

    @Test
    void aNumberThatIsNoNumberSaysSo() {
        assertThat(run("echo", "--word", "hi", "--times", "three")).isEqualTo(2);
        assertThat(err()).startsWith("serialflex echo: Invalid value for option '--times': 'three' is not a whole "
                + "number; give one, e.g. 42");
    }

    @Test
    void anUnknownOptionOrSubcommandIsNamed() {
        assertThat(run("echo", "--word", "hi", "--colur", "red")).isEqualTo(2);
        assertThat(err()).startsWith("serialflex echo: Unknown options: '--colur', 'red'").contains("did you mean --colour");
        err.reset();
        assertThat(run("ecko")).isEqualTo(2);
        assertThat(err()).startsWith("serialflex: Unmatched argument at index 0: 'ecko'").contains("did you mean echo");
    }

    @Test
    void aMissingOptionAddsWhatTheSubcommandNeeds() {
        assertThat(run("echo")).isEqualTo(2);
        assertThat(err()).isEqualTo("serialflex echo: Missing required option: '--word=<word>'; echo needs at least "
                + "--word <word>. --help lists the options." + System.lineSeparator());
    }

    @Test
    void badInputFoundWhileRunningIsOneLineAndStatusTwo() {
        assertThat(run("echo", "--word", "bad")).isEqualTo(2);
        assertThat(err()).isEqualTo("serialflex echo: The word 'bad' is not echoed; give another."
                + System.lineSeparator());
    }

    @Test
    void theCompletionScriptCoversTheSubcommands() {
        assertThat(run("generate-completion")).isZero();
        assertThat(out()).contains("# serialflex Bash Completion").contains("echo").contains("--colour");
    }
}
