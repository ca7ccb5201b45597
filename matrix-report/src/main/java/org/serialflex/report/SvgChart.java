package org.serialflex.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A chart of the page as {@code templates/chart.mustache} draws it in SVG: grid lines with their ticks, two axis
 * labels and a bubble per adapter with its label ({@link BubbleLabels}). The geometry (scales, coordinates) is
 * computed by the chart's maker ({@link SizeSpeedHtml}, {@link SizeVsSpeedHtml}); the template escapes every text.
 *
 * @param caption none or one line under the chart: the adapters it leaves out and why
 */
record SvgChart(String svgClass, String id, String shape, int width, int height, String label, int titleX,
                String title, List<Tick> ticks, String xAxisX, int xAxisY, String xAxis, String yAxisX, int yAxisY,
                String yAxis, List<Bubble> bubbles, List<String> caption) {

    /** A grid line across the plot and its tick's text, coordinates as SVG says them. */
    record Tick(String x1, String y1, String x2, String y2, String textX, String textY, String anchor, String text) {
    }

    /** An adapter's bubble: centre, radius, colour, what hovering tells, and its label (led by a line when moved). */
    record Bubble(String adapter, String cx, String cy, String r, String fill, String tip, List<Leader> leader,
                  String labelX, String labelY) {
    }

    /** The line from a bubble to its label, when the label could not sit beside it. */
    record Leader(String x1, String y1, String x2, String y2) {
    }

    /** A bubble to place: the adapter, its centre and radius in the plot, and its hover text. */
    record Point(String adapter, double cx, double cy, double r, String tip) {
    }

    /** The chart's size and margins: the plot is what the margins leave. */
    record Frame(int width, int height, int left, int right, int top, int bottom) {

        double plotWidth() {
            return width - left - right;
        }

        double plotHeight() {
            return height - top - bottom;
        }

        /** A vertical grid line at {@code px} and its tick under the plot. */
        Tick xTick(double px, String text) {
            return new Tick(number(px), String.valueOf(top), number(px), String.valueOf(height - bottom), number(px),
                    String.valueOf(height - bottom + 16), "middle", text);
        }

        /** A horizontal grid line at {@code py} and its tick left of the plot. */
        Tick yTick(double py, String text) {
            return new Tick(String.valueOf(left), number(py), String.valueOf(width - right), number(py),
                    String.valueOf(left - 6), number(py + 4), "end", text);
        }

        /** Where the horizontal axis' label goes: centred under the plot. */
        String xAxisX() {
            return number(left + plotWidth() / 2);
        }

        /** Where the vertical axis' label goes, rotated: centred beside the plot. */
        String yAxisX() {
            return number(-(top + plotHeight() / 2));
        }

        /** The points as bubbles, each label placed by {@link BubbleLabels} where it overlaps least. */
        List<Bubble> bubbles(List<Point> points) {
            List<BubbleLabels.Bubble> placed = points.stream()
                    .map(p -> new BubbleLabels.Bubble(p.adapter(), p.cx(), p.cy(), p.r())).toList();
            List<BubbleLabels.Label> labels = BubbleLabels.place(placed,
                    new BubbleLabels.Box(left - 40, top - 6, width - 2, height - bottom + 2));
            List<Bubble> bubbles = new ArrayList<>();
            for (int i = 0; i < points.size(); i++) {
                BubbleLabels.Label label = labels.get(i);
                BubbleLabels.Bubble b = label.bubble();
                String adapter = points.get(i).adapter();
                bubbles.add(new Bubble(adapter, number(b.cx()), number(b.cy()), number(b.r()),
                        SizeSpeedHtml.colour(adapter), points.get(i).tip(), label.leader()
                        ? List.of(new Leader(number(label.fromX()), number(label.fromY()), number(label.toX()),
                                number(label.toY()))) : List.of(), number(label.x()), number(label.y())));
            }
            return bubbles;
        }
    }

    /** A coordinate as the charts write it: one decimal, a point whatever the locale. */
    static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
