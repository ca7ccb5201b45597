package org.serialflex.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static org.serialflex.report.HtmlRenderer.escape;

/**
 * The page's sections from the races module: sizes per shape, speed per shape, and one chart per
 * shape that puts the three contests side by side: flexibility score across, round-trip throughput
 * up (log scale), bubble area proportional to the serialized bytes. Plain inline SVG, no script.
 * Over 300 lines because the three sections share the shapes' names, scales and number formats.
 */
final class SizeSpeedHtml {

    private static final int WIDTH = 620;
    private static final int HEIGHT = 380;
    private static final int LEFT = 70;
    private static final int RIGHT = 24;
    private static final int TOP = 30;
    private static final int BOTTOM = 44;
    private static final double MAX_RADIUS = 26;
    private static final double MIN_RADIUS = 3;
    /** Without races every bubble has one size: the bytes are already the height. */
    private static final double BYTES_RADIUS = 6;

    static final Map<String, String> SHAPE_NAMES = Map.of("bean", "Baseline bean", "bean-list", "List of 100 beans",
            "session", "Map-heavy session", "megabyte", "1 MB object");

    private SizeSpeedHtml() {
    }

    /**
     * Where the page's last full races are described, and when and on what they ran: the default build
     * weighs every adapter but races few or none, and a page must not pass that off as a race.
     * RacesLineTest keeps this in step with docs/races.md.
     */
    static final String LAST_FULL_RACES = "Measured on an idle machine (2 cores, 2026-11-23)";

    static void render(Matrix matrix, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        h.append("<section class=\"extras\" id=\"size-speed\">\n<h2>Flexibility, bytes and speed</h2>\n");
        if (extras.isEmpty()) {
            h.append("<p>No weighing or races results were found (they are written by the races module: ")
                    .append("<code>mvn verify</code> weighs, <code>mvn -Prace verify</code> races).</p>\n");
        } else {
            charts(matrix, h);
        }
        racesLine(matrix, h);
        if (!extras.isEmpty()) {
            h.append("<details id=\"size-speed-tables\"><summary>Bytes per shape and operations per second</summary>\n");
            sizes(matrix, h);
            speed(matrix, h);
            h.append("</details>\n");
        }
        h.append("</section>\n");
    }

    /** One line on what this build raced: every adapter, some, or none (then where the last full races are). */
    static void racesLine(Matrix matrix, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        List<String> raced = matrix.adapters().stream().map(AdapterColumn::id)
                .filter(id -> extras.speeds().stream().anyMatch(s -> s.adapter().equals(id) && s.score() > 0)).toList();
        String line;
        if (!raced.isEmpty() && raced.size() == matrix.adapters().size()) {
            line = "Races: every adapter of the matrix was raced in this build (JMH; the table below).";
        } else {
            line = (raced.isEmpty() ? "Races: none in this build" : "Races: this build raced " + raced.size() + " of "
                    + matrix.adapters().size() + " adapters (" + String.join(", ", raced) + ")")
                    + "; mvn -Prace verify races all of them (about 13 minutes on 2 cores). The last full races are in "
                    + "docs/races.md, \"" + LAST_FULL_RACES + "\".";
        }
        h.append("<p class=\"races-line\" id=\"races\">").append(escape(line)).append("</p>\n");
    }

    static String shapeName(String shape) {
        return SHAPE_NAMES.getOrDefault(shape, shape);
    }

