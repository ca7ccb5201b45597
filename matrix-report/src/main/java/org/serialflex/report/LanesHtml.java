package org.serialflex.report;

import org.serialflex.lanes.LaneVerdict;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.SideInfo;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.serialflex.report.HtmlRenderer.escape;

/** The "Upgrade lanes" section of {@code index.html}: per adapter, lanes × criteria with the matrix's cells. */
final class LanesHtml {

    static final String INTRO = "Each lane writes with one side (adapter · library version · JDK) and reads with "
            + "the other; only bytes cross, between JVMs of their own. The identity set runs every criterion's cases "
            + "with the same class version on both sides, so only the library or the JDK differs: its verdict "
            + "answers the rolling-upgrade question, measured against the same cases on one version. The criterion "
            + "cells score the criteria's own cases across the lane (class change and upgrade at once).";

    private LanesHtml() {
    }

    static void render(Matrix matrix, StringBuilder h) {
        List<LaneRows> adapters = LaneRows.of(matrix);
        if (adapters.isEmpty()) {
            return;
        }
        h.append("<section class=\"lanes\" id=\"lanes\">\n<h2>Upgrade lanes</h2>\n<p>").append(escape(INTRO))
                .append("</p>\n");
        for (LaneRows rows : adapters) {
            h.append("<h3 data-adapter=\"").append(escape(rows.adapter().id())).append("\">")
                    .append(escape(rows.adapter().name())).append(" <code>").append(escape(rows.adapter().id()))
                    .append("</code></h3>\n<div class=\"matrix-wrap\"><table class=\"matrix lane-table\" data-adapter=\"")
                    .append(escape(rows.adapter().id())).append("\">\n<thead><tr><th class=\"corner\">Lane</th>")
                    .append("<th>Identity set (same classes)</th>");
            matrix.criteria().forEach(c -> h.append("<th scope=\"col\" title=\"").append(escape(c.title())).append("\">")
                    .append(escape(c.id())).append("</th>"));
            h.append("<th>Total</th></tr></thead>\n<tbody>\n");
            for (LaneResults lane : rows.lanes()) {
                h.append("<tr class=\"lane\" data-lane=\"").append(escape(lane.id())).append("\"><th scope=\"row\">")
                        .append("<span class=\"cid\">").append(escape(lane.id())).append("</span>")
                        .append("<span class=\"ctitle\">").append(side("writes", lane.writer())).append("<br>")
                        .append(side("reads", lane.reader())).append("</span></th><td class=\"verdict ")
                        .append(LaneVerdict.isSafe(lane.verdict()) ? "safe" : "unsafe").append("\">")
                        .append(escape(lane.verdict())).append("</td>");
                for (CriterionRow row : matrix.criteria()) {
                    cell(LaneRows.criterion(lane, row.id()), h);
                }
                h.append("<td class=\"total\">").append(Scores.total(lane.total(), lane.criteria().size()))
                        .append("</td></tr>\n");
            }
            h.append("</tbody>\n</table></div>\n");
            List<String> pairs = rows.pairLines();
            if (!pairs.isEmpty()) {
                h.append("<ul class=\"lane-pairs\">");
                pairs.forEach(line -> h.append("<li>").append(escape(line)).append("</li>"));
                h.append("</ul>\n");
            }
        }
        h.append("</section>\n");
    }

    private static void cell(Optional<CriterionResult> criterion, StringBuilder h) {
        if (criterion.isEmpty()) {
            h.append("<td class=\"cell none\">—</td>");
            return;
        }
        CriterionResult c = criterion.get();
        double score = c.score();
        StringBuilder classes = new StringBuilder("cell ").append(score >= 1 ? "s1" : score >= 0.5 ? "s05" : "s0");
        LaneRows.alarm(c).ifPresent(a -> classes.append(" alarm alarm-").append(a.name().toLowerCase(Locale.ROOT)));
        String firstProblem = c.cases().stream().filter(k -> k.evidence() != null).findFirst()
                .map(k -> k.id() + " " + k.outcome() + ": " + k.evidence()).orElse("every case passed");
        h.append("<td class=\"").append(classes).append("\" title=\"").append(escape(firstProblem)).append("\">")
                .append("<span class=\"score\">").append(Scores.cell(score)).append("</span>");
        LaneRows.alarm(c).ifPresent(a -> h.append("<span class=\"badge\">").append(a.name()).append("</span>"));
        h.append("</td>");
    }

    private static String side(String verb, SideInfo side) {
        return side == null ? "" : escape(verb + " " + side.describe());
    }
}
