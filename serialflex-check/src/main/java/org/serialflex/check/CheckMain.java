package org.serialflex.check;

import org.serialflex.cli.CommandLines;
import org.serialflex.cli.KitVersion;
import org.serialflex.cli.Subcommand;
import org.serialflex.cli.Terminal;
import org.serialflex.cli.TrueOrFalse;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * The check's command line, {@code serialflex check} (or this class alone, as {@link CheckLauncher} starts it):
 * run in a JVM of its own whose class path holds the kit, the adapter, its library and the DTO classes' own
 * dependencies. {@link #call()} returns the exit status: 0 passed, 1 the check failed (CORRUPT, or short of
 * {@code --require}), 2 bad input (one line naming the problem and the fix, no stack trace).
 * {@link #arguments(CheckOptions)} is the one way from typed options to this command line, for callers that
 * start the check's JVM (the Maven goal): the two cannot drift apart. Over 300 lines because its option
 * declarations are the usage text itself; the check's console output is {@link CheckConsole}'s.
 */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = KitVersion.class,
        sortOptions = false, usageHelpAutoWidth = true,
        synopsisHeading = "Usage: ",
        customSynopsis = {"serialflex check --old=<jar|dir> --new=<jar|dir> --adapter=<id>[,<id>...]",
                "      --roots=<pattern>[,<pattern>...] [options]"},
        description = {
                "Checks two versions of your own classes with one serializer adapter: each root class written with one "
                        + "version and read with the other, both ways, in the kit's worlds; the verdict per class is "
                        + "FULL, BACKWARD (new reads old), FORWARD (old reads new) or NONE. Reports check.html, "
                        + "check.md and check.json under --out (docs/check.md).",
                ""},
        footerHeading = "%n",
        footer = {"Exit status: 0 passed, 1 failed (CORRUPT, or short of --require), 2 bad input.",
                "Shell completion: serialflex generate-completion (java -cp <this class path> "
                        + "org.serialflex.cli.Serialflex generate-completion) writes a script to source."})
public final class CheckMain implements Subcommand, Callable<Integer> {

    /** The system property naming the worlds' class path (tck-core's {@code KitClassPath} reads it). */
    static final String WORLD_CLASS_PATH = "serialflex.worldClassPath";

    /**
     * The system property that sets how much SLF4J says about itself. Instancio (the check's own tool) logs
     * through slf4j-api, and with no binding on the class path slf4j-api 2 prints three warning lines on every
     * run. ERROR keeps its errors and drops those warnings. Chosen over a binding such as slf4j-nop because a
     * binding would have to be on the check's class path, which is the worlds' class path too (less the
     * check's tools): there it could take the place of the binding a library under test brings, or change what
     * a library that logs does. A system property changes nothing a library sees but SLF4J's own notices
     * (slf4j-api 1.7, if a library pins it, ignores it).
     */
    static final String SLF4J_VERBOSITY = "slf4j.internal.verbosity";

    /** The environment variable GitHub Actions names the job's summary file by. */
    static final String GITHUB_STEP_SUMMARY = "GITHUB_STEP_SUMMARY";

    /** The statuses the check ends with itself (passed, failed, bad input); any other is a JVM that died. */
    static final java.util.Set<Integer> OWN_STATUSES = java.util.Set.of(0, 1, 2);

    @Option(names = "--old", required = true, paramLabel = "<jar|dir>", order = 1,
            description = "The previous release's classes: a jar or a directory of class files.")
    private Path oldClasses;

    @Option(names = "--new", required = true, paramLabel = "<jar|dir>", order = 2,
            description = "The current classes: a jar or a directory of class files (target/classes).")
    private Path newClasses;

    // split by CheckMain itself: a comma inside a pattern's type arguments (com.acme.Pair<a.X,a.Y>) splits nothing
    @Option(names = "--roots", required = true, paramLabel = "<pattern>[,<pattern>...]", order = 3,
            description = {"Root classes to check, comma-separated and repeatable. A pattern is a class by binary "
                    + "name (com.acme.Order, com.acme.Order$Line for a nested class), a generic class with its type "
                    + "arguments (com.acme.Page<java.lang.String>), a package's concrete top-level classes "
                    + "(com.acme.*) or those of its subpackages too (com.acme.**)."})
    private List<String> roots;

