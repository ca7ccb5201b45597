package org.serialflex.runner;

import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.SideInfo;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.WorldCreationCheck;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The JVM one side of a lane runs in, started by {@link ForkedLane} (through {@link org.serialflex.jvm.IsolatedHost})
 * with the side's JDK and class path. A writing host runs the writer halves of the cases named on
 * its command line; a reading host runs the reader halves of the {@link Written} cases on its
 * standard input. Only those cross between the two, as {@link HostMessage}s, and a library that
 * takes its JVM down costs the cases that were running, never the run. A probing host runs the
 * {@link HistoryProbe}. Arguments: a {@link HostMode}, adapter id, time limit in milliseconds,
 * parallelism, and for writing the case ids.
 */
public final class CaseHost {

    /**
     * The status this host ends with when the adapter cannot be created, for whoever reads a process
     * list; the kit never reads it: a library can end its JVM with any status, so the signal is the
     * {@link HostMessage.NotCreatable} message. 3 keeps the build logs and reports as they were.
     */
    private static final int NOT_CREATABLE_STATUS = 3;

    private CaseHost() {
    }

    /** Runs one side's halves and reports them on standard output, see {@link HostCodec}. */
    public static void main(String[] args) throws InterruptedException, IOException {
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        // The kit's frames are the only bytes this host's input carries; a library that reads System.in
        // gets none of them.
        InputStream kitInput = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        System.setIn(InputStream.nullInputStream());
        System.setOut(System.err);
        HostCodec codec = HostCodec.takenFrom(kitInput);
        HostMode mode = HostMode.valueOf(args[0]);
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
        WorldCreationCheck.Created created;
        try {
            created = WorldCreationCheck.requireCreatableWorld(mode.firstWorld(), adapterId,
                    () -> kitAdapter(adapterId).library().coordinates());
        } catch (IllegalStateException notCreatable) {
            System.err.println(notCreatable.getMessage());
            codec.write(protocol, new HostMessage.NotCreatable(notCreatable.getMessage()));
            System.exit(NOT_CREATABLE_STATUS);
            return;
        }
        long checkMicros = (System.nanoTime() - checkStarted) / 1_000;
        Library library = libraryOf(created);
        codec.write(protocol, new HostMessage.Side(new SideInfo(adapterId, new LibraryInfo(library.groupId(),
                library.artifactId(), library.version()), JdkInfo.current(), List.of())));
        if (mode == HostMode.PROBE) {
            // the probe's worlds must be fresh, the first of them too
            created.world().close();
            codec.write(protocol, new HostMessage.Sharing(
                    HistoryProbe.run(adapterId, timeLimit, CaseCatalog.identityCases())));
            System.exit(0);
        }
        Map<String, TckCase> cases = CaseCatalog.byId();
        RunTimings timings = new RunTimings(micros -> codec.send(protocol, new HostMessage.WorldSetUp(micros)));
        WorldPool worlds = WorldPool.fromSystemProperty(mode.worldRole());
        if (worlds.seed(created.world())) {
            timings.recordWorld(checkMicros);
        }
        ExecutorService pool = Executors.newFixedThreadPool(parallelism);
        if (mode == HostMode.WRITE) {
            WriteHalf half = new WriteHalf(adapterId, timeLimit, timings, worlds);
            for (String caseId : Arrays.asList(args).subList(4, args.length)) {
                TckCase tckCase = find(cases, caseId);
                pool.submit(() -> {
                    codec.send(protocol, new HostMessage.Started(caseId));
                    Written written = half.write(tckCase);
                    if (half.wantsJvmOfItsOwn(caseId)) {
                        codec.send(protocol, new HostMessage.Alone(caseId));
                    }
                    codec.send(protocol, new HostMessage.WrittenCase(written));
                });
            }
        } else {
            ReadHalf half = new ReadHalf(adapterId, timeLimit, timings, worlds);
            DataInputStream in = new DataInputStream(kitInput);
            for (Optional<HostMessage> next = codec.read(in); next.isPresent(); next = codec.read(in)) {
                Written written = ((HostMessage.WrittenCase) next.get()).written();
                TckCase tckCase = find(cases, written.caseId());
                pool.submit(() -> {
                    codec.send(protocol, new HostMessage.Started(written.caseId()));
                    org.serialflex.results.CaseResult result = half.read(tckCase, written);
                    if (half.wantsJvmOfItsOwn(written.caseId())) {
                        codec.send(protocol, new HostMessage.Alone(written.caseId()));
                    }
                    codec.send(protocol, new HostMessage.Result(result));
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
