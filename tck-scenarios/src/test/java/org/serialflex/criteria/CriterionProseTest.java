package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.CriterionDescription;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A criterion's prose comes from its Markdown file; a file short of a section says which and what it needs. */
class CriterionProseTest {

    @Test
    void aCriterionsProseIsItsFilesFiveParagraphsWithTheirLinesJoined() {
        CriterionDescription prose = CriterionProse.of("C07");

        assertThat(prose.checks()).isEqualTo("v1 has a String field 'phone' after 'name'; v2 calls it 'phoneNumber', "
                + "same type, same place. Old data is read by new code and new data by old code.");
        assertThat(prose.degraded()).isEqualTo("A type was substituted (the bean came back as a map, a list as another "
                + "list class) but every value is there.");
        assertThat(new C07RenamedField().description()).isEqualTo(prose);
    }

    @Test
    void aFileWithOtherSectionsIsRefusedByName() {
        assertThatThrownBy(() -> CriterionProse.sections("prose/C07.md", List.of("What it checks", "Why")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("prose/C07.md has the sections [What it checks, Why it matters, PASS, DEGRADED, "
                        + "Failing]; it must have exactly [What it checks, Why]");
    }

    @Test
    void aMissingFileIsNamed() {
        assertThatThrownBy(() -> CriterionProse.of("C99")).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("The resource prose/C99.md is missing");
    }
}
