package org.serialflex.atlas;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;

/**
 * {@code docs/atlas/}: the published atlas. {@code index.html} is one self-contained page (its data inside, each
 * distinct evidence message once): pick a library, a "from" and a "to" release and it shows the lane's identity
 * verdict and the values that break with their evidence; under it a release × release grid per library coloured by
 * outcome. {@code results/<library>.json.gz} holds the library's lanes in the results schema (docs/results-schema.md;
 * the identity sets and the value zoo, without the exception {@code detail}). The page never re-scores: verdicts are the lanes'.
 */
final class AtlasPage {

    private final List<VersionFile> files;
    private final List<AtlasLane> lanes;
    private final LaneCache cache;

    AtlasPage(List<VersionFile> files, List<AtlasLane> lanes, LaneCache cache) {
        this.files = files;
        this.lanes = lanes;
        this.cache = cache;
    }

    void write(Path docs) throws IOException {
        Files.createDirectories(docs.resolve("results"));
        Evidence evidence = new Evidence();
        List<Map<String, Object>> libraries = new ArrayList<>();
        int measured = 0;
        int cannot = 0;
        for (VersionFile file : files) {
            List<AtlasLane> own = lanes.stream().filter(l -> l.library().equals(file.library())).toList();
            if (own.isEmpty()) {
                continue;
            }
            List<Map<String, Object>> rows = new ArrayList<>();
            AdapterResults merged = null;
            List<LaneResults> results = new ArrayList<>();
            for (AtlasLane lane : own) {
                Optional<AdapterResults> result = lane.runnable() ? cache.read(lane) : Optional.empty();
                Optional<String> failed = lane.runnable() ? cache.readFailure(lane) : Optional.empty();
                if (result.isPresent()) {
                    LaneResults one = result.get().lanes().get(0);
                    rows.add(row(lane, one, result.get(), evidence));
                    results.add(compact(one));
                    merged = merged == null ? result.get() : merged;
                    measured++;
                } else if (!lane.runnable() || failed.isPresent()) {
                    rows.add(unrun(lane, lane.runnable() ? failed.get() : lane.cannotRun()));
                    cannot++;
                }
            }
            Map<String, Object> library = new LinkedHashMap<>();
            library.put("id", file.library());
            library.put("title", file.title());
            library.put("versions", file.jdks().isEmpty() ? file.releases().stream().map(Release::version).toList()
                    : file.jdks().stream().map(j -> "JDK " + j).toList());
            library.put("lanes", rows);
            libraries.add(library);
            Path gz = docs.resolve("results").resolve(file.library() + ".json.gz");
            if (merged != null) {
                writeGzip(merged.withLanes(results), gz);
            } else {
                Files.deleteIfExists(gz);
            }
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("generatedAt", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        data.put("context", cache.context());
        data.put("measured", measured);
        data.put("cannotRun", cannot);
        data.put("evidence", evidence.messages);
        data.put("libraries", libraries);
        Gson gson = new GsonBuilder().disableHtmlEscaping().create();
        String json = gson.toJson(data).replace("</", "<\\/");
        String page;
        try (InputStream template = AtlasPage.class.getResourceAsStream("atlas.html")) {
            page = new String(template.readAllBytes(), StandardCharsets.UTF_8);
        }
        Files.writeString(docs.resolve("index.html"), page.replace("/*ATLAS-DATA*/null", json));
        System.out.printf("serialflex atlas: %s: %d lanes measured, %d cannot run, %d distinct evidence messages%n",
                docs.resolve("index.html"), measured, cannot, evidence.messages.size());
    }

    /** Each distinct evidence message once; a case refers to it by number. */
    private static final class Evidence {
        private final List<String> messages = new ArrayList<>();
        private final Map<String, Integer> numbers = new HashMap<>();

        int of(String message) {
            return numbers.computeIfAbsent(message == null ? "" : message, m -> {
                messages.add(m);
                return messages.size() - 1;
            });
        }
    }

    private static Map<String, Object> row(AtlasLane lane, LaneResults one, AdapterResults module, Evidence evidence) {
        Map<String, Outcome> alone = new HashMap<>();
        withZoo(module.criteria(), module.zoo()).forEach(c -> c.cases().forEach(k -> alone.put(k.id(), k.outcome())));
        List<CriterionResult> crossed = withZoo(one.identity(), one.zoo());
        Map<String, Object> row = base(lane);
        String failure = one.writer().startFailure() != null ? "writer: " + one.writer().startFailure()
                : one.reader().startFailure() != null ? "reader: " + one.reader().startFailure() : null;
        // the cases the adapter was asked to run: a value it declares it cannot hold (UNSUPPORTED) never calls it
        long cases = crossed.stream().flatMap(c -> c.cases().stream()).filter(c -> c.outcome() != Outcome.UNSUPPORTED)
                .count();
        List<String> unlinkedCases = crossed.stream().flatMap(c -> c.cases().stream())
                .map(CaseResult::evidence).filter(e -> e != null && LINKAGE.matcher(e).lookingAt()).toList();
        if (failure == null && !unlinkedCases.isEmpty() && unlinkedCases.size() * 2 >= cases) {
            failure = "the adapter's calls fail in " + unlinkedCases.size() + " of " + cases + " cases: "
                    + unlinkedCases.get(0);
        }
        boolean unlinked = failure != null && LINKAGE.matcher(failure).find();
        String mismatch = mismatch(one);
        if (mismatch != null) {
            row.put("status", "cannot");
            row.put("verdict", "cannot run: " + mismatch + "; the kit's verdict, of the wrong release, is not "
                    + "published as this lane's: " + one.verdict());
            row.put("startFailure", null);
            row.put("pass", 0);
            row.put("total", 0);
            row.put("cases", List.of());
            row.put("millis", one.durationMillis());
            return row;
        }
        row.put("status", unlinked ? "cannot" : status(one));
        row.put("verdict", unlinked ? "cannot run: the kit's adapter, compiled against " + module.library().version()
                + ", does not link against this release (no adapter variant is built for its API yet); the kit's "
                + "verdict: " + one.verdict() : one.verdict());
        row.put("startFailure", failure);
        row.put("writerLibrary", one.writer().library().version() + " on JDK " + one.writer().jdk().version());
        row.put("readerLibrary", one.reader().library().version() + " on JDK " + one.reader().jdk().version());
        List<List<Object>> broken = new ArrayList<>();
        int total = 0;
        int pass = 0;
        for (CriterionResult criterion : crossed) {
            for (CaseResult c : criterion.cases()) {
                total++;
                if (c.outcome() == Outcome.PASS) {
                    pass++;
                    continue;
                }
                Outcome there = alone.get(c.id());
                // a zoo case by what it holds and how ("UUID held as Object"), a criterion's by its id alone
                broken.add(List.of(c.id(), c.outcome().name(), there == null ? "" : there.name(),
                        evidence.of(c.evidence()), criterion == one.zoo() ? c.title() : ""));
            }
        }
        row.put("pass", pass);
        row.put("total", total);
        row.put("cases", broken);
        row.put("millis", one.durationMillis());
        return row;
    }

    /** A lane's (or a module's) criteria with its value zoo after them, when it ran the zoo. */
    private static List<CriterionResult> withZoo(List<CriterionResult> criteria, CriterionResult zoo) {
        if (zoo == null) {
            return criteria;
        }
        List<CriterionResult> all = new ArrayList<>(criteria);
        all.add(zoo);
        return all;
    }

    private static Map<String, Object> unrun(AtlasLane lane, String why) {
        Map<String, Object> row = base(lane);
        row.put("status", "cannot");
        row.put("verdict", "cannot run: " + why);
        return row;
    }

    private static Map<String, Object> base(AtlasLane lane) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", lane.id());
        row.put("from", lane.writer());
        row.put("to", lane.reader());
        if (!lane.note().isEmpty()) {
            row.put("note", lane.note());
        }
        return row;
    }

    /**
     * A side that cannot start because the adapter does not link against the release (an API the adapter calls is
     * missing there): the kit's limit, not the library's upgrade, so the grid shows it as a lane that cannot run.
     */
    private static final Pattern LINKAGE = Pattern.compile("java\\.lang\\.(NoSuchMethodError|NoSuchFieldError|"
            + "NoClassDefFoundError|ClassNotFoundException|VerifyError|AbstractMethodError|"
            + "IncompatibleClassChangeError)");

    private static final Pattern ASKED = Pattern.compile("@([0-9][0-9.]*)");

    /**
     * A side that ran another release than the lane asked for, by the library version the adapter reported on
     * that side's class path; {@code null} when both ran what was asked (or the lane asked for the module's).
     */
    static String mismatch(LaneResults lane) {
        String[] sides = lane.id().split(">");
        String[] names = {"writer", "reader"};
        org.serialflex.results.SideInfo[] info = {lane.writer(), lane.reader()};
        for (int i = 0; i < 2; i++) {
            Matcher asked = ASKED.matcher(sides[i]);
            if (asked.find() && info[i].library() != null && !asked.group(1).equals(info[i].library().version())) {
                return "the " + names[i] + " side asked for release " + asked.group(1) + " but ran "
                        + info[i].library().version() + " (its library as the adapter reported it there)";
            }
        }
        return null;
    }

    /** The verdict's kind, from the first words the kit's {@code LaneVerdict} gives each kind. */
    static String status(LaneResults lane) {
        String verdict = lane.verdict();
        if (verdict.startsWith("safe")) {
            return "safe";
        }
        if (verdict.startsWith("no identity case crosses")) {
            return "none";
        }
        if (verdict.contains("CORRUPT across this lane")) {
            return "corrupt";
        }
        return "fails";
    }

    /** The lane in the results schema without what the atlas does not publish: the exception detail. */
    private static LaneResults compact(LaneResults lane) {
        return new LaneResults(lane.id(), lane.writer(), lane.reader(), lane.verdict(), lane.durationMillis(),
                lane.identityTotal(), lane.total(), lane.identity().stream().map(AtlasPage::compact).toList(),
                lane.criteria().stream().map(AtlasPage::compact).toList(),
                lane.zoo() == null ? null : compact(lane.zoo()));
    }

    private static CriterionResult compact(CriterionResult criterion) {
        return new CriterionResult(criterion.id(), criterion.title(), criterion.score(), criterion.cases().stream()
                .map(c -> new CaseResult(c.id(), c.title(), c.writerClassVersion(), c.readerClassVersion(),
                        c.outcome(), c.evidence(), null, c.serializedSize(), c.deflatedSize(), c.payloadDigest(),
                        c.durationMicros())).toList());
    }

    private static void writeGzip(AdapterResults results, Path gz) throws IOException {
        Path plain = Files.createTempFile("atlas", ".json");
        try {
            ResultsJson.write(results, plain);
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
                Files.copy(plain, out);
            }
        } finally {
            Files.deleteIfExists(plain);
        }
    }
}