    @Option(names = "--adapter", required = true, split = ",", paramLabel = "<id>", order = 4,
            description = {"The adapter's id: a kit adapter's (kryo, jackson-json, ...) or your own adapter's, "
                    + "registered in META-INF/services/org.serialflex.spi.SerializerAdapter on the class path. "
                    + "Repeatable or comma-separated for several formats at once (--adapter jackson-json,kryo): one "
                    + "report with a column per adapter, failing if any adapter's roots fail."})
    private List<String> adapterIds;

    @Option(names = "--writer-library", paramLabel = "<group:artifact:version>", order = 5,
            description = "Another version of the adapter's library for the old side (the old release writes and "
                    + "reads with it), e.g. com.esotericsoftware:kryo:5.5.0. Default: the library on the class "
                    + "path, on both sides.")
    private String oldLibrary;

    @Option(names = "--require", paramLabel = "<level>", order = 6, defaultValue = CheckOptions.DEFAULT_REQUIRED,
            converter = RequiredLevel.class, completionCandidates = RequiredLevel.Candidates.class,
            description = "The verdict every root class must reach: BACKWARD (new code reads what old code "
                    + "stored), FORWARD, FULL (both ways, for services whose old and new instances run side by side) "
                    + "or NONE (a report that gates nothing; default: ${DEFAULT-VALUE}).")
    private Compatibility required;

    @Option(names = "--fail-on-corrupt", arity = "1", paramLabel = "<true|false>", order = 7, defaultValue = "true",
            converter = TrueOrFalse.class,
            description = "Whether CORRUPT (silent data loss) fails the check (default: ${DEFAULT-VALUE}).")
    private boolean failOnCorrupt;

    @Option(names = "--accept-no-verdict", split = ",", paramLabel = "<root>", order = 8,
            description = "Roots (binary names, comma-separated) accepted without a verdict: the adapter, as "
                    + "configured, cannot take them even with one version on both sides, and that must not fail "
                    + "the check.")
    private List<String> acceptedNoVerdict = new ArrayList<>();

    @Option(names = "--exclude", split = ",", paramLabel = "<Class.field|Class>", order = 9,
            description = "Sample fields left empty, comma-separated and repeatable: com.acme.Order.notes (a field) "
                    + "or com.acme.Audit (every field of that type).")
    private List<String> excluded = new ArrayList<>();

    @Option(names = "--set", paramLabel = "<Class.field=value>", order = 10,
            description = "A sample field's value, repeatable: --set com.acme.Order.currency=EUR (a field) or "
                    + "--set com.acme.Money=0 (every field of that type); the text is converted to the field's type.")
    private Map<String, String> values = new LinkedHashMap<>();

    @Option(names = "--instancio-settings", paramLabel = "<file>", order = 11,
            description = "An Instancio properties file for the samples (collection sizes, string lengths, ...).")
    private Path instancioSettings;

    @Option(names = "--samples", paramLabel = "<n>", order = 12, defaultValue = CheckOptions.DEFAULT_SAMPLES,
            description = "Objects written per root class and direction, at least (more when an enum or interface "
                    + "needs them; default: ${DEFAULT-VALUE}).")
    private int minimumSamples;

    @Option(names = "--seed", paramLabel = "<n>", order = 13, defaultValue = CheckOptions.DEFAULT_SEED,
            description = "Instancio's seed (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--timeout-millis", paramLabel = "<ms>", order = 14, defaultValue = CheckOptions.DEFAULT_TIMEOUT_MILLIS,
            description = "The most each half of a case (write, read) may take (default: ${DEFAULT-VALUE}).")
    private long timeoutMillis;

    @Option(names = "--results", split = ",", paramLabel = "<file|dir>", order = 15,
            description = "Kit results files, or directories holding <adapter id>.json (e.g. "
                    + "adapters/kryo/target/serialflex/results), for the kit scores of each change's criterion; "
                    + "comma- or path-separator-separated, repeatable.")
    private List<String> results = new ArrayList<>();

    @Option(names = "--scores-of", paramLabel = "<id>", order = 16,
            description = "Whose kit scores the diff shows: default the adapter's id; for your own adapter, the kit "
                    + "adapter whose configuration it follows (fory-compatible).")
    private String scoresAdapterId;

    @Option(names = "--measure", arity = "1", paramLabel = "<true|false>", order = 17, defaultValue = "true",
            converter = TrueOrFalse.class,
            description = "Whether to run a criterion's kit cases now when no results file has its scores "
                    + "(minutes for some libraries; default: ${DEFAULT-VALUE}).")
    private boolean measure;

    @Option(names = "--out", paramLabel = "<dir>", order = 18, defaultValue = "target/serialflex-check",
            description = "Where check.html, check.md and check.json go (default: ${DEFAULT-VALUE}).")
    private Path outputDir;

