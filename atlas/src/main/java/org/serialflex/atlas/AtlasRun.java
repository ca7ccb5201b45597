package org.serialflex.atlas;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.LaneResults;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs the atlas's lanes that are not current in the {@link LaneCache}: per adapter module, one run of the kit's
 * engine ({@code org.serialflex.tck.LaneCommand}, as {@code scripts/serialflex lane} starts it) with all of that
 * module's lanes as {@code -Dserialflex.lanes}, so that the module's matrix (every lane's baseline) runs once and a
 * release's case host serves every lane that release writes or reads ({@code HostPool}). Each lane's results go to
 * the cache as they come; a run that cannot even start (a release Maven cannot resolve) is retried lane by lane, so
 * that one bad release costs its own lanes and says why in one line.
 */
final class AtlasRun {

    private final Path kit;
    private final LaneCache cache;
    private final List<String> options;
    private final PrintStream out;

    AtlasRun(Path kit, LaneCache cache, List<String> options, PrintStream out) {
        this.kit = kit;
        this.cache = cache;
        this.options = options;
        this.out = out;
    }

    /** Runs the lanes not current yet; returns how many ran. */
    int run(List<AtlasLane> lanes) throws IOException, InterruptedException {
        Map<String, List<AtlasLane>> byModule = new LinkedHashMap<>();
        int current = 0;
        for (AtlasLane lane : lanes) {
            if (!lane.runnable()) {
                continue;
            }
            if (cache.current(lane)) {
                current++;
            } else {
                byModule.computeIfAbsent(lane.module(), m -> new ArrayList<>()).add(lane);
            }
        }
        out.printf("serialflex atlas: %d lanes, %d cannot run, %d current (skipped), %d to run in %d modules%n",
                lanes.size(), lanes.stream().filter(l -> !l.runnable()).count(), current,
                byModule.values().stream().mapToInt(List::size).sum(), byModule.size());
        int ran = 0;
        for (Map.Entry<String, List<AtlasLane>> module : byModule.entrySet()) {
            ran += runModule(module.getKey(), module.getValue());
        }
        return ran;
    }

    private int runModule(String module, List<AtlasLane> lanes) throws IOException, InterruptedException {
        long started = System.nanoTime();
        int ran = 0;
        List<AtlasLane> left = lanes;
        Batch batch = null;
        // a batch that cannot start names the release it could not resolve (or the JDK it could not find): those
        // lanes keep the line, the rest run again together; only a failure that names no lane splits the batch
        while (!left.isEmpty()) {
            batch = engine(module, left);
            ran += record(batch, left);
            List<AtlasLane> missing = left.stream().filter(l -> !cache.current(l)).toList();
            List<AtlasLane> named = named(batch, missing);
            for (AtlasLane lane : named) {
                String why = batch.failures().stream().filter(f -> names(f, lane)).findFirst().orElseThrow();
                cache.writeFailure(lane, why.replaceFirst("^serialflex lane: ", ""));
                out.printf("serialflex atlas:   %s: cannot run: %s%n", lane.id(), why);
            }
            if (named.isEmpty() || missing.size() == named.size()) {
                left = missing.stream().filter(l -> !named.contains(l)).toList();
                break;
            }
            left = missing.stream().filter(l -> !named.contains(l)).toList();
        }
        if (!left.isEmpty() && left.size() > 1) {
            out.printf("serialflex atlas: %s: %d lanes without results (%s); asking them one at a time%n", module,
                    left.size(), batch.failures().isEmpty() ? "exit " + batch.status() : batch.failures().get(0));
            for (AtlasLane lane : left) {
                Batch alone = engine(module, List.of(lane));
                ran += record(alone, List.of(lane));
                if (!cache.current(lane)) {
                    fail(lane, alone);
                }
            }
        } else if (!left.isEmpty() && !cache.current(left.get(0))) {
            fail(left.get(0), batch);
        }
        out.printf("serialflex atlas: %s: %d lanes in %.1f s%n", module, lanes.size(),
                (System.nanoTime() - started) / 1e9);
        return ran;
    }

    private void fail(AtlasLane lane, Batch alone) throws IOException {
        String why = !alone.failures().isEmpty() ? alone.failures().get(0)
                : "the kit's engine wrote no results for it (exit " + alone.status() + "; see "
                  + alone.directory() + "/console.log)";
        cache.writeFailure(lane, why.replaceFirst("^serialflex lane: ", ""));
        out.printf("serialflex atlas:   %s: cannot run: %s%n", lane.id(), why);
    }

    private static final Pattern UNRESOLVED = Pattern.compile("cannot resolve [^ :]+:[^ :]+:([^ ,]+)");

    /** The lanes a failure line names: by their id, or by a release of theirs Maven could not resolve. */
    private static List<AtlasLane> named(Batch batch, List<AtlasLane> missing) {
        return missing.stream().filter(l -> batch.failures().stream().anyMatch(f -> names(f, l))).toList();
    }

    private static boolean names(String failure, AtlasLane lane) {
        if (failure.contains(lane.id())) {
            return true;
        }
        Matcher unresolved = UNRESOLVED.matcher(failure);
        if (unresolved.find()) {
            String version = "@" + unresolved.group(1);
            return Stream.of(lane.id().split(">")).anyMatch(side -> side.replaceFirst("[/\\[].*", "")
                    .endsWith(version));
        }
        return false;
    }

    /** Keeps each lane of the batch's results in the cache; returns how many it found. */
    private int record(Batch batch, List<AtlasLane> lanes) throws IOException {
        Map<String, AtlasLane> wanted = new HashMap<>();
        lanes.forEach(l -> wanted.put(l.id(), l));
        int found = 0;
        Path results = batch.directory().resolve("results");
        if (!Files.isDirectory(results)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(results)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                AdapterResults all = ResultsJson.read(file);
                for (LaneResults lane : all.lanes()) {
                    AtlasLane atlas = wanted.remove(lane.id());
                    if (atlas == null) {
                        continue;
                    }
                    cache.write(atlas, all.withLanes(List.of(lane)));
                    out.printf("serialflex atlas:   %s: %s%s%n", lane.id(), lane.verdict(),
                            startFailure(lane));
                    found++;
                }
            }
        }
        return found;
    }

    private static String startFailure(LaneResults lane) {
        String failure = lane.writer().startFailure() != null ? lane.writer().startFailure()
                : lane.reader().startFailure();
        return failure == null ? "" : " (a side cannot start: " + failure + ")";
    }

    private static final Pattern CASE_TIME_LIMIT = Pattern.compile(
            "<serialflex\\.caseTimeoutMillis>([0-9]+)</serialflex\\.caseTimeoutMillis>");

    /**
     * The case time limit the module's pom sets for its library (Fory's generated serializers take longer), as Maven
     * hands it to the module's own runs; {@code -Dserialflex.caseTimeoutMillis} still replaces it.
     */
    static Optional<String> caseTimeLimit(Path moduleDir) throws IOException {
        Matcher matcher = CASE_TIME_LIMIT.matcher(Files.readString(moduleDir.resolve("pom.xml")));
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    private record Batch(Path directory, int status, List<String> failures) {
    }

    private Batch engine(String module, List<AtlasLane> lanes) throws IOException, InterruptedException {
        Path moduleDir = kit.resolve(module);
        Path classpath = moduleDir.resolve("target/serialflex/test-classpath.txt");
        if (!Files.isRegularFile(classpath) || !Files.isDirectory(moduleDir.resolve("target/test-classes"))) {
            throw new IllegalStateException(module + " is not built; build the kit once (mvn -B -ntp install "
                    + "-DskipTests), or what the atlas needs: mvn -B -ntp install -DskipTests -pl " + module + " -am");
        }
        Path directory = Files.createTempDirectory(Files.createDirectories(cache.directory().resolveSibling("runs")),
                Path.of(module).getFileName() + "-");
        List<String> adapters = lanes.stream().flatMap(l -> Stream.of(l.adapters().split(",")))
                .filter(a -> Files.isRegularFile(moduleDir.resolve("src/test/resources/serialflex/" + a + ".expected")))
                .distinct().toList();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                moduleDir.resolve("target/test-classes") + ":" + moduleDir.resolve("target/classes") + ":"
                        + Files.readString(classpath).strip(),
                "-Dserialflex.moduleDir=" + moduleDir, "-Dserialflex.outputDir=" + directory,
                "-Dserialflex.laneCache=" + moduleDir.resolve("target/serialflex/lane-classpaths"),
                "-Dserialflex.adapters=" + String.join(",", adapters),
                "-Dserialflex.lanes=" + String.join("; ", lanes.stream().map(AtlasLane::id).toList()),
                "-Dserialflex.safety=false", "-Dserialflex.pin=false", "-Dserialflex.missingJdk=fail",
                // the lanes' identity sets only (same classes both sides: the upgrade on its own), and the matrix,
                // which is their baseline ("passes on one version")
                "-Dserialflex.tags=matrix|identity"));
        caseTimeLimit(moduleDir).ifPresent(millis -> command.add("-Dserialflex.moduleCaseTimeoutMillis=" + millis));
        command.addAll(options);
        command.add("org.serialflex.tck.LaneCommand");
        out.printf("serialflex atlas: %s: %d lanes (%s)%n", module, lanes.size(), directory);
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(directory.resolve("console.log").toFile()).start();
        int status = process.waitFor();
        List<String> failures = Files.readAllLines(directory.resolve("console.log")).stream()
                .filter(l -> l.startsWith("serialflex lane: ")).toList();
        return new Batch(directory, status, failures);
    }
}
