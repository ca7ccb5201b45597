package org.serialflex.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The page's sections from the races module: sizes per shape, speed per shape, and one chart per
 * shape that puts the three contests side by side: flexibility score across, round-trip throughput
 * up (log scale), bubble area proportional to the serialized bytes. Plain inline SVG, no script.
 * The section is {@code templates/size-speed.mustache}, filled from the records here; each chart an {@link SvgChart}
 * ({@code templates/chart.mustache}) whose geometry is computed here.
 */
final class SizeSpeedHtml {

    /** The charts' size and margins: width, height, left, right, top, bottom. */
    private static final SvgChart.Frame FRAME = new SvgChart.Frame(620, 380, 70, 24, 30, 44);
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

    /**
     * The section's values. {@code measured}: weighing or races results were found; {@code upward} says what
     * the charts plot up; {@code firstChart} (none or one) and {@code otherCharts} are the charts of the shapes ({@link #chart});
     * {@code provenance} (none or one line) where every speed of the section comes from; {@code sizeVsSpeed} the
     * per-shape charts of bytes against speed ({@link SizeVsSpeedHtml}).
     */
    record Section(boolean measured, String upward, List<SvgChart> firstChart, boolean anyOtherShapes,
                   List<SvgChart> otherCharts, String racesLine, List<String> provenance, boolean anySizeVsSpeed,
                   List<SvgChart> sizeVsSpeed, List<String> shapeNames, List<SizeRow> sizes,
                   String sources, boolean raced, List<String> threadCounts, List<SpeedRow> speeds) {
    }

    /** An adapter's bytes per shape. */
    record SizeRow(String id, String name, List<SizeCell> cells) {
    }

    /** A shape's bytes raw and deflated, and a read-back outcome other than PASS; or, not {@code weighed}, a dash. */
    record SizeCell(boolean weighed, String raw, String deflated, List<ReadBack> readback) {
    }

    /** A shape's read-back outcome other than PASS, its evidence in the title. */
    record ReadBack(String title, String outcome) {
    }

    /**
     * An adapter's operations per second on a shape, per thread count and benchmark; or, with no speed at all, the
     * {@code reason} (none or one) in a cell {@code span} columns wide.
     */
    record SpeedRow(String id, String shape, String shapeName, List<String> scores, List<String> reason, int span) {
    }

    static Section of(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        List<String> provenance = extras.races().map(RaceRun::line).stream().toList();
        if (extras.isEmpty()) {
            return new Section(false, "", List.of(), false, List.of(), racesLine(matrix), provenance, false, List.of(),
                    List.of(), List.of(), "", false, List.of(), List.of());
        }
        // A speed chart of the few adapters a default build races would hide the rest: bytes then, which every
        // build weighs for every adapter.
        long racedAdapters = matrix.adapters().stream().filter(a -> extras.speeds().stream()
                .anyMatch(sp -> sp.adapter().equals(a.id()) && sp.score() > 0)).count();
        boolean raced = racedAdapters * 2 >= matrix.adapters().size() && racedAdapters > 0;
        int threads = raced ? extras.threadCounts().get(0) : 1;
        String upward = raced ? "Up: round trips per second, " + threads(threads)
                + ", log scale. Bubble area: serialized bytes."
                : "Up: serialized bytes, log scale (too few adapters raced in this build for a speed chart).";
        // a chart per shape, none where no adapter has a point on it
        List<List<SvgChart>> charts = extras.shapes().stream().map(shape -> chart(matrix, shape, threads, raced))
                .toList();
        List<SvgChart> sizeVsSpeed = raced ? SizeVsSpeedHtml.charts(matrix, threads) : List.of();
        return new Section(true, upward, charts.isEmpty() ? List.of() : charts.get(0), charts.size() > 1,
                charts.stream().skip(1).flatMap(List::stream).toList(), racesLine(matrix), provenance,
                !sizeVsSpeed.isEmpty(), sizeVsSpeed,
                extras.shapes().stream().map(SizeSpeedHtml::shapeName).toList(), sizes(matrix),
                String.join(", ", extras.sources()), !extras.speeds().isEmpty(),
                extras.threadCounts().stream().map(SizeSpeedHtml::threads).toList(),
                speeds(matrix));
    }

    /**
     * One line on what the page's speeds are: the published races (this build did not race in full), or what this
     * build raced: every adapter, some, or none (then where the last full races are).
     */
    static String racesLine(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        if (extras.races().map(r -> r.origin() == RaceRun.Origin.PUBLISHED).orElse(false)) {
            return "Races: this build did not race in full, so the speeds are the published races of "
                    + RaceRun.PUBLISHED_DIR + "/ (regenerated by scripts/publish-races; mvn -Prace verify races in "
                    + "the build, about 13 minutes on 2 cores, and the page then shows that run). The last full races "
                    + "described in docs/races.md are \"" + LAST_FULL_RACES + "\".";
        }
        List<String> raced = matrix.adapters().stream().map(AdapterColumn::id)
                .filter(id -> extras.speeds().stream().anyMatch(s -> s.adapter().equals(id) && s.score() > 0)).toList();
        if (!raced.isEmpty() && raced.size() == matrix.adapters().size()) {
            return "Races: every adapter of the matrix was raced in this build (JMH; the table below).";
        }
        return (raced.isEmpty() ? "Races: none in this build" : "Races: this build raced " + raced.size() + " of "
                + matrix.adapters().size() + " adapters (" + String.join(", ", raced) + ")")
                + "; mvn -Prace verify races all of them (about 13 minutes on 2 cores). The last full races are in "
                + "docs/races.md, \"" + LAST_FULL_RACES + "\".";
    }

    /** {@code 1 thread}, {@code 4 threads}: a race's thread count as the page says it. */
    static String threads(int count) {
        return count + (count == 1 ? " thread" : " threads");
    }

