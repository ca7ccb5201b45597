package org.serialflex.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.serialflex.report.ReportOptions;
import org.serialflex.report.ReportTool;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes the flexibility matrix (index.html, matrix.md, matrix.json, matrix.csv) of the results
 * the kit's engine left in this build, and fails when it left none although tests ran: a suite
 * that ran no case (a Surefire older than 3, which ignores JUnit Platform engines; a suite
 * Surefire's includes miss) must never look green.
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class ReportMojo extends AfterTheTestsMojo {

    /** The folder of a kit checkout's adapter modules; the report reads such a root as the whole kit. */
    private static final String KIT_ADAPTERS = "adapters";

    /** Results directories (or files, or a kit checkout's root) to aggregate. */
    @Parameter(property = "serialflex.report.inputs", defaultValue = "${project.build.directory}/serialflex/results")
    private List<File> inputs;

    /** Where the matrix goes. */
    @Parameter(property = "serialflex.report.outputDirectory", defaultValue = "${project.build.directory}/serialflex")
    private File outputDirectory;

    /** The build's user properties, to tell {@code -Dserialflex.adapters} from {@code <adapters>} in messages. */
    @Parameter(defaultValue = "${session.userProperties}", readonly = true)
    private java.util.Properties userProperties;

    /** Where Maven was started, to tell the kit's own build from a project's. */
    @Parameter(defaultValue = "${session.executionRootDirectory}", readonly = true)
    private String executionRoot;

    /** Only these adapter ids, comma-separated (as {@code -Dserialflex.adapters}). */
    @Parameter(property = "serialflex.adapters", defaultValue = "")
    private String adapters;

    /**
     * {@code i/n} when this build is one shard of a build split across machines ({@code -Dserialflex.shard}): the
     * matrix shows that shard's adapters and says so. A merge of all shards' results gives none.
     */
    @Parameter(property = "serialflex.shard", defaultValue = "")
    private String shard;

    /** Fail when the inputs hold no results. */
    @Parameter(property = "serialflex.report.requireResults", defaultValue = "true")
    private boolean requireResults;

    /**
     * Print only where the matrix went, and leave the console summary to a later {@code summary} goal
     * (the kit's own build renders its matrix before its browser test and prints the summary at its end).
     */
    @Parameter(defaultValue = "false")
    private boolean deferSummary;

    /** Skip the goal ({@code -Dserialflex.report.skip=true}). */
    @Parameter(property = "serialflex.report.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("serialflex: report skipped (serialflex.report.skip)");
            return;
        }
        if (testsSkipped()) {
            getLog().info("serialflex: tests were skipped, so there is nothing to report");
            return;
        }
        if (requireResults && inputs.stream().noneMatch(ReportMojo::holdsResults)) {
            throw new MojoFailureException("The kit ran no case in this build: no results in " + inputs + ". "
                    + "Surefire runs the kit's suite (@Suite @IncludeEngines(\"serialflex\") class ...Tck) only from "
                    + "version 3 on (Maven 3.8's default is 2.12.4, which runs nothing and stays green): pin "
                    + "maven-surefire-plugin 3.x and add <include>**/*Tck.java</include> to its <includes> "
                    + "(docs/adopting.md).");
        }
        int exitCode = MavenLogStreams.runReportTool(getLog(), (out, err) -> ReportTool.report(options(), out, err));
        if (exitCode != 0) {
            throw new MojoFailureException("serialflex: the report failed (exit code " + exitCode + "); see above");
        }
    }

    /** The report's options: these parameters, typed, as the command line's {@code report} builds them too. */
    ReportOptions options() {
        Set<String> ids = new LinkedHashSet<>();
        Arrays.stream((adapters == null ? "" : adapters).split(",")).map(String::strip).filter(id -> !id.isEmpty())
                .forEach(ids::add);
        return new ReportOptions(inputs.stream().map(File::toPath).toList(), outputDirectory.toPath(), requireResults,
                deferSummary, ids, adaptersSource(), isKitRepository(executionRoot == null ? null : Path.of(executionRoot)),
                shard);
    }

    /** Where the selection was written: on the command line ({@code -D}) or in this goal's configuration. */
    private String adaptersSource() {
        String value = adapters == null ? "" : adapters;
        return userProperties != null && userProperties.containsKey("serialflex.adapters")
                ? "-Dserialflex.adapters=" + value
                : "<adapters>" + value + "</adapters> of serialflex-maven-plugin's report goal";
    }

    /** Whether the build runs in the kit's own repository (its adapters and its engine side by side). */
    static boolean isKitRepository(Path root) {
        return root != null && Files.isRegularFile(root.resolve(KIT_ADAPTERS).resolve("pom.xml"))
                && Files.isRegularFile(root.resolve("tck-core").resolve("pom.xml"));
    }

    /**
     * Whether {@code input} holds a results file: a {@code .json} file, a directory with one below it, or
     * a kit checkout's root, whose results lie deeper, in {@code adapters/<module>/target/serialflex/results}.
     */
    static boolean holdsResults(File input) {
        Path path = input.toPath();
        if (Files.isRegularFile(path)) {
            return path.toString().endsWith(".json");
        }
        if (!Files.isDirectory(path)) {
            return false;
        }
        int depth = Files.isDirectory(path.resolve(KIT_ADAPTERS)) ? 6 : 4;
        try (Stream<Path> files = Files.walk(path, depth)) {
            return files.anyMatch(file -> file.toString().endsWith(".json") && file.toString().contains("results"));
        } catch (IOException e) {
            return false;
        }
    }
}
