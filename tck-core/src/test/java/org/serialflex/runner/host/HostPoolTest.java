package org.serialflex.runner.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.jvm.ChildJvm;
import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.LaneSide;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.runner.Side;
import org.serialflex.runner.WorldSharing;
import org.serialflex.runner.Written;
import org.serialflex.worlds.World;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One case host JVM serves runs of different adapters one after another, each told its adapter in
 * its {@link HostMessage.RunStart}; a host of the other side, or after {@code close}, is another JVM.
 */
class HostPoolTest {

    @TempDir
    Path dir;

    private final ResolvedSide side = new ResolvedSide(LaneSide.plain("plain"), JdkLocator.forThisMachine().running(),
            World.kitClassPath(), List.of());

    @Test
    void runsOfTwoAdaptersWithTheSameCommandLineAreServedByOneHostEachToldItsAdapter() throws InterruptedException {
        ForkedHosts hosts = ForkedHosts.in(dir);
        HostPool pool = hosts.pool();
        ChildJvm writer = CaseHostCommand.of(side, HostMode.WRITE, hosts.directory());

        CaseHostJvm first = pool.lease(writer, hosts.directory());
        List<HostMessage> plain = run(first, "plain");
        pool.release(first, hosts.directory());
        CaseHostJvm second = pool.lease(writer, hosts.directory());
        List<HostMessage> guarded = run(second, "safety-guarded");

        assertThat(second).as("the same JVM").isSameAs(first);
        assertThat(adapterOf(plain)).isEqualTo("plain");
        assertThat(adapterOf(guarded)).isEqualTo("safety-guarded");
        assertThat(second.reusable()).isTrue();

        CaseHostJvm reader = pool.lease(CaseHostCommand.of(side, HostMode.READ, hosts.directory()), hosts.directory());
        assertThat(reader).as("writers and readers never share a JVM").isNotSameAs(second);
        reader.retire();

        pool.release(second, hosts.directory());
        hosts.close();
        for (int i = 0; i < 100 && second.reusable(); i++) {
            Thread.sleep(100);
        }
        assertThat(second.reusable()).as("closed hosts end").isFalse();
        assertThat(pool.lease(writer, hosts.directory())).as("after close, a new JVM").isNotSameAs(second).satisfies(CaseHostJvm::retire);
    }

    private static String adapterOf(List<HostMessage> messages) {
        return messages.stream().filter(HostMessage.Side.class::isInstance).map(m -> ((HostMessage.Side) m).side().adapterId())
                .findFirst().orElse("no Side message in " + messages);
    }

    private static List<HostMessage> run(CaseHostJvm host, String adapterId) {
        List<HostMessage> said = new ArrayList<>();
        HostRun run = host.serve(new HostRun.Recorder("plain", Side.WRITER, null),
                new HostMessage.RunStart(adapterId, HostMode.WRITE, 20_000, 1, WorldSharing.SHARED, List.of()),
                new LinkedBlockingQueue<Optional<Written>>(), Duration.ofSeconds(20), said::add);
        assertThat(run.death()).as("the run ended, the host lives on").isEmpty();
        return said;
    }
}
