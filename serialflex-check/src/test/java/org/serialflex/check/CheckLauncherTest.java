package org.serialflex.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A check whose JVM dies says how, beside what it printed. */
class CheckLauncherTest {

    @Test
    void aJvmThatDiesWithAStatusOfItsOwnIsNamedWithItsForensics(@TempDir Path dir) throws Exception {
        // a stand-in for the check whose JVM ends as a library's crash would end it
        Path source = dir.resolve("org/serialflex/check/CheckMain.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "package org.serialflex.check; public class CheckMain { public static void main(String[] a) {"
                + " System.out.println(\"checking\"); Runtime.getRuntime().halt(134); } }");
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, source.toString())).isZero();

        List<String> lines = new ArrayList<>();
        int status = CheckLauncher.run(List.of(dir), List.of(), lines::add);

        assertThat(status).isEqualTo(134);
        assertThat(lines).first().isEqualTo("checking");
        assertThat(lines).last().asString().startsWith("serialflex check: the check's JVM died: exit code 134");
    }

    @Test
    void theChecksOwnStatusesAddNothing(@TempDir Path dir) throws Exception {
        Path source = dir.resolve("org/serialflex/check/CheckMain.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "package org.serialflex.check; public class CheckMain { public static void main(String[] a) {"
                + " System.out.println(\"failed\"); System.exit(1); } }");
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, source.toString())).isZero();

        List<String> lines = new ArrayList<>();
        assertThat(CheckLauncher.run(List.of(dir), List.of(), lines::add)).isEqualTo(1);
        assertThat(lines).containsExactly("failed");
    }
}
