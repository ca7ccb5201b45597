package org.serialflex.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.serialflex.report.HtmlRenderer.escape;

/**
 * The study's second picture, per shape: serialized bytes across against round trips per second up, both on log
 * scales, one dot per adapter, so that the small-and-fast corner (top left) reads at a glance. Drawn only from the
 * one races run the page's speeds come from; an adapter without a speed on the shape is named under the chart with
 * the reason. Plain inline SVG like {@link SizeSpeedHtml}'s charts, labels placed by {@link BubbleLabels}.
 */
final class SizeVsSpeedHtml {

    private static final int WIDTH = 460;
    private static final int HEIGHT = 320;
    private static final int LEFT = 62;
    private static final int RIGHT = 16;
    private static final int TOP = 28;
    private static final int BOTTOM = 40;
    private static final double RADIUS = 4.5;

    private SizeVsSpeedHtml() {
    }

    private record Dot(AdapterColumn adapter, int bytes, SizeAndSpeed.Speed speed) {
    }

    /** One SVG figure per shape that has at least one adapter with both bytes and a round-trip speed. */
    static List<String> charts(Matrix matrix, int threads) {
        return matrix.extras().shapes().stream().map(shape -> chart(matrix, shape, threads))
                .filter(chart -> !chart.isEmpty()).toList();
    }

    private static String chart(Matrix matrix, String shape, int threads) {
        SizeAndSpeed extras = matrix.extras();
        List<Dot> dots = new ArrayList<>();
        List<String> without = new ArrayList<>();
        for (AdapterColumn adapter : matrix.adapters()) {
            Optional<SizeAndSpeed.Speed> speed = extras.speed(adapter.id(), shape, "roundTrip", threads)
                    .filter(s -> s.score() > 0);
            Integer bytes = extras.size(adapter.id(), shape).map(SizeAndSpeed.ShapeSize::serializedSize).orElse(null);
            if (speed.isPresent() && bytes != null && bytes > 0) {
                dots.add(new Dot(adapter, bytes, speed.get()));
            } else {
                without.add(adapter.id() + " (" + extras.noSpeed(adapter.id(), shape).map(SizeAndSpeed.NoSpeed::text)
                        .orElse("not weighed") + ")");
            }
        }
        if (dots.isEmpty()) {
            return "";
        }
        double minX = Math.floor(Math.log10(dots.stream().mapToInt(Dot::bytes).min().orElseThrow()));
        double maxX = Math.max(minX + 1, Math.ceil(Math.log10(dots.stream().mapToInt(Dot::bytes).max().orElseThrow())));
        double minY = Math.floor(Math.log10(dots.stream().mapToDouble(d -> d.speed().score()).min().orElseThrow()));
        double maxY = Math.max(minY + 1,
                Math.ceil(Math.log10(dots.stream().mapToDouble(d -> d.speed().score()).max().orElseThrow())));
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        StringBuilder h = new StringBuilder();
        String name = SizeSpeedHtml.shapeName(shape);
        h.append("<figure class=\"chart\"><svg class=\"speed-chart size-vs-speed\" id=\"size-vs-speed-")
                .append(escape(shape)).append("\" data-shape=\"").append(escape(shape))
                .append("\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT).append("\" role=\"img\" ")
                .append("aria-label=\"").append(escape(name)).append(": serialized bytes against round-trip speed\">\n");
        h.append("<text class=\"chart-title\" x=\"").append(LEFT).append("\" y=\"18\">").append(escape(name))
                .append("</text>\n");
        for (double decade = minX; decade <= maxX; decade++) {
            double px = LEFT + plotWidth * (decade - minX) / (maxX - minX);
            h.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>"
                    + "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    px, TOP, px, HEIGHT - BOTTOM, px, HEIGHT - BOTTOM + 16, SizeSpeedHtml.compact(Math.pow(10, decade))));
        }
        for (double decade = minY; decade <= maxY; decade++) {
            double py = TOP + plotHeight * (maxY - decade) / (maxY - minY);
            h.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                    + "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    LEFT, py, WIDTH - RIGHT, py, LEFT - 6, py + 4, SizeSpeedHtml.compact(Math.pow(10, decade))));
        }
        h.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">"
                + "serialized bytes</text>%n", LEFT + plotWidth / 2, HEIGHT - 8));
        h.append(String.format(Locale.ROOT, "<text class=\"axis\" transform=\"rotate(-90)\" x=\"%.1f\" y=\"14\" "
                + "text-anchor=\"middle\">round trips / s, %s</text>%n", -(TOP + plotHeight / 2),
                SizeSpeedHtml.threads(threads)));
        List<BubbleLabels.Bubble> bubbles = new ArrayList<>();
        for (Dot d : dots) {
            double px = LEFT + plotWidth * (Math.log10(d.bytes()) - minX) / (maxX - minX);
            double py = TOP + plotHeight * (maxY - Math.log10(d.speed().score())) / (maxY - minY);
            bubbles.add(new BubbleLabels.Bubble(d.adapter().id(), px, py, RADIUS));
        }
        List<BubbleLabels.Label> labels = BubbleLabels.place(bubbles,
                new BubbleLabels.Box(LEFT - 40, TOP - 6, WIDTH - 2, HEIGHT - BOTTOM + 2));
        for (int i = 0; i < dots.size(); i++) {
            Dot d = dots.get(i);
            BubbleLabels.Label label = labels.get(i);
            BubbleLabels.Bubble b = label.bubble();
            String tip = d.adapter().name() + " (" + d.adapter().id() + "): " + String.format(Locale.ROOT, "%,d", d.bytes())
                    + " bytes; " + SizeSpeedHtml.score(d.speed().score(), d.speed().error()) + " round trips/s";
            h.append(String.format(Locale.ROOT, "<g class=\"bubble\" data-adapter=\"%s\"><circle cx=\"%.1f\" "
                    + "cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"><title>%s</title></circle>", escape(d.adapter().id()), b.cx(),
                    b.cy(), b.r(), SizeSpeedHtml.colour(d.adapter().id()), escape(tip)));
            if (label.leader()) {
                h.append(String.format(Locale.ROOT, "<line class=\"leader\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
                        + "y2=\"%.1f\"/>", label.fromX(), label.fromY(), label.toX(), label.toY()));
            }
            h.append(String.format(Locale.ROOT, "<text class=\"label\" x=\"%.1f\" y=\"%.1f\">%s</text></g>%n",
                    label.x(), label.y(), escape(d.adapter().id())));
        }
        h.append("</svg>");
        if (!without.isEmpty()) {
            h.append("<figcaption>No speed on this shape: ").append(escape(String.join(", ", without)))
                    .append("</figcaption>");
        }
        h.append("</figure>\n");
        return h.toString();
    }
}
