package org.serialflex.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one place that knows the shape of {@code check.json}: per root, per direction ({@code old→new},
 * {@code new→old}, and the controls {@code old→old}, {@code new→new}), the outcome, its evidence and what no
 * judged sample wrote of the change, the
 * fields the controls found not carried, and the check's warnings.
 */
record CheckJsonReport(String adapterId, String overall, Map<String, Map<String, Direction>> roots,
                       Map<String, List<String>> notCarried, List<String> warnings) {

    /**
     * One direction of one root; {@code outcome} is null when the check judged nothing (NO_VERDICT...);
     * {@code notExercised}: what of the change no judged sample wrote.
     */
    record Direction(String status, String outcome, String evidence, List<String> notExercised) {
    }

    static CheckJsonReport read(Path json) throws IOException {
        JsonNode report = new ObjectMapper().readTree(Files.readString(json));
        Map<String, Map<String, Direction>> roots = new LinkedHashMap<>();
        Map<String, List<String>> notCarried = new LinkedHashMap<>();
        for (JsonNode root : report.get("roots")) {
            Map<String, Direction> directions = new LinkedHashMap<>();
            for (JsonNode d : root.get("directions")) {
                directions.put(d.get("direction").asText(), new Direction(text(d, "status"), text(d, "outcome"),
                        text(d, "evidence"), texts(d.get("notExercised"))));
            }
            roots.put(root.get("root").asText(), directions);
            notCarried.put(root.get("root").asText(), texts(root.get("notCarried")));
        }
        return new CheckJsonReport(text(report, "adapterId"), text(report, "overall"), roots, notCarried,
                texts(report.get("warnings")));
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
