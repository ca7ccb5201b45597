package org.serialflex.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Flexibility, bytes and speed, from the races module: on the page the charts and tables of {@link SizeSpeedHtml}
 * (or where to produce them); in {@code matrix.md} the bytes per shape, the operations per second and, per shape,
 * bytes beside round trips per second, or nothing when neither weighing nor races were found.
 */
final class SizeSpeedSection extends NamedSection {

    SizeSpeedSection() {
        super("size-speed", "Bytes and speed");
    }

    @Override
    public Optional<SizeSpeedHtml.Section> html(Matrix matrix) {
        return Optional.of(SizeSpeedHtml.of(matrix));
    }

    @Override
    public Optional<Markdown> markdown(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        if (extras.isEmpty()) {
            return Optional.empty();
        }
        boolean raced = !extras.speeds().isEmpty();
        int threads = raced ? extras.threadCounts().get(0) : 1;
        return Optional.of(new Markdown(extras.shapes().stream().map(SizeSpeedHtml::shapeName).toList(),
                matrix.adapters().stream().map(a -> SizeRow.of(extras, a)).toList(), raced,
                extras.races().map(RaceRun::line).stream().toList(),
                extras.threadCounts().stream().map(t -> t + "t").toList(), speeds(matrix),
                raced && !extras.sizes().isEmpty(), SizeSpeedHtml.threads(threads),
                matrix.adapters().stream().map(a -> BothRow.of(extras, a, threads)).toList()));
    }

    /**
     * The Markdown's values: the shapes' names; bytes per adapter and shape; whether the build {@code raced}, and
     * then where the speeds come from ({@code racesLine}, none or one), the thread counts' headings ({@code 1t}) and
     * the speeds per adapter and shape; and, with both, bytes beside round trips per second at the lowest thread
     * count ({@code threads}).
     */
    record Markdown(List<String> shapes, List<SizeRow> sizes, boolean raced, List<String> racesLine,
                    List<String> threadCounts, List<SpeedRow> speeds, boolean anyBoth, String threads,
                    List<BothRow> both) {
    }

    /** An adapter's bytes per shape ({@code id} a code span). */
    record SizeRow(String id, List<SizeCell> cells) {

        static SizeRow of(SizeAndSpeed extras, AdapterColumn adapter) {
            return new SizeRow(MarkdownRenderer.code(adapter.id()), extras.shapes().stream().map(shape -> extras
                    .size(adapter.id(), shape).map(s -> new SizeCell(true, number(s.serializedSize()),
                            number(s.deflatedSize()), "PASS".equals(s.outcome()) ? List.of() : List.of(s.outcome())))
                    .orElse(new SizeCell(false, "", "", List.of()))).toList());
        }
    }

    /** A shape's bytes raw and deflated and a read-back outcome other than PASS (none or one); or a dash. */
    record SizeCell(boolean weighed, String raw, String deflated, List<String> outcome) {
    }

    /**
     * An adapter's operations per second on a shape, per thread count and benchmark; or, with no speed at all, the
     * {@code reason} (none or one) in the first cell and the row's other cells left blank ({@code blanks}), for
     * Markdown has no colspan.
     */
    record SpeedRow(String id, String shape, List<String> scores, List<String> reason, List<String> blanks) {
    }

    /** An adapter's flexibility score and, per shape, its bytes and round trips per second, or why none. */
    record BothRow(String id, String score, List<Both> cells) {

        static BothRow of(SizeAndSpeed extras, AdapterColumn adapter, int threads) {
            return new BothRow(MarkdownRenderer.code(adapter.id()), Scores.plain(adapter.total()), extras.shapes()
                    .stream().map(shape -> new Both(extras.size(adapter.id(), shape)
                            .map(s -> number(s.serializedSize()) + " B").orElse("—"),
                            extras.speed(adapter.id(), shape, "roundTrip", threads).filter(s -> s.score() > 0)
                                    .map(s -> SizeSpeedHtml.grouped(s.score()) + "/s")
                                    .orElseGet(() -> extras.noSpeed(adapter.id(), shape)
                                            .map(SizeAndSpeed.NoSpeed::text).orElse("—")))).toList());
        }
    }

    /** A shape's bytes and round trips per second (or why none). */
    record Both(String bytes, String speed) {
    }

    private static List<SpeedRow> speeds(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        List<SpeedRow> rows = new ArrayList<>();
        for (AdapterColumn adapter : matrix.adapters()) {
            for (String shape : extras.shapes()) {
                String id = MarkdownRenderer.code(adapter.id());
                Optional<SizeAndSpeed.NoSpeed> none = extras.noSpeed(adapter.id(), shape);
                if (none.isPresent() && extras.speeds().stream().noneMatch(s -> s.adapter().equals(adapter.id())
                        && s.shape().equals(shape))) {
                    rows.add(new SpeedRow(id, SizeSpeedHtml.shapeName(shape), List.of(), List.of(none.get().reason()),
                            Collections.nCopies(3 * extras.threadCounts().size() - 1, "")));
                    continue;
                }
                List<String> scores = new ArrayList<>();
                for (int threads : extras.threadCounts()) {
                    for (String benchmark : SizeAndSpeed.BENCHMARKS) {
                        scores.add(extras.speed(adapter.id(), shape, benchmark, threads)
                                .map(s -> SizeSpeedHtml.score(s.score(), s.error())).orElse("—"));
                    }
                }
                rows.add(new SpeedRow(id, SizeSpeedHtml.shapeName(shape), scores, List.of(), List.of()));
            }
        }
        return rows;
    }

    private static String number(Integer value) {
        return value == null ? "—" : String.format(Locale.ROOT, "%,d", value);
    }
}
