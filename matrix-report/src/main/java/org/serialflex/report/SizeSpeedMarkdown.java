package org.serialflex.report;

import java.util.Optional;

import static org.serialflex.report.MarkdownRenderer.code;
import static org.serialflex.report.MarkdownRenderer.escape;

/** {@code matrix.md}'s sections from the races module: bytes per shape and operations per second. */
final class SizeSpeedMarkdown {

    private SizeSpeedMarkdown() {
    }

    static void render(Matrix matrix, StringBuilder md) {
        SizeAndSpeed extras = matrix.extras();
        if (extras.isEmpty()) {
            return;
        }
        sizes(matrix, md);
        speed(matrix, md);
        sizeAgainstSpeed(matrix, md);
    }

    private static void sizes(Matrix matrix, StringBuilder md) {
        SizeAndSpeed extras = matrix.extras();
        md.append("## Weighing: bytes per shape, raw / deflated\n\n| Adapter |");
        extras.shapes().forEach(shape -> md.append(' ').append(escape(SizeSpeedHtml.shapeName(shape))).append(" |"));
        md.append("\n| :-- |");
        extras.shapes().forEach(shape -> md.append(" --: |"));
        md.append('\n');
        for (AdapterColumn adapter : matrix.adapters()) {
            md.append("| ").append(code(adapter.id())).append(" |");
            for (String shape : extras.shapes()) {
                Optional<SizeAndSpeed.ShapeSize> size = extras.size(adapter.id(), shape);
                md.append(' ').append(size.map(s -> number(s.serializedSize()) + " / " + number(s.deflatedSize())
                        + ("PASS".equals(s.outcome()) ? "" : " (" + escape(s.outcome()) + ")")).orElse("—")).append(" |");
            }
            md.append('\n');
        }
        md.append("\nEach shape is written in one world and read back in another (an outcome other than PASS is "
                + "shown beside the sizes); deflated with java.util.zip.Deflater at its default level.\n\n");
    }

    private static void speed(Matrix matrix, StringBuilder md) {
        SizeAndSpeed extras = matrix.extras();
        if (extras.speeds().isEmpty()) {
            md.append("No races were run (`mvn -Prace verify` runs them).\n\n");
            return;
        }
        md.append("## Races: operations per second ± JMH error\n\n");
        extras.races().ifPresent(run -> md.append(escape(run.line())).append("\n\n"));
        md.append("| Adapter | Shape |");
        for (int threads : extras.threadCounts()) {
            String t = threads + "t";
            md.append(" serialize ").append(t).append(" | deserialize ").append(t).append(" | round trip ").append(t)
                    .append(" |");
        }
        md.append("\n| :-- | :-- |");
        extras.threadCounts().forEach(t -> md.append(" --: | --: | --: |"));
        md.append('\n');
        for (AdapterColumn adapter : matrix.adapters()) {
            for (String shape : extras.shapes()) {
                md.append("| ").append(code(adapter.id())).append(" | ").append(escape(SizeSpeedHtml.shapeName(shape)))
                        .append(" |");
                Optional<SizeAndSpeed.NoSpeed> none = extras.noSpeed(adapter.id(), shape);
                if (none.isPresent() && extras.speeds().stream().noneMatch(s -> s.adapter().equals(adapter.id())
                        && s.shape().equals(shape))) {
                    // Markdown has no colspan: the reason in the first cell, the others left blank.
                    md.append(' ').append(escape(none.get().reason())).append(" |");
                    md.append(" |".repeat(3 * extras.threadCounts().size() - 1)).append('\n');
                    continue;
                }
                for (int threads : extras.threadCounts()) {
                    for (String benchmark : SizeAndSpeed.BENCHMARKS) {
                        md.append(' ').append(extras.speed(adapter.id(), shape, benchmark, threads)
                                .map(s -> SizeSpeedHtml.score(s.score(), s.error())).orElse("—")).append(" |");
                    }
                }
                md.append('\n');
            }
        }
        md.append("\nJMH throughput (ops/s); ± is JMH's 99.9% error. `t` = benchmark threads. Settings and caveats: "
                + "docs/races.md.\n\n");
    }

    /**
     * The study's size-against-speed view, as a table: per shape, each adapter's bytes and round trips per second
     * (the lowest thread count), or why it has no speed there. Every adapter has a row; the provenance line heads it.
     */
    private static void sizeAgainstSpeed(Matrix matrix, StringBuilder md) {
        SizeAndSpeed extras = matrix.extras();
        if (extras.speeds().isEmpty() || extras.sizes().isEmpty()) {
            return;
        }
        int threads = extras.threadCounts().get(0);
        md.append("## Size and speed per shape: bytes, round trips per second (").append(SizeSpeedHtml.threads(threads))
                .append(")\n\n");
        extras.races().ifPresent(run -> md.append(escape(run.line())).append("\n\n"));
        md.append("| Adapter | Score |");
        extras.shapes().forEach(shape -> md.append(' ').append(escape(SizeSpeedHtml.shapeName(shape))).append(" |"));
        md.append("\n| :-- | --: |");
        extras.shapes().forEach(shape -> md.append(" --: |"));
        md.append('\n');
        for (AdapterColumn adapter : matrix.adapters()) {
            md.append("| ").append(code(adapter.id())).append(" | ").append(Scores.plain(adapter.total())).append(" |");
            for (String shape : extras.shapes()) {
                String bytes = extras.size(adapter.id(), shape).map(s -> number(s.serializedSize()) + " B").orElse("—");
                String speed = extras.speed(adapter.id(), shape, "roundTrip", threads).filter(s -> s.score() > 0)
                        .map(s -> SizeSpeedHtml.grouped(s.score()) + "/s")
                        .orElseGet(() -> extras.noSpeed(adapter.id(), shape).map(SizeAndSpeed.NoSpeed::text).orElse("—"));
                md.append(' ').append(bytes).append(", ").append(escape(speed)).append(" |");
            }
            md.append('\n');
        }
        md.append("\nWhy a shape has no speed (cannot read back, not raced) is said in full in the races table above.\n\n");
    }

    private static String number(Integer value) {
        return value == null ? "—" : String.format(java.util.Locale.ROOT, "%,d", value);
    }
}