    @Option(names = "--accepted", paramLabel = "<file>", order = 19,
            description = "The team's accepted changes (serialflex-accepted.json, docs/check.md): each accepted "
                    + "outcome of a root and direction with its reason passes, in the report with its reason; an entry "
                    + "that no longer occurs fails the check, to be removed.")
    private Path acceptedChanges;

    @Option(names = "--format", paramLabel = "<plain|github>", order = 20, defaultValue = "plain",
            converter = FormatName.class,
            description = "plain, or github: GitHub Actions annotations (::error, ::warning) for each finding too, and "
                    + "the Markdown report appended to --step-summary (default: ${DEFAULT-VALUE}).")
    private CheckOptions.Format format;

    @Option(names = "--sources", split = ",", paramLabel = "<dir>", order = 21,
            description = "The project's source directories (src/main/java): the SARIF report (check.sarif) points "
                    + "at a changed class's source file there; comma-separated, repeatable.")
    private List<Path> sourceRoots = new ArrayList<>();

    @Option(names = "--step-summary", paramLabel = "<file>", order = 22,
            description = "With --format github, the file the Markdown report is appended to (default: "
                    + "$GITHUB_STEP_SUMMARY when set).")
    private Path stepSummary;

    @Option(names = "--older", split = ",", paramLabel = "<jar|dir>", order = 23,
            description = "Releases before --old, newest first, each checked against --new too, in the same report "
                    + "(a transitive check; serialflex:check's require BACKWARD_TRANSITIVE finds them); "
                    + "comma-separated, repeatable.")
    private List<Path> olderClasses = new ArrayList<>();

    /** For picocli (and {@code picocli.AutoComplete}, which instantiates the command by its class name). */
    public CheckMain() {
    }

    /** Runs the check and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs the check and returns the exit status, without exiting: {@code CheckMain} alone, as
     * {@link CheckLauncher} starts it; {@code serialflex check} runs the same command.
     */
    static int run(String[] args) {
        return commandLine(new CheckMain()).execute(args);
    }

    /** {@code command}'s command line, set up as every serialflex command line is ({@link CommandLines}). */
    static CommandLine commandLine(Object command) {
        return CommandLines.configure(new CommandLine(command), Terminal.system());
    }

    @Override
    public Optional<String> whenSomethingIsMissing() {
        return Optional.of("the check needs at least --old <jar|dir> --new <jar|dir> --roots <pattern> --adapter <id>");
    }

    /** Before any world exists: SLF4J's notices off, and the worlds' class path without the check's own tools. */
    private static void prepareThisJvm() {
        if (System.getProperty(SLF4J_VERBOSITY) == null) {
            System.setProperty(SLF4J_VERBOSITY, "ERROR");
        }
        if (System.getProperty(WORLD_CLASS_PATH) == null) {
            System.setProperty(WORLD_CLASS_PATH, CheckLauncher.worldClassPath(System.getProperty("java.class.path")));
        }
    }

    /** Runs the check as parsed; the exit status. */
    @Override
    public Integer call() {
        prepareThisJvm();
        CheckOptions options = options();
        long started = System.nanoTime();
        Check check = new Check(options);
        CheckReport report;
        try {
            report = check.run();
        } catch (RuntimeException | LinkageError e) {
            // as bad input, for the handler every serialflex command line has: a DTO's field of a library class the
            // class path lacks ends here (ClassShapes reflects on the classes it defines), also wrapped
            String message = badInput(e);
            if (message == null || e instanceof CheckInputException) {
                throw e;
            }
            throw new CheckInputException(message);
        }
        write(report, options.outputDir());
        List<Failure> failures = check.gate(report);
        CheckSarif.write(failures, report, options);
        if (options.format() == CheckOptions.Format.GITHUB) {
            GitHubOutput.annotations(failures, report).forEach(System.out::println);
            options.stepSummary().ifPresent(summary -> GitHubOutput.appendSummary(summary, report));
        }
        return CheckConsole.report(check, report, options, started);
    }

    static void write(CheckReport report, Path dir) {
        CheckReportFiles.write(report, dir);
    }

