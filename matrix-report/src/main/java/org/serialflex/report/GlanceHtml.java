package org.serialflex.report;

import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import static org.serialflex.report.HtmlRenderer.escape;

/**
 * "At a glance": the page's first table, one row per adapter with the answers a team comes for (score,
 * silent loss, upgrade lanes, hostile input, bytes and speed), sortable and filterable by the page's
 * script. Every number links to its evidence further down; {@code data-sort} holds the value to sort by.
 */
final class GlanceHtml {

    /** The shape whose bytes and speed the row shows: the study's baseline bean, when it was weighed. */
    static final String SHAPE = "bean";

    private GlanceHtml() {
    }

    static void render(Matrix matrix, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        boolean raced = !extras.speeds().isEmpty();
        int threads = raced ? extras.threadCounts().get(0) : 1;
        h.append("<section class=\"glance\" id=\"glance\">\n<h2>At a glance</h2>\n")
                .append("<p class=\"note\"><label>Filter <input id=\"glance-filter\" type=\"search\" ")
                .append("placeholder=\"adapter, library or words\"></label> <span id=\"glance-shown\"></span> ")
                .append("Press a heading to sort; every value links to its evidence.</p>\n")
                .append("<div class=\"scroll\"><table class=\"glance-table\" id=\"glance-table\"><thead><tr>");
        heading(h, "adapter", "text", "Adapter", "display name, id and library");
        heading(h, "score", "number", "Score", "flexibility: sum of the 20 criteria's scores");
        heading(h, "corrupt", "number", "CORRUPT", "cases read back with wrong or lost values: silent data loss");
        heading(h, "crash", "number", "CRASH", "cases that ended in an Error or a hang");
        heading(h, "lanes", "number", "Lanes ok/not/no start", "upgrade lanes whose identity set is safe, "
                + "unsafe, or whose side could not start the adapter");
        heading(h, "safety", "number", "Hostile input", "the worst outcome of the safety profile: default "
                + "configuration / hardened (none: the library has no hardened set-up)");
        heading(h, "bytes", "number", "Bytes", "serialized bytes of the baseline bean (raw / deflated)");
        heading(h, "speed", "number", "Round trips/s", "JMH round trips per second on the baseline bean, "
                + threads + (threads == 1 ? " thread" : " threads"));
        h.append("</tr></thead>\n<tbody>\n");
        for (AdapterColumn a : matrix.adapters()) {
            row(matrix, a, threads, h);
        }
        h.append("</tbody></table></div>\n</section>\n");
    }

    private static void heading(StringBuilder h, String key, String type, String label, String title) {
        h.append("<th scope=\"col\" data-key=\"").append(key).append("\" data-type=\"").append(type)
                .append("\" title=\"").append(escape(title)).append("\"><button type=\"button\" class=\"sort\">")
                .append(escape(label)).append("</button></th>");
    }

