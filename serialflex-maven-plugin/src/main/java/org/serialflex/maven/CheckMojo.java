package org.serialflex.maven;

import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.plugins.annotations.Component;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.serialflex.check.CheckInputException;
import org.serialflex.check.CheckLauncher;
import org.serialflex.check.CheckMain;
import org.serialflex.check.CheckOptions;
import org.serialflex.check.Compatibility;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the module's classes against its previous release (docs/check.md): each root class written
 * with one version and read with the other, both ways, by the chosen adapter in the kit's worlds;
 * the verdict BACKWARD, FORWARD, FULL or NONE per class; HTML, Markdown and JSON under
 * {@code target/serialflex-check}. Fails the build when a class is short of {@code require} (BACKWARD unless set:
 * new code must read what old code stored), on CORRUPT, and on a class without verdict; its last line names what
 * failed it and the setting that would accept it.
 * <p>
 * The check runs in a JVM of its own, started with {@code CheckMain.arguments} of the options below (the
 * command line's one typed form, so the goal and the command line cannot drift apart), on this class
 * path, in this order: this plugin's (add the adapter's module as a plugin dependency), the project's
 * runtime dependencies ({@code projectDependencies}, for the classes' own dependencies), and with
 * {@code useProjectClassPath} the project's test class path. The project's own classes and the old
 * release are never on it.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.TEST,
        threadSafe = true)
public class CheckMojo extends AbstractMojo {

    // Over 300 lines because its parameters' javadoc is the goal's documentation (mvn serialflex:help,
    // docs/maven-plugin.md), which is why the reason is here and not in the class's javadoc, the goal's own.

    /**
     * The previous release: {@code group:artifact:version}, resolved by this build's Maven (its settings,
     * mirrors, local repository and offline mode); only its jar is read, not its dependencies (those of
     * the current release, {@code projectDependencies}, serve both). Default: neither this nor {@code oldClasses}
     * names it, so the newest release of the project's own coordinates before the version being built, as the
     * build's repositories list it (snapshots excluded), said on the console; with none (a first release) the goal
     * is skipped, and says so. Example: {@code <oldArtifact>com.acme:orders-api:1.4.0</oldArtifact>}.
     */
    @Parameter(property = "serialflex.check.oldArtifact")
    private String oldArtifact;

    /**
     * The previous release as a jar or directory of classes (instead of {@code oldArtifact}). No default.
     * Example: {@code <oldClasses>releases/orders-api-1.4.0.jar</oldClasses>}.
     */
    @Parameter(property = "serialflex.check.oldClasses")
    private File oldClasses;

    /** The new classes, a jar or directory. Default: the module's build output, {@code target/classes}. */
    @Parameter(property = "serialflex.check.newClasses", defaultValue = "${project.build.outputDirectory}")
    private File newClasses;

    /**
     * Root classes, comma-separated: a class by binary name ({@code com.acme.Order}, {@code com.acme.Order$Line}),
     * a generic class with its type arguments ({@code com.acme.Page<java.lang.String>}, written
     * {@code &lt;} in the pom), a package's concrete top-level classes ({@code com.acme.orders.*}) or with its
     * subpackages' ({@code com.acme.**}). Required. Example: {@code <roots>com.acme.orders.*</roots>}.
     */
    @Parameter(property = "serialflex.check.roots", required = true)
    private String roots;

    /**
     * The adapter's id: a kit adapter's ({@code kryo}; add its module {@code org.serialflex:adapter-kryo} as a
     * dependency of this plugin) or the team's own adapter's ({@code useProjectClassPath}). This or
     * {@code adapters} is required. Example: {@code <adapter>kryo</adapter>}.
     */
    @Parameter(property = "serialflex.check.adapter")
    private String adapter;

    /**
     * Several adapters checked in one execution, for a team with several formats (JSON to its clients, Kryo to its
     * cache): one report with a column per adapter, the build failing if any adapter's roots fail; an accepted
     * change may name its {@code adapter}. Instead of {@code adapter}; each adapter's module a dependency of this
     * plugin. Example: {@code <adapters><adapter>jackson-json</adapter><adapter>kryo</adapter></adapters>}.
     */
    @Parameter(property = "serialflex.check.adapters")
    private List<String> adapters;

    /**
     * Another version of the adapter's library for the old side, {@code group:artifact:version}: the old
     * release writes and reads with it (the library is upgraded together with the classes). Default: none,
     * the library on the check's class path on both sides. Example:
     * {@code <writerLibrary>com.esotericsoftware:kryo:5.5.0</writerLibrary>}.
     */
    @Parameter(property = "serialflex.check.writerLibrary")
    private String writerLibrary;

