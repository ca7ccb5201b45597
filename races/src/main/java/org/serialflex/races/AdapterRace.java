package org.serialflex.races;

import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The races of ONE adapter, in a JVM of its own that {@link Races} starts with the adapter's JVM
 * options. JMH runs inside this JVM ({@code forks(0)}): the JVM itself is the fork, so no other
 * library's code has been through its JIT, while a JVM per library instead of per benchmark keeps
 * every adapter within the time budget. Writes JMH's JSON, one file per thread count.
 * Arguments: adapter id, output directory, then {@link RaceSettings#toArguments()}.
 */
public final class AdapterRace {

    private AdapterRace() {
    }

    public static void main(String[] args) throws RunnerException {
        String adapterId = args[0];
        Path outDir = Path.of(args[1]);
        RaceSettings settings = RaceSettings.fromArguments(Arrays.asList(args).subList(2, args.length));
        try {
            RaceBenchmarks.warmUp(adapterId, settings.shapes(), settings.jvmWarmupMillis());
        } catch (Exception e) {
            // The benchmarks then fail on their own and JMH's log says why; the races go on without the warm-up.
            System.out.println("races: the JVM warm-up of " + adapterId + " failed: " + e);
        }
        for (int threads : settings.threads()) {
            Path result = outDir.resolve(adapterId + "-t" + threads + ".json");
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include(includes(settings.benchmarks()))
                    .param("adapter", adapterId)
                    .param("shape", settings.shapes().toArray(String[]::new))
                    .threads(threads)
                    .forks(0)
                    .warmupIterations(settings.warmupIterations())
                    .warmupTime(TimeValue.milliseconds(Math.max(1, settings.warmupMillis())))
                    .measurementIterations(settings.measurementIterations())
                    .measurementTime(TimeValue.milliseconds(settings.measurementMillis()))
                    .shouldFailOnError(false)
                    .resultFormat(ResultFormatType.JSON)
                    .result(result.toString());
            new Runner(options.build()).run();
        }
        System.exit(0);
    }

    /** {@code ^org.serialflex.races.RaceBenchmarks.(serialize|roundTrip)$}. */
    static String includes(List<String> benchmarks) {
        return "^" + Pattern.quote(RaceBenchmarks.class.getName() + ".") + "("
                + String.join("|", benchmarks.stream().map(Pattern::quote).toList()) + ")$";
    }
}
