package org.serialflex.tck;

import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.WorldSharing;
import org.serialflex.shard.Shard;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The system properties that steer a TCK run; Maven passes them through from the command line.
 *
 * @param adapters   {@code -Dserialflex.adapters=kryo,fst}: adapter ids to score (empty: all)
 * @param criteria   {@code -Dserialflex.criteria=C05,C08}: criteria to run (empty: all)
 * @param timeLimit  {@code -Dserialflex.caseTimeoutMillis=10000}: per-case time limit; else the module's
 *                   {@code serialflex.caseTimeoutMillis} pom property, which Surefire passes as
 *                   {@code serialflex.moduleCaseTimeoutMillis}
 * @param pin        {@code -Dserialflex.pin=true}: write the observed outcomes as the new pinned expectations;
 *                   {@code -Dserialflex.pin=add}: add them to the pinned ones, for a case whose outcome a
 *                   library leaves to chance (see {@link PinnedOutcomes})
 * @param pinAdds    whether {@code -Dserialflex.pin=add} was given
 * @param moduleDir  the adapter module's directory (pinned files live under its src/test/resources)
 * @param outputDir  where results go: {@code target/serialflex}
 * @param kitVersion the kit's version
 * @param parallelism {@code -Dserialflex.parallelism=2}: cases run at once (default: the number of processors)
 * @param reportInBuild whether {@code flexibility-matrix} (the kit's matrix) runs later in the same Maven
 *                   build, so that it checks adapter names this module does not know; Maven passes the build's projects in
 *                   {@code serialflex.reactorProjects} (absent outside Maven: false)
 * @param fork       {@code -Dserialflex.fork=false}: run the cases in the test JVM instead of a JVM of their
 *                   own (for a debugger; a library that kills its JVM then ends the run)
 * @param lanes      {@code -Dserialflex.lanes=kryo@5.5.0<>kryo@5.6.2}: the upgrade lanes to run beside the
 *                   matrix, in {@link org.serialflex.lanes.LaneSyntax}; a module's pom sets its own default
 *                   (Maven passes it as {@code serialflex.moduleLanes}),
 *                   {@code none} runs none
 * @param moduleLanes {@code serialflex.moduleLanes} as given: the module's pom's lanes, except under Maven with
 *                   {@code -Dserialflex.lanes}, which Maven interpolates into it (so {@link LaneQuestions} looks at
 *                   the pins there)
 * @param laneCache  where resolved lane class paths are kept between runs
 * @param shuffleSeed {@code -Dserialflex.shuffle=42}: run the cases in an order shuffled with this seed
 *                   ({@code null}: the criteria's order)
 * @param safety     {@code -Dserialflex.safety=false}: no safety profile (docs/safety.md)
 * @param shard      {@code -Dserialflex.shard=2/4}: score only the adapters this part of a build split across
 *                   machines holds (docs/performance.md, "Sharding across machines"); empty: all. The root pom's
 *                   shard profile hands it to Surefire's launcher request as {@value #BUILD_SHARD}, which a
 *                   suite inherits and an engine started by a test (the self-tests) does not; outside Maven,
 *                   {@code --config serialflex.buildShard=2/4}
 * @param sources    where the given settings came from, for messages about them
 * @param missingJdk {@code -Dserialflex.missingJdk=skip|fail}: what a lane the module's pom declares does when
 *                   its JDK is not installed; by default it is skipped with one line saying so, and fails where
 *                   the environment variable {@code CI} is set, so that CI never passes without the JDKs the
 *                   README names. A lane given with {@code -Dserialflex.lanes} always fails: it was asked for
 * @param jdks       {@code -Dserialflex.jdks=17=/path,25=/path}: JDK homes for lanes' {@code /jdkN} sides, before the
 *                   toolchains and the install folders; empty for none
 * @param worlds     {@code -Dserialflex.worlds=fresh}: a fresh pair of worlds for every case, as a check that sharing
 *                   changes no verdict; by default ({@code shared}) worlds are shared where the history probe allows
 * @param safetyReadTimeLimit {@code -Dserialflex.safety.readTimeoutMillis=5000}: the most one read of a safety
 *                   probe may take (docs/safety.md)
 *
 * <p>Every setting of the kit is read here, once; what runs below the engine (an {@link AdapterRun}, its case
 * hosts, the safety profile) is handed its part. {@code SystemPropertyReadsTest} keeps it so.
 */
record TckSettings(Set<String> adapters, Set<String> criteria, Duration timeLimit, boolean pin, boolean pinAdds,
                   Path moduleDir,
                   Path outputDir, String kitVersion, int parallelism, boolean reportInBuild,
                   boolean fork, String lanes, String moduleLanes, Path laneCache, Long shuffleSeed, boolean safety,
                   Optional<Shard> shard, SettingSources sources, MissingJdk missingJdk, WorldSharing worlds,
                   Duration safetyReadTimeLimit, String jdks) {

    /** How the kit's matrix module shows up in Maven's list of the build's projects ({@code group:artifact:version}). */
    static final String REPORT_PROJECT = "org.serialflex:flexibility-matrix:";

    /** The configuration parameter that names this build's shard (see {@code shard}). */
    static final String BUILD_SHARD = "serialflex.buildShard";

    /** The JDK homes a lane's {@code /jdkN} may name, {@code 17=/path,25=/path} (docs/lanes.md, "Syntax"). */
    static final String JDKS = "serialflex.jdks";

    /** {@code shared} (the default) or {@code fresh} worlds, see {@code worlds}. */
    static final String WORLDS = "serialflex.worlds";

    /** See {@code safetyReadTimeLimit}. */
    static final String SAFETY_READ_TIMEOUT = "serialflex.safety.readTimeoutMillis";

    static TckSettings fromSystemProperties() {
        return from(name -> Optional.ofNullable(System.getProperty(name)));
    }

    /**
     * The settings {@code parameters} give: JUnit's configuration parameters, which are the system
     * properties unless a launcher sets them ({@code --config serialflex.adapters=kryo}).
     */
    static TckSettings from(Function<String, Optional<String>> parameters) {
        Function<String, String> get = name -> parameters.apply(name).map(String::strip).orElse("");
        String pin = get.apply("serialflex.pin");
        Path moduleDir = Path.of(or(get.apply("serialflex.moduleDir"), System.getProperty("user.dir")));
        SettingSources sources = SettingSources.of(parameters, moduleDir, List.of("serialflex.adapters",
                "serialflex.criteria", "serialflex.lanes", SettingSources.MODULE_LANES, "serialflex.parallelism",
                "serialflex.shuffle", "serialflex.pin", WORLDS, SAFETY_READ_TIMEOUT));
        return new TckSettings(
                list(get.apply("serialflex.adapters")),
                list(get.apply("serialflex.criteria")),
                Duration.ofMillis(Long.parseLong(or(get.apply("serialflex.caseTimeoutMillis"),
                        or(get.apply("serialflex.moduleCaseTimeoutMillis"), "10000")))),
                List.of("true", "add").contains(pin),
                pin.equals("add"),
                moduleDir,
                Path.of(or(get.apply("serialflex.outputDir"), moduleDir.resolve("target/serialflex").toString())),
                or(get.apply("serialflex.kitVersion"), ownVersion()),
                parallelism(get.apply("serialflex.parallelism"), sources),
                get.apply("serialflex.reactorProjects").contains(REPORT_PROJECT),
                !"false".equalsIgnoreCase(get.apply("serialflex.fork")),
                or(get.apply("serialflex.lanes"), get.apply("serialflex.moduleLanes")),
                get.apply("serialflex.moduleLanes"),
                Path.of(or(get.apply("serialflex.laneCache"),
                        moduleDir.resolve("target/serialflex/lane-classpaths").toString())),
                shuffleSeed(get.apply("serialflex.shuffle"), sources),
                !"false".equalsIgnoreCase(get.apply("serialflex.safety")),
                Shard.parse(get.apply(BUILD_SHARD)),
                sources,
                MissingJdk.parse(get.apply("serialflex.missingJdk"), System.getenv("CI") != null),
                worlds(get.apply(WORLDS), sources),
                Duration.ofMillis(millis(or(get.apply(SAFETY_READ_TIMEOUT), "5000"), SAFETY_READ_TIMEOUT, sources)),
                or(get.apply(JDKS), ""));
    }

    /** Where the lanes of this run were given: {@code -Dserialflex.lanes=...}, or the module's pom. */
    String lanesSource() {
        return sources.described().containsKey("serialflex.lanes") ? sources.of("serialflex.lanes")
                : sources.of(SettingSources.MODULE_LANES);
    }

    /**
     * Whether a lane whose JDK is not installed is skipped instead of failing the adapter (see {@code missingJdk}):
     * never a lane given with {@code serialflex.lanes}, from wherever, which was asked for.
     */
    boolean skipsLaneWithoutItsJdk() {
        return missingJdk == MissingJdk.SKIP && !sources.described().containsKey("serialflex.lanes");
    }

    /**
     * Whether this run's lanes were typed on the command line ({@code -Dserialflex.lanes=...}) rather than
     * declared where a module keeps them (its pom, its suite, {@code junit-platform.properties}).
     */
    boolean lanesAskedOnCommandLine() {
        return sources.described().getOrDefault("serialflex.lanes", "").startsWith("-D");
    }

    /** The version in this jar's pom.properties, so that a build without the kit's parent reports it too. */
    private static String ownVersion() {
        String version = org.serialflex.spi.Library.fromPomProperties("org.serialflex", "tck-core", TckSettings.class)
                .version();
        return version.equals("unknown") ? "dev" : version;
    }

    private static String or(String value, String fallback) {
        return value.isEmpty() ? fallback : value;
    }

    /** Blank (the default) is shared. */
    private static WorldSharing worlds(String value, SettingSources sources) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "", "shared" -> WorldSharing.SHARED;
            case "fresh" -> WorldSharing.FRESH;
            default -> throw new IllegalArgumentException(sources.of(WORLDS) + " is neither 'shared' nor 'fresh'; "
                    + "use -D" + WORLDS + "=fresh for a fresh pair of worlds per case");
        };
    }

    private static long millis(String value, String name, SettingSources sources) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(sources.of(name) + " is not a number of milliseconds; give a whole "
                    + "number there, e.g. -D" + name + "=5000", e);
        }
    }

    /** Blank means no shuffling. */
    private static Long shuffleSeed(String value, SettingSources sources) {
        if (value.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(sources.of("serialflex.shuffle") + " is not a seed; give a whole "
                    + "number there, e.g. 42, to run the cases in an order shuffled with it", e);
        }
    }

    /** Blank (Maven passes an unset property as an empty string) means one case per processor. */
    private static int parallelism(String value, SettingSources sources) {
        if (value.isBlank()) {
            return Runtime.getRuntime().availableProcessors();
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(sources.of("serialflex.parallelism") + " is not a number of cases "
                    + "to run at once; give a whole number there, e.g. 1 to run them one after another", e);
        }
    }

    private static Set<String> list(String value) {
        return Arrays.stream(value.split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
