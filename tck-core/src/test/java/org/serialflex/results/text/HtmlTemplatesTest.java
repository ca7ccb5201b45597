package org.serialflex.results.text;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The kit's pages' templates: escaped unless marked raw, a continued line is one line, a misspelt name fails. */
class HtmlTemplatesTest {

    record Sample(String title, String text, String markup, List<String> items, boolean shown) {
    }

    record Misspelt(String title) {
    }

    private static final HtmlTemplates TEMPLATES = HtmlTemplates.beside(HtmlTemplatesTest.class);

    @Test
    void escapesEveryValueWithTheKitsEscapingUnlessMarkedRaw() {
        String html = TEMPLATES.render("sample", new Sample("\"q\" 'a'", "<b>x</b> & y", "<em>kit's own</em>",
                List.of("<i>", "2"), false));

        assertThat(html).isEqualTo("<p title=\"" + Escaping.html("\"q\" 'a'") + "\">&lt;b&gt;x&lt;/b&gt; &amp; y</p>\n"
                + "<div><em>kit's own</em></div>\n<ul><li>&lt;i&gt;</li><li>2</li></ul>\n"
                + "<p>one line</p><i>&lt;b&gt;x&lt;/b&gt; &amp; y</i>\n");
    }

    @Test
    void aSectionOnLinesOfItsOwnLeavesNoBlankLine() {
        String html = TEMPLATES.render("sample", new Sample("t", "x", "", List.of(), true));

        assertThat(html).contains("<ul></ul>\n<p>shown</p>\n<p>one line</p>");
    }

    @Test
    void nullIsEmptyAsForTheKitsEscaping() {
        assertThat(TEMPLATES.render("sample", new Sample(null, null, null, List.of(), false)))
                .startsWith("<p title=\"\"></p>\n<div></div>");
    }

    @Test
    void aMisspeltNameIsAnErrorNotABlank() {
        assertThatThrownBy(() -> TEMPLATES.render("misspelt", new Misspelt("t"))).hasMessageContaining("titel");
    }

    @Test
    void aMissingTemplateIsNamed() {
        assertThatThrownBy(() -> TEMPLATES.render("nowhere", new Misspelt("t")))
                .hasMessageContaining("templates/nowhere.mustache");
    }

    @Test
    void aPageMayEscapeWithAStepOfItsOwnBeforeTheKitsEscaping() {
        HtmlTemplates upper = HtmlTemplates.beside(HtmlTemplatesTest.class, text -> Escaping.html(text.toUpperCase()));

        assertThat(upper.render("sample", new Sample("t", "<b>", "", List.of(), false))).startsWith("<p title=\"T\">&lt;B&gt;</p>");
    }
}
