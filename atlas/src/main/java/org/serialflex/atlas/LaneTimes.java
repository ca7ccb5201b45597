package org.serialflex.atlas;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.LaneResults;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * What each lane cost when the atlas was last published ({@code docs/atlas/results/<library>.json.gz}, each lane's
 * {@code durationMillis}: both JVMs, every case), so that shards are cut by time rather than by lane count: a Fory
 * lane costs four times a Gson lane. A lane the published atlas does not hold weighs the median of those it does;
 * a lane that cannot run weighs nothing.
 */
final class LaneTimes {

    private final Map<String, Long> millis;
    private final long median;

    private LaneTimes(Map<String, Long> millis) {
        this.millis = millis;
        List<Long> sorted = millis.values().stream().sorted().toList();
        this.median = sorted.isEmpty() ? 1 : Math.max(1, sorted.get(sorted.size() / 2));
    }

    /** Every runnable lane weighs the same: shards by lane count. */
    static LaneTimes none() {
        return new LaneTimes(Map.of());
    }

    /** The lanes' times in the published results under {@code results}; none when the directory is missing. */
    static LaneTimes published(Path results) throws IOException {
        Map<String, Long> millis = new HashMap<>();
        if (!Files.isDirectory(results)) {
            return new LaneTimes(millis);
        }
        try (Stream<Path> files = Files.list(results)) {
            for (Path gz : files.filter(f -> f.getFileName().toString().endsWith(".json.gz")).sorted().toList()) {
                String library = gz.getFileName().toString().replace(".json.gz", "");
                for (LaneResults lane : read(gz).lanes()) {
                    millis.put(key(library, lane.id()), lane.durationMillis());
                }
            }
        }
        return new LaneTimes(millis);
    }

    /** The lane's weight in milliseconds. */
    long weight(AtlasLane lane) {
        return lane.runnable() ? millis.getOrDefault(key(lane.library(), lane.id()), median) : 0;
    }

    /** How many of {@code lanes} the published atlas has a time for. */
    long known(List<AtlasLane> lanes) {
        return lanes.stream().filter(l -> millis.containsKey(key(l.library(), l.id()))).count();
    }

    private static String key(String library, String laneId) {
        return library + " " + laneId;
    }

    private static AdapterResults read(Path gz) throws IOException {
        // ResultsJson validates a plain file; the published ones are gzipped to keep the repository small
        Path plain = Files.createTempFile("atlas-times", ".json");
        try {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
                Files.copy(in, plain, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            return ResultsJson.read(plain);
        } finally {
            Files.deleteIfExists(plain);
        }
    }
}
