package org.serialflex.runner;

import org.serialflex.lanes.ResolvedSide;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The command line of a {@link CaseHost} JVM: the side's JDK, this JVM's options and the side's,
 * where fatal error reports go, how cases get their worlds, and the side's class path behind
 * {@link IsolatedHost}, then the host's own arguments.
 */
final class CaseHostCommand {

    private CaseHostCommand() {
    }

    /**
     * @param worlds         {@code shared} or {@code fresh} ({@link WorldPool#PROPERTY})
     * @param crashDirectory where the JVM writes its fatal error report, and the case class file lives
     */
    static List<String> of(ResolvedSide side, HostMode mode, List<String> caseIds, int threads, Duration timeLimit,
                           Path crashDirectory, String worlds) {
        List<String> command = new ArrayList<>();
        command.add(side.jdk().java().toString());
        command.addAll(inheritedJvmOptions(side));
        command.add("-XX:ErrorFile=" + crashDirectory.resolve("hs_err_pid%p.log"));
        command.add("-D" + WorldPool.PROPERTY + "=" + worlds);
        command.add("-D" + CaseClassFile.PROPERTY + "=" + CaseClassFile.forHosts(crashDirectory, CaseCatalog::byId));
        // The host JVM's own class path is the kit's jar alone; the kit and the library load from the side's
        // class path in IsolatedHost's loader, so the system class loader holds no library (Hessian 4 looks there).
        command.add("-D" + IsolatedHost.WORLD_CLASS_PATH + "=" + side.classPathArgument());
        command.add("-cp");
        command.add(IsolatedHost.ownClassPath());
        command.add(IsolatedHost.class.getName());
        command.add(CaseHost.class.getName());
        command.add(mode.name());
        command.add(side.adapterId());
        command.add(String.valueOf(timeLimit.toMillis()));
        command.add(String.valueOf(threads));
        command.addAll(caseIds);
        return command;
    }

    /**
     * The options this JVM was started with (the build's heap, stack and the flags the libraries
     * need), less a debugger's, then the side's own, then {@link #CASE_HOST_JIT} and
     * {@link #CASE_HOST_METASPACE} unless the build chose a setting of its own.
     */
    private static List<String> inheritedJvmOptions(ResolvedSide side) {
        Set<String> options = new LinkedHashSet<>(ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> !option.startsWith("-agentlib:jdwp") && !option.startsWith("-Xrunjdwp")
                        && !option.startsWith("-XX:ErrorFile"))
                .toList());
        options.addAll(side.jvmOptions());
        if (options.stream().noneMatch(o -> o.startsWith("-XX:TieredStopAtLevel") || o.contains("TieredCompilation"))) {
            options.add(CASE_HOST_JIT);
        }
        if (options.stream().noneMatch(o -> o.startsWith("-XX:MetaspaceSize"))) {
            options.add(CASE_HOST_METASPACE);
        }
        return new ArrayList<>(options);
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
