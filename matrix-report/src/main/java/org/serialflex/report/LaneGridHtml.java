package org.serialflex.report;

import org.serialflex.results.LaneResults;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The "Upgrade lanes" section: the sides that cannot start, each root cause said once; then per adapter
 * a small grid, writer side × reader side, one button per lane saying what its identity set found. The
 * per-criterion table of a lane is drawn by the page's script from the embedded document when its
 * button is pressed, so the page does not carry 35 wide tables. The section is {@code templates/lanes.mustache},
 * filled from the records here.
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

    /** The section's values: the causes of sides that cannot start, the strips, and the grids ("cards"). */
    record Lanes(String intro, String bytes, boolean anyCauses, List<Cause> causes, List<Strip> strips,
                 List<Card> cards) {
    }

    /** A root cause, said once, with the adapters it stopped on that side. */
    record Cause(String names, String where, String cause) {
    }

    /** Lanes whose two sides are one, {@code where}: an adapter each. */
    record Strip(String where, List<StripItem> items) {
    }

    /** An adapter's lane in a strip; {@code anchor}: the target of the adapter's link when it has no grid. */
    record StripItem(boolean anchor, String id, String name, LaneButton button) {
    }

    /** An adapter's grid, writer side × reader side, and its lanes' pairs of sides in words. */
    record Card(String id, String name, List<String> readers, List<GridRow> rows, boolean anyPairs,
                List<String> pairs) {
    }

    /** A writer side's row of the grid. */
    record GridRow(String writer, List<GridCell> cells) {
    }

    /** The lanes from a writer side to a reader side, or ({@code none}) a dash. */
    record GridCell(boolean none, List<LaneButton> buttons) {
    }

    /** A lane's button: what its identity set found, its criteria total, and its bytes when they are news. */
    record LaneButton(String kind, String adapter, String lane, String name, boolean anyBytes, String bytes,
                      String title, String label, String total, boolean anyNote, String note) {
    }

    /** The section, or none when no adapter has lanes. */
    /** The section's values, or empty when no adapter ran a lane. */
    static Optional<Lanes> of(Matrix matrix) {
        List<LaneRows> adapters = LaneRows.of(matrix);
        if (adapters.isEmpty()) {
            return Optional.empty();
        }
        WrittenBytes written = WrittenBytes.of(matrix);
        Set<String> withCards = new LinkedHashSet<>();
        adapters.stream().filter(rows -> !crossing(rows).isEmpty()).forEach(rows -> withCards.add(rows.adapter().id()));
        List<Cause> causes = cannotStart(adapters);
        return Optional.of(new Lanes(INTRO, BYTES, !causes.isEmpty(), causes, sameSides(adapters, withCards, written),
                adapters.stream().filter(rows -> withCards.contains(rows.adapter().id()))
                        .map(rows -> card(rows, crossing(rows), written)).toList()));
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
    private static List<Strip> sameSides(List<LaneRows> adapters, Set<String> withCards, WrittenBytes written) {
        Map<String, List<StripItem>> strips = new LinkedHashMap<>();
        // The at-a-glance table links each adapter to #lanes-<id>: its grid when it has one, else its first cell here.
        Set<String> linked = new LinkedHashSet<>(withCards);
        for (LaneRows rows : adapters) {
            for (LaneResults lane : rows.lanes()) {
                if (sameSide(lane, rows.adapter())) {
                    String where = LaneNames.side(lane.writer(), rows.adapter()).replaceFirst("^.* · (JDK)", "$1");
                    strips.computeIfAbsent(where, k -> new ArrayList<>()).add(new StripItem(
                            linked.add(rows.adapter().id()), rows.adapter().id(), rows.adapter().name(),
                            button(rows.adapter(), lane, written)));
                }
            }
        }
        return strips.entrySet().stream().map(e -> new Strip(e.getKey(), e.getValue())).toList();
    }

    /** One line per root cause: the finding, said once however many cases and lanes it zeroed. */
    private static List<Cause> cannotStart(List<LaneRows> adapters) {
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
        return byCause.entrySet().stream().map(e -> {
            String[] parts = e.getKey().split("\u0000", 2);
            return new Cause(String.join(", ", e.getValue()), parts[0], parts[1]);
        }).toList();
    }

    private static Card card(LaneRows rows, List<LaneResults> lanesOfCard, WrittenBytes written) {
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
        List<String> readers = sides.stream().filter(reading::contains).toList();
        List<GridRow> grid = sides.stream().filter(writing::contains).map(w -> new GridRow(w, readers.stream()
                .map(r -> cells.getOrDefault(w + "\u0000" + r, List.of()))
                .map(lanes -> new GridCell(lanes.isEmpty(), lanes.stream().map(l -> button(owner, l, written)).toList()))
                .toList())).toList();
        List<String> pairs = rows.pairLines(side -> LaneNames.side(side, owner));
        return new Card(owner.id(), owner.name(), readers, grid, !pairs.isEmpty(), pairs);
    }

    private static LaneButton button(AdapterColumn owner, LaneResults lane, WrittenBytes written) {
        LaneBytes bytes = written.compare(lane);
        LaneStatus status = LaneStatus.of(lane, bytes);
        String name = LaneNames.lane(lane, owner);
        String note = status.kind().equals("identical") ? "" : bytes.note();
        return new LaneButton(status.kind(), owner.id(), lane.id(), name, !bytes.sentence().isEmpty(), bytes.sentence(),
                name + ": " + lane.verdict() + (bytes.sentence().isEmpty() ? "" : " " + bytes.sentence()),
                status.label(), Scores.total(lane.total(), lane.criteria().size()), !note.isEmpty(), note);
    }
}
