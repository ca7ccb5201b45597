package org.serialflex.runner.host;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.IsolatedHost;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.runner.HostedHalves;

import java.nio.file.Path;
import java.util.List;

/**
 * The {@link ChildJvm} of a {@link CaseHost}: the side's JDK, this JVM's options (less a
 * debugger's) and the side's, then {@link #CASE_HOST_JIT}, {@link #CASE_HOST_METASPACE} and transparent
 * huge pages where the kernel gives them on request ({@code ChildJvm.Builder#hugePagesWhereAsked}) unless
 * the build chose a setting of its own, where fatal error reports go, and the side's class path
 * behind {@link IsolatedHost}, then whether it writes or reads and the cases' class file (written by {@link HostedHalves#classFileForHosts}). Nothing of one run is on it (the
 * adapter, the cases, the time limit, how worlds are shared travel in {@link HostMessage.RunStart}),
 * so two runs whose command lines are equal can be served by one JVM ({@link HostPool}).
 */
final class CaseHostCommand {

    private CaseHostCommand() {
    }

    /**
     * @param mode           {@link HostMode#READ} for a reading host, any other for a writing one
     * @param crashDirectory where the JVM writes its fatal error report, and the case class file lives
     */
    static ChildJvm of(ResolvedSide side, HostMode mode, Path crashDirectory) {
        List<String> arguments = List.of(mode == HostMode.READ ? HostMode.READ.name() : HostMode.WRITE.name(),
                String.valueOf(HostedHalves.classFileForHosts(crashDirectory)));
        // The build's heap, stack and the flags the libraries need, then the side's own.
        return ChildJvm.builder("case host", CaseHost.class.getName()).java(side.jdk().java())
                .inherit(ChildJvm.Inherited.OPTIONS).options(side.jvmOptions())
                .defaultOption(CASE_HOST_JIT, o -> o.startsWith("-XX:TieredStopAtLevel") || o.contains("TieredCompilation"))
                .defaultOption(CASE_HOST_METASPACE, o -> o.startsWith("-XX:MetaspaceSize"))
                .hugePagesWhereAsked()
                .fatalErrorReportsIn(crashDirectory)
                // The host JVM's own class path is the kit's jar alone; the kit and the library load from the
                // side's class path in IsolatedHost's loader, so the system class loader holds no library
                // (Hessian 4 looks there).
                .isolated(side.classPathArgument())
                .arguments(arguments)
                .build();
    }

    /**
     * Every world loads a library of its own, so a host's class metadata passes the JVM's first
     * threshold (about 20 MB) within a second, and every threshold after it costs a full collection
     * that finds little to free while the pool keeps its worlds. Starting higher leaves those out;
     * it changes when the JVM collects, nothing a library sees. The build's argLine may set its own.
     */
    static final String CASE_HOST_METASPACE = "-XX:MetaspaceSize=96m";

    /**
     * A case host lives for seconds and runs each library's code on classes it has never seen:
     * C2's compilations cost more CPU than they win back before the host exits (docs/performance.md
     * has the measurement). The compiler does not change what a library writes or reads, and every
     * build's pins check that the verdicts stay; a build that wants C2 says so in its argLine
     * (e.g. -XX:TieredStopAtLevel=4).
     */
    static final String CASE_HOST_JIT = "-XX:TieredStopAtLevel=1";
}
