package org.serialflex.check;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.check.CheckMarkdownTest.count;
import static org.serialflex.check.ReportFixtures.CLASSES;
import static org.serialflex.check.ReportFixtures.LONG_EVIDENCE;

class CheckHtmlTest {

    private final String html = CheckHtml.render(ReportFixtures.big());

    @Test
    void isSelfContained() {
        assertThat(html).startsWith("<!DOCTYPE html>").contains("<meta charset=\"utf-8\">")
                .doesNotContain("<script").doesNotContain("<link").doesNotContain("http://")
                .doesNotContain("https://").doesNotContain("@import").doesNotContain("url(");
        assertThat(count(html, "<table>")).isEqualTo(count(html, "</table>"));
        assertThat(count(html, "<details>")).isEqualTo(count(html, "</details>"));
    }

    @Test
    void putsTheAnswerFirst() {
        assertThat(html).containsSubsequence("Overall: <b class=\"overall NO_VERDICT\">NO VERDICT</b>",
                "<h2 id=\"verdicts\">", "<h2 id=\"sample-problems\">", "<h2 id=\"not-carried\">",
                "<h2 id=\"changed-classes\">Changed classes (100)</h2>", "<h2 id=\"warnings\">");
    }

    @Test
    void showsLongEvidenceWholeAndEscaped() {
        assertThat(html).contains("<pre>" + ReportText.html(LONG_EVIDENCE) + "</pre>");
        assertThat(html).doesNotContain("<lines>").doesNotContain("List<Map").contains("&lt;lines&gt; &amp; &quot;items&quot; &#39;quoted&#39;")
                .contains("\\u001b[31mred").doesNotContain("\u001b");
    }

    @Test
    void describesEachChangedClassOnce() {
        for (int i = 0; i < CLASSES; i++) {
            assertThat(count(html, "<td rowspan=\"2\"><code>" + ReportFixtures.className(i) + "</code></td>")).isEqualTo(1);
            assertThat(count(html, ReportFixtures.detail(i))).isEqualTo(1);
        }
    }

    @Test
    void listsWhatNoSampleWroteOfTheChange() {
        assertThat(html).contains("<h2 id=\"not-exercised\">Changes no sample wrote</h2>")
                .contains("<tr><td><code>Invoice</code></td><td>old→new</td><td><code>"
                        + ReportText.html(ReportFixtures.NOT_EXERCISED) + "</code></td></tr>");
    }

    @Test
    void marksRootsWithoutVerdictAndThoseAccepted() {
        assertThat(html).contains("<td class=\"NO_VERDICT\"><b>NO VERDICT</b></td><td class=\"NO_VERDICT\">no verdict<br>"
                        + "<small>see the controls</small></td>")
                .contains("<td class=\"NO_VERDICT accepted\">NO VERDICT (accepted)</td>");
    }

    @Test
    void escapesTheFiveCharacters() {
        assertThat(ReportText.html("<a href=\"x\">'&'</a>"))
                .isEqualTo("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
        assertThat(ReportText.html(null)).isEmpty();
    }
}
