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
        md.append("## Races: operations per second ± JMH error\n\n| Adapter | Shape |");
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
                if (extras.speeds().stream().noneMatch(s -> s.adapter().equals(adapter.id()) && s.shape().equals(shape))) {
                    continue;
                }
                md.append("| ").append(code(adapter.id())).append(" | ").append(escape(SizeSpeedHtml.shapeName(shape)))
                        .append(" |");
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

    private static String number(Integer value) {
        return value == null ? "—" : String.format(java.util.Locale.ROOT, "%,d", value);
    }
}