    /** The options as parsed, checked where picocli's types do not say enough. */
    CheckOptions options() {
        if (minimumSamples < 1) {
            throw new CheckInputException("--samples " + minimumSamples + " writes nothing; give 1 or more.");
        }
        if (timeoutMillis < 1) {
            throw new CheckInputException("--timeout-millis " + timeoutMillis + " leaves no time; give a number of "
                    + "milliseconds, 1 or more (default " + CheckOptions.DEFAULT_TIMEOUT_MILLIS + ").");
        }
        if (oldLibrary != null && oldLibrary.strip().split(":", -1).length != 3) {
            throw new CheckInputException("--writer-library " + oldLibrary + " is not group:artifact:version; give "
                    + "the library's Maven coordinates, e.g. com.esotericsoftware:kryo:5.5.0.");
        }
        for (String key : values.keySet()) {
            if (key.isBlank()) {
                throw new CheckInputException("--set =" + values.get(key) + " names no field; give "
                        + "--set com.acme.Order.currency=EUR (a field) or --set com.acme.Money=0 (a type).");
            }
        }
        List<Path> resultPaths = new ArrayList<>();
        for (String entry : results) {
            for (String part : entry.split(File.pathSeparator)) {
                if (!part.isBlank()) {
                    resultPaths.add(Path.of(part.strip()));
                }
            }
        }
        List<String> adapters = strip(adapterIds);
        if (adapters.isEmpty()) {
            throw new CheckInputException("--adapter names no adapter; give an adapter's id, e.g. --adapter kryo.");
        }
        String adapter = adapters.get(0);
        List<String> rootPatterns = new ArrayList<>();
        roots.forEach(option -> rootPatterns.addAll(patterns(option)));
        return new CheckOptions(oldClasses, newClasses, rootPatterns, adapter, resultPaths,
                scoresAdapterId == null || scoresAdapterId.isBlank() ? adapter : scoresAdapterId.strip(), measure,
                outputDir, seed, minimumSamples, Duration.ofMillis(timeoutMillis), failOnCorrupt, required,
                Optional.ofNullable(oldLibrary).map(String::strip), new LinkedHashSet<>(strip(acceptedNoVerdict)),
                strip(excluded), values, Optional.ofNullable(instancioSettings), Optional.ofNullable(acceptedChanges),
                format, sourceRoots, format == CheckOptions.Format.GITHUB ? Optional.ofNullable(stepSummary)
                        .or(() -> Optional.ofNullable(System.getenv(GITHUB_STEP_SUMMARY)).filter(s -> !s.isBlank())
                                .map(Path::of)) : Optional.empty(), olderClasses, adapters.subList(1, adapters.size()));
    }