    private static void sizes(Matrix matrix, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        h.append("<div id=\"sizes\">\n<h3>Weighing: bytes per shape, raw / deflated</h3>\n")
                .append("<table class=\"extras-table\" id=\"sizes-table\"><thead><tr><th>Adapter</th>");
        extras.shapes().forEach(shape -> h.append("<th>").append(escape(shapeName(shape))).append("</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (AdapterColumn adapter : matrix.adapters()) {
            h.append("<tr data-adapter=\"").append(escape(adapter.id())).append("\"><th>").append(escape(adapter.name()))
                    .append(" <span class=\"id\">").append(escape(adapter.id())).append("</span></th>");
            for (String shape : extras.shapes()) {
                Optional<SizeAndSpeed.ShapeSize> size = extras.size(adapter.id(), shape);
                h.append("<td class=\"num\">");
                size.ifPresentOrElse(s -> {
                    h.append(bytes(s.serializedSize())).append(" / ").append(bytes(s.deflatedSize()));
                    if (!"PASS".equals(s.outcome())) {
                        h.append(" <span class=\"readback\" title=\"").append(escape(s.outcome() + ": " + s.evidence()))
                                .append("\">").append(escape(s.outcome())).append("</span>");
                    }
                }, () -> h.append("—"));
                h.append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody></table>\n<p class=\"note\">Each shape is written in one world and read back in another, ")
                .append("as a v1 → v1 case; an outcome other than PASS is shown beside the sizes. ")
                .append("Deflated: java.util.zip.Deflater at its default level. Source: ")
                .append(escape(String.join(", ", extras.sources()))).append(".</p>\n</div>\n");
    }

    private static void speed(Matrix matrix, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        if (extras.speeds().isEmpty()) {
            return;
        }
        h.append("<div id=\"speed\">\n<h3>Races: operations per second ± JMH error</h3>\n");
        h.append("<table class=\"extras-table\" id=\"speed-table\"><thead><tr><th rowspan=\"2\">Adapter</th>")
                .append("<th rowspan=\"2\">Shape</th>");
        extras.threadCounts().forEach(t -> h.append("<th colspan=\"3\">").append(t).append(t == 1 ? " thread" : " threads")
                .append("</th>"));
        h.append("</tr><tr>");
        extras.threadCounts().forEach(t -> h.append("<th>serialize</th><th>deserialize</th><th>round trip</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (AdapterColumn adapter : matrix.adapters()) {
            for (String shape : extras.shapes()) {
                if (extras.speeds().stream().noneMatch(s -> s.adapter().equals(adapter.id()) && s.shape().equals(shape))) {
                    continue;
                }
                h.append("<tr data-adapter=\"").append(escape(adapter.id())).append("\" data-shape=\"")
                        .append(escape(shape)).append("\"><th>").append(escape(adapter.id())).append("</th><td>")
                        .append(escape(shapeName(shape))).append("</td>");
                for (int threads : extras.threadCounts()) {
                    for (String benchmark : SizeAndSpeed.BENCHMARKS) {
                        h.append("<td class=\"num\">").append(extras.speed(adapter.id(), shape, benchmark, threads)
                                .map(SizeSpeedHtml::score).orElse("—")).append("</td>");
                    }
                }
                h.append("</tr>\n");
            }
        }
        h.append("</tbody></table>\n<p class=\"note\">JMH throughput; ± is JMH's 99.9% error. Each library runs in ")
                .append("a JVM of its own and an isolated world, one library instance per thread, reused. ")
                .append("See docs/races.md for the settings and what they can and cannot tell.</p>\n</div>\n");
    }

    /**
     * One chart in view: flexibility across, round trips per second up, bubble area the bytes, for the
     * first shape raced; the other shapes' charts folded below it. A build without races plots bytes up
     * instead (log scale, fewer is lower), so that the weighing every build makes is still a picture.
     */
    private static void charts(Matrix matrix, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        // A speed chart of the few adapters a default build races would hide the rest: bytes then, which every
        // build weighs for every adapter.
        long racedAdapters = matrix.adapters().stream().filter(a -> extras.speeds().stream()
                .anyMatch(sp -> sp.adapter().equals(a.id()) && sp.score() > 0)).count();
        boolean raced = racedAdapters * 2 >= matrix.adapters().size() && racedAdapters > 0;
        int threads = raced ? extras.threadCounts().get(0) : 1;
        h.append("<p class=\"note\">Across: flexibility score. ").append(raced ? "Up: round trips per second, "
                        + threads + (threads == 1 ? " thread" : " threads") + ", log scale. Bubble area: serialized bytes."
                        : "Up: serialized bytes, log scale (too few adapters raced in this build for a speed chart).")
                .append(" Hover a bubble for its numbers.</p>\n<div class=\"charts\" id=\"speed-charts\">\n");
        List<String> shapes = extras.shapes();
        for (int i = 0; i < shapes.size(); i++) {
            if (i == 1) {
                h.append("<details class=\"more-charts\"><summary>The other shapes</summary><div class=\"charts\">\n");
            }
            chart(matrix, shapes.get(i), threads, raced, h);
        }
        if (shapes.size() > 1) {
            h.append("</div></details>\n");
        }
        h.append("</div>\n");
    }

    private record Point(AdapterColumn adapter, double score, double error, Integer bytes, Integer deflated) {
    }

    /** {@code raced}: up is round trips per second and the bubble the bytes; otherwise up is the bytes. */
    private static void chart(Matrix matrix, String shape, int threads, boolean raced, StringBuilder h) {
        SizeAndSpeed extras = matrix.extras();
        List<Point> points = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (AdapterColumn adapter : matrix.adapters()) {
            Optional<SizeAndSpeed.Speed> speed = extras.speed(adapter.id(), shape, "roundTrip", threads);
            Optional<SizeAndSpeed.ShapeSize> size = extras.size(adapter.id(), shape);
            Integer bytes = size.map(SizeAndSpeed.ShapeSize::serializedSize).orElse(null);
            if (!raced && bytes != null && bytes > 0) {
                points.add(new Point(adapter, bytes, Double.NaN, bytes,
                        size.map(SizeAndSpeed.ShapeSize::deflatedSize).orElse(null)));
            } else if (raced && speed.isPresent() && speed.get().score() > 0) {
                points.add(new Point(adapter, speed.get().score(), speed.get().error(),
                        size.map(SizeAndSpeed.ShapeSize::serializedSize).orElse(null),
                        size.map(SizeAndSpeed.ShapeSize::deflatedSize).orElse(null)));
            } else {
                missing.add(adapter.id());
            }
        }
        if (points.isEmpty()) {
            return;
        }
        int maxX = Math.max(1, matrix.adapters().stream().mapToInt(AdapterColumn::criteriaRun).max().orElse(20));
        double minLog = Math.floor(Math.log10(points.stream().mapToDouble(Point::score).min().orElseThrow()));
        double maxLog = Math.ceil(Math.log10(points.stream().mapToDouble(Point::score).max().orElseThrow()));
        if (maxLog <= minLog) {
            maxLog = minLog + 1;
        }
        double maxBytes = points.stream().filter(p -> p.bytes() != null).mapToDouble(Point::bytes).max().orElse(1);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        h.append("<figure class=\"chart\"><svg class=\"speed-chart\" id=\"chart-").append(escape(shape))
                .append("\" data-shape=\"").append(escape(shape)).append("\" xmlns=\"http://www.w3.org/2000/svg\" ")
                .append("viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT).append("\" width=\"").append(WIDTH)
                .append("\" height=\"").append(HEIGHT).append("\" role=\"img\" aria-label=\"")
                .append(escape(shapeName(shape))).append(": flexibility score against round-trip speed\">\n");
        h.append("<text class=\"chart-title\" x=\"").append(LEFT).append("\" y=\"18\">")
                .append(escape(shapeName(shape))).append("</text>\n");
        for (int x = 0; x <= maxX; x += maxX >= 10 ? 2 : 1) {
            double px = LEFT + plotWidth * x / maxX;
            h.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>"
                    + "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n",
                    px, TOP, px, HEIGHT - BOTTOM, px, HEIGHT - BOTTOM + 16, x));
        }
        for (double decade = minLog; decade <= maxLog; decade++) {
            double py = TOP + plotHeight * (maxLog - decade) / (maxLog - minLog);
            h.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                    + "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    LEFT, py, WIDTH - RIGHT, py, LEFT - 6, py + 4, compact(Math.pow(10, decade))));
        }
        h.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">"
                + "flexibility score (of %d)</text>%n", LEFT + plotWidth / 2, HEIGHT - 8, maxX));
        h.append(String.format(Locale.ROOT, "<text class=\"axis\" transform=\"rotate(-90)\" x=\"%.1f\" y=\"16\" "
                + "text-anchor=\"middle\">%s</text>%n", -(TOP + plotHeight / 2), raced ? "round trips / s" : "bytes"));
        // Largest first, so that small bubbles stay on top and can be hovered.
        points.sort((a, b) -> Double.compare(b.bytes() == null ? 0 : b.bytes(), a.bytes() == null ? 0 : a.bytes()));
        List<BubbleLabels.Bubble> bubbles = new ArrayList<>();
        for (Point p : points) {
            double px = LEFT + plotWidth * Math.max(0, Math.min(maxX, p.adapter().total())) / maxX;
            double py = TOP + plotHeight * (maxLog - Math.log10(p.score())) / (maxLog - minLog);
            double r = !raced ? BYTES_RADIUS : p.bytes() == null ? MIN_RADIUS
                    : Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(p.bytes() / maxBytes));
            bubbles.add(new BubbleLabels.Bubble(p.adapter().id(), px, py, r));
        }
        List<BubbleLabels.Label> labels = BubbleLabels.place(bubbles,
                new BubbleLabels.Box(LEFT - 40, TOP - 6, WIDTH - 2, HEIGHT - BOTTOM + 2));
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            BubbleLabels.Label label = labels.get(i);
            BubbleLabels.Bubble b = label.bubble();
            String tip = p.adapter().name() + " (" + p.adapter().id() + "): flexibility "
                    + Scores.total(p.adapter().total(), p.adapter().criteriaRun()) + "; "
                    + (raced ? score(p.score(), p.error()) + " round trips/s; " : "")
                    + (p.bytes() == null ? "size unknown" : p.bytes() + " bytes, " + p.deflated() + " deflated");
            h.append(String.format(Locale.ROOT, "<g class=\"bubble\" data-adapter=\"%s\"><circle cx=\"%.1f\" "
                    + "cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"><title>%s</title></circle>",
                    escape(p.adapter().id()), b.cx(), b.cy(), b.r(), colour(p.adapter().id()), escape(tip)));
            if (label.leader()) {
                h.append(String.format(Locale.ROOT, "<line class=\"leader\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
                        + "y2=\"%.1f\"/>", label.fromX(), label.fromY(), label.toX(), label.toY()));
            }
            h.append(String.format(Locale.ROOT, "<text class=\"label\" x=\"%.1f\" y=\"%.1f\">%s</text></g>%n",
                    label.x(), label.y(), escape(p.adapter().id())));
        }
        h.append("</svg>");
        if (!missing.isEmpty()) {
            h.append(raced ? "<figcaption>Not raced on this shape: " : "<figcaption>Not weighed on this shape: ").append(escape(String.join(", ", missing)))
                    .append("</figcaption>");
        }
        h.append("</figure>\n");
    }

    /** A stable colour per adapter id, so an adapter looks the same in every chart. */
    private static String colour(String id) {
        int hue = Math.floorMod(id.hashCode() * 47, 360);
        return "hsla(" + hue + ",65%,50%,0.55)";
    }

    private static String score(SizeAndSpeed.Speed speed) {
        return score(speed.score(), speed.error());
    }

    static String score(double score, double error) {
        return grouped(score) + (Double.isNaN(error) ? "" : " ± " + grouped(error));
    }

    static String grouped(double value) {
        return value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%,.1f", value);
    }

    private static String bytes(Integer value) {
        return value == null ? "—" : String.format(Locale.ROOT, "%,d", value);
    }

    private static String compact(double value) {
        if (value >= 1e6) {
            return Scores.plain(value / 1e6) + "M";
        }
        if (value >= 1e3) {
            return Scores.plain(value / 1e3) + "k";
        }
        return Scores.plain(value);
    }
}
