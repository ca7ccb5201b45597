package org.serialflex.runner;

import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.SideInfo;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.tck.WorldCreationCheck;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The JVM one side of a lane runs in, started by {@link ForkedLane} (through {@link IsolatedHost})
 * with the side's JDK and class path. A writing host runs the writer halves of the cases named on
 * its command line; a reading host runs the reader halves of the {@link Written} lines on its
 * standard input. Only those lines cross between the two, and a library that takes its JVM down
 * costs the cases that were running, never the run. A probing host runs the {@link HistoryProbe}.
 * Arguments: {@code write|read|probe}, adapter id, time limit in milliseconds, parallelism, and for
 * writing the case ids.
 */
public final class CaseHost {

    /**
     * The status this host ends with when the adapter cannot be created, for whoever reads a process
     * list; the kit never reads it: a library can end its JVM with any status, so the signal is the
     * {@link HostProtocol#notCreatable} message. 3 keeps the build logs and reports as they were.
     */
    private static final int NOT_CREATABLE_STATUS = 3;

    private CaseHost() {
    }

    /** Runs one side's halves and reports them on standard output, see {@link HostProtocol}. */
    public static void main(String[] args) throws InterruptedException, IOException {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        String mode = args[0];
        boolean writing = mode.equals("write");
        String adapterId = args[1];
        Duration timeLimit = Duration.ofMillis(Long.parseLong(args[2]));
        int parallelism = Integer.parseInt(args[3]);
        // JDK classes are shared by every world of this JVM: one a library first touches at the bottom of a
        // runaway recursion (Kryo's StackOverflowError recovery builds its message in a StringBuffer) fails
        // its initializer and stays unusable for every later case here. Initialize them up front.
        JDK_CLASSES_ON_FAILURE_PATHS.forEach(CaseHost::initialize);
        // The adapter is created once in a world before any case: a library that cannot live in one fails
        // here once, with its causes. That world then serves the first case, and the library version is
        // read from its instance, so the library is not loaded a second time in the kit's own loader.
        long checkStarted = System.nanoTime();
        WorldCreationCheck.Created created = null;
        try {
            created = WorldCreationCheck.requireCreatableWorld(mode.equals("probe") ? "probe"
                    : (writing ? "writer" : "reader") + " world 1", adapterId,
                    () -> kitAdapter(adapterId).library().coordinates());
        } catch (IllegalStateException notCreatable) {
            System.err.println(notCreatable.getMessage());
            protocol.println(HostProtocol.notCreatable(notCreatable.getMessage()));
            System.exit(NOT_CREATABLE_STATUS);
        }
        long checkMicros = (System.nanoTime() - checkStarted) / 1_000;
        Library library = libraryOf(created);
        protocol.println(HostProtocol.side(new SideInfo(adapterId,
                new LibraryInfo(library.groupId(), library.artifactId(), library.version()), JdkInfo.current(), List.of())));
        if (mode.equals("probe")) {
            // the probe's worlds must be fresh, the first of them too
            created.world().close();
            protocol.println(HostProtocol.sharing(HistoryProbe.run(adapterId, timeLimit, CaseCatalog.identityCases())));
            System.exit(0);
        }
        Map<String, TckCase> cases = CaseCatalog.byId();
        RunTimings timings = new RunTimings(micros -> protocol.println(HostProtocol.world(micros)));
        WorldPool worlds = WorldPool.fromSystemProperty(writing ? "writer" : "reader");
        if (worlds.seed(created.world())) {
            timings.recordWorld(checkMicros);
        }
        ExecutorService pool = Executors.newFixedThreadPool(parallelism);
        if (writing) {
            WriteHalf half = new WriteHalf(adapterId, timeLimit, timings, worlds);
            for (String caseId : Arrays.asList(args).subList(4, args.length)) {
                TckCase tckCase = find(cases, caseId);
                pool.submit(() -> {
                    protocol.println(HostProtocol.started(caseId));
                    Written written = half.write(tckCase);
                    if (half.wantsJvmOfItsOwn(caseId)) {
                        protocol.println(HostProtocol.ALONE + caseId);
                    }
                    protocol.println(HostProtocol.written(written));
                });
            }
        } else {
            ReadHalf half = new ReadHalf(adapterId, timeLimit, timings, worlds);
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                Written written = HostProtocol.parseWritten(line);
                TckCase tckCase = find(cases, written.caseId());
                pool.submit(() -> {
                    protocol.println(HostProtocol.started(written.caseId()));
                    org.serialflex.results.CaseResult result = half.read(tckCase, written);
                    if (half.wantsJvmOfItsOwn(written.caseId())) {
                        protocol.println(HostProtocol.ALONE + written.caseId());
                    }
                    protocol.println(HostProtocol.result(result));
                });
            }
        }
        pool.shutdown();
        pool.awaitTermination(365, TimeUnit.DAYS);
        // Threads of hung cases may still run; they must not keep this JVM alive.
        System.exit(0);
    }

    private static final List<String> JDK_CLASSES_ON_FAILURE_PATHS = List.of("java.lang.StringBuffer",
            "java.lang.StringBuilder", "java.lang.StackTraceElement", "java.lang.StackOverflowError",
            "java.util.Formatter", "java.lang.invoke.StringConcatFactory");

    private static void initialize(String jdkClass) {
        try {
            Class.forName(jdkClass, true, null);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("The JDK lacks " + jdkClass, e);
        }
    }

    private static TckCase find(Map<String, TckCase> cases, String caseId) {
        TckCase tckCase = cases.get(caseId);
        if (tckCase == null) {
            throw new IllegalArgumentException("No case " + caseId + " on this class path");
        }
        return tckCase;
    }

    /** The library as the adapter created in {@code created}'s world declares it. */
    private static Library libraryOf(WorldCreationCheck.Created created) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(created.world().loader());
        try {
            return created.adapter().library();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The adapter as the kit's own loader has it: only for the message when no world can create it. */
    private static SerializerAdapter kitAdapter(String adapterId) {
        for (SerializerAdapter adapter : ServiceLoader.load(SerializerAdapter.class, CaseHost.class.getClassLoader())) {
            if (adapter.id().equals(adapterId)) {
                return adapter;
            }
        }
        throw new IllegalArgumentException("No adapter '" + adapterId + "' on this side's class path");
    }
}
