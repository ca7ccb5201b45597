package org.serialflex.report;

import org.serialflex.results.LaneResults;
import org.serialflex.results.SideInfo;

import java.util.List;
import java.util.Optional;

/**
 * Upgrade lanes: on the page a grid per adapter, writer side × reader side ({@link LaneGridHtml}); in
 * {@code matrix.md} a table per adapter, a row per lane with its identity set's verdict and its criteria. Left
 * out when no adapter ran a lane.
 */
final class LanesSection extends NamedSection {

    static final String INTRO = "Each lane writes with one side (adapter · library version · JDK) and reads with "
            + "the other; only bytes cross, between JVMs of their own. The identity set runs every criterion's cases "
            + "with the same class version on both sides, so only the library or the JDK differs: its verdict "
            + "answers the rolling-upgrade question, measured against the same cases on one version. The criterion "
            + "cells score the criteria's own cases across the lane (class change and upgrade at once).";

    LanesSection() {
        super("lanes", "Upgrade lanes");
    }

    @Override
    public Optional<LaneGridHtml.Lanes> html(Matrix matrix) {
        return LaneGridHtml.of(matrix);
    }

    @Override
    public Optional<Markdown> markdown(Matrix matrix) {
        List<LaneRows> adapters = LaneRows.of(matrix);
        if (adapters.isEmpty()) {
            return Optional.empty();
        }
        List<String> criteria = matrix.criteria().stream().map(CriterionRow::id).toList();
        return Optional.of(new Markdown(INTRO, criteria, adapters.stream().map(rows -> new Adapter(
                rows.adapter().name(), MarkdownRenderer.code(rows.adapter().id()),
                rows.lanes().stream().map(lane -> Lane.of(lane, rows.adapter(), criteria)).toList(),
                rows.pairLines())).toList()));
    }

    /** The Markdown's values: the criteria's ids (the tables' columns) and a table per adapter. */
    record Markdown(String intro, List<String> criteria, List<Adapter> adapters) {
    }

    /** An adapter's table ({@code id} a code span) and, under it, what its lanes' pairs showed. */
    record Adapter(String name, String id, List<Lane> lanes, List<String> pairs) {
    }

    /**
     * A lane's row: its human name, then its raw id (which {@code -Dserialflex.lanes} and the results files use) as a
     * code span; its sides; the identity set's verdict; per criterion its score and alarm's marker, or a dash.
     */
    record Lane(String name, String id, String writer, String reader, String verdict, List<String> cells,
                String total) {

        static Lane of(LaneResults lane, AdapterColumn adapter, List<String> criteria) {
            return new Lane(LaneNames.lane(lane, adapter), MarkdownRenderer.code(lane.id()), side(lane.writer()),
                    side(lane.reader()), lane.verdict(), criteria.stream().map(id -> LaneRows.criterion(lane, id)
                            .map(c -> Scores.cell(c.score()) + LaneRows.alarm(c).map(a -> " " + Markers.text(a))
                                    .orElse("")).orElse("—")).toList(),
                    Scores.total(lane.total(), lane.criteria().size()));
        }

        private static String side(SideInfo side) {
            return side == null ? null : side.describe();
        }
    }
}
