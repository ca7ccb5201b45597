package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.Criteria;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Keeps {@code docs/criteria.md} equal to what {@link CriteriaDocument} renders from the
 * registered criteria; with {@code -Dserialflex.docs.write=true} it rewrites the file instead.
 */
class CriteriaDocumentTest {

    private static final Path DOC = Path.of(System.getProperty("serialflex.criteriaDoc", "../docs/criteria.md"));
    private static final String RENDERED = CriteriaDocument.render(Criteria.all());

    @Test
    void docsCriteriaMdIsGeneratedFromTheCriteria() throws IOException {
        String rendered = RENDERED;
        if (Boolean.parseBoolean(System.getProperty("serialflex.docs.write", "false").strip())) {
            Files.createDirectories(DOC.toAbsolutePath().getParent());
            Files.writeString(DOC, rendered, StandardCharsets.UTF_8);
            System.out.println("serialflex: wrote " + DOC.toAbsolutePath().normalize());
            return;
        }
        if (!Files.exists(DOC)) {
            fail("docs/criteria.md is missing (looked for " + DOC.toAbsolutePath().normalize() + "); generate it with "
                    + CriteriaDocument.REGENERATE);
        }
        String committed = Files.readString(DOC, StandardCharsets.UTF_8);
        if (!committed.equals(rendered)) {
            fail("docs/criteria.md is out of date; regenerate with " + CriteriaDocument.REGENERATE
                    + "\nFirst difference: " + firstDifference(committed, rendered));
        }
    }

    @Test
    void everyRegisteredCriterionAndCaseAppears() {
        String rendered = RENDERED;

        Criteria.all().stream().filter(org.serialflex.runner.Criterion::scored).forEach(criterion -> {
            assertThat(rendered).contains("### " + criterion.id() + " " + criterion.title());
            criterion.cases().forEach(tckCase -> assertThat(rendered).contains("`" + tckCase.id() + "`"));
        });
        // the value zoo is no criterion of the score: docs/zoo.md is its page, not this one
        assertThat(rendered).doesNotContain("ZOO.").doesNotContain("Value zoo");
    }

    @Test
    void genericTypesInProseBecomeCodeSpans() {
        assertThat(CriteriaDocument.prose("a List<String> field becomes a Map<String, List<Item>> | or not"))
                .isEqualTo("a `List<String>` field becomes a `Map<String, List<Item>>` \\| or not");
        assertThat(CriteriaDocument.prose("a < b")).isEqualTo("a &lt; b");
    }

    private static String firstDifference(String committed, String rendered) {
        List<String> was = committed.lines().toList();
        List<String> now = rendered.lines().toList();
        for (int i = 0; i < Math.max(was.size(), now.size()); i++) {
            String a = i < was.size() ? was.get(i) : "(end of file)";
            String b = i < now.size() ? now.get(i) : "(end of file)";
            if (!a.equals(b)) {
                return "line " + (i + 1) + "\n  committed: " + a + "\n  rendered:  " + b;
            }
        }
        return "line endings or a trailing newline";
    }
}
