package org.serialflex.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ChildJvmTest {

    @TempDir
    Path dir;

    @Test
    void anIsolatedJvmStartsWithTheKitsJarAloneAndItsWorldClassPathAsAProperty() {
        ChildJvm jvm = ChildJvm.builder("test", "org.example.Main").java(Path.of("/jdk/bin/java"))
                .options(List.of("-Xss4m", "-Xss4m", "--add-opens=java.base/java.lang=ALL-UNNAMED"))
                .defaultOption("-XX:TieredStopAtLevel=1", o -> o.startsWith("-XX:TieredStopAtLevel"))
                .fatalErrorReportsIn(dir.resolve("crashes")).property("a", "b").isolated("/lib/x.jar")
                .arguments(List.of("one", "two")).build();

        assertThat(jvm.command()).containsExactly("/jdk/bin/java", "-Xss4m",
                "--add-opens=java.base/java.lang=ALL-UNNAMED", "-XX:TieredStopAtLevel=1",
                "-XX:ErrorFile=" + dir.resolve("crashes").resolve("hs_err_pid%p.log"), "-Da=b",
                "-D" + IsolatedHost.WORLD_CLASS_PATH + "=/lib/x.jar", "-cp", IsolatedHost.ownClassPath(),
                IsolatedHost.class.getName(), "org.example.Main", "one", "two");
        assertThat(dir.resolve("crashes")).as("created for the JVM's report").isDirectory();
        assertThat(jvm.java()).isEqualTo("/jdk/bin/java");
    }

    @Test
    void aDefaultGivesWayToTheBuildsOwnChoice() {
        ChildJvm jvm = ChildJvm.builder("test", "Main").options(List.of("-XX:TieredStopAtLevel=4"))
                .defaultOption("-XX:TieredStopAtLevel=1", o -> o.startsWith("-XX:TieredStopAtLevel"))
                .classPath(List.of("a.jar", "b.jar")).build();

        assertThat(jvm.command()).containsSubsequence("-XX:TieredStopAtLevel=4", "-cp",
                "a.jar" + java.io.File.pathSeparator + "b.jar", "Main").doesNotContain("-XX:TieredStopAtLevel=1");
    }

    @Test
    void aJvmThatEndsTellsItsStatusAndItsLastUncaughtException() throws Exception {
        Path log = dir.resolve("errors.log");
        ChildJvm jvm = ChildJvm.builder("test", Throws.class.getName())
                .classPath(List.of(Path.of(Throws.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                        .toString())).fatalErrorReportsIn(dir).build();

        Process process = jvm.start(ChildJvm.Output.errorsAppendedTo(log));
        JvmDeath death = JvmDeath.of(process.pid(), process.waitFor(), dir).withUncaughtFrom(log);

        assertThat(death.description()).isEqualTo("exit code 1, Exception in thread \"main\" "
                + "java.lang.IllegalStateException: thrown on purpose");
    }

    @Test
    void aFatalErrorReportGivesItsSignalAndFrameWithoutAddresses() throws Exception {
        Files.writeString(dir.resolve("hs_err_pid42.log"), String.join("\n",
                "#", "# A fatal error has been detected by the Java Runtime Environment:", "#",
                "#  SIGSEGV (0xb) at pc=0x00007f0e1c2d3e4f, pid=42, tid=43", "#",
                "# Problematic frame:", "# V  [libjvm.so+0x5e3e4f]  Unsafe_GetLong+0x7f", ""));

        JvmDeath death = JvmDeath.of(42, 134, dir);

        assertThat(death.description()).isEqualTo(
                "exit code 134, SIGSEGV (0xb) in V  [libjvm.so]  Unsafe_GetLong; report hs_err_pid42.log");
        assertThat(JvmDeath.of(7, 3, dir).description()).isEqualTo("exit code 3");
    }

    /** A main class that ends with an uncaught exception. */
    public static final class Throws {
        public static void main(String[] args) {
            throw new IllegalStateException("thrown on purpose");
        }
    }
}
