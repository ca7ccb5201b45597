package org.serialflex.report;

import org.serialflex.results.LaneResults;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.serialflex.report.HtmlRenderer.escape;

/**
 * The "Upgrade lanes" section: the sides that cannot start, each root cause said once; then per adapter
 * a small grid, writer side × reader side, one button per lane saying what its identity set found. The
 * per-criterion table of a lane is drawn by the page's script from the embedded document when its
 * button is pressed, so the page does not carry 35 wide tables.
 */
final class LaneGridHtml {

    static final String INTRO = "Each lane writes with one side (library version · JDK) and reads with the other, "
            + "in JVMs of their own. A cell says what the identity set found (every criterion's cases with the same "
            + "classes on both sides, so only the library or the JDK differs), measured against the same cases on "
            + "one version. Press a cell for its criteria.";

    /** What "identical bytes" and the cells' byte notes measured, and what they do not claim. */
    static final String BYTES = "Identical bytes: for every case, the writer's payload (and metadata) has the same "
            + "SHA-256 as what the reader's own side wrote in this run, in its matrix or as the writer of another "
            + "lane; the reader then reads exactly its own bytes, so its verdicts are its same-version verdicts. "
            + "Bytes that differ are a measurement, not a verdict: formats that embed a timestamp, an identity hash "
            + "or a registration order differ from run to run (said when one side's own runs differ), and the "
            + "identity set's verdicts say whether the values cross. A cell says nothing of bytes when the results "
            + "carry no digests or the reader's side never wrote.";

    private LaneGridHtml() {
    }

    static void render(Matrix matrix, StringBuilder h) {
        List<LaneRows> adapters = LaneRows.of(matrix);
        if (adapters.isEmpty()) {
            return;
        }
        h.append("<section class=\"lanes\" id=\"lanes\">\n<h2>Upgrade lanes</h2>\n<p class=\"note\">")
                .append(escape(INTRO)).append("</p>\n<p class=\"note\">").append(escape(BYTES)).append("</p>\n");
        WrittenBytes written = WrittenBytes.of(matrix);
        cannotStart(adapters, h);
        Set<String> withCards = new LinkedHashSet<>();
        adapters.stream().filter(rows -> !crossing(rows).isEmpty()).forEach(rows -> withCards.add(rows.adapter().id()));
        sameSides(adapters, withCards, written, h);
        h.append("<div class=\"lane-cards\">\n");
        for (LaneRows rows : adapters) {
            if (withCards.contains(rows.adapter().id())) {
                card(rows, crossing(rows), written, h);
            }
        }
        h.append("</div>\n</section>\n");
    }

    /** Whether writer and reader are one side (a JDK setting every adapter runs): a strip, not a grid of one cell. */
    private static boolean sameSide(LaneResults lane, AdapterColumn owner) {
        return LaneNames.axis(lane.writer(), owner).equals(LaneNames.axis(lane.reader(), owner));
    }

    private static List<LaneResults> crossing(LaneRows rows) {
        return rows.lanes().stream().filter(l -> !sameSide(l, rows.adapter())).toList();
    }

    /**
     * Lanes whose two sides are the same (JDK 25 with Unsafe denied, for every adapter) as one strip per
     * setting, an adapter a cell: 24 grids of one cell each would fill a screen with one question. An
     * adapter without a grid of its own is linked to here.
     */
    private static void sameSides(List<LaneRows> adapters, Set<String> withCards, WrittenBytes written,
                                  StringBuilder h) {
        Map<String, List<String>> strips = new LinkedHashMap<>();
        // The at-a-glance table links each adapter to #lanes-<id>: its grid when it has one, else its first cell here.
        Set<String> linked = new LinkedHashSet<>(withCards);
        for (LaneRows rows : adapters) {
            for (LaneResults lane : rows.lanes()) {
                if (sameSide(lane, rows.adapter())) {
                    String where = LaneNames.side(lane.writer(), rows.adapter()).replaceFirst("^.* · (JDK)", "$1");
                    StringBuilder item = new StringBuilder("<div class=\"strip-item\"");
                    if (linked.add(rows.adapter().id())) {
                        item.append(" id=\"lanes-").append(escape(rows.adapter().id())).append("\"");
                    }
                    item.append(" data-adapter=\"").append(escape(rows.adapter().id())).append("\"><span class=\"who\">")
                            .append(escape(rows.adapter().name())).append("</span>");
                    button(rows.adapter(), lane, written, item);
                    strips.computeIfAbsent(where, k -> new ArrayList<>()).add(item.append("</div>").toString());
                }
            }
        }
        strips.forEach((where, items) -> {
            h.append("<div class=\"lane-strip\"><h3>Writer and reader both on ").append(escape(where))
                    .append(" <span class=\"sub\">library unchanged</span></h3><div class=\"strip\">\n");
            items.forEach(item -> h.append(item).append('\n'));
            h.append("</div></div>\n");
        });
    }