    private static void row(Matrix matrix, AdapterColumn a, int threads, StringBuilder h) {
        String id = escape(a.id());
        h.append("<tr data-adapter=\"").append(id).append("\" data-text=\"").append(escape((a.id() + " " + a.name()
                + " " + a.coordinates()).toLowerCase(Locale.ROOT))).append("\">");
        h.append("<th scope=\"row\" data-sort=\"").append(escape(a.name().toLowerCase(Locale.ROOT)))
                .append("\"><a href=\"#m-").append(id).append("\">").append(escape(a.name()))
                .append("</a> <span class=\"lib\" title=\"").append(escape(a.coordinates())).append("\">")
                .append(escape(a.results().library().artifactId() + " " + a.results().library().version()))
                .append("</span></th>");
        cell(h, Scores.plain(a.total()), "#m-" + id, Scores.total(a.total(), a.criteriaRun()), "score");
        long corrupt = a.count(Outcome.CORRUPT);
        long crash = a.count(Outcome.CRASH);
        cell(h, String.valueOf(corrupt), "#m-" + id, String.valueOf(corrupt), corrupt > 0 ? "g-corrupt" : "g-none");
        cell(h, String.valueOf(crash), "#m-" + id, String.valueOf(crash), crash > 0 ? "g-crash" : "g-none");
        lanes(a, h);
        safety(a, h);
        SizeAndSpeed extras = matrix.extras();
        Optional<SizeAndSpeed.ShapeSize> size = extras.size(a.id(), SHAPE);
        Integer bytes = size.map(SizeAndSpeed.ShapeSize::serializedSize).orElse(null);
        cell(h, bytes == null ? "" : String.valueOf(bytes), "#sizes", bytes == null ? "—"
                : bytes + " / " + Objects.requireNonNullElse(size.get().deflatedSize(), "—"), "num");
        Optional<SizeAndSpeed.Speed> speed = extras.speed(a.id(), SHAPE, "roundTrip", threads);
        cell(h, speed.map(s -> Scores.plain(Math.round(s.score()))).orElse(""), speed.isPresent() ? "#speed" : "#races",
                speed.map(s -> SizeSpeedHtml.grouped(s.score())).orElse("—"), "num");
        h.append("</tr>\n");
    }

    private static void cell(StringBuilder h, String sort, String href, String text, String kind) {
        h.append("<td class=\"").append(kind).append("\" data-sort=\"").append(escape(sort)).append("\"><a href=\"")
                .append(escape(href)).append("\">").append(escape(text)).append("</a></td>");
    }

    private static void lanes(AdapterColumn a, StringBuilder h) {
        List<LaneResults> lanes = a.results().lanes();
        if (lanes.isEmpty()) {
            h.append("<td data-sort=\"\">—</td>");
            return;
        }
        long safe = lanes.stream().filter(l -> LaneStatus.of(l).safe()).count();
        long noStart = lanes.stream().filter(l -> LaneStatus.of(l).kind().equals("nostart")).count();
        long unsafe = lanes.size() - safe - noStart;
        // Sorted by the share of lanes that are safe, so that a library with one lane compares with one with five.
        String sort = Scores.plain(Math.round(1000.0 * safe / lanes.size()) / 1000.0);
        String kind = noStart > 0 ? "g-crash" : unsafe > 0 ? "g-warn" : "g-ok";
        h.append("<td class=\"").append(kind).append("\" data-sort=\"").append(sort).append("\"><a href=\"#lanes-")
                .append(escape(a.id())).append("\">").append(safe).append(" / ").append(unsafe).append(" / ")
                .append(noStart).append("</a></td>");
    }

    private static void safety(AdapterColumn a, StringBuilder h) {
        SafetyProfile profile = a.results().safety();
        if (profile == null) {
            h.append("<td data-sort=\"\">—</td>");
            return;
        }
        Optional<SafetyOutcome> defaults = worst(profile.defaults());
        Optional<SafetyOutcome> hardened = profile.hardened() ? worst(profile.hardenedProbes()) : Optional.empty();
        String text = defaults.map(SafetyCells::mark).orElse("SAFE") + " / " + (profile.hardened()
                ? hardened.map(SafetyCells::mark).orElse("SAFE") : "none");
        // Worse outcomes sort first: the rank of the default configuration's worst outcome, SAFE last.
        int rank = defaults.map(SafetyOutcome::ordinal).orElse(SafetyOutcome.values().length);
        h.append("<td class=\"").append(defaults.isPresent() ? "g-warn" : "g-ok").append("\" data-sort=\"").append(rank)
                .append("\"><a href=\"#safety-").append(escape(a.id())).append("\">").append(escape(text))
                .append("</a></td>");
    }

    /** The worst outcome any probe counts against the reader; empty when every probe is SAFE or not measured. */
    static Optional<SafetyOutcome> worst(List<ProbeResult> probes) {
        return probes.stream().map(ProbeResult::worst).filter(Objects::nonNull).min(Enum::compareTo);
    }
}
