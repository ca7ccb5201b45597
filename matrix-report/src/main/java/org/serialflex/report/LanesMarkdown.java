package org.serialflex.report;

import org.serialflex.results.LaneResults;
import org.serialflex.results.SideInfo;

import java.util.List;

import static org.serialflex.report.MarkdownRenderer.code;
import static org.serialflex.report.MarkdownRenderer.escape;

/** The "Upgrade lanes" section of {@code matrix.md}. */
final class LanesMarkdown {

    static final String INTRO = "Each lane writes with one side (adapter · library version · JDK) and reads with "
            + "the other; only bytes cross, between JVMs of their own. The identity set runs every criterion's cases "
            + "with the same class version on both sides, so only the library or the JDK differs: its verdict "
            + "answers the rolling-upgrade question, measured against the same cases on one version. The criterion "
            + "cells score the criteria's own cases across the lane (class change and upgrade at once).";

    private LanesMarkdown() {
    }

    static void render(Matrix matrix, StringBuilder md) {
        List<LaneRows> adapters = LaneRows.of(matrix);
        if (adapters.isEmpty()) {
            return;
        }
        md.append("## Upgrade lanes\n\n").append(escape(INTRO)).append("\n\n");
        for (LaneRows rows : adapters) {
            md.append("### ").append(escape(rows.adapter().name())).append(' ').append(code(rows.adapter().id()))
                    .append("\n\n| Lane | Writer | Reader | Identity set (same classes) |");
            matrix.criteria().forEach(c -> md.append(' ').append(escape(c.id())).append(" |"));
            md.append(" Total |\n| :-- | :-- | :-- | :-- |");
            matrix.criteria().forEach(c -> md.append(" :-: |"));
            md.append(" :-: |\n");
            for (LaneResults lane : rows.lanes()) {
                // the human name first; the raw id, which -Dserialflex.lanes and the results files use, after it
                md.append("| ").append(escape(LaneNames.lane(lane, rows.adapter()))).append(" (").append(code(lane.id()))
                        .append(") | ").append(side(lane.writer())).append(" | ")
                        .append(side(lane.reader())).append(" | ").append(escape(lane.verdict())).append(" |");
                for (CriterionRow row : matrix.criteria()) {
                    md.append(' ').append(LaneRows.criterion(lane, row.id()).map(c -> Scores.cell(c.score())
                            + LaneRows.alarm(c).map(a -> " " + Markers.text(a)).orElse("")).orElse("—")).append(" |");
                }
                md.append(" **").append(Scores.total(lane.total(), lane.criteria().size())).append("** |\n");
            }
            md.append('\n');
            rows.pairLines().forEach(line -> md.append("- ").append(escape(line)).append('\n'));
            md.append('\n');
        }
    }

    private static String side(SideInfo side) {
        return side == null ? "" : escape(side.describe());
    }
}