    /**
     * Whose kit scores the diff shows. Default: the adapter's id; for the team's own adapter, the kit adapter
     * whose configuration it follows. Example: {@code <scoresOf>fory-compatible</scoresOf>}.
     */
    @Parameter(property = "serialflex.check.scoresOf")
    private String scoresOf;

    /**
     * Kit results files or directories holding {@code <adapterId>.json}, comma-separated. Default: none.
     * Example: {@code <results>../kit/adapters/kryo/target/serialflex/results</results>}.
     */
    @Parameter(property = "serialflex.check.results")
    private String results;

    /**
     * Whether to run the criteria's kit cases when no results file has the scores (minutes for some
     * libraries). Default: {@code true}. Example: {@code <measure>false</measure>}.
     */
    @Parameter(property = "serialflex.check.measure", defaultValue = "true")
    private boolean measure;

    /**
     * Put the project's runtime dependencies (compile and runtime scope, without the project's own classes) on
     * the check's class path, after this plugin's: the classes being checked need them (a field of a library
     * type, an annotation the adapter reads), and a class missing from the class path ends the check as bad
     * input. Default: {@code true}. Example: {@code <projectDependencies>false</projectDependencies>}.
     */
    @Parameter(property = "serialflex.check.projectDependencies", defaultValue = "true")
    private boolean projectDependencies;

    /**
     * Put the project's test class path (less its own classes) beside the plugin's: for the team's own adapter
     * class, registered in {@code META-INF/services/org.serialflex.spi.SerializerAdapter} in its test sources.
     * Default: {@code false}. Example: {@code <useProjectClassPath>true</useProjectClassPath>}.
     */
    @Parameter(property = "serialflex.check.useProjectClassPath", defaultValue = "false")
    private boolean useProjectClassPath;

    /**
     * The verdict every root class must reach: {@code BACKWARD} (new code reads what old code stored: the break a
     * deploy cannot undo), {@code FORWARD}, {@code FULL} (both ways, for services whose old and new instances run side
     * by side in a rollout) or {@code NONE} (a report that gates nothing); {@code BACKWARD_TRANSITIVE},
     * {@code FORWARD_TRANSITIVE}, {@code FULL_TRANSITIVE}: the same against each of the last
     * {@code transitiveReleases} releases of the project's coordinates, in one run, one report, one JUnit XML.
     * Default: {@code BACKWARD}. Example: {@code <require>FULL</require>}.
     */
    // the check's own default, so that the goal and the command line cannot differ
    @Parameter(property = "serialflex.check.require", defaultValue = CheckOptions.DEFAULT_REQUIRED)
    private String require;

    /**
     * How many of the newest releases a {@code *_TRANSITIVE} {@code require} checks against. Default: {@code 3}.
     * Example: {@code <transitiveReleases>5</transitiveReleases>}.
     */
    @Parameter(property = "serialflex.check.transitiveReleases", defaultValue = "3")
    private int transitiveReleases;

    /**
     * Whether a CORRUPT verdict (silent data loss) fails the build. Default: {@code true}. Example:
     * {@code <failOnCorrupt>false</failOnCorrupt>}.
     */
    @Parameter(property = "serialflex.check.failOnCorrupt", defaultValue = "true")
    private boolean failOnCorrupt;

    /**
     * How the check reports on the console: {@code plain}, or {@code github}: GitHub Actions annotations
     * ({@code ::error}, {@code ::warning}) for each finding too, and the Markdown report appended to
     * {@code $GITHUB_STEP_SUMMARY} when set. Default: {@code plain}. Example: {@code -Dserialflex.check.format=github}.
     */
    @Parameter(property = "serialflex.check.format", defaultValue = "plain")
    private String format;

    /** The project's source directories: the SARIF report (check.sarif) points at a changed class's file there. */
    @Parameter(defaultValue = "${project.compileSourceRoots}", readonly = true)
    private List<String> compileSourceRoots;

    /**
     * The team's accepted changes: each accepted outcome of a root and direction, with its required reason, passes
     * the build, its reason in the report; an entry that no longer occurs fails it, to be removed (docs/check.md
     * gives the schema). Used when the file exists. Default: {@code serialflex-accepted.json} in the project's
     * directory. Example: {@code <acceptedChanges>src/serialflex/accepted.json</acceptedChanges>}.
     */
    @Parameter(property = "serialflex.check.acceptedChanges", defaultValue = "${project.basedir}/serialflex-accepted.json")
    private File acceptedChanges;

