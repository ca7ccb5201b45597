package org.serialflex.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one place that knows the shape of {@code check.json}: per root, per direction ({@code old→new},
 * {@code new→old}, and the controls {@code old→old}, {@code new→new}), the outcome and its evidence.
 * Reads the reworked contract ({@code roots[].directions[]}) and, until it lands, the older shape
 * ({@code classes[].backward/forward}, which has no controls).
 */
record CheckJsonReport(String adapterId, String overall, Map<String, Map<String, Direction>> roots) {

    /** One direction of one root; {@code outcome} is null when the check judged nothing (NO_VERDICT...). */
    record Direction(String status, String outcome, String evidence) {
    }

    static CheckJsonReport read(Path json) throws IOException {
        JsonNode report = new ObjectMapper().readTree(Files.readString(json));
        Map<String, Map<String, Direction>> roots = new LinkedHashMap<>();
        if (report.has("roots")) {
            for (JsonNode root : report.get("roots")) {
                Map<String, Direction> directions = new LinkedHashMap<>();
                for (JsonNode d : root.get("directions")) {
                    directions.put(d.get("direction").asText(), new Direction(text(d, "status"), text(d, "outcome"),
                            text(d, "evidence")));
                }
                roots.put(root.get("root").asText(), directions);
            }
        } else {
            for (JsonNode c : report.get("classes")) {
                Map<String, Direction> directions = new LinkedHashMap<>();
                for (String name : new String[]{"backward", "forward"}) {
                    JsonNode d = c.get(name);
                    directions.put(d.get("direction").asText(), new Direction(null, text(d, "outcome"), text(d, "evidence")));
                }
                roots.put(c.get("className").asText(), directions);
            }
        }
        return new CheckJsonReport(text(report, "adapterId"), text(report, "overall"), roots);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
