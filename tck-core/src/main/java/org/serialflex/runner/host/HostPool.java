package org.serialflex.runner.host;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;

/**
 * Case host JVMs kept between runs: a host costs most of a second of CPU before its first case
 * (the JVM, the kit in its loader, the case catalog), and every run of an engine execution whose
 * host would have the same command line (side, JDK, JVM options, class path, fatal error
 * directory) can use the same one, one run at a time: the matrices of all adapters of a module,
 * and the lane sides that run on the module's own class path and JDK. A host that died, or in which
 * a hung case left a thread running, is not kept. At most {@link #MAX_IDLE} idle hosts are kept,
 * the least recently used retired first, so that callers that never close their {@link ForkedHosts}
 * (a test's own runs) cannot pile up idle JVMs.
 */
final class HostPool {

    static final int MAX_IDLE = 8;

    /** The hosts of this JVM's runs, whichever {@link ForkedHosts} they started under. */
    static final HostPool IN_THIS_JVM = new HostPool();

    /** Idle hosts, least recently used first. */
    private final LinkedList<Idle> idle = new LinkedList<>();

    private record Idle(CaseHostJvm host, Path directory) {
    }

    /** An idle host started with {@code command}'s command line, or a new one. */
    CaseHostJvm lease(org.serialflex.jvm.ChildJvm command, Path directory) {
        synchronized (idle) {
            for (Iterator<Idle> it = idle.iterator(); it.hasNext(); ) {
                Idle next = it.next();
                if (next.host().command().equals(command.command()) && next.host().reusable()) {
                    it.remove();
                    return next.host();
                }
            }
        }
        return CaseHostJvm.start(command, directory);
    }

    /** Keeps {@code host} for a later run when it may serve one; retires it otherwise. */
    void release(CaseHostJvm host, Path directory) {
        if (!host.reusable()) {
            host.retire();
            return;
        }
        CaseHostJvm evicted = null;
        synchronized (idle) {
            idle.addLast(new Idle(host, directory));
            if (idle.size() > MAX_IDLE) {
                evicted = idle.removeFirst().host();
            }
        }
        if (evicted != null) {
            evicted.retire();
        }
    }

    /** Retires the idle hosts that write their fatal error reports in {@code directory}, and waits for them to end. */
    void retireAll(Path directory) {
        List<CaseHostJvm> retired = new ArrayList<>();
        synchronized (idle) {
            for (Iterator<Idle> it = idle.iterator(); it.hasNext(); ) {
                Idle next = it.next();
                if (next.directory().equals(directory)) {
                    it.remove();
                    retired.add(next.host());
                }
            }
        }
        retired.forEach(CaseHostJvm::retire);
        retired.forEach(CaseHostJvm::awaitEnd);
    }
}