    static String shapeName(String shape) {
        return SHAPE_NAMES.getOrDefault(shape, shape);
    }

    private static List<SizeRow> sizes(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        return matrix.adapters().stream().map(adapter -> new SizeRow(adapter.id(), adapter.name(), extras.shapes()
                .stream().map(shape -> extras.size(adapter.id(), shape).map(s -> new SizeCell(true,
                        bytes(s.serializedSize()), bytes(s.deflatedSize()), "PASS".equals(s.outcome()) ? List.of()
                        : List.of(new ReadBack(s.outcome() + ": " + s.evidence(), s.outcome()))))
                        .orElse(new SizeCell(false, "", "", List.of()))).toList())).toList();
    }

    private static List<SpeedRow> speeds(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        List<SpeedRow> rows = new ArrayList<>();
        for (AdapterColumn adapter : matrix.adapters()) {
            for (String shape : extras.shapes()) {
                int span = 3 * extras.threadCounts().size();
                Optional<SizeAndSpeed.NoSpeed> none = extras.noSpeed(adapter.id(), shape);
                if (none.isPresent() && extras.speeds().stream().noneMatch(s -> s.adapter().equals(adapter.id())
                        && s.shape().equals(shape))) {
                    rows.add(new SpeedRow(adapter.id(), shape, shapeName(shape), List.of(),
                            List.of(none.get().reason()), span));
                    continue;
                }
                List<String> scores = new ArrayList<>();
                for (int threads : extras.threadCounts()) {
                    for (String benchmark : SizeAndSpeed.BENCHMARKS) {
                        scores.add(extras.speed(adapter.id(), shape, benchmark, threads).map(SizeSpeedHtml::score)
                                .orElse("—"));
                    }
                }
                rows.add(new SpeedRow(adapter.id(), shape, shapeName(shape), scores, List.of(), span));
            }
        }
        return rows;
    }

    private record Point(AdapterColumn adapter, double score, double error, Integer bytes, Integer deflated) {
    }

    /**
     * A shape's chart ({@code templates/chart.mustache}), or none when no adapter has a point on it; {@code raced}:
     * up is round trips per second and the bubble the bytes, otherwise up is the bytes.
     */
    private static List<SvgChart> chart(Matrix matrix, String shape, int threads, boolean raced) {
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
            return List.of();
        }
        int maxX = Math.max(1, matrix.adapters().stream().mapToInt(AdapterColumn::criteriaRun).max().orElse(20));
        double minLog = Math.floor(Math.log10(points.stream().mapToDouble(Point::score).min().orElseThrow()));
        double maxLog = Math.ceil(Math.log10(points.stream().mapToDouble(Point::score).max().orElseThrow()));
        if (maxLog <= minLog) {
            maxLog = minLog + 1;
        }
        double maxBytes = points.stream().filter(p -> p.bytes() != null).mapToDouble(Point::bytes).max().orElse(1);
        List<SvgChart.Tick> ticks = new ArrayList<>();
        for (int x = 0; x <= maxX; x += maxX >= 10 ? 2 : 1) {
            ticks.add(FRAME.xTick(FRAME.left() + FRAME.plotWidth() * x / maxX, String.valueOf(x)));
        }
        for (double decade = minLog; decade <= maxLog; decade++) {
            ticks.add(FRAME.yTick(FRAME.top() + FRAME.plotHeight() * (maxLog - decade) / (maxLog - minLog),
                    compact(Math.pow(10, decade))));
        }
        // Largest first, so that small bubbles stay on top and can be hovered.
        points.sort((a, b) -> Double.compare(b.bytes() == null ? 0 : b.bytes(), a.bytes() == null ? 0 : a.bytes()));
        List<SvgChart.Point> bubbles = new ArrayList<>();
        for (Point p : points) {
            double px = FRAME.left() + FRAME.plotWidth() * Math.max(0, Math.min(maxX, p.adapter().total())) / maxX;
            double py = FRAME.top() + FRAME.plotHeight() * (maxLog - Math.log10(p.score())) / (maxLog - minLog);
            double r = !raced ? BYTES_RADIUS : p.bytes() == null ? MIN_RADIUS
                    : Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(p.bytes() / maxBytes));
            String tip = p.adapter().name() + " (" + p.adapter().id() + "): flexibility "
                    + Scores.total(p.adapter().total(), p.adapter().criteriaRun()) + "; "
                    + (raced ? score(p.score(), p.error()) + " round trips/s; " : "")
                    + (p.bytes() == null ? "size unknown" : p.bytes() + " bytes, " + p.deflated() + " deflated");
            bubbles.add(new SvgChart.Point(p.adapter().id(), px, py, r, tip));
        }
        return List.of(new SvgChart("speed-chart", "chart-" + shape, shape, FRAME.width(), FRAME.height(),
                shapeName(shape) + ": flexibility score against round-trip speed", FRAME.left(), shapeName(shape),
                ticks, FRAME.xAxisX(), FRAME.height() - 8, "flexibility score (of " + maxX + ")", FRAME.yAxisX(), 16,
                raced ? "round trips / s" : "bytes", FRAME.bubbles(bubbles), missing.isEmpty() ? List.of()
                : List.of((raced ? "Not raced on this shape: " : "Not weighed on this shape: ")
                        + String.join(", ", missing))));
    }

    /** A stable colour per adapter id, so an adapter looks the same in every chart. */
    static String colour(String id) {
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

    static String compact(double value) {
        if (value >= 1e6) {
            return Scores.plain(value / 1e6) + "M";
        }
        if (value >= 1e3) {
            return Scores.plain(value / 1e3) + "k";
        }
        return Scores.plain(value);
    }
}
