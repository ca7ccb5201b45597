package org.serialflex.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.annotations.SerializedName;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.results.SafetyProfile;
import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code matrix.json}: the combined results of all adapters, schema {@value #SCHEMA}, documented in
 * {@code docs/matrix-schema.md}. It holds every case, so a matrix can be read back into the adapters'
 * results (for {@code diff}).
 */
final class MatrixJson {

    static final String SCHEMA = "serialflex-matrix/2";

    /** Version 1 had no lanes and named a case's class versions {@code writerVersion}/{@code readerVersion}. */
    static final String SCHEMA_1 = "serialflex-matrix/1";

    /** The name of a case's payload digest, in results files and here. */
    private static final String DIGEST = "payloadDigest";

    private static final Gson PRETTY = new GsonBuilder().setPrettyPrinting().serializeNulls()
            .disableHtmlEscaping().create();
    /**
     * Escapes {@code < > & = '} as {@code \\uXXXX}, so the text is safe inside an HTML script element, and leaves
     * out the payload digests: the page says what they measured in its lane cells, and thousands of random hex
     * digits would not compress.
     */
    private static final Gson HTML_SAFE = new GsonBuilder().serializeNulls()
            .addSerializationExclusionStrategy(new com.google.gson.ExclusionStrategy() {
                @Override
                public boolean shouldSkipField(com.google.gson.FieldAttributes field) {
                    return field.getName().equals(DIGEST);
                }

                @Override
                public boolean shouldSkipClass(Class<?> type) {
                    return false;
                }
            }).create();
    private static final Gson READER = new Gson();

    record Doc(String schema, String generatedAt, String source, List<String> kitVersions, List<String> jdks,
               List<ProblemDoc> problems, List<AdapterDoc> adapters, List<CriterionDoc> criteria,
               List<CaseDoc> cases, List<SizeDoc> sizes, List<SpeedDoc> speed, SpeedSourceDoc speedSource,
               Map<String, SafetyProfile> safety, Map<String, CriterionResult> zoo) {
    }

    /** The one races run every {@code speed[]} entry comes from ({@link RaceRun}); {@code null} without speeds. */
    record SpeedSourceDoc(String origin, String file, String mode, String measuredAt, String commit,
                          Boolean uncommittedChanges, String jdk, String cpu, Integer cores, String line) {

        static SpeedSourceDoc of(RaceRun run) {
            return new SpeedSourceDoc(run.origin().name().toLowerCase(java.util.Locale.ROOT), run.file(), run.mode(),
                    run.measuredAt(), run.commit(), run.uncommittedChanges(), run.jdk(), run.cpu(),
                    run.known() ? run.cores() : null, run.line());
        }
    }

    record SizeDoc(String adapter, String library, String shape, Integer serializedSize, Integer deflatedSize,
                   String readBack, String evidence) {
    }

    record SpeedDoc(String adapter, String shape, String benchmark, int threads, double score, Double scoreError,
                    String unit) {
    }

    record ProblemDoc(String file, String message) {
    }

    record LibraryDoc(String groupId, String artifactId, String version, String coordinates) {
    }

    record AdapterDoc(String id, String name, LibraryDoc library, JdkInfo jdk, String kitVersion, String startedAt,
                      long durationMillis, double total, int criteriaRun, int cases, long corruptCases,
                      long crashCases, long kitErrorCases, String format, List<LaneResults> lanes) {
    }

    record CriterionDoc(String id, String title, Map<String, Double> scores, Map<String, Outcome> alarms) {
    }

    record CaseDoc(String adapter, String criterion, String id, String title,
                   @SerializedName(value = "writerClassVersion", alternate = "writerVersion") String writerClassVersion,
                   @SerializedName(value = "readerClassVersion", alternate = "readerVersion") String readerClassVersion,
                   Outcome outcome, String evidence, Integer serializedSize, Integer deflatedSize, String payloadDigest,
                   long durationMicros) {
    }

    private MatrixJson() {
    }

    /** The pretty-printed {@code matrix.json} text. */
    static String render(Matrix matrix) {
        return PRETTY.toJson(doc(matrix)) + "\n";
    }

    /** The same document on one line, with HTML-sensitive characters escaped, for embedding in the page. */
    static String renderForHtml(Matrix matrix) {
        return HTML_SAFE.toJson(doc(matrix));
    }

    static Doc doc(Matrix matrix) {
        List<AdapterDoc> adapters = matrix.adapters().stream().map(MatrixJson::adapter).toList();
        List<CriterionDoc> criteria = new ArrayList<>();
        for (CriterionRow row : matrix.criteria()) {
            Map<String, Double> scores = new LinkedHashMap<>();
            Map<String, Outcome> alarms = new LinkedHashMap<>();
            for (Cell cell : row.cells()) {
                if (cell.ran()) {
                    scores.put(cell.adapter().id(), cell.score());
                    cell.alarm().ifPresent(alarm -> alarms.put(cell.adapter().id(), alarm));
                }
            }
            criteria.add(new CriterionDoc(row.id(), row.title(), scores, alarms));
        }
        List<CaseDoc> cases = new ArrayList<>();
        for (AdapterColumn adapter : matrix.adapters()) {
            for (CriterionResult criterion : adapter.results().criteria()) {
                for (CaseResult c : criterion.cases()) {
                    cases.add(new CaseDoc(adapter.id(), criterion.id(), c.id(), c.title(), c.writerClassVersion(),
                            c.readerClassVersion(), c.outcome(), c.evidence(), c.serializedSize(), c.deflatedSize(),
                            c.payloadDigest(), c.durationMicros()));
                }
            }
        }
        List<ProblemDoc> problems = matrix.problems().stream()
                .map(p -> new ProblemDoc(String.valueOf(p.file()), p.message())).toList();
        List<SizeDoc> sizes = new ArrayList<>();
        List<SpeedDoc> speed = new ArrayList<>();
        SizeAndSpeed extras = matrix.extras();
        for (AdapterColumn adapter : matrix.adapters()) {
            for (String shape : extras.shapes()) {
                extras.size(adapter.id(), shape).ifPresent(s -> sizes.add(new SizeDoc(s.adapter(), s.library(),
                        s.shape(), s.serializedSize(), s.deflatedSize(), s.outcome(), s.evidence())));
                for (int threads : extras.threadCounts()) {
                    for (String benchmark : SizeAndSpeed.BENCHMARKS) {
                        extras.speed(adapter.id(), shape, benchmark, threads).ifPresent(s -> speed.add(new SpeedDoc(
                                s.adapter(), s.shape(), s.benchmark(), s.threads(), s.score(),
                                Double.isNaN(s.error()) ? null : s.error(), s.unit())));
                    }
                }
            }
        }
        Map<String, SafetyProfile> safety = new LinkedHashMap<>();
        matrix.adapters().stream().filter(a -> a.results().safety() != null)
                .forEach(a -> safety.put(a.id(), a.results().safety()));
        // the value zoo per adapter, as its results file has it: beside the criteria, in no score
        Map<String, CriterionResult> zoo = new LinkedHashMap<>();
        matrix.adapters().stream().filter(a -> a.results().zoo() != null)
                .forEach(a -> zoo.put(a.id(), a.results().zoo()));
        return new Doc(SCHEMA, matrix.generatedAt().toString(), matrix.source(), matrix.kitVersions(),
                matrix.jdks(), problems, adapters, criteria, cases, sizes, speed,
                extras.races().map(SpeedSourceDoc::of).orElse(null), safety, zoo);
    }

    private static AdapterDoc adapter(AdapterColumn column) {
        AdapterResults r = column.results();
        LibraryInfo lib = r.library();
        return new AdapterDoc(column.id(), column.name(),
                new LibraryDoc(lib.groupId(), lib.artifactId(), lib.version(), lib.coordinates()),
                r.jdk(), r.kitVersion(), r.startedAt(), r.durationMillis(), r.total(), column.criteriaRun(),
                column.caseCount(), column.count(Outcome.CORRUPT), column.count(Outcome.CRASH),
                column.count(Outcome.KIT_ERROR), r.format(), r.lanes());
    }

    /** Whether {@code json} is a matrix document (as opposed to one adapter's results file). */
    static boolean isMatrix(String json) {
        try {
            JsonElement root = JsonParser.parseString(json);
            return root.isJsonObject() && root.getAsJsonObject().has("schema");
        } catch (JsonParseException e) {
            return false;
        }
    }

    /**
     * Reads a matrix document back into one {@link AdapterResults} per adapter, in the document's order.
     *
     * @param name names the source in error messages
     * @throws IllegalArgumentException with a sentence naming {@code name} when the document is not usable
     */
    static List<AdapterResults> read(String json, String name) {
        Doc doc;
        try {
            JsonObject root = JsonParser.parseString(json).getAsJsonObject();
            doc = READER.fromJson(root, Doc.class);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Matrix file " + name + " is unusable: it is not valid JSON ("
                    + e.getMessage() + ")");
        }
        if (!SCHEMA.equals(doc.schema()) && !SCHEMA_1.equals(doc.schema())) {
            throw new IllegalArgumentException("Matrix file " + name + " is unusable: its schema is '"
                    + doc.schema() + "' but this kit reads '" + SCHEMA + "' and '" + SCHEMA_1 + "'");
        }
        require(doc.adapters(), "adapters", name);
        require(doc.criteria(), "criteria", name);
        require(doc.cases(), "cases", name);
        List<AdapterResults> results = new ArrayList<>();
        for (AdapterDoc a : doc.adapters()) {
            require(a.id(), "adapters[].id", name);
            require(a.library(), "library of adapter " + a.id(), name);
            List<CriterionResult> criteria = new ArrayList<>();
            for (CriterionDoc c : doc.criteria()) {
                require(c.id(), "criteria[].id", name);
                Double score = c.scores() == null ? null : c.scores().get(a.id());
                if (score == null) {
                    continue;
                }
                List<CaseResult> cases = doc.cases().stream()
                        .filter(k -> a.id().equals(k.adapter()) && c.id().equals(k.criterion()))
                        .map(k -> new CaseResult(require(k.id(), "cases[].id", name), k.title(), k.writerClassVersion(),
                                k.readerClassVersion(), require(k.outcome(), "outcome of case " + k.id(), name),
                                k.evidence(), null, k.serializedSize(), k.deflatedSize(), k.payloadDigest(),
                                k.durationMicros()))
                        .toList();
                criteria.add(new CriterionResult(c.id(), c.title(), score, cases));
            }
            LibraryDoc lib = a.library();
            results.add(new AdapterResults(ResultsJson.SCHEMA_VERSION, a.kitVersion(), a.id(), a.name(),
                    new LibraryInfo(lib.groupId(), lib.artifactId(), lib.version()), a.format(),
                    Objects.requireNonNullElse(a.jdk(), new JdkInfo(null, null, null)), a.startedAt(),
                    a.durationMillis(), a.total(), criteria, a.lanes(),
                    doc.safety() == null ? null : doc.safety().get(a.id()),
                    doc.zoo() == null ? null : doc.zoo().get(a.id())));
        }
        return results;
    }

    private static <T> T require(T value, String field, String name) {
        if (value == null) {
            throw new IllegalArgumentException("Matrix file " + name + " is unusable: the field '" + field
                    + "' is missing or not one of the known values");
        }
        return value;
    }
}
