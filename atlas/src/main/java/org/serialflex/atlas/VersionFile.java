package org.serialflex.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A library's releases the atlas crosses: {@code atlas/versions/<library>.versions}, written by
 * {@code scripts/serialflex atlas versions} from the repository's version list ({@link ReleaseRule}) and reviewed
 * like code. The atlas grows by adding a release here (a line of its own, or {@code add:} to keep it through the next
 * regeneration), never by code.
 *
 * <pre>
 * # comments
 * library: kryo                      the file's name, the id the page and the results use
 * title: Kryo
 * line: 2                            how many numbers name a release line (2.15 in Jackson, 1.4.10 in XStream)
 * since: 4.0.0                       the oldest release considered (optional)
 * era: com.esotericsoftware:kryo kryo [note]   the coordinates, and the adapter built for them ('none': no adapter)
 * era: org.apache.fory:fory-core[0.11.0,1.0.0) fory0   a range of the coordinates' releases run by another adapter
 * add: 5.5.0                         a release kept whatever the rule says (optional, repeatable)
 * jdk: 17 21 25                      for the JDK's own serialization: the JDKs are the releases
 * 4.0.0                              the releases, oldest first; "version group:artifact" for an era but the first
 * 3.0.0 jvm: --add-opens=java.sql/java.sql=ALL-UNNAMED   the JVM options a release needs that the module's does not
 * </pre>
 */
record VersionFile(String library, String title, int line, Optional<String> since, List<Era> eras, List<String> added,
                   List<Integer> jdks, List<Release> releases) {

    static final String SUFFIX = ".versions";

    static VersionFile read(Path file) throws IOException {
        String name = file.getFileName().toString();
        String library = name.substring(0, name.length() - SUFFIX.length());
        String title = library;
        int line = 2;
        Optional<String> since = Optional.empty();
        List<Era> eras = new ArrayList<>();
        List<String> added = new ArrayList<>();
        List<Integer> jdks = new ArrayList<>();
        List<String[]> versions = new ArrayList<>();
        int number = 0;
        for (String raw : Files.readAllLines(file)) {
            number++;
            String text = raw.replaceFirst("#.*", "").strip();
            String where = file + ":" + number;
            if (text.isEmpty()) {
                continue;
            }
            if (!text.startsWith("jvm: ") && text.contains(" jvm: ") && Character.isDigit(text.charAt(0))) {
                versions.add(text.split("\\s+"));
                continue;
            }
            int colon = text.indexOf(": ");
            String key = colon > 0 ? text.substring(0, colon) : "";
            String value = colon > 0 ? text.substring(colon + 2).strip() : text;
            switch (key) {
                case "library" -> {
                    if (!value.equals(library)) {
                        throw new IllegalArgumentException(where + ": 'library: " + value + "' in " + name
                                + "; a version file is named after its library: rename it to " + value + SUFFIX);
                    }
                }
                case "title" -> title = value;
                case "line" -> line = Integer.parseInt(value);
                case "since" -> since = Optional.of(value);
                case "era" -> eras.add(Era.parse(value, where));
                case "add" -> added.add(value);
                case "jdk" -> {
                    for (String jdk : value.split("\\s+")) {
                        jdks.add(Integer.parseInt(jdk));
                    }
                }
                case "" -> versions.add(text.split("\\s+"));
                case "jvm" -> throw new IllegalArgumentException(where + ": 'jvm:' follows a release on its line, "
                        + "e.g. '3.0.0 jvm: --add-opens=java.sql/java.sql=ALL-UNNAMED'");
                default -> throw new IllegalArgumentException(where + ": unknown key '" + key + "'; a version file "
                        + "knows library, title, line, since, era, add and jdk (docs/atlas/README.md, \"Which releases\")");
            }
        }
        if (eras.isEmpty()) {
            throw new IllegalArgumentException(file + " names no era; add 'era: group:artifact adapter' before the "
                    + "releases (docs/atlas/README.md, \"Which releases\")");
        }
        List<Release> releases = new ArrayList<>();
        for (String[] releaseLine : versions) {
            List<String> words = List.of(releaseLine);
            int jvm = words.indexOf("jvm:");
            List<String> options = jvm < 0 ? List.of() : words.subList(jvm + 1, words.size());
            String[] version = (jvm < 0 ? words : words.subList(0, jvm)).toArray(String[]::new);
            String coordinates = version.length > 1 ? version[1] : eras.get(0).coordinates();
            Era era = eras.stream().filter(e -> e.coordinates().equals(coordinates) && e.holds(version[0]))
                    .findFirst().orElseThrow(() -> new IllegalArgumentException(file + ": release " + version[0]
                            + " of " + coordinates + " is in no 'era:' line of the file (its coordinates and range)"));
            if (!Release.plain(version[0])) {
                throw new IllegalArgumentException(file + ": '" + version[0] + "' is not a release version "
                        + "(numbers and dots); the atlas crosses releases, not candidates or variants");
            }
            releases.add(new Release(version[0], era, options));
        }
        releases.sort(null);
        return new VersionFile(library, title, line, since, List.copyOf(eras), List.copyOf(added), List.copyOf(jdks),
                List.copyOf(releases));
    }

    /** The file as {@link #read} reads it, the releases under the header, oldest first. */
    String text(String generatedBy) {
        StringBuilder text = new StringBuilder();
        text.append("# ").append(title).append(": the releases the upgrade atlas crosses (docs/atlas/README.md).\n");
        text.append("# ").append(generatedBy).append('\n');
        text.append("# Reviewed like code: add a release by a line of its own, or by 'add:' to keep it through the next\n");
        text.append("# regeneration (scripts/serialflex atlas versions ").append(library).append(").\n");
        text.append("library: ").append(library).append('\n');
        text.append("title: ").append(title).append('\n');
        text.append("line: ").append(line).append('\n');
        since.ifPresent(s -> text.append("since: ").append(s).append('\n'));
        eras.forEach(e -> text.append(e.line()).append('\n'));
        added.forEach(a -> text.append("add: ").append(a).append('\n'));
        if (!jdks.isEmpty()) {
            text.append("jdk:");
            jdks.forEach(j -> text.append(' ').append(j));
            text.append('\n');
        }
        for (Release release : releases) {
            text.append(release.version());
            if (!release.era().coordinates().equals(eras.get(0).coordinates())) {
                text.append(' ').append(release.era().coordinates());
            }
            if (!release.jvmOptions().isEmpty()) {
                text.append(" jvm: ").append(String.join(" ", release.jvmOptions()));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The file with {@code chosen} as its releases, each keeping the JVM options this file gives it. */
    VersionFile withReleases(List<Release> chosen) {
        return new VersionFile(library, title, line, since, eras, added, jdks, chosen.stream()
                .map(r -> r.withJvmOptions(releases.stream().filter(o -> o.version().equals(r.version())).findFirst()
                        .map(Release::jvmOptions).orElse(List.of()))).sorted().toList());
    }
}