    /** One line per root cause: the finding, said once however many cases and lanes it zeroed. */
    private static void cannotStart(List<LaneRows> adapters, StringBuilder h) {
        Map<String, Set<String>> byCause = new LinkedHashMap<>();
        for (LaneRows rows : adapters) {
            for (LaneResults lane : rows.lanes()) {
                LaneStatus status = LaneStatus.of(lane);
                if (!status.safe() && status.cause() != null) {
                    String where = LaneNames.side(lane.writer(), rows.adapter()).replaceFirst("^.* · (JDK)", "$1");
                    byCause.computeIfAbsent(where + "\u0000" + status.cause(), k -> new LinkedHashSet<>())
                            .add(rows.adapter().name());
                }
            }
        }
        if (byCause.isEmpty()) {
            return;
        }
        h.append("<div class=\"cannot-start\" id=\"cannot-start\"><h3>Cannot start or cannot run</h3><ul>\n");
        byCause.forEach((key, names) -> {
            String[] parts = key.split("\u0000", 2);
            h.append("<li><b>").append(escape(String.join(", ", names))).append("</b> on ").append(escape(parts[0]))
                    .append(": <code>").append(escape(parts[1])).append("</code></li>\n");
        });
        h.append("</ul></div>\n");
    }

    private static void card(LaneRows rows, List<LaneResults> lanesOfCard, WrittenBytes written, StringBuilder h) {
        AdapterColumn owner = rows.adapter();
        // One axis for rows and columns, in the order the sides first appear, so that a lane and its way back
        // sit mirrored about the diagonal and a side that writes and reads with itself sits on it.
        List<String> sides = new ArrayList<>();
        Set<String> writing = new LinkedHashSet<>();
        Set<String> reading = new LinkedHashSet<>();
        Map<String, List<LaneResults>> cells = new LinkedHashMap<>();
        for (LaneResults lane : lanesOfCard) {
            String w = LaneNames.axis(lane.writer(), owner);
            String r = LaneNames.axis(lane.reader(), owner);
            for (String side : List.of(w, r)) {
                if (!sides.contains(side)) {
                    sides.add(side);
                }
            }
            writing.add(w);
            reading.add(r);
            cells.computeIfAbsent(w + "\u0000" + r, k -> new ArrayList<>()).add(lane);
        }
        List<String> writers = sides.stream().filter(writing::contains).toList();
        List<String> readers = sides.stream().filter(reading::contains).toList();
        h.append("<div class=\"lane-card\" id=\"lanes-").append(escape(owner.id())).append("\" data-adapter=\"")
                .append(escape(owner.id())).append("\">\n<h3>").append(escape(owner.name())).append(" <code>")
                .append(escape(owner.id())).append("</code></h3>\n<table class=\"lane-grid\"><thead><tr>")
                .append("<th class=\"corner\">writes ↓ reads →</th>");
        readers.forEach(r -> h.append("<th scope=\"col\">").append(escape(r)).append("</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (String w : writers) {
            h.append("<tr><th scope=\"row\">").append(escape(w)).append("</th>");
            for (String r : readers) {
                List<LaneResults> lanes = cells.getOrDefault(w + "\u0000" + r, List.of());
                if (lanes.isEmpty()) {
                    h.append("<td class=\"lane-cell none\">—</td>");
                    continue;
                }
                h.append("<td class=\"lane-cell\">");
                lanes.forEach(lane -> button(owner, lane, written, h));
                h.append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody></table>\n");
        List<String> pairs = rows.pairLines(side -> LaneNames.side(side, owner));
        if (!pairs.isEmpty()) {
            h.append("<ul class=\"lane-pairs\">");
            pairs.forEach(line -> h.append("<li>").append(escape(line)).append("</li>"));
            h.append("</ul>\n");
        }
        h.append("</div>\n");
    }

    private static void button(AdapterColumn owner, LaneResults lane, WrittenBytes written, StringBuilder h) {
        LaneBytes bytes = written.compare(lane);
        LaneStatus status = LaneStatus.of(lane, bytes);
        String name = LaneNames.lane(lane, owner);
        String note = status.kind().equals("identical") ? "" : bytes.note();
        h.append("<button type=\"button\" class=\"lane ").append(status.kind()).append("\" data-adapter=\"")
                .append(escape(owner.id())).append("\" data-lane=\"").append(escape(lane.id()))
                .append("\" data-name=\"").append(escape(name)).append("\"");
        if (!bytes.sentence().isEmpty()) {
            h.append(" data-bytes=\"").append(escape(bytes.sentence())).append("\"");
        }
        h.append(" title=\"").append(escape(name + ": " + lane.verdict()
                        + (bytes.sentence().isEmpty() ? "" : " " + bytes.sentence())))
                .append("\"><span class=\"status\">").append(escape(status.label()))
                .append("</span><span class=\"total\">criteria ")
                .append(Scores.total(lane.total(), lane.criteria().size())).append("</span>");
        if (!note.isEmpty()) {
            h.append("<span class=\"bytes\">").append(escape(note)).append("</span>");
        }
        h.append("</button>");
    }
}
