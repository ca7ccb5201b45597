package org.serialflex.results.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What each escaping makes of text that is markup in HTML or Markdown. */
class EscapingTest {

    private static final String TRICKY = "a<b>&\"c'|d_e _f*g`h[i]#j~k!\\l\r\nm\tn";

    @Test
    void htmlEscapesItsFiveCharactersOnly() {
        assertThat(Escaping.html(TRICKY))
                .isEqualTo("a&lt;b&gt;&amp;&quot;c&#39;|d_e _f*g`h[i]#j~k!\\l\r\nm\tn");
        assertThat(Escaping.html(null)).isEmpty();
    }

    @Test
    void aMarkdownLineIsOneLineWithEveryPunctuationEscaped() {
        assertThat(Escaping.markdownLine(TRICKY))
                .isEqualTo("a&lt;b&gt;&amp;\"c'\\|d\\_e \\_f\\*g\\`h\\[i\\]\\#j\\~k\\!\\\\l  m n");
        assertThat(Escaping.markdownLine(null)).isEmpty();
    }

    @Test
    void aMarkdownCellKeepsItsLinesAndUnderscoresWithinWords() {
        assertThat(Escaping.markdownCell(TRICKY))
                .isEqualTo("a&lt;b&gt;&amp;\"c'\\|d_e \\_f\\*g\\`h\\[i\\]\\#j\\~k!\\\\l<br>m\tn");
        assertThat(Escaping.markdownCell("READ_FAILED\nx\ry")).isEqualTo("READ_FAILED<br>x<br>y");
    }
}
