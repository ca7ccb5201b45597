package org.serialflex.check;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import java.util.List;

/**
 * {@code check.json}: the report as JSON, for tools, CI and the example's test. Reads the model only. Written with
 * Gson (this module's shaded copy, never the Gson of an adapter under test); every field is present, {@code null}
 * as JSON null.
 *
 * <pre>{@code
 * { "adapterId", "adapterName", "library", "oldLibrary", "oldClasses", "newClasses", "seed", "seconds",
 *   "overall": FULL|BACKWARD|FORWARD|NONE|NO_VERDICT,
 *   "roots": [ { "root", "className", "verdict", "accepted",
 *                "directions": [ { "direction", "control", "status", "outcome", "evidence", "samples",
 *                                  "samplesJudged", "notExercised": [ "Class.field", ... ] } x4: old→new, new→old, old→old, new→new ],
 *                "changedClasses": [ ... ], "notCarried": [ ... ],
 *                "sampleProblems": [ { "control", "sample", "outcome", "evidence" } ] } ],
 *   "diffs": [ { "className", "roots": [ ... ],
 *                "changes": [ { "kind", "title", "detail",
 *                               "criteria": [ { "criterion", "title", "score", "outcomes", "source" } ] } ] } ],
 *   "warnings": [ ... ],
 *   "accepted": [ { "root", "direction", "outcome", "field", ("adapter",) "reason", "occurs" } ] }
 * }</pre>
 *
 * For a check of several adapters, {@code "adapterId"}, {@code "adapterName"} and {@code "library"} list them
 * (comma-separated), {@code "adapters": [ids]} follows {@code "overall"}, and every root row has an
 * {@code "adapter"}; an accepted entry has one when the file names it.
 */
final class CheckJson {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping()
            .create();

    private CheckJson() {
    }

    static String render(CheckReport report) {
        return GSON.toJson(tree(report)) + "\n";
    }

    /** The report as a JSON tree, in the order of the fields above. */
    static JsonObject tree(CheckReport report) {
        JsonObject json = new JsonObject();
        json.add("adapterId", text(report.adapterId()));
        json.add("adapterName", text(report.adapterName()));
        json.add("library", text(report.library()));
        json.add("oldLibrary", text(report.oldLibrary()));
        json.add("oldClasses", text(report.oldClasses()));
        json.add("newClasses", text(report.newClasses()));
        json.addProperty("seed", report.seed());
        json.add("seconds", number(report.seconds()));
        json.add("overall", name(report.overall()));
        JsonArray roots = new JsonArray();
        if (report.severalAdapters()) {
            json.add("adapters", texts(report.byAdapter().stream().map(CheckReport::adapterId).toList()));
            // the combined rows in their order, each naming its adapter
            for (CheckReport one : report.byAdapter()) {
                Check.named(one).roots().forEach(root -> {
                    JsonObject row = root(root);
                    row.add("adapter", text(one.adapterId()));
                    roots.add(row);
                });
            }
        } else {
            report.roots().forEach(root -> roots.add(root(root)));
        }
        json.add("roots", roots);
        JsonArray diffs = new JsonArray();
        report.diffs().forEach(diff -> diffs.add(diff(diff)));
        json.add("diffs", diffs);
        json.add("notes", texts(report.notes()));
        json.add("warnings", texts(report.warnings()));
        JsonArray accepted = new JsonArray();
        for (Acceptance a : report.accepted()) {
            JsonObject entry = new JsonObject();
            entry.add("root", text(a.root()));
            entry.add("direction", text(a.direction()));
            entry.add("outcome", text(a.outcome()));
            entry.add("field", text(a.field()));
            if (a.adapter() != null) {
                entry.add("adapter", text(a.adapter()));
            }
            entry.add("reason", text(a.reason()));
            entry.addProperty("occurs", a.occurs());
            accepted.add(entry);
        }
        json.add("accepted", accepted);
        return json;
    }

    private static JsonObject root(RootResult root) {
        JsonObject json = new JsonObject();
        json.add("root", text(root.root()));
        json.add("className", text(root.className()));
        json.add("verdict", name(root.verdict()));
        json.addProperty("accepted", root.accepted());
        JsonArray directions = new JsonArray();
        for (DirectionResult d : root.directions()) {
            directions.add(direction(d));
        }
        json.add("directions", directions);
        json.add("changedClasses", texts(root.changedClasses()));
        json.add("notCarried", texts(root.notCarried()));
        JsonArray problems = new JsonArray();
        for (SampleProblem p : root.sampleProblems()) {
            JsonObject problem = new JsonObject();
            problem.add("control", text(p.control().label()));
            problem.addProperty("sample", p.sample());
            problem.add("outcome", name(p.outcome()));
            problem.add("evidence", text(p.evidence()));
            problems.add(problem);
        }
        json.add("sampleProblems", problems);
        return json;
    }

    private static JsonElement direction(DirectionResult d) {
        if (d == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject json = new JsonObject();
        json.add("direction", text(d.direction().label()));
        json.addProperty("control", d.control());
        json.add("status", name(d.status()));
        json.add("outcome", name(d.outcome()));
        json.add("evidence", text(d.evidence()));
        json.addProperty("samples", d.samples());
        json.addProperty("samplesJudged", d.samplesJudged());
        json.add("notExercised", texts(d.notExercised()));
        return json;
    }

    private static JsonObject diff(ClassDiff diff) {
        JsonObject json = new JsonObject();
        json.add("className", text(diff.className()));
        json.add("roots", texts(diff.roots()));
        JsonArray changes = new JsonArray();
        for (ScoredChange scored : diff.changes()) {
            JsonObject change = new JsonObject();
            ChangeKind kind = scored.change().kind();
            change.add("kind", name(kind));
            change.add("title", kind == null ? JsonNull.INSTANCE : text(kind.title()));
            change.add("detail", text(scored.change().detail()));
            JsonArray criteria = new JsonArray();
            for (KitScore score : scored.scores()) {
                JsonObject criterion = new JsonObject();
                criterion.add("criterion", text(score.criterionId()));
                criterion.add("title", text(score.title()));
                criterion.add("score", number(score.score()));
                criterion.add("outcomes", text(score.outcomes()));
                criterion.add("source", text(score.source()));
                criteria.add(criterion);
            }
            change.add("criteria", criteria);
            changes.add(change);
        }
        json.add("changes", changes);
        return json;
    }

    private static JsonElement text(String value) {
        return value == null ? JsonNull.INSTANCE : new JsonPrimitive(value);
    }

    private static JsonElement name(Enum<?> value) {
        return value == null ? JsonNull.INSTANCE : new JsonPrimitive(value.name());
    }

    /** A number, or null where JSON has none (NaN, infinities). */
    private static JsonElement number(double value) {
        return Double.isFinite(value) ? new JsonPrimitive(value) : JsonNull.INSTANCE;
    }

    private static JsonArray texts(List<String> values) {
        JsonArray array = new JsonArray();
        values.forEach(v -> array.add(text(v)));
        return array;
    }
}
