package org.serialflex.check;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.check.ReportFixtures.CLASSES;
import static org.serialflex.check.ReportFixtures.LONG_EVIDENCE;

class CheckJsonTest {

    private final CheckReport report = ReportFixtures.big();
    private final JsonObject json = JsonParser.parseString(CheckJson.render(report)).getAsJsonObject();

    @Test
    void holdsTheRunAndKeepsNullsAsJsonNull() {
        assertThat(json.keySet()).containsExactly("adapterId", "adapterName", "library", "oldLibrary", "oldClasses",
                "newClasses", "seed", "seconds", "overall", "roots", "diffs", "notes", "warnings", "accepted");
        assertThat(json.get("adapterId").getAsString()).isEqualTo("kryo");
        assertThat(json.get("adapterName").getAsString()).isEqualTo("Kryo 5");
        assertThat(json.get("library").getAsString()).isEqualTo("com.esotericsoftware:kryo:5.6.2");
        assertThat(json.get("oldLibrary").isJsonNull()).isTrue();
        assertThat(json.get("oldClasses").getAsString()).isEqualTo("target/old.jar");
        assertThat(json.get("newClasses").getAsString()).isEqualTo("target/classes");
        assertThat(json.get("seed").getAsLong()).isEqualTo(42);
        assertThat(json.get("seconds").getAsDouble()).isEqualTo(3.2);
        assertThat(json.get("overall").getAsString()).isEqualTo("NO_VERDICT");
        assertThat(strings(json.getAsJsonArray("warnings"))).containsExactly(ReportFixtures.WARNING);
    }

    @Test
    void holdsEachRootWithItsFourDirections() {
        JsonArray roots = json.getAsJsonArray("roots");
        assertThat(roots).hasSize(5);
        JsonObject none = roots.get(1).getAsJsonObject();
        assertThat(none.keySet()).containsExactly("root", "className", "verdict", "accepted", "directions",
                "changedClasses", "notCarried", "sampleProblems");
        assertThat(none.get("root").getAsString()).isEqualTo(ReportFixtures.ROOT_NONE);
        assertThat(none.get("verdict").getAsString()).isEqualTo("NONE");
        assertThat(none.get("accepted").getAsBoolean()).isFalse();
        JsonArray directions = none.getAsJsonArray("directions");
        assertThat(directions).hasSize(4);
        assertThat(StreamSupport.stream(directions.spliterator(), false)
                .map(d -> d.getAsJsonObject().get("direction").getAsString()))
                .containsExactly("old→new", "new→old", "old→old", "new→new");
        JsonObject backward = directions.get(0).getAsJsonObject();
        assertThat(backward.keySet()).containsExactly("direction", "control", "status", "outcome", "evidence",
                "samples", "samplesJudged", "notExercised");
        assertThat(backward.getAsJsonArray("notExercised")).singleElement()
                .satisfies(f -> assertThat(f.getAsString()).isEqualTo(ReportFixtures.NOT_EXERCISED));
        assertThat(backward.get("control").getAsBoolean()).isFalse();
        assertThat(backward.get("status").getAsString()).isEqualTo("JUDGED");
        assertThat(backward.get("outcome").getAsString()).isEqualTo("READ_FAILED");
        assertThat(backward.get("evidence").getAsString()).isEqualTo(LONG_EVIDENCE);
        assertThat(backward.get("samples").getAsInt()).isEqualTo(3);
        assertThat(backward.get("samplesJudged").getAsInt()).isEqualTo(3);
        JsonObject oldControl = directions.get(2).getAsJsonObject();
        assertThat(oldControl.get("control").getAsBoolean()).isTrue();
        assertThat(oldControl.get("evidence").isJsonNull()).isTrue();
        assertThat(strings(none.getAsJsonArray("changedClasses"))).hasSize(CLASSES);
        assertThat(strings(none.getAsJsonArray("notCarried"))).containsExactly("com.acme.model.Order.cache");

        JsonObject noVerdict = roots.get(2).getAsJsonObject();
        assertThat(noVerdict.get("verdict").getAsString()).isEqualTo("NO_VERDICT");
        JsonObject noVerdictBackward = noVerdict.getAsJsonArray("directions").get(0).getAsJsonObject();
        assertThat(noVerdictBackward.get("status").getAsString()).isEqualTo("NO_VERDICT");
        assertThat(noVerdictBackward.get("outcome").isJsonNull()).isTrue();
        assertThat(noVerdictBackward.get("samplesJudged").getAsInt()).isZero();
        assertThat(roots.get(3).getAsJsonObject().get("accepted").getAsBoolean()).isTrue();
        JsonObject full = roots.get(0).getAsJsonObject();
        assertThat(full.getAsJsonArray("directions").get(1).getAsJsonObject().get("status").getAsString())
                .isEqualTo("NOTHING_TO_WRITE");
        JsonObject shipment = roots.get(4).getAsJsonObject();
        assertThat(shipment.get("root").getAsString()).isEqualTo("com.acme.model.Shipment<java.lang.String>");
        assertThat(shipment.get("className").getAsString()).isEqualTo("com.acme.model.Shipment");
    }

