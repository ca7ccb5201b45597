package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.tck.WorldCreationCheck;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
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
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The JVM an adapter's cases run in, started by {@link ForkedCases}. A library that takes its JVM
 * down (a SIGSEGV through Unsafe, an exhausted heap) then costs the cases that were running,
 * never the run. Arguments: adapter id, time limit in milliseconds, parallelism, case ids.
 */
public final class CaseHost {

    /** Exit code when the adapter cannot be created in a world; the reason is on standard error. */
    static final int NOT_CREATABLE = 3;

    private CaseHost() {
    }

    /** Runs the given cases of the given adapter and reports them on standard output, see {@link HostProtocol}. */
    public static void main(String[] args) throws InterruptedException {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        String adapterId = args[0];
        Duration timeLimit = Duration.ofMillis(Long.parseLong(args[1]));
        int parallelism = Integer.parseInt(args[2]);
        List<String> caseIds = Arrays.asList(args).subList(3, args.length);
        try {
            WorldCreationCheck.requireCreatable(kitAdapter(adapterId));
        } catch (IllegalStateException notCreatable) {
            System.err.println(notCreatable.getMessage());
            System.exit(NOT_CREATABLE);
        }

        Map<String, TckCase> cases = Criteria.all().stream().flatMap(c -> c.cases().stream())
                .collect(Collectors.toMap(TckCase::id, Function.identity()));
        RunTimings timings = new RunTimings(micros -> protocol.println(HostProtocol.worlds(micros)));
        CaseRunner runner = new CaseRunner(adapterId, timeLimit, timings);
        ExecutorService pool = Executors.newFixedThreadPool(parallelism);
        for (String caseId : caseIds) {
            TckCase tckCase = cases.get(caseId);
            if (tckCase == null) {
                throw new IllegalArgumentException("No case " + caseId + " on this class path");
            }
            pool.submit(() -> {
                protocol.println(HostProtocol.started(caseId));
                CaseResult result = runner.run(tckCase);
                protocol.println(HostProtocol.result(result));
            });
        }
        pool.shutdown();
        pool.awaitTermination(365, TimeUnit.DAYS);
        // Threads of hung cases may still run; they must not keep this JVM alive.
        System.exit(0);
    }

    private static SerializerAdapter kitAdapter(String adapterId) {
        for (SerializerAdapter adapter : ServiceLoader.load(SerializerAdapter.class, CaseHost.class.getClassLoader())) {
            if (adapter.id().equals(adapterId)) {
                return adapter;
            }
        }
        throw new IllegalArgumentException("No adapter '" + adapterId + "' on this class path");
    }
}