    /** {@code option}'s comma-separated patterns; a comma between angle brackets separates type arguments. */
    public static List<String> patterns(String option) {
        List<String> patterns = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i <= option.length(); i++) {
            char c = i < option.length() ? option.charAt(i) : ',';
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth <= 0) {
                String pattern = option.substring(start, i).strip();
                if (!pattern.isEmpty()) {
                    patterns.add(pattern);
                }
                start = i + 1;
            }
        }
        if (depth != 0) {
            throw new CheckInputException("--roots " + option + " has unbalanced angle brackets; give type arguments "
                    + "as com.acme.Page<java.lang.String>.");
        }
        return patterns;
    }

    private static List<String> strip(List<String> list) {
        return list.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /**
     * {@code args} as the check would take them.
     *
     * @throws CheckInputException with the message the command line prints, for bad input
     */
    static CheckOptions parse(String... args) {
        CheckMain command = new CheckMain();
        try {
            commandLine(command).parseArgs(args);
        } catch (ParameterException e) {
            throw new CheckInputException(CommandLines.message(e).substring("serialflex check: ".length()));
        }
        return command.options();
    }

    /**
     * The command line that gives the check {@code options}: what a caller that starts the check's JVM
     * (serialflex:check, through {@link CheckLauncher}) passes. {@link #parse} of it gives {@code options} back.
     */
    public static List<String> arguments(CheckOptions options) {
        CheckMain command = of(options);
        List<String> args = new ArrayList<>();
        // every option as picocli's model of this command holds it: an option added above is passed on with no line
        // here; a list one option per element (a root's type arguments may hold a comma: com.acme.Pair<a.B,c.D>)
        for (CommandLine.Model.OptionSpec option : new CommandLine(command).getCommandSpec().options()) {
            Object value = option.getValue();
            if (option.usageHelp() || option.versionHelp() || value == null) {
                continue;
            }
            if (value instanceof Map<?, ?> map) {
                map.forEach((key, entry) -> args.addAll(List.of(option.longestName(), key + "=" + entry)));
            } else if (value instanceof java.util.Collection<?> elements) {
                elements.forEach(element -> args.addAll(List.of(option.longestName(), String.valueOf(element))));
            } else {
                args.addAll(List.of(option.longestName(), value instanceof Enum<?> e ? e.name() : String.valueOf(value)));
            }
        }
        return args;
    }

    /** The command whose options, parsed, are {@code options}: the one place that maps the record back to them. */
    private static CheckMain of(CheckOptions options) {
        CheckMain command = new CheckMain();
        command.oldClasses = options.oldClasses();
        command.newClasses = options.newClasses();
        command.roots = options.roots();
        command.adapterIds = options.adapterIds();
        command.oldLibrary = options.oldLibrary().orElse(null);
        command.required = options.required();
        command.failOnCorrupt = options.failOnCorrupt();
        command.acceptedNoVerdict = options.acceptedNoVerdict().stream().sorted().toList();
        command.excluded = options.excluded();
        command.values = options.values();
        command.instancioSettings = options.instancioSettings().orElse(null);
        command.minimumSamples = options.minimumSamples();
        command.seed = options.seed();
        command.timeoutMillis = options.timeLimit().toMillis();
        command.results = options.results().stream().map(Path::toString).toList();
        command.scoresAdapterId = options.scoresAdapterId();
        command.measure = options.measure();
        command.outputDir = options.outputDir();
        command.acceptedChanges = options.acceptedChanges().orElse(null);
        command.format = options.format();
        command.sourceRoots = options.sourceRoots();
        command.stepSummary = options.stepSummary().orElse(null);
        command.olderClasses = options.olderClasses();
        return command;
    }

    /**
     * The required level by name, as {@code --require} and the Maven goal's {@code require} take it.
     *
     * @throws CheckInputException naming the levels, for any other text
     */
    public static Compatibility requiredLevel(String name) {
        try {
            return new RequiredLevel().convert(name);
        } catch (TypeConversionException e) {
            throw new CheckInputException("require " + e.getMessage() + ".");
        }
    }

    /**
     * The message for {@code e} when it is bad input rather than a bug: the check's own
     * {@link CheckInputException}, or a class missing from the check's class path (a DTO's own dependency)
     * anywhere in its causes; {@code null} otherwise.
     */
    static String badInput(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof CheckInputException) {
                return t.getMessage();
            }
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof NoClassDefFoundError || t instanceof ClassNotFoundException && t != e) {
                String missing = String.valueOf(t.getMessage()).replace('/', '.');
                return "The class " + missing + " is missing from the check's class path (" + t.getClass().getSimpleName()
                        + "): a class being checked, or the adapter, needs it. Add the jar that holds it to the "
                        + "check's class path: -cp on the command line; with serialflex:check, a dependency of the "
                        + "project (its runtime dependencies are on the check's class path) or a <dependency> of the "
                        + "plugin.";
            }
            if (t instanceof LinkageError) {
                return "A class could not be linked (" + t + "): the check's class path holds a version of a "
                        + "library other than the one the classes being checked, or the adapter, were built with. Put "
                        + "the version they need on the check's class path: -cp on the command line; with "
                        + "serialflex:check, a dependency of the project or a <dependency> of the plugin.";
            }
        }
        return null;
    }

    /** {@code plain} or {@code github}, any case: {@code --format} and {@code serialflex:check}'s {@code format}. */
    public static final class FormatName implements ITypeConverter<CheckOptions.Format> {
        @Override
        public CheckOptions.Format convert(String value) {
            for (CheckOptions.Format format : CheckOptions.Format.values()) {
                if (format.name().equalsIgnoreCase(value.strip())) {
                    return format;
                }
            }
            throw new TypeConversionException("'" + value + "' is neither plain nor github; give one of them");
        }
    }

    /** The levels {@code --require} takes: NO_VERDICT is a result, never a requirement. */
    static final class RequiredLevel implements ITypeConverter<Compatibility> {
        static final List<Compatibility> LEVELS = List.of(Compatibility.NONE, Compatibility.BACKWARD,
                Compatibility.FORWARD, Compatibility.FULL);

        @Override
        public Compatibility convert(String value) {
            for (Compatibility level : LEVELS) {
                if (level.name().equalsIgnoreCase(value.strip())) {
                    return level;
                }
            }
            throw new TypeConversionException("'" + value + "' is none of NONE, BACKWARD, FORWARD, FULL; give one of "
                    + "them");
        }

        /** For the usage and shell completion. */
        static final class Candidates implements Iterable<String> {
            @Override
            public java.util.Iterator<String> iterator() {
                return LEVELS.stream().map(Enum::name).iterator();
            }
        }
    }
}