    @Test
    void holdsSampleProblems() {
        JsonArray problems = json.getAsJsonArray("roots").get(0).getAsJsonObject().getAsJsonArray("sampleProblems");
        assertThat(problems).hasSize(2);
        JsonObject first = problems.get(0).getAsJsonObject();
        assertThat(first.keySet()).containsExactly("control", "sample", "outcome", "evidence");
        assertThat(first.get("control").getAsString()).isEqualTo("old→old");
        assertThat(first.get("sample").getAsInt()).isEqualTo(2);
        assertThat(first.get("outcome").getAsString()).isEqualTo("WRITE_FAILED");
        assertThat(first.get("evidence").getAsString()).isEqualTo(ReportFixtures.SAMPLE_PROBLEM_EVIDENCE);
        assertThat(problems.get(1).getAsJsonObject().get("evidence").getAsString()).isEqualTo(LONG_EVIDENCE);
    }

    @Test
    void holdsEachDiffOnceWithItsCriteriaAndScores() {
        JsonArray diffs = json.getAsJsonArray("diffs");
        assertThat(diffs).hasSize(CLASSES);
        JsonObject diff = diffs.get(7).getAsJsonObject();
        assertThat(diff.keySet()).containsExactly("className", "roots", "changes");
        assertThat(diff.get("className").getAsString()).isEqualTo(ReportFixtures.className(7));
        assertThat(strings(diff.getAsJsonArray("roots"))).isEqualTo(ReportFixtures.ROOTS);
        JsonObject change = diff.getAsJsonArray("changes").get(0).getAsJsonObject();
        assertThat(change.keySet()).containsExactly("kind", "title", "detail", "criteria");
        assertThat(change.get("kind").getAsString()).isEqualTo("FIELD_ADDED");
        assertThat(change.get("title").getAsString()).isEqualTo("field added");
        assertThat(change.get("detail").getAsString()).isEqualTo(ReportFixtures.detail(7));
        JsonArray criteria = change.getAsJsonArray("criteria");
        assertThat(criteria).hasSize(2);
        JsonObject c05 = criteria.get(1).getAsJsonObject();
        assertThat(c05.keySet()).containsExactly("criterion", "title", "score", "outcomes", "source");
        assertThat(c05.get("criterion").getAsString()).isEqualTo("C05");
        assertThat(c05.get("score").getAsDouble()).isEqualTo(0.5);
        assertThat(c05.get("outcomes").getAsString()).isEqualTo("2 PASS, 2 DEGRADED");
        assertThat(c05.get("source").getAsString()).isEqualTo("measured now");
    }

    @Test
    void writesNoHtmlEscapesAndNoNumberForWhatHasNone() {
        String text = CheckJson.render(new CheckReport("a", "A", "g:a:1", "g:a:0", null, "new", 1,
                Compatibility.FULL, List.of(), List.of(), List.of(), List.of("<b> & 'x'"), Double.NaN));
        assertThat(text).contains("\"<b> & 'x'\"").contains("\"oldLibrary\": \"g:a:0\"")
                .contains("\"oldClasses\": null").contains("\"seconds\": null");
        assertThat(JsonParser.parseString(text).getAsJsonObject().getAsJsonArray("roots")).isEmpty();
    }

    private static List<String> strings(JsonArray array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonElement::getAsString).toList();
    }
}
