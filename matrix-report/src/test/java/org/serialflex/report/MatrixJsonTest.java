package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MatrixJsonTest {

    @Test
    void writesTheDocumentedVersionedSchema() throws IOException {
        String expected;
        try (InputStream in = getClass().getResourceAsStream("/expected/small-matrix.json")) {
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        assertThat(MatrixJson.render(Synthetic.small())).isEqualTo(expected);
    }

    @Test
    void readsBackEveryAdapterCriterionAndCaseUnchanged() {
        List<AdapterResults> read = MatrixJson.read(MatrixJson.render(Synthetic.small()), "small.json");

        assertThat(read).containsExactly(Synthetic.alpha(), Synthetic.beta(), Synthetic.gamma());
    }

    @Test
    void theCopyForThePageCannotCloseItsScriptElement() {
        String embedded = MatrixJson.renderForHtml(Synthetic.small());

        assertThat(embedded).doesNotContain("<").doesNotContain(">")
                .contains("\\u003cb\\u003ex\\u003c/b\\u003e");
        assertThat(MatrixJson.read(embedded, "embedded")).hasSize(3);
    }

    @Test
    void rejectsAnotherSchemaNamingTheFile() {
        assertThatThrownBy(() -> MatrixJson.read("{\"schema\": \"serialflex-matrix/9\", \"adapters\": []}", "old.json"))
                .hasMessage("Matrix file old.json is unusable: its schema is 'serialflex-matrix/9' but this kit reads "
                        + "'serialflex-matrix/2' and 'serialflex-matrix/1'");
    }

    @Test
    void tellsAMatrixFromAnAdaptersResultsFile() {
        assertThat(MatrixJson.isMatrix("{\"schema\": \"serialflex-matrix/1\"}")).isTrue();
        assertThat(MatrixJson.isMatrix("{\"schemaVersion\": 1}")).isFalse();
        assertThat(MatrixJson.isMatrix("not json {")).isFalse();
    }
}
