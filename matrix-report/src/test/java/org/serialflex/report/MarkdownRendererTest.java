package org.serialflex.report;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownRendererTest {

    @Test
    void rendersTheHeatmapTableTheAlarmCasesAndTheLegend() {
        String expected = """
                # serialflex flexibility matrix

                Kit 0.1.0-SNAPSHOT · JDK 17.0.15 (Debian, OpenJDK 64-Bit Server VM) · 3 adapters · 2 criteria · 7 cases · generated 2026-11-21T12:00:00Z

                | Criterion | Alpha JSON<br>`alpha` | Beta Binary<br>`beta` | Gamma<br>`gamma` |
                | :-- | :-: | :-: | :-: |
                | **C01** Plain objects, no questions asked | 1 | 1 | 0 ⚠CRASH |
                | **C08** Same field name, different type | ½ | 0 ✗CORRUPT | — |
                | **Total** | **1.5/2** | **1/2** | **0/1** |

                Libraries:

                - `alpha`: `org.example:alpha:1.0`
                - `beta`: `org.example:beta:2.1`
                - `gamma`: `org.example:gamma:3.0`

                ## Silent corruption, crashes and kit errors

                | Adapter | Case | Class versions (writer → reader) | Outcome | Evidence |
                | :-- | :-- | :-: | :-- | :-- |
                | `gamma` | `C01.plain.same` | v1 → v1 | ⚠CRASH | java.lang.StackOverflowError |
                | `beta` | `C08.int-to-long.new-to-old` | v2 → v1 | ✗CORRUPT | order.total: expected 42 (Long) got 7, "seven" \\| &lt;b&gt;x&lt;/b&gt; second line |

                ## Legend

                - **1**: every case of the criterion passed.
                - **½**: no case failed loudly enough to zero the criterion and the mean case points (PASS 1, DEGRADED ½, failures 0) is at least ½.
                - **0**: otherwise.
                - **✗CORRUPT**: at least one case read back normally but with a wrong or lost value (silent data loss); the criterion scores 0.
                - **⚠CRASH**: at least one case ended in an Error (StackOverflowError, OutOfMemoryError, LinkageError...) or a hang; the criterion scores 0.
                - **⛔KIT_ERROR**: the kit could not measure a case honestly; the criterion scores 0.
                - **—**: the adapter did not run this criterion.
                - Columns are sorted best total first; a total is out of the criteria the adapter ran. Every case, with its evidence, is in matrix.csv and matrix.json.

                """;

        assertThat(MarkdownRenderer.render(Synthetic.small())).isEqualTo(expected);
    }

    @Test
    void namesUnreadableResultsFiles() {
        Matrix matrix = Matrix.of(List.of(Synthetic.alpha()),
                List.of(new InputProblem(Path.of("/r/kryo.json"), "Results file /r/kryo.json is unusable: it is empty")),
                "test input", Synthetic.GENERATED_AT);

        assertThat(MarkdownRenderer.render(matrix))
                .endsWith("## Unreadable results (left out)\n\n- Results file /r/kryo.json is unusable: it is empty\n\n");
    }

    @Test
    void anEmptyMatrixSaysWhereItLookedAndHowToProduceResults() {
        Matrix matrix = Matrix.of(List.of(), List.of(), "/p/adapters/*/target/serialflex/results/*.json",
                Synthetic.GENERATED_AT);

        assertThat(MarkdownRenderer.render(matrix))
                .contains("No results were found (searched: /p/adapters/\\*/target/serialflex/results/\\*.json).")
                .contains("'mvn -pl adapters/&lt;name&gt; -am verify'")
                .doesNotContain("| Criterion |");
    }

    @Test
    void escapesMarkdownAndHtmlInText() {
        assertThat(MarkdownRenderer.escape("a|b <i>*c*</i> [l](u)\nx")).isEqualTo("a\\|b &lt;i&gt;\\*c\\*&lt;/i&gt; \\[l\\](u) x");
        assertThat(MarkdownRenderer.code("C08.int-to-long")).isEqualTo("`C08.int-to-long`");
        assertThat(MarkdownRenderer.code("a`b|c")).isEqualTo("a\\`b\\|c");
    }
}
