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
import org.serialflex.check.CheckLauncher;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the module's classes against its previous release (docs/check.md): each root class written
 * with one version and read with the other, both ways, by the chosen adapter in the kit's worlds;
 * the verdict BACKWARD, FORWARD, FULL or NONE per class; HTML, Markdown and JSON under
 * {@code target/serialflex-check}. Fails on CORRUPT by default, and below {@code require} when set.
 * The check runs in a JVM of its own whose class path is this plugin's (add the adapter's module as a
 * plugin dependency) plus, with {@code useProjectClassPath}, the project's test class path without its
 * own classes.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.TEST,
        threadSafe = true)
public class CheckMojo extends AbstractMojo {

    /**
     * The previous release: {@code group:artifact:version}, resolved by this build's Maven (its settings,
     * mirrors, local repository and offline mode); only its jar is read, not its dependencies.
     */
    @Parameter(property = "serialflex.check.oldArtifact")
    private String oldArtifact;

    /** The previous release as a jar or directory of classes (instead of {@code oldArtifact}). */
    @Parameter(property = "serialflex.check.oldClasses")
    private File oldClasses;

    /** The new classes: by default the module's build output. */
    @Parameter(property = "serialflex.check.newClasses", defaultValue = "${project.build.outputDirectory}")
    private File newClasses;

    /** Root classes or packages ({@code com.acme.orders.*}), comma-separated. */
    @Parameter(property = "serialflex.check.roots", required = true)
    private String roots;

    /** The adapter's id: a kit adapter's ({@code kryo}) or the team's own adapter's. */
    @Parameter(property = "serialflex.check.adapter", required = true)
    private String adapter;

    /** Whose kit scores the diff shows; default the adapter's id. */
    @Parameter(property = "serialflex.check.scoresOf")
    private String scoresOf;

    /** Kit results files or directories holding {@code <adapterId>.json}, comma-separated. */
    @Parameter(property = "serialflex.check.results")
    private String results;

    /** Whether to run the criteria's kit cases when no results file has the scores (minutes for some libraries). */
    @Parameter(property = "serialflex.check.measure", defaultValue = "true")
    private boolean measure;

    /** Put the project's test class path (less its own classes) beside the plugin's: for the team's own adapter. */
    @Parameter(property = "serialflex.check.useProjectClassPath", defaultValue = "false")
    private boolean useProjectClassPath;

    /** NONE (default), BACKWARD, FORWARD or FULL: the verdict every root class must reach. */
    @Parameter(property = "serialflex.check.require", defaultValue = "NONE")
    private String require;

    /** Whether a CORRUPT verdict (silent data loss) fails the build. */
    @Parameter(property = "serialflex.check.failOnCorrupt", defaultValue = "true")
    private boolean failOnCorrupt;

    /** Instancio's seed. */
    @Parameter(property = "serialflex.check.seed", defaultValue = "42")
    private long seed;

    @Parameter(property = "serialflex.check.outputDirectory", defaultValue = "${project.build.directory}/serialflex-check")
    private File outputDirectory;

    @Parameter(defaultValue = "${plugin.artifacts}", readonly = true)
    private List<Artifact> pluginArtifacts;

    @Parameter(defaultValue = "${project.testClasspathElements}", readonly = true)
    private List<String> projectTestClassPath;

    @Parameter(defaultValue = "${repositorySystemSession}", readonly = true)
    private RepositorySystemSession repositorySession;

    @Parameter(defaultValue = "${project.remoteProjectRepositories}", readonly = true)
    private List<RemoteRepository> remoteRepositories;

    @Component
    private RepositorySystem repositorySystem;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        Path old = oldClasses();
        List<Path> classPath = new ArrayList<>();
        pluginArtifacts.forEach(a -> classPath.add(a.getFile().toPath()));
        if (useProjectClassPath) {
            for (String entry : projectTestClassPath) {
                if (!Path.of(entry).equals(newClasses.toPath()) && !Path.of(entry).equals(old)) {
                    classPath.add(Path.of(entry));
                }
            }
        }
        List<String> args = new ArrayList<>(List.of("--old", old.toString(), "--new", newClasses.getPath(),
                "--roots", roots, "--adapter", adapter, "--scores-of", scoresOf == null ? adapter : scoresOf,
                "--measure", String.valueOf(measure), "--require", require, "--fail-on-corrupt",
                String.valueOf(failOnCorrupt), "--seed", String.valueOf(seed), "--out", outputDirectory.getPath()));
        if (results != null && !results.isBlank()) {
            args.addAll(List.of("--results", results));
        }
        int status;
        try {
            status = CheckLauncher.run(classPath, args, line -> getLog().info(line));
        } catch (Exception e) {
            throw new MojoExecutionException("serialflex: the check's JVM could not run: " + e, e);
        }
        if (status == 1) {
            throw new MojoFailureException("serialflex: the check failed; see above and " + outputDirectory + "/check.html");
        }
        if (status != 0) {
            throw new MojoExecutionException("serialflex: the check could not run; see the message above");
        }
    }

    private Path oldClasses() throws MojoExecutionException {
        if (oldClasses != null) {
            return oldClasses.toPath();
        }
        if (oldArtifact == null || oldArtifact.isBlank()) {
            throw new MojoExecutionException("serialflex: name the previous release: <oldArtifact>group:artifact:version"
                    + "</oldArtifact>, or <oldClasses> for a jar or directory.");
        }
        // In this session, not by a second Maven (tck-core's MavenResolver, for the lanes): that one would
        // miss this build's -s settings, -Dmaven.repo.local and -o, and so a release only they can reach.
        DefaultArtifact artifact;
        try {
            artifact = new DefaultArtifact(oldArtifact.strip());
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("serialflex: <oldArtifact>" + oldArtifact + "</oldArtifact> is not "
                    + "group:artifact:version; give the previous release so, or <oldClasses> a jar or directory.");
        }
        try {
            return repositorySystem.resolveArtifact(repositorySession,
                    new ArtifactRequest(artifact, remoteRepositories, "serialflex-check")).getArtifact().getFile().toPath();
        } catch (ArtifactResolutionException e) {
            throw new MojoExecutionException("serialflex: the old artifact " + oldArtifact + " cannot be resolved ("
                    + e.getMessage() + "). Check the coordinates and that the release is in a repository this "
                    + "build reaches, or give <oldClasses> a jar or directory.", e);
        }
    }
}
