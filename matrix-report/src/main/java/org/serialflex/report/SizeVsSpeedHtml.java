package org.serialflex.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The study's second picture, per shape: serialized bytes across against round trips per second up, both on log
 * scales, one dot per adapter, so that the small-and-fast corner (top left) reads at a glance. Drawn only from the
 * one races run the page's speeds come from; an adapter without a speed on the shape is named under the chart with
 * the reason. An {@link SvgChart} like {@link SizeSpeedHtml}'s charts ({@code templates/chart.mustache}).
 */
final class SizeVsSpeedHtml {

    /** The charts' size and margins: width, height, left, right, top, bottom. */
    private static final SvgChart.Frame FRAME = new SvgChart.Frame(460, 320, 62, 16, 28, 40);
    private static final double RADIUS = 4.5;

    private SizeVsSpeedHtml() {
    }

    private record Dot(AdapterColumn adapter, int bytes, SizeAndSpeed.Speed speed) {
    }

    /** A chart per shape that has at least one adapter with both bytes and a round-trip speed. */
    static List<SvgChart> charts(Matrix matrix, int threads) {
        return matrix.extras().shapes().stream().flatMap(shape -> chart(matrix, shape, threads).stream()).toList();
    }

    private static Optional<SvgChart> chart(Matrix matrix, String shape, int threads) {
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
            return Optional.empty();
        }
        double minX = Math.floor(Math.log10(dots.stream().mapToInt(Dot::bytes).min().orElseThrow()));
        double maxX = Math.max(minX + 1, Math.ceil(Math.log10(dots.stream().mapToInt(Dot::bytes).max().orElseThrow())));
        double minY = Math.floor(Math.log10(dots.stream().mapToDouble(d -> d.speed().score()).min().orElseThrow()));
        double maxY = Math.max(minY + 1,
                Math.ceil(Math.log10(dots.stream().mapToDouble(d -> d.speed().score()).max().orElseThrow())));
        List<SvgChart.Tick> ticks = new ArrayList<>();
        for (double decade = minX; decade <= maxX; decade++) {
            ticks.add(FRAME.xTick(FRAME.left() + FRAME.plotWidth() * (decade - minX) / (maxX - minX),
                    SizeSpeedHtml.compact(Math.pow(10, decade))));
        }
        for (double decade = minY; decade <= maxY; decade++) {
            ticks.add(FRAME.yTick(FRAME.top() + FRAME.plotHeight() * (maxY - decade) / (maxY - minY),
                    SizeSpeedHtml.compact(Math.pow(10, decade))));
        }
        List<SvgChart.Point> points = new ArrayList<>();
        for (Dot d : dots) {
            double px = FRAME.left() + FRAME.plotWidth() * (Math.log10(d.bytes()) - minX) / (maxX - minX);
            double py = FRAME.top() + FRAME.plotHeight() * (maxY - Math.log10(d.speed().score())) / (maxY - minY);
            String tip = d.adapter().name() + " (" + d.adapter().id() + "): " + String.format(Locale.ROOT, "%,d", d.bytes())
                    + " bytes; " + SizeSpeedHtml.score(d.speed().score(), d.speed().error()) + " round trips/s";
            points.add(new SvgChart.Point(d.adapter().id(), px, py, RADIUS, tip));
        }
        String name = SizeSpeedHtml.shapeName(shape);
        return Optional.of(new SvgChart("speed-chart size-vs-speed", "size-vs-speed-" + shape, shape, FRAME.width(),
                FRAME.height(), name + ": serialized bytes against round-trip speed", FRAME.left(), name, ticks,
                FRAME.xAxisX(), FRAME.height() - 8, "serialized bytes", FRAME.yAxisX(), 14, "round trips / s, " + SizeSpeedHtml.threads(threads),
                FRAME.bubbles(points), without.isEmpty() ? List.of()
                : List.of("No speed on this shape: " + String.join(", ", without))));
    }
}
