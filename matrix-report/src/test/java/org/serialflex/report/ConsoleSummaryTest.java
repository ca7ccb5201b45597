package org.serialflex.report;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ConsoleSummaryTest {

    @Test
    void eachAdapterShowsTheTimeOfItsCasesAndTheRunTheirSum() {
        Matrix matrix = Matrix.of(List.of(Synthetic.withLanes(Synthetic.alpha(),
                        Synthetic.lane("alpha", "1.0", "2.0", "safe", List.of()),
                        Synthetic.lane("alpha", "2.0", "1.0", "safe", List.of())), Synthetic.beta()),
                List.of(), "test input", Synthetic.GENERATED_AT);

        String summary = ConsoleSummary.render(matrix, Path.of("index.html"), Duration.ofMillis(5));

        assertThat(summary).contains("time s")
                .containsPattern("alpha +1\\.5/2 +0 +0 +1\\.3\\n")
                .containsPattern("beta +1/2 +1 +0 +1\\.2\\n")
                .contains("Case time: matrices with their history probes 2.5 s + 2 lanes 0.0 s = 2.5 s; "
                        + "safety profiles 0.0 s; slowest adapter alpha (1.3 s)\n");
    }
}
