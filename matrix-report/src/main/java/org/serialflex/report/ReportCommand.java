package org.serialflex.report;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code report}: reads the results, builds the {@link Matrix} once and hands it to every renderer.
 * An unusable results file is named on the console and its adapter left out; finding no results at
 * all is not an error unless results are required.
 */
final class ReportCommand {

    static final String INDEX = "index.html";
    static final String MARKDOWN = "matrix.md";
    static final String JSON = "matrix.json";
    static final String CSV = "matrix.csv";
    /** Per adapter and shape: bytes raw and deflated (the races module's weighing). */
    static final String SIZES_CSV = "sizes.csv";
    /** Per adapter, shape, benchmark and thread count: JMH throughput (the races). */
    static final String SPEED_CSV = "speed.csv";
    /** The console summary, kept so the build can print it again at its end ({@code summary} command). */
    static final String SUMMARY = "summary.txt";

    private final Clock clock;
    private final PrintStream out;
    private final PrintStream err;

    ReportCommand(Clock clock, PrintStream out, PrintStream err) {
        this.clock = clock;
        this.out = out;
        this.err = err;
    }

    /** Writes the matrix of {@code options.inputs()} into its output directory; returns the exit code. */
    int run(ReportOptions options) {
        List<Path> inputs = options.inputs();
        Path outDir = options.outputDirectory();
        boolean requireResults = options.requireResults();
        long started = System.nanoTime();
        SelectedAdapters.Checked checked = SelectedAdapters.check(options.adapters(), options.adaptersFrom(), options.inKit(),
                ResultsInputs.load(inputs));
        if (checked.error().isPresent()) {
            err.println("matrix-report: ERROR: " + checked.error().get());
            return 1;
        }
        checked.notice().ifPresent(out::println);
        ResultsInputs.Loaded loaded = checked.loaded();
        Optional<String> shardLine = Optional.empty();
        Optional<org.serialflex.shard.Shard> shard;
        try {
            shard = ShardScope.parse(options.shard());
        } catch (IllegalArgumentException e) {
            err.println("matrix-report: ERROR: " + e.getMessage());
            return 1;
        }
        if (shard.isPresent()) {
            ShardScope.Scoped scoped = ShardScope.of(shard.get(), loaded);
            loaded = scoped.loaded();
            shardLine = Optional.of(scoped.line());
            if (options.deferSummary()) {
                // otherwise the summary, which starts with it, follows at once
                out.println(scoped.line());
            }
        }
        List<InputProblem> problems = new ArrayList<>(loaded.problems());
        if (!loaded.results().isEmpty()) {
            problems.addAll(loaded.missing());
        }
        problems.forEach(p -> err.println("matrix-report: ERROR: " + sentence(p.message())
                + " This adapter is left out of the matrix."));
        Map<String, String> libraries = new LinkedHashMap<>();
        loaded.results().forEach(r -> libraries.put(r.adapterId(), r.library().coordinates()));
        SizeAndSpeed sizeAndSpeed = SizeAndSpeed.load(inputs, libraries);
        sizeAndSpeed.problems().forEach(p -> err.println("matrix-report: WARNING: " + sentence(p.message())));
        Matrix matrix = Matrix.of(loaded.results(), problems, loaded.searched(),
                clock.instant().truncatedTo(ChronoUnit.SECONDS)).with(sizeAndSpeed);
        if (matrix.isEmpty()) {
            String message = "matrix-report: no results found (searched " + loaded.searched() + "). "
                    + ReportText.HOW_TO_PRODUCE;
            if (requireResults) {
                err.println(message + " Results are required (serialflex.report.requireResults=true): failing.");
                return 1;
            }
            out.println(message);
        }
        Path index = write(matrix, outDir);
        String summary = shardLine.map(line -> line + System.lineSeparator()).orElse("")
                + ConsoleSummary.render(matrix, index, Duration.ofNanos(System.nanoTime() - started));
        writeText(outDir.resolve(SUMMARY), summary);
        if (options.deferSummary()) {
            out.println("matrix-report: wrote " + index + " (" + matrix.adapters().size()
                    + " adapters); the summary follows at the end of this module's build.");
        } else {
            out.print(summary);
        }
        return 0;
    }

    /** Prints the summary a {@code report} run left in {@code outDir}. */
    int printSummary(Path outDir) {
        Path file = outDir.resolve(SUMMARY);
        if (!Files.isRegularFile(file)) {
            out.println("matrix-report: no report in " + outDir.toAbsolutePath() + " (no " + SUMMARY + ")");
            return 0;
        }
        try {
            out.print(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
        return 0;
    }

    private static void writeText(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file.toAbsolutePath(), e);
        }
    }

    private static String sentence(String message) {
        return message.endsWith(".") ? message : message + ".";
    }

    /** Renders {@code matrix} into {@code outDir}; returns the page's path. */
    static Path write(Matrix matrix, Path outDir) {
        try {
            Files.createDirectories(outDir);
            Path index = outDir.resolve(INDEX);
            Files.writeString(index, HtmlRenderer.render(matrix, outDir), StandardCharsets.UTF_8);
            Files.writeString(outDir.resolve(MARKDOWN), MarkdownRenderer.render(matrix), StandardCharsets.UTF_8);
            Files.writeString(outDir.resolve(JSON), MatrixJson.render(matrix), StandardCharsets.UTF_8);
            Files.writeString(outDir.resolve(CSV), CsvRenderer.render(matrix), StandardCharsets.UTF_8);
            Files.writeString(outDir.resolve(SIZES_CSV), CsvRenderer.sizes(matrix), StandardCharsets.UTF_8);
            Files.writeString(outDir.resolve(SPEED_CSV), CsvRenderer.speeds(matrix), StandardCharsets.UTF_8);
            return index.toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the report into " + outDir.toAbsolutePath(), e);
        }
    }
}
