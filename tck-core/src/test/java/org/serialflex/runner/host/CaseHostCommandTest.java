package org.serialflex.runner.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.jvm.IsolatedHost;
import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.LaneSide;
import org.serialflex.lanes.ResolvedSide;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CaseHostCommandTest {

    @TempDir
    Path dir;

    @Test
    void aCaseHostStartsOnItsSidesJdkWithTheSidesOptionsBehindOneIsolatedHost() {
        ResolvedSide side = new ResolvedSide(LaneSide.plain("x"), JdkLocator.forThisMachine().running(),
                List.of(Path.of("/lib/x.jar")), List.of("--add-opens=java.base/java.util=ALL-UNNAMED"));

        List<String> command = CaseHostCommand.of(side, HostMode.READ, dir).command();

        assertThat(command.get(0)).isEqualTo(side.jdk().java().toString());
        assertThat(command).contains("--add-opens=java.base/java.util=ALL-UNNAMED", CaseHostCommand.CASE_HOST_JIT,
                CaseHostCommand.CASE_HOST_METASPACE,
                "-D" + IsolatedHost.WORLD_CLASS_PATH + "=" + side.classPathArgument());
        assertThat(Collections.frequency(command, IsolatedHost.class.getName())).as("one loader of its own").isOne();
        assertThat(command.subList(command.indexOf(IsolatedHost.class.getName()), command.size()))
                .as("nothing of a run: the adapter, its cases and settings come in its RunStart")
                .containsExactly(IsolatedHost.class.getName(), CaseHost.class.getName(), "READ",
                        dir.resolve("case-classes.bin").toAbsolutePath().toString());
        assertThat(command).as("a host reads no setting of the kit's from system properties")
                .noneMatch(o -> o.startsWith("-Dserialflex.") && !o.startsWith("-D" + IsolatedHost.WORLD_CLASS_PATH));
    }
}
