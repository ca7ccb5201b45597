package org.serialflex.atlas;

import org.serialflex.lanes.LaneSyntax;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The atlas's lanes, derived from the version files alone (issue 35): consecutive releases of the list in both
 * directions (a rolling deploy has both; each major's last and the next major's first are neighbours, so major
 * upgrades are among them), and for the newest release the JDK upgrade 17 → 25, plain and with Unsafe memory access
 * denied on JDK 25, both ways. For the JDK's own serialization the JDKs are the releases. A lane varies one thing:
 * both sides run one adapter configuration unless the eras' adapters differ, which the lane's era note then names.
 */
final class AtlasPlan {

    static final String DENY = "--sun-misc-unsafe-memory-access=deny";
    static final int OLD_JDK = 17;
    static final int NEW_JDK = 25;

    private AtlasPlan() {
    }

    static List<AtlasLane> lanes(VersionFile file, AdapterModules modules) {
        List<AtlasLane> lanes = new ArrayList<>();
        if (!file.jdks().isEmpty()) {
            String adapter = file.eras().get(0).adapter();
            List<Integer> jdks = file.jdks();
            for (int i = 1; i < jdks.size(); i++) {
                jdkLane(lanes, file, modules, adapter, "", jdks.get(i - 1), "", jdks.get(i), "");
                jdkLane(lanes, file, modules, adapter, "", jdks.get(i), "", jdks.get(i - 1), "");
            }
            int newest = jdks.get(jdks.size() - 1);
            lanes.add(jdk(file, modules, adapter, "", jdks.get(0), "", newest, DENY));
            lanes.add(jdk(file, modules, adapter, "", newest, DENY, jdks.get(0), ""));
            return lanes;
        }
        List<Release> releases = file.releases();
        for (int i = 1; i < releases.size(); i++) {
            lanes.add(versionLane(file, modules, releases.get(i - 1), releases.get(i)));
            lanes.add(versionLane(file, modules, releases.get(i), releases.get(i - 1)));
        }
        Optional<Release> newest = releases.stream().filter(r -> r.era().adapter() != null).reduce((a, b) -> b);
        newest.ifPresent(n -> {
            String side = n.era().adapter() + "@" + n.version();
            String own = String.join(" ", n.jvmOptions());
            String deny = (own + " " + DENY).strip();
            lanes.add(jdk(file, modules, side, n.version(), OLD_JDK, own, NEW_JDK, own));
            lanes.add(jdk(file, modules, side, n.version(), NEW_JDK, own, OLD_JDK, own));
            lanes.add(jdk(file, modules, side, n.version(), OLD_JDK, own, NEW_JDK, deny));
            lanes.add(jdk(file, modules, side, n.version(), NEW_JDK, deny, OLD_JDK, own));
        });
        return lanes;
    }

    /** The lanes of every file, each id once (in file order), only those of {@code libraries} when it is not empty. */
    static List<AtlasLane> lanes(List<VersionFile> files, AdapterModules modules, Set<String> libraries) {
        Set<String> seen = new LinkedHashSet<>();
        List<AtlasLane> lanes = new ArrayList<>();
        for (VersionFile file : files) {
            if (libraries.isEmpty() || libraries.contains(file.library())) {
                lanes(file, modules).stream().filter(l -> seen.add(l.library() + " " + l.id())).forEach(lanes::add);
            }
        }
        return lanes;
    }

    /**
     * Shard {@code index} of {@code count}: a contiguous slice of the lanes, cut so that each shard gets as much of
     * the lanes' time as the others ({@link LaneTimes}: the published atlas's time of each lane; a lane that cannot
     * run costs nothing), and a library's lanes stay mostly in one shard, where they share the module's JVMs. A lane
     * goes to the shard its midpoint falls in.
     */
    static List<AtlasLane> shard(List<AtlasLane> lanes, int index, int count, LaneTimes times) {
        long total = lanes.stream().mapToLong(times::weight).sum();
        List<AtlasLane> part = new ArrayList<>();
        long before = 0;
        for (AtlasLane lane : lanes) {
            long weight = times.weight(lane);
            long slot = total == 0 ? 0 : Math.min(count - 1, (2 * before + weight) * count / (2 * total));
            if (slot == index - 1) {
                part.add(lane);
            }
            before += weight;
        }
        return part;
    }