    /**
     * Roots (binary names) accepted without a verdict: the adapter, as configured, cannot take them even with
     * one version on both sides, and that must not fail the build. The accepted-changes file
     * ({@code acceptedChanges}) accepts them too, each with its reason: prefer it. Default: none. Example:
     * {@code <acceptNoVerdict><root>com.acme.orders.Audit</root></acceptNoVerdict>}, or
     * {@code -Dserialflex.check.acceptNoVerdict=com.acme.A,com.acme.B}.
     */
    @Parameter(property = "serialflex.check.acceptNoVerdict")
    private List<String> acceptNoVerdict;

    /**
     * Sample fields left empty: {@code com.acme.Order.notes} (a field) or {@code com.acme.Audit} (every field of
     * that type). Default: none. Example:
     * {@code <excludes><exclude>com.acme.Order.notes</exclude></excludes>}.
     */
    @Parameter(property = "serialflex.check.excludes")
    private List<String> excludes;

    /**
     * Sample field values, each {@code Class.field=value} (a field) or {@code Class=value} (every field of that
     * type), the text converted to the field's type. Default: none (Instancio's). Example:
     * {@code <values><value>com.acme.Order.currency=EUR</value></values>}.
     */
    @Parameter(property = "serialflex.check.values")
    private List<String> values;

    /**
     * An Instancio properties file for the samples (collection sizes, string lengths, ...). Default: none.
     * Example: {@code <instancioSettings>src/test/resources/instancio.properties</instancioSettings>}.
     */
    @Parameter(property = "serialflex.check.instancioSettings")
    private File instancioSettings;

    /**
     * Objects written per root class and direction, at least (more when an enum or interface needs them).
     * Default: {@code 3}. Example: {@code <samples>5</samples>}.
     */
    @Parameter(property = "serialflex.check.samples", defaultValue = CheckOptions.DEFAULT_SAMPLES)
    private int samples;

    /**
     * The most each half of a case (write, read) may take, in milliseconds. Default: {@code 60000}. Example:
     * {@code <timeoutMillis>120000</timeoutMillis>}.
     */
    @Parameter(property = "serialflex.check.timeoutMillis", defaultValue = CheckOptions.DEFAULT_TIMEOUT_MILLIS)
    private long timeoutMillis;

    /** Instancio's seed. Default: {@code 42}. Example: {@code <seed>7</seed>}. */
    @Parameter(property = "serialflex.check.seed", defaultValue = CheckOptions.DEFAULT_SEED)
    private long seed;

    /**
     * Where {@code check.html}, {@code check.md} and {@code check.json} go. Default:
     * {@code target/serialflex-check}.
     */
    @Parameter(property = "serialflex.check.outputDirectory", defaultValue = "${project.build.directory}/serialflex-check")
    private File outputDirectory;

    @Parameter(defaultValue = "${plugin.artifacts}", readonly = true)
    private List<Artifact> pluginArtifacts;

    @Parameter(defaultValue = "${project.runtimeClasspathElements}", readonly = true)
    private List<String> projectRuntimeClassPath;

    @Parameter(defaultValue = "${project.testClasspathElements}", readonly = true)
    private List<String> projectTestClassPath;

    @Parameter(defaultValue = "${project.build.outputDirectory}", readonly = true)
    private File projectOutputDirectory;

    @Parameter(defaultValue = "${repositorySystemSession}", readonly = true)
    private RepositorySystemSession repositorySession;

    /** The settings.xml files of this build ({@code -s}, {@code -gs} or Maven's defaults), for the check's resolver. */
    @Parameter(defaultValue = "${session.request.userSettingsFile}", readonly = true)
    private File userSettings;

    @Parameter(defaultValue = "${session.request.globalSettingsFile}", readonly = true)
    private File globalSettings;

    @Parameter(defaultValue = "${project.remoteProjectRepositories}", readonly = true)
    private List<RemoteRepository> remoteRepositories;

    @Component
    private RepositorySystem repositorySystem;

    @Parameter(defaultValue = "${project.groupId}", readonly = true)
    private String projectGroupId;

    @Parameter(defaultValue = "${project.artifactId}", readonly = true)
    private String projectArtifactId;

