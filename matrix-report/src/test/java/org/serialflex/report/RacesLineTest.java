package org.serialflex.report;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The page's one line on the races: what this build raced, and where the last full races are. */
class RacesLineTest {

    private static String line(Matrix matrix) {
        return SizeSpeedHtml.racesLine(matrix);
    }

    @Test
    void theLastFullRacesThePageNamesAreInDocsRacesMd() throws IOException {
        String races = Files.readString(Path.of("..", "docs", "races.md"));

        assertThat(races).contains("\n## " + SizeSpeedHtml.LAST_FULL_RACES + "\n");
    }

    @Test
    void aBuildWithoutRacesOrWithSomeSaysSoAndWhereTheFullOnesAre() {
        Matrix none = Matrix.of(Synthetic.sample(), List.of(), "x", Synthetic.GENERATED_AT);
        Matrix some = none.with(Synthetic.sizeAndSpeed());

        assertThat(line(none)).contains("Races: none in this build; mvn -Prace verify races all of them")
                .contains(SizeSpeedHtml.LAST_FULL_RACES);
        assertThat(line(some)).contains("Races: this build raced 5 of 6 adapters (alpha, charlie, bravo, delta, echo)")
                .contains("docs/races.md");
    }
}
