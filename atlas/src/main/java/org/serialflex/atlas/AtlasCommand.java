package org.serialflex.atlas;

import org.serialflex.shard.Shard;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code scripts/serialflex atlas <versions|plan|run|publish|all>}: the upgrade atlas (docs/atlas/README.md).
 *
 * <ul>
 *   <li>{@code versions [library...]}: regenerates {@code atlas/versions/<library>.versions} from the repository's
 *       version lists ({@link ReleaseRule});</li>
 *   <li>{@code plan}: prints the lanes the version files make, and which cannot run and why;</li>
 *   <li>{@code run [--libraries=a,b] [--shard=i/n]}: runs the lanes not current yet into {@code target/atlas/lanes}
 *       ({@link AtlasRun}); {@code -Dserialflex.shard=i/n} works too;</li>
 *   <li>{@code publish [--results=dir]}: writes {@code docs/atlas/} from the cached lanes ({@link AtlasPage});</li>
 *   <li>{@code all}: run, then publish, and the time it took.</li>
 * </ul>
 * Other {@code -D} options reach the kit's engine ({@code -Dserialflex.mavenLocalRepository=...}). Bad input is
 * status 2 and one line.
 */
public final class AtlasCommand {

    private AtlasCommand() {
    }

    public static void main(String[] args) throws Exception {
        try {
            System.exit(run(args));
        } catch (IllegalArgumentException | IllegalStateException e) {
            System.err.println("serialflex atlas: " + e.getMessage());
            System.exit(2);
        }
    }

    static int run(String[] args) throws Exception {
        long started = System.nanoTime();
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            System.out.println("usage: scripts/serialflex atlas versions [library...] | plan | run [--libraries=a,b] "
                    + "[--shard=i/n] | publish | all   (docs/atlas/README.md)");
            return args.length == 0 ? 2 : 0;
        }
        Path kit = Path.of(System.getProperty("serialflex.kit", ".")).toAbsolutePath().normalize();
        Path versions = kit.resolve("atlas/versions");
        Path out = kit.resolve("target/atlas");
        Set<String> libraries = new LinkedHashSet<>();
        Optional<Shard> shard = Shard.fromSystemProperty();
        List<String> options = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (String arg : Arrays.asList(args).subList(1, args.length)) {
            if (arg.startsWith("--libraries=")) {
                Stream.of(arg.substring(12).split(",")).map(String::strip).filter(s -> !s.isEmpty())
                        .forEach(libraries::add);
            } else if (arg.startsWith("--shard=")) {
                shard = arg.length() > 8 ? Shard.parse(arg.substring(8)) : shard;
            } else if (arg.startsWith("--out=")) {
                out = Path.of(arg.substring(6)).toAbsolutePath();
            } else if (arg.startsWith("-D" + Shard.PROPERTY + "=")) {
                shard = Shard.parse(arg.substring(Shard.PROPERTY.length() + 3));
            } else if (arg.startsWith("-D")) {
                options.add(arg);
            } else if (arg.startsWith("-")) {
                throw new IllegalArgumentException("'" + arg + "' is not an option of atlas " + args[0]
                        + "; see scripts/serialflex atlas --help");
            } else {
                rest.add(arg);
            }
        }
        List<VersionFile> files = read(versions);
        for (String library : libraries) {
            if (files.stream().noneMatch(f -> f.library().equals(library))) {
                throw new IllegalArgumentException("no version file for '" + library + "' in " + versions
                        + "; the libraries are " + files.stream().map(VersionFile::library).toList());
            }
        }
        AdapterModules modules = new AdapterModules(kit);
        List<AtlasLane> lanes = AtlasPlan.lanes(files, modules, libraries);
        // shards are cut by what each lane cost when the atlas was last published, not by how many lanes they hold
        LaneTimes times = shard.isPresent() ? LaneTimes.published(kit.resolve("docs/atlas/results"))
                : LaneTimes.none();
        switch (args[0]) {
            case "versions" -> {
                return regenerate(versions, files, rest);
            }
            case "plan" -> {
                List<AtlasLane> part = shard.map(s -> AtlasPlan.shard(lanes, s.index(), s.count(), times))
                        .orElse(lanes);
                part.forEach(l -> System.out.println(l.library() + "  " + l.id()
                        + (l.runnable() ? "  in " + l.module() : "  cannot run: " + l.cannotRun())));
                System.out.printf("%d lanes, %d runnable%s%n", part.size(), part.stream().filter(AtlasLane::runnable)
                        .count(), shard.isEmpty() ? "" : String.format(", %.0f s of lane time when last published"
                        + " (%d of them timed there)", part.stream().mapToLong(times::weight).sum() / 1e3,
                        times.known(part)));
                return 0;
            }
            case "run", "all" -> {
                List<AtlasLane> part = shard.map(s -> AtlasPlan.shard(lanes, s.index(), s.count(), times))
                        .orElse(lanes);
                shard.ifPresent(s -> System.out.printf("serialflex atlas: %s: %d of %d lanes%n", s.describe(),
                        part.size(), lanes.size()));
                LaneCache cache = new LaneCache(out.resolve("lanes"), kitVersion());
                new AtlasRun(kit, cache, options, System.out).run(part);
                if (args[0].equals("all")) {
                    new AtlasPage(files, lanes, cache).write(kit.resolve("docs/atlas"));
                }
                System.out.printf("serialflex atlas: %s took %.1f s%n", args[0], (System.nanoTime() - started) / 1e9);
                return 0;
            }
            case "publish" -> {
                LaneCache cache = new LaneCache(out.resolve("lanes"), kitVersion());
                new AtlasPage(files, lanes, cache).write(kit.resolve("docs/atlas"));
                System.out.printf("serialflex atlas: publish took %.1f s%n", (System.nanoTime() - started) / 1e9);
                return 0;
            }
            default -> throw new IllegalArgumentException("'" + args[0] + "' is no atlas command; give versions, "
                    + "plan, run, publish or all");
        }
    }

    static String kitVersion() {
        String version = AtlasCommand.class.getPackage().getImplementationVersion();
        return version == null ? "0.1.0-SNAPSHOT" : version;
    }

    static List<VersionFile> read(Path versions) throws IOException {
        if (!Files.isDirectory(versions)) {
            throw new IllegalArgumentException(versions + " is missing; run from the kit's checkout root");
        }
        List<VersionFile> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(versions)) {
            for (Path file : list.filter(f -> f.toString().endsWith(VersionFile.SUFFIX)).sorted().toList()) {
                files.add(VersionFile.read(file));
            }
        }
        return files;
    }

    private static int regenerate(Path versions, List<VersionFile> files, List<String> only) throws Exception {
        MavenMetadata metadata = new MavenMetadata();
        for (VersionFile file : files) {
            if ((!only.isEmpty() && !only.contains(file.library())) || !file.jdks().isEmpty()) {
                continue;
            }
            Map<Era, List<String>> published = new LinkedHashMap<>();
            for (Era era : file.eras()) {
                published.put(era, metadata.versions(era).stream().filter(era::holds).toList());
            }
            VersionFile chosen = file.withReleases(ReleaseRule.choose(file, published));
            Files.writeString(versions.resolve(file.library() + VersionFile.SUFFIX), chosen.text(
                    "Generated by scripts/serialflex atlas versions from " + MavenMetadata.REPOSITORY
                            + " (maven-metadata.xml of each era)."));
            System.out.printf("serialflex atlas: %s: %d releases (%s)%n", file.library(), chosen.releases().size(),
                    String.join(" ", chosen.releases().stream().map(Release::version).toList()));
        }
        return 0;
    }
}
