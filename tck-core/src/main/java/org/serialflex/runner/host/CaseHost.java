package org.serialflex.runner.host;

import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.SideInfo;
import org.serialflex.runner.HostedHalves;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.runner.Written;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The JVM one side of a lane runs in, started by {@link ForkedLane} (through {@link org.serialflex.jvm.IsolatedHost})
 * with the side's JDK and class path, and kept by {@link HostPool} for every run of the engine
 * execution that needs a JVM just like it. It serves runs one after another, each begun by a
 * {@link HostMessage.RunStart} on its standard input that names the adapter and what to run: a
 * writing run writes the cases it names, a reading run reads the {@link Written} cases that follow
 * until {@link HostMessage.CasesEnd}, a probing run runs the history probe; each ends with
 * {@link HostMessage.RunEnded}. Only written cases cross between the two sides, as {@link HostMessage}s,
 * and a library that takes its JVM down costs the cases that were running, never the run. The host
 * ends when its standard input ends, so it never outlives the JVM that started it. Its one
 * argument, {@code WRITE} or {@code READ}, only names its side: writers and readers never share a JVM.
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

    /**
     * Serves runs until its input ends, reporting on standard output, see {@link HostCodec}. Its arguments,
     * as {@link CaseHostCommand} gives them: {@code WRITE} or {@code READ}, then the cases' class file.
     */
    public static void main(String[] args) throws InterruptedException, IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("A case host takes two arguments, WRITE or READ and the cases' class "
                    + "file, as CaseHostCommand builds them; it was given " + java.util.Arrays.toString(args));
        }
        java.nio.file.Path classFile = java.nio.file.Path.of(args[1]);
        // Every case by id, built once per JVM and only when a run needs it: the catalog's lambdas are a fair
        // part of a host's start.
        Catalog catalog = new Catalog(classFile);
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        // The kit's frames are the only bytes this host's input carries; a library that reads System.in
        // gets none of them.
        InputStream kitInput = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        System.setIn(InputStream.nullInputStream());
        System.setOut(System.err);
        HostCodec codec = HostCodec.takenFrom(kitInput);
        DataInputStream in = new DataInputStream(kitInput);
        // JDK classes are shared by every world of this JVM: one a library first touches at the bottom of a
        // runaway recursion (Kryo's StackOverflowError recovery builds its message in a StringBuffer) fails
        // its initializer and stays unusable for every later case here. Initialize them up front.
        JDK_CLASSES_ON_FAILURE_PATHS.forEach(CaseHost::initialize);
        for (Optional<HostMessage> next = codec.read(in); next.isPresent(); next = codec.read(in)) {
            if (next.get() instanceof HostMessage.RunStart start) {
                serve(start, catalog, codec, protocol, in);
                codec.write(protocol, new HostMessage.RunEnded(!HostedHalves.abandonedAny()
                        && !HostedHalves.metALibraryThatInitializesOncePerJvm()));
            }
        }
        // Threads of hung cases may still run; they must not keep this JVM alive.
        System.exit(0);
    }

    /** One run, from its start to its last answer. */
    private static void serve(HostMessage.RunStart start, Catalog catalog, HostCodec codec, OutputStream protocol,
                              DataInputStream in) throws InterruptedException, IOException {
        String adapterId = start.adapterId();
        HostMode mode = start.mode();
        Duration timeLimit = Duration.ofMillis(start.timeLimitMillis());
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
            // Ended as a host that started for this adapter alone would end, so the evidence reads the same.
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
                    HostedHalves.probeHistory(adapterId, timeLimit, HostedHalves.identityCases(catalog.byId()))));
            return;
        }
        Map<String, TckCase> cases = catalog.byId();
        RunTimings timings = new RunTimings(micros -> codec.send(protocol, new HostMessage.WorldSetUp(micros)));
        HostedHalves halves = HostedHalves.of(mode.side(), adapterId, timeLimit, start.worlds(), timings);
        halves.seed(created.world(), checkMicros);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, start.parallelism()));
        if (mode == HostMode.WRITE) {
            for (String caseId : start.caseIds()) {
                TckCase tckCase = find(cases, caseId);
                pool.submit(() -> {
                    codec.send(protocol, new HostMessage.Started(caseId));
                    Written written = halves.write(tckCase);
                    if (halves.wantsJvmOfItsOwn(caseId)) {
                        codec.send(protocol, new HostMessage.Alone(caseId));
                    }
                    codec.send(protocol, new HostMessage.WrittenCase(written));
                });
            }
        } else {
            for (Optional<HostMessage> next = codec.read(in);
                 next.isPresent() && next.get() instanceof HostMessage.WrittenCase writtenCase; next = codec.read(in)) {
                Written written = writtenCase.written();
                TckCase tckCase = find(cases, written.caseId());
                pool.submit(() -> {
                    codec.send(protocol, new HostMessage.Started(written.caseId()));
                    org.serialflex.results.CaseResult result = halves.read(tckCase, written);
                    if (halves.wantsJvmOfItsOwn(written.caseId())) {
                        codec.send(protocol, new HostMessage.Alone(written.caseId()));
                    }
                    codec.send(protocol, new HostMessage.Result(result));
                });
            }
        }
        pool.shutdown();
        pool.awaitTermination(365, TimeUnit.DAYS);
        // no world of this run serves another: each run gets its own pools
        halves.closeIdle();
    }

    /** The host's cases, with the classes of the file its parent wrote, read on first use. */
    private static final class Catalog {
        private final java.nio.file.Path classFile;
        private Map<String, TckCase> byId;

        Catalog(java.nio.file.Path classFile) {
            this.classFile = classFile;
        }

        /** Runs are served one after another on the main thread, so no lock. */
        Map<String, TckCase> byId() {
            if (byId == null) {
                byId = HostedHalves.catalog(classFile);
            }
            return byId;
        }
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
        try {
            return HostedHalves.inWorld(created.world().loader(), created.adapter()::library);
        } catch (Exception e) {
            throw new IllegalStateException("The adapter's library() failed in its world", e);
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
