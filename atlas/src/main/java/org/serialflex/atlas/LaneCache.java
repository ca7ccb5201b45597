package org.serialflex.atlas;

import org.serialflex.lanes.JdkLocator;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.TckCase;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The lanes' results as they are run, one file per lane under {@code <out>/lanes/}: a results file in the results
 * schema (docs/results-schema.md) holding the module's matrix and the one lane, so that {@code serialflex report}
 * merges any set of them. A lane's file is named by a digest of what its result depends on: both sides' coordinates
 * and versions, the JDKs, the kit's version and the kit's case set ({@link #caseSet}); a rerun skips a lane whose
 * file exists, and a new case, release or JDK update makes a new file. A lane the kit could not ask (a release Maven
 * cannot resolve) keeps its one-line reason in {@code <digest>.failed}.
 */
final class LaneCache {

    private final Path directory;
    private final String context;

    LaneCache(Path directory, String kitVersion) {
        this.directory = directory;
        this.context = "kit " + kitVersion + "; cases " + caseSet() + "; " + jdks();
    }

    Path directory() {
        return directory;
    }

    String context() {
        return context;
    }

    Path results(AtlasLane lane) {
        return directory.resolve(name(lane) + ".json");
    }

    Path failure(AtlasLane lane) {
        return directory.resolve(name(lane) + ".failed");
    }

    boolean current(AtlasLane lane) {
        return Files.isRegularFile(results(lane)) || Files.isRegularFile(failure(lane));
    }

    Optional<AdapterResults> read(AtlasLane lane) {
        return Files.isRegularFile(results(lane)) ? Optional.of(ResultsJson.read(results(lane))) : Optional.empty();
    }

    Optional<String> readFailure(AtlasLane lane) throws IOException {
        return Files.isRegularFile(failure(lane)) ? Optional.of(Files.readString(failure(lane)).strip())
                : Optional.empty();
    }

    void write(AtlasLane lane, AdapterResults results) throws IOException {
        Files.createDirectories(directory);
        ResultsJson.write(results, results(lane));
    }

    void writeFailure(AtlasLane lane, String line) throws IOException {
        Files.createDirectories(directory);
        Files.writeString(failure(lane), line + "\n");
    }

    private String name(AtlasLane lane) {
        String readable = lane.id().replaceAll("[^A-Za-z0-9.@_-]+", "_");
        return (readable.length() > 80 ? readable.substring(0, 80) : readable) + "-"
                + digest(lane.key() + "\n" + context).substring(0, 16);
    }

    /** A digest of every case id of every criterion the kit registers, identity sets included. */
    static String caseSet() {
        StringBuilder ids = new StringBuilder();
        for (Criterion criterion : Criteria.all()) {
            ids.append(criterion.id()).append('\n');
            for (TckCase c : criterion.cases()) {
                ids.append(c.id()).append('\n');
            }
            for (TckCase c : criterion.identityCases()) {
                ids.append(c.id()).append('\n');
            }
        }
        return digest(ids.toString()).substring(0, 16);
    }

    private static String jdks() {
        // the same JDK homes the atlas hands the kit's engine (-Dserialflex.jdks), so the key names the JDKs it ran
        JdkLocator locator = JdkLocator.forThisMachine(System.getProperty("serialflex.jdks", ""));
        StringBuilder text = new StringBuilder("jdk ").append(locator.running().version());
        for (int feature : new int[] {AtlasPlan.OLD_JDK, 21, AtlasPlan.NEW_JDK}) {
            try {
                text.append(", ").append(locator.find(feature).version());
            } catch (RuntimeException e) {
                text.append(", no JDK ").append(feature);
            }
        }
        return text.toString();
    }

    static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
