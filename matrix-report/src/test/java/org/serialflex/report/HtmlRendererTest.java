package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.Outcome;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.report.Synthetic.adapter;
import static org.serialflex.report.Synthetic.criterion;
import static org.serialflex.report.Synthetic.kase;

class HtmlRendererTest {

    private static final String EVIL = "</script><script>alert('pwned')</script><img src=x onerror=alert(1)>";

    private static String evilPage() {
        AdapterResults evil = adapter("evil\"id", "<b>Bold</b> & co", "org.example:evil:<1>",
                criterion("C01", "Title with \"quotes\" & <tags>",
                        kase("C01.x", "<i>case</i>", "v1", "v2", Outcome.READ_FAILED, EVIL, null)));
        return HtmlRenderer.render(Matrix.of(List.of(evil), List.of(), "test <input>", Synthetic.GENERATED_AT));
    }

    @Test
    void evidenceWithAScriptElementCannotInjectMarkup() throws Exception {
        String html = evilPage();

        assertThat(html).doesNotContain("<script>alert").doesNotContain("<img src=x").doesNotContain("<b>Bold")
                .doesNotContain("<i>case").doesNotContain("<tags>").doesNotContain("<1>");
        assertThat(count(html, "<script")).isEqualTo(2);
        assertThat(count(html, "</script>")).isEqualTo(2);
        assertThat(html).contains("&lt;b&gt;Bold&lt;/b&gt; &amp; co").contains("data-adapter=\"evil&quot;id\"")
                .contains("Title with &quot;quotes&quot; &amp; &lt;tags&gt;");
        assertThat(embeddedDocument(html)).as("the evidence is carried, as data the script reads with textContent")
                .contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(\\u0027pwned\\u0027)");
    }

    @Test
    void onlyThePagesOwnScriptMayRunAndNothingIsFetched() throws Exception {
        String html = evilPage();

        Matcher csp = Pattern.compile("script-src '(sha256-[A-Za-z0-9+/=]+)'").matcher(html);
        assertThat(csp.find()).as("a Content-Security-Policy naming the script's hash").isTrue();
        Matcher script = Pattern.compile("<script>(.*?)</script>", Pattern.DOTALL).matcher(html);
        assertThat(script.find()).isTrue();
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(script.group(1).getBytes(StandardCharsets.UTF_8));
        assertThat(csp.group(1)).isEqualTo("sha256-" + Base64.getEncoder().encodeToString(digest));
        assertThat(html).contains("default-src 'none'").doesNotContain("http://").doesNotContain("https://");
    }

    @Test
    void marksCorruptAndCrashCellsAndSortsColumnsBestFirst() {
        String html = HtmlRenderer.render(Synthetic.small());

        assertThat(html).containsSubsequence("data-adapter=\"alpha\"", "data-adapter=\"beta\"", "data-adapter=\"gamma\"");
        assertThat(html).contains("<td class=\"cell s0 alarm alarm-corrupt\" data-adapter=\"beta\" data-criterion=\"C08\" "
                + "data-score=\"0\" tabindex=\"0\" title=\"Beta Binary × C08: 0 — CORRUPT (2 cases; click for details)\">"
                + "<span class=\"score\">0</span><span class=\"badge\">CORRUPT</span></td>");
        assertThat(html).contains("<td class=\"cell s0 alarm alarm-crash\" data-adapter=\"gamma\" data-criterion=\"C01\"");
        assertThat(html).contains("<td class=\"cell s05\" data-adapter=\"alpha\" data-criterion=\"C08\"");
        assertThat(html).contains("<td class=\"cell none\" data-adapter=\"gamma\" data-criterion=\"C08\" title=\"not run\">—</td>");
        assertThat(html).contains("<td class=\"total\" data-adapter=\"alpha\">1.5<span class=\"of\">/2</span></td>");
        assertThat(html).contains("<dd id=\"kit-version\">0.1.0-SNAPSHOT</dd>")
                .contains("<dd id=\"jdk\">17.0.15 (Debian, OpenJDK 64-Bit Server VM)</dd>")
                .contains("<span class=\"lib\" title=\"org.example:beta:2.1\">beta 2.1</span>");
    }

    @Test
    void theContentsBarLinksOnlyTheSectionsThePageHas() {
        // Synthetic.small() has no lanes and no safety profile, like a -Prace build.
        String bare = HtmlRenderer.render(Synthetic.small());
        String full = HtmlRenderer.render(Matrix.of(Synthetic.sampleWithLanesAndSafety(), List.of(), "x",
                Synthetic.GENERATED_AT));

        assertThat(bare).doesNotContain("href=\"#lanes\"").doesNotContain("href=\"#safety\"")
                .contains("<a href=\"#size-speed\">Bytes and speed</a>");
        assertThat(full).contains("<a href=\"#lanes\">Upgrade lanes</a>").contains("<a href=\"#safety\">Hostile input</a>")
                .contains("id=\"lanes\"").contains("id=\"safety\"");
    }

    @Test
    void thePageCarriesTheWholeMatrixDocumentCompressed() throws Exception {
        Matrix matrix = Synthetic.small();
        String html = HtmlRenderer.render(matrix);

        assertThat(html).contains("<script type=\"application/octet-stream\" id=\"matrix-data\" data-encoding=\"gzip+base64\">");
        assertThat(embeddedDocument(html)).isEqualTo(MatrixJson.renderForHtml(matrix));
    }

    /** The matrix document the page embeds, decompressed as the page's script does. */
    static String embeddedDocument(String html) throws java.io.IOException {
        Matcher data = Pattern.compile("id=\"matrix-data\" data-encoding=\"gzip\\+base64\">([A-Za-z0-9+/=]*)</script>")
                .matcher(html);
        assertThat(data.find()).as("the embedded document").isTrue();
        try (java.util.zip.GZIPInputStream in = new java.util.zip.GZIPInputStream(
                new java.io.ByteArrayInputStream(Base64.getDecoder().decode(data.group(1))))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }
}
