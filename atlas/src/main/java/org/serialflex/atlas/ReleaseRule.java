package org.serialflex.atlas;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Which releases of a library matter for an upgrade (issue 35): of every release line (the first {@code line}
 * numbers of a version: 2.15 in Jackson, 1.4.10 in XStream) its first and its last release; plain releases only
 * (no candidates, no {@code -jdk17} variants), none older than {@code since}, plus the releases the file adds by hand.
 * Each major's last release and the next major's first are then neighbours in the list, so the lanes of
 * {@link AtlasPlan} (consecutive pairs, both ways) include the major upgrades.
 */
final class ReleaseRule {

    private ReleaseRule() {
    }

    /**
     * @param published every version the repository lists for each era, in the file's era order
     */
    static List<Release> choose(VersionFile file, Map<Era, List<String>> published) {
        Map<String, List<Release>> lines = new LinkedHashMap<>();
        for (Map.Entry<Era, List<String>> era : published.entrySet()) {
            for (String version : era.getValue()) {
                if (!Release.plain(version) || tooOld(version, file.since())) {
                    continue;
                }
                Release release = new Release(version, era.getKey());
                lines.computeIfAbsent(era.getKey().coordinates() + " " + release.line(file.line()),
                        k -> new ArrayList<>()).add(release);
            }
        }
        TreeSet<Release> chosen = new TreeSet<>();
        for (List<Release> line : lines.values()) {
            line.sort(null);
            chosen.add(line.get(0));
            chosen.add(line.get(line.size() - 1));
        }
        for (String version : file.added()) {
            Era era = published.entrySet().stream().filter(e -> e.getValue().contains(version)).map(Map.Entry::getKey)
                    .findFirst().orElseThrow(() -> new IllegalArgumentException(file.library() + ": 'add: " + version
                            + "' is not a version the repository lists for any era of the file"));
            chosen.add(new Release(version, era));
        }
        return List.copyOf(chosen);
    }

    private static boolean tooOld(String version, Optional<String> since) {
        return since.isPresent() && Release.compareVersions(version, since.get()) < 0;
    }
}