    private static void jdkLane(List<AtlasLane> lanes, VersionFile file, AdapterModules modules, String side,
                                String version, int from, String fromVersion, int to, String toOptions) {
        lanes.add(jdk(file, modules, side, version, from, "", to, toOptions));
    }

    private static AtlasLane jdk(VersionFile file, AdapterModules modules, String side, String version, int from,
                                 String fromOptions, int to, String toOptions) {
        String adapter = side.replaceFirst("@.*", "");
        String id = normal(side + "/jdk" + from + options(fromOptions) + ">" + side + "/jdk" + to + options(toOptions));
        Optional<String> module = modules.of(adapter);
        String label = version.isEmpty() ? "" : version + " on ";
        return new AtlasLane(file.library(), id, label + jdkLabel(from, fromOptions), label + jdkLabel(to, toOptions),
                module.orElse(null), adapter, id + " " + file.eras().get(0).coordinates(),
                module.isPresent() ? null : "no module of this checkout holds the adapter '" + adapter + "'", "");
    }

    private static AtlasLane versionLane(VersionFile file, AdapterModules modules, Release writer, Release reader) {
        String w = writer.era().adapter();
        String r = reader.era().adapter();
        String id = (w == null ? "?" : w) + "@" + writer.version() + options(String.join(" ", writer.jvmOptions()))
                + ">" + (r == null ? "?" : r) + "@" + reader.version() + options(String.join(" ", reader.jvmOptions()));
        String key = id + " " + writer.era().coordinates() + " " + reader.era().coordinates();
        String note = writer.era().equals(reader.era()) ? "" : eraNote(writer, reader);
        Optional<Release> orphan = w == null ? Optional.of(writer) : r == null ? Optional.of(reader) : Optional.empty();
        if (orphan.isPresent()) {
            Release o = orphan.get();
            return new AtlasLane(file.library(), id, writer.version(), reader.version(), null, "", key,
                    o.era().coordinates() + ":" + o.version() + " has no adapter in the kit: " + o.era().note(), note);
        }
        Optional<String> module = modules.holding(w, r);
        if (module.isEmpty()) {
            return new AtlasLane(file.library(), id, writer.version(), reader.version(), null, "", key,
                    "no module of this checkout has both adapters '" + w + "' and '" + r + "' on its test class path", note);
        }
        String normal = normal(id);
        return new AtlasLane(file.library(), normal, writer.version(), reader.version(), module.get(),
                w.equals(r) ? w : w + "," + r, key, null, note);
    }

    /**
     * What differs between two eras: the note of a side without an adapter, else of the older release's era, which
     * says what changed after it; the other's when the older has none.
     */
    private static String eraNote(Release writer, Release reader) {
        if (writer.era().adapter() == null || reader.era().adapter() == null) {
            return writer.era().adapter() == null ? writer.era().note() : reader.era().note();
        }
        boolean writerOlder = writer.compareTo(reader) < 0;
        Era older = (writerOlder ? writer : reader).era();
        Era newer = (writerOlder ? reader : writer).era();
        return older.note().isEmpty() ? newer.note() : older.note();
    }

    private static String options(String options) {
        return options.isEmpty() ? "" : "[" + options + "]";
    }

    private static String jdkLabel(int feature, String options) {
        return "JDK " + feature + (options.contains(DENY) ? " (Unsafe denied)" : "");
    }

    /** The id the kit's results give the lane. */
    static String normal(String id) {
        return LaneSyntax.parse(id).get(0).id();
    }
}