    @Parameter(defaultValue = "${project.version}", readonly = true)
    private String projectVersion;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        List<Path> releases = transitive() ? transitiveReleases() : java.util.Optional.ofNullable(oldClasses())
                .map(List::of).orElse(List.of());
        if (releases.isEmpty()) {
            return;
        }
        Path old = releases.get(0);
        CheckOptions options = withOlder(options(old), releases.subList(1, releases.size()));
        List<Path> classPath = classPath(old);
        Path report = outputDirectory.toPath().resolve("check.html");
        CheckOutput output = new CheckOutput(getLog());
        long started = System.currentTimeMillis();
        int status;
        try {
            // --writer-library is resolved in the check's JVM as this build's Maven would: its settings, its local
            // repository, offline when the build is
            java.util.Map<String, String> properties = new org.serialflex.lanes.MavenSettings(
                    java.util.Optional.ofNullable(userSettings).map(File::toPath).filter(java.nio.file.Files::isRegularFile),
                    java.util.Optional.ofNullable(globalSettings).map(File::toPath).filter(java.nio.file.Files::isRegularFile),
                    java.util.Optional.of(repositorySession.getLocalRepository().getBasedir().toPath()),
                    repositorySession.isOffline()).asSystemProperties();
            status = CheckLauncher.run(classPath, CheckMain.arguments(options), withDebug(properties), output::accept);
        } catch (Exception e) {
            throw new MojoExecutionException("serialflex: the check's JVM could not run: " + e, e);
        }
        if (status == 0) {
            return;
        }
        boolean reportWritten = report.toFile().isFile() && report.toFile().lastModified() >= started - 2000;
        if (status == 1 && reportWritten) {
            // Maven's last words are this message: what failed the build and what would accept it, as the check said
            throw new MojoFailureException(output.failedTheBuild()
                    .map(line -> "serialflex: the check failed the build: " + line + " Evidence: above and ")
                    .orElse("serialflex: the check failed; see above and ") + report);
        }
        if (status == 2) {
            throw new MojoExecutionException("serialflex: the check could not run (bad input); see the message above");
        }
        throw new MojoExecutionException("serialflex: the check's JVM ended with status " + status + " without a "
                + "report; see its output above");
    }

    /** The check JVM's system properties: with Maven at debug level ({@code -X}), the check's debug lines too. */
    private Map<String, String> withDebug(Map<String, String> properties) {
        if (!getLog().isDebugEnabled()) {
            return properties;
        }
        Map<String, String> all = new LinkedHashMap<>(properties);
        all.put(CheckLauncher.DEBUG_PROPERTY, "true");
        return all;
    }

    /** The check's options: the parameters, typed; bad values fail as the command line would name them. */
    CheckOptions options(Path old) throws MojoExecutionException {
        Map<String, String> sampleValues = new LinkedHashMap<>();
        for (String value : list(values)) {
            int eq = value.indexOf('=');
            if (eq <= 0) {
                throw new MojoExecutionException("serialflex: <value>" + value + "</value> is not Class.field=value; "
                        + "give e.g. <value>com.acme.Order.currency=EUR</value>.");
            }
            sampleValues.put(value.substring(0, eq).strip(), value.substring(eq + 1));
        }
        if (writerLibrary != null && !writerLibrary.isBlank() && writerLibrary.strip().split(":", -1).length != 3) {
            throw new MojoExecutionException("serialflex: <writerLibrary>" + writerLibrary + "</writerLibrary> is not "
                    + "group:artifact:version; give e.g. com.esotericsoftware:kryo:5.5.0.");
        }
        if (samples < 1 || timeoutMillis < 1) {
            throw new MojoExecutionException("serialflex: <samples> and <timeoutMillis> must be 1 or more (defaults "
                    + CheckOptions.DEFAULT_SAMPLES + " and " + CheckOptions.DEFAULT_TIMEOUT_MILLIS + ").");
        }
        Compatibility required;
        try {
            required = CheckMain.requiredLevel(level());
        } catch (CheckInputException e) {
            throw new MojoExecutionException("serialflex: <" + e.getMessage().replaceFirst(" ", "> "));
        }
        List<Path> resultPaths = new ArrayList<>();
        for (String entry : results == null ? new String[0] : results.split(",|" + File.pathSeparator)) {
            if (!entry.isBlank()) {
                resultPaths.add(Path.of(entry.strip()));
            }
        }
        List<String> adapterIds = adapterIds();
        String adapterId = adapterIds.get(0);
        try {
            return new CheckOptions(old, newClasses.toPath(), CheckMain.patterns(roots), adapterId, resultPaths,
                    scoresOf == null || scoresOf.isBlank() ? adapterId : scoresOf.strip(), measure,
                    outputDirectory.toPath(), seed, samples, Duration.ofMillis(timeoutMillis), failOnCorrupt, required,
                    Optional.ofNullable(writerLibrary).map(String::strip).filter(s -> !s.isEmpty()),
                    new LinkedHashSet<>(list(acceptNoVerdict)), list(excludes), sampleValues,
                    Optional.ofNullable(instancioSettings).map(File::toPath),
                    Optional.ofNullable(acceptedChanges).filter(File::isFile).map(File::toPath), outputFormat(),
                    list(compileSourceRoots).stream().map(Path::of).toList(), Optional.empty(), List.of(),
                    adapterIds.subList(1, adapterIds.size()));
        } catch (CheckInputException e) {
            // the options' own rules (an adapter twice, scoresOf or writerLibrary with several adapters)
            throw new MojoExecutionException("serialflex: " + e.getMessage());
        }
    }

    /** {@code adapter}, or {@code adapters}: one of them, not both. */
    private List<String> adapterIds() throws MojoExecutionException {
        boolean one = adapter != null && !adapter.isBlank();
        List<String> several = list(adapters);
        if (one == !several.isEmpty()) {
            throw new MojoExecutionException("serialflex: " + (one ? "both <adapter> and <adapters> are set; give "
                    + "one adapter as <adapter>kryo</adapter> or several as <adapters><adapter>jackson-json</adapter>"
                    + "<adapter>kryo</adapter></adapters>, not both." : "no adapter to check with; give "
                    + "<adapter>kryo</adapter> (or several: <adapters><adapter>jackson-json</adapter><adapter>kryo"
                    + "</adapter></adapters>), with each adapter's module as a dependency of the plugin."));
        }
        return one ? List.of(adapter.strip()) : several;
    }

    private CheckOptions.Format outputFormat() throws MojoExecutionException {
        try {
            return new CheckMain.FormatName().convert(format == null ? "plain" : format);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("serialflex: <format>" + format + "</format> is neither plain nor github; "
                    + "give one of them.");
        }
    }

    /**
     * The check's class path: the plugin's artifacts, then the project's runtime dependencies, then (for the
     * team's adapter) the project's test class path; never the project's own classes nor either release.
     */
    List<Path> classPath(Path old) {
        Set<Path> own = new HashSet<>();
        for (File file : new File[] {newClasses, projectOutputDirectory}) {
            if (file != null) {
                own.add(file.toPath().toAbsolutePath().normalize());
            }
        }
        Set<Path> classPath = new LinkedHashSet<>();
        pluginArtifacts.forEach(a -> classPath.add(a.getFile().toPath()));
        if (projectDependencies) {
            add(classPath, projectRuntimeClassPath, own, old);
        }
        if (useProjectClassPath) {
            add(classPath, projectTestClassPath, own, old);
        }
        return List.copyOf(classPath);
    }

    private static void add(Set<Path> classPath, List<String> entries, Set<Path> own, Path old) {
        for (String entry : entries == null ? List.<String>of() : entries) {
            Path path = Path.of(entry).toAbsolutePath().normalize();
            if (!own.contains(path) && !path.equals(old.toAbsolutePath().normalize())) {
                classPath.add(Path.of(entry));
            }
        }
    }

    private static List<String> list(List<String> list) {
        return list == null ? List.of() : list.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /** Whether {@code require} asks for the check against several releases ({@code BACKWARD_TRANSITIVE}...). */
    private boolean transitive() {
        return require != null && require.strip().toUpperCase(java.util.Locale.ROOT).endsWith("_TRANSITIVE");
    }

    /** The level each release must reach: {@code require} without {@code _TRANSITIVE}. */
    private String level() {
        String level = require == null ? CheckOptions.DEFAULT_REQUIRED : require.strip();
        return transitive() ? level.substring(0, level.length() - "_TRANSITIVE".length()) : level;
    }

    /**
     * The {@code transitiveReleases} newest releases of the project's coordinates before this version, newest first,
     * resolved; empty (and said) when there is none.
     */
    private List<Path> transitiveReleases() throws MojoExecutionException {
        if (transitiveReleases < 1) {
            throw new MojoExecutionException("serialflex: <transitiveReleases>" + transitiveReleases + "</transitiveReleases>"
                    + " checks against nothing; give 1 or more (default 3).");
        }
        String coordinates = projectGroupId + ":" + projectArtifactId;
        List<String> versions;
        try {
            versions = Baseline.newestReleases(repositorySystem, repositorySession, remoteRepositories, projectGroupId,
                    projectArtifactId, projectVersion, transitiveReleases);
        } catch (org.eclipse.aether.resolution.VersionRangeResolutionException e) {
            throw new MojoExecutionException("serialflex: the releases of " + coordinates + " cannot be listed ("
                    + e.getMessage() + ").", e);
        }
        if (versions.isEmpty()) {
            getLog().info("serialflex: no release of " + coordinates + " before " + projectVersion + " in this build's "
                    + "repositories (snapshots excluded): nothing to check " + require + " against; serialflex:check "
                    + "skipped.");
            return List.of();
        }
        getLog().info("serialflex: " + require + ": checking against " + String.join(", ", versions) + " of "
                + coordinates + ", the newest releases before " + projectVersion + " in this build's repositories "
                + "(snapshots excluded).");
        List<Path> jars = new ArrayList<>();
        for (String version : versions) {
            jars.add(resolve(coordinates + ":" + version));
        }
        return jars;
    }

    private static CheckOptions withOlder(CheckOptions options, List<Path> older) {
        return new CheckOptions(options.oldClasses(), options.newClasses(), options.roots(), options.adapterId(),
                options.results(), options.scoresAdapterId(), options.measure(), options.outputDir(), options.seed(),
                options.minimumSamples(), options.timeLimit(), options.failOnCorrupt(), options.required(),
                options.oldLibrary(), options.acceptedNoVerdict(), options.excluded(), options.values(),
                options.instancioSettings(), options.acceptedChanges(), options.format(), options.sourceRoots(),
                options.stepSummary(), older, options.moreAdapters());
    }

    /** The newest release of the project's own coordinates before this version: {@link Baseline}. */
    private Optional<String> baseline() throws MojoExecutionException {
        try {
            return Baseline.newestRelease(repositorySystem, repositorySession, remoteRepositories, projectGroupId,
                    projectArtifactId, projectVersion);
        } catch (org.eclipse.aether.resolution.VersionRangeResolutionException e) {
            throw new MojoExecutionException("serialflex: the releases of " + projectGroupId + ":" + projectArtifactId
                    + " cannot be listed (" + e.getMessage() + "); name the previous release with <oldArtifact> or "
                    + "<oldClasses>.", e);
        }
    }

    /** The previous release's classes; {@code null} when there is none to check against (a first release). */
    private Path oldClasses() throws MojoExecutionException {
        if (oldClasses != null) {
            return oldClasses.toPath();
        }
        if (oldArtifact == null || oldArtifact.isBlank()) {
            Optional<String> release = baseline();
            String coordinates = projectGroupId + ":" + projectArtifactId;
            if (release.isEmpty()) {
                getLog().info("serialflex: no release of " + coordinates + " before " + projectVersion + " in this "
                        + "build's repositories (snapshots excluded): a first release has nothing to be compatible "
                        + "with; serialflex:check skipped. Name one with <oldArtifact> or <oldClasses>.");
                return null;
            }
            oldArtifact = coordinates + ":" + release.get();
            getLog().info("serialflex: no <oldArtifact>: checking against " + oldArtifact + ", the newest release of "
                    + "this project's coordinates before " + projectVersion + " in this build's repositories "
                    + "(snapshots excluded).");
        }
        // In this session, with the RepositorySystem Maven gives the plugin: inside Maven that is the build's own
        // (tck-core's MavenResolver, which sets one up from the same settings, serves JVMs outside Maven).
        return resolve(oldArtifact.strip());
    }

    /** The jar of {@code gav}, resolved in this build's session. */
    private Path resolve(String gav) throws MojoExecutionException {
        DefaultArtifact artifact;
        try {
            artifact = new DefaultArtifact(gav);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("serialflex: <oldArtifact>" + gav + "</oldArtifact> is not "
                    + "group:artifact:version; give the previous release so, or <oldClasses> a jar or directory.");
        }
        try {
            return repositorySystem.resolveArtifact(repositorySession,
                    new ArtifactRequest(artifact, remoteRepositories, "serialflex-check")).getArtifact().getFile().toPath();
        } catch (ArtifactResolutionException e) {
            throw new MojoExecutionException("serialflex: the old artifact " + gav + " cannot be resolved ("
                    + e.getMessage() + "). Check the coordinates and that the release is in a repository this "
                    + "build reaches, or give <oldClasses> a jar or directory.", e);
        }
    }
}
