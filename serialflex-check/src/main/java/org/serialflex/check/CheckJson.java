package org.serialflex.check;

import java.util.List;

/** {@code check.json}: the report as JSON, for tools and for the example's test. Reads the model only. */
final class CheckJson {

    private CheckJson() {
    }

    static String render(CheckReport report) {
        StringBuilder json = new StringBuilder("{\n");
        field(json, 1, "adapterId", report.adapterId(), true);
        field(json, 1, "adapterName", report.adapterName(), true);
        field(json, 1, "library", report.library(), true);
        field(json, 1, "oldClasses", report.oldClasses(), true);
        field(json, 1, "newClasses", report.newClasses(), true);
        indent(json, 1).append("\"seed\": ").append(report.seed()).append(",\n");
        field(json, 1, "overall", report.overall().name(), true);
        indent(json, 1).append("\"classes\": [");
        List<ClassResult> classes = report.classes();
        for (int i = 0; i < classes.size(); i++) {
            ClassResult c = classes.get(i);
            json.append(i == 0 ? "\n" : ",\n");
            indent(json, 2).append("{\n");
            field(json, 3, "className", c.className(), true);
            field(json, 3, "verdict", c.verdict().name(), true);
            direction(json, "backward", c.backward());
            direction(json, "forward", c.forward());
            indent(json, 3).append("\"changes\": [");
            for (int k = 0; k < c.changes().size(); k++) {
                ScoredChange change = c.changes().get(k);
                json.append(k == 0 ? "\n" : ",\n");
                indent(json, 4).append("{\"class\": ").append(quote(change.change().className()))
                        .append(", \"kind\": ").append(quote(change.change().kind().name()))
                        .append(", \"detail\": ").append(quote(change.change().detail()))
                        .append(", \"criteria\": [");
                for (int s = 0; s < change.scores().size(); s++) {
                    KitScore score = change.scores().get(s);
                    json.append(s == 0 ? "" : ", ").append("{\"criterion\": ").append(quote(score.criterionId()))
                            .append(", \"title\": ").append(quote(score.title()))
                            .append(", \"score\": ").append(score.score())
                            .append(", \"outcomes\": ").append(quote(score.outcomes()))
                            .append(", \"source\": ").append(quote(score.source())).append('}');
                }
                json.append("]}");
            }
            json.append(c.changes().isEmpty() ? "]\n" : "\n" + "      ]\n");
            indent(json, 2).append('}');
        }
        json.append(classes.isEmpty() ? "]\n" : "\n  ]\n").append("}\n");
        return json.toString();
    }

    private static void direction(StringBuilder json, String name, DirectionResult d) {
        indent(json, 3).append('"').append(name).append("\": {\"direction\": ").append(quote(d.direction()))
                .append(", \"outcome\": ").append(d.outcome() == null ? "null" : quote(d.outcome().name()))
                .append(", \"compatible\": ").append(d.compatible())
                .append(", \"samples\": ").append(d.samples())
                .append(", \"evidence\": ").append(d.evidence() == null ? "null" : quote(d.evidence())).append("},\n");
    }

    private static void field(StringBuilder json, int depth, String name, String value, boolean comma) {
        indent(json, depth).append('"').append(name).append("\": ").append(value == null ? "null" : quote(value))
                .append(comma ? ",\n" : "\n");
    }

    private static StringBuilder indent(StringBuilder json, int depth) {
        return json.append("  ".repeat(depth));
    }

    static String quote(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}
