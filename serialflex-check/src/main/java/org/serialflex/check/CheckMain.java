package org.serialflex.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The check's command line, run in a JVM of its own whose class path holds the kit, the adapter and
 * its library (serialflex:check starts it so, through {@link CheckLauncher}):
 * <pre>
 * java -cp ... org.serialflex.check.CheckMain --old orders-1.4.jar --new target/classes \
 *      --roots com.acme.orders.* --adapter kryo [--results dir] [--out target/serialflex-check]
 *      [--seed 42] [--samples 3] [--require FULL] [--fail-on-corrupt false] [--scores-of fory-compatible]
 *      [--measure false]
 * </pre>
 * Exit status: 0 passed, 1 the check failed (CORRUPT, or short of {@code --require}), 2 bad input.
 */
public final class CheckMain {

    /** The system property naming the worlds' class path (tck-core's {@code KitClassPath} reads it). */
    static final String WORLD_CLASS_PATH = "serialflex.worldClassPath";

    private CheckMain() {
    }

    /** Runs the check and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the check and returns the exit status, without exiting. */
    static int run(String[] args) {
        if (System.getProperty(WORLD_CLASS_PATH) == null) {
            // before any world exists: the worlds get this class path without the check's own tools
            System.setProperty(WORLD_CLASS_PATH, CheckLauncher.worldClassPath(System.getProperty("java.class.path")));
        }
        CheckOptions options;
        try {
            options = parse(args);
        } catch (CheckInputException e) {
            System.err.println("serialflex check: " + e.getMessage());
            return 2;
        }
        try {
            long started = System.nanoTime();
            Check check = new Check(options);
            CheckReport report = check.run();
            write(report, options.outputDir());
            print(report, options.outputDir());
            // what a slow check spent its time on: worlds are the expensive part (a library loaded afresh in each)
            System.out.printf(Locale.ROOT, "serialflex check: %d cases in %d worlds, %.1f s (CPU %.1f s)%n",
                    check.timings().cases(), check.timings().worlds(), (System.nanoTime() - started) / 1e9,
                    processCpuSeconds());
            List<String> failures = check.failures(report);
            failures.forEach(f -> System.out.println("serialflex check: FAILED: " + f));
            return failures.isEmpty() ? 0 : 1;
        } catch (CheckInputException e) {
            System.err.println("serialflex check: " + e.getMessage());
            return 2;
        }
    }

    /** This JVM's CPU time so far, JIT and GC threads included; 0 where the JVM does not tell. */
    private static double processCpuSeconds() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() / 1e9 : 0;
    }

    static void write(CheckReport report, Path dir) {
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("check.json"), CheckJson.render(report), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("check.md"), CheckMarkdown.render(report), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("check.html"), CheckHtml.render(report), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("Cannot write the check's report under " + dir, e);
        }
    }

    private static void print(CheckReport report, Path dir) {
        System.out.println("serialflex check: " + report.adapterId() + " (" + report.library() + "): overall "
                + report.overall());
        for (RootResult r : report.roots()) {
            System.out.println("  " + r.root() + ": " + r.verdict() + "; old→new " + line(r.backward())
                    + "; new→old " + line(r.forward()) + "; controls old→old " + line(r.oldControl())
                    + ", new→new " + line(r.newControl()));
        }
        report.warnings().forEach(w -> System.out.println("serialflex check: WARNING: " + w));
        System.out.println("serialflex check: report " + dir.resolve("check.html"));
    }

    private static String line(DirectionResult d) {
        return d.status() != DirectionResult.Status.JUDGED ? d.status() + (d.evidence() == null ? "" : " (" + d.evidence() + ")")
                : d.outcome() + (d.evidence() == null ? "" : " (" + d.evidence() + ")");
    }

    static CheckOptions parse(String[] args) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new CheckInputException("Unexpected argument '" + arg + "'; options are --old, --new, --roots, "
                        + "--adapter, --results, --scores-of, --measure, --out, --seed, --samples, --timeout-millis, --require, "
                        + "--fail-on-corrupt.");
            }
            int eq = arg.indexOf('=');
            if (eq > 0) {
                values.put(arg.substring(2, eq), arg.substring(eq + 1));
            } else if (i + 1 < args.length) {
                values.put(arg.substring(2), args[++i]);
            } else {
                throw new CheckInputException("Option " + arg + " needs a value.");
            }
        }
        for (String required : List.of("old", "new", "roots", "adapter")) {
            if (!values.containsKey(required) || values.get(required).isBlank()) {
                throw new CheckInputException("Missing --" + required + "; usage: --old <jar|dir> --new <jar|dir> "
                        + "--roots <class or package.*,...> --adapter <id>.");
            }
        }
        List<Path> results = new ArrayList<>();
        for (String entry : values.getOrDefault("results", "").split(java.io.File.pathSeparator + "|,")) {
            if (!entry.isBlank()) {
                results.add(Path.of(entry.strip()));
            }
        }
        Compatibility required;
        try {
            required = Compatibility.valueOf(values.getOrDefault("require", "NONE").strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new CheckInputException("--require " + values.get("require") + " is none of "
                    + Arrays.toString(Compatibility.values()) + ".");
        }
        return new CheckOptions(Path.of(values.get("old")), Path.of(values.get("new")),
                Arrays.stream(values.get("roots").split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList(),
                values.get("adapter").strip(), results, values.getOrDefault("scores-of", values.get("adapter")).strip(),
                Boolean.parseBoolean(values.getOrDefault("measure", "true")), Path.of(values.getOrDefault("out", "target/serialflex-check")),
                number(values, "seed", 42), (int) number(values, "samples", 3),
                Duration.ofMillis(number(values, "timeout-millis", 60_000)),
                Boolean.parseBoolean(values.getOrDefault("fail-on-corrupt", "true")), required,
                java.util.Optional.ofNullable(values.get("writer-library")),
                java.util.Set.of(values.getOrDefault("accept-no-verdict", "").split(",")),
                List.of(), Map.of(), java.util.Optional.empty());
    }

    private static long number(Map<String, String> values, String name, long fallback) {
        String value = values.get(name);
        try {
            return value == null ? fallback : Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new CheckInputException("--" + name + " " + value + " is not a whole number.");
        }
    }
}
