package org.serialflex.check;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.check.ReportFixtures.CLASSES;
import static org.serialflex.check.ReportFixtures.LONG_EVIDENCE;

class CheckMarkdownTest {

    private final CheckReport report = ReportFixtures.big();
    private final String md = CheckMarkdown.render(report);

    @Test
    void eachChangedClassIsDescribedOnceWhateverHowManyRootsReachIt() {
        for (int i = 0; i < CLASSES; i++) {
            assertThat(count(md, "| `" + ReportFixtures.className(i) + "` | ")).as("row of class %d", i).isEqualTo(1);
            assertThat(count(md, ReportText.mdCell(ReportFixtures.detail(i)))).as("diff of class %d", i).isEqualTo(1);
        }
        assertThat(count(md, "phone → phoneNumber")).isEqualTo(CLASSES);
    }

    @Test
    void staysShortOnAHundredChangedClasses() {
        // one table row per change (two per class), the rest is the same whatever the number of classes
        long lines = md.lines().count();
        assertThat(lines).isLessThanOrEqualTo(2L * CLASSES + 150);
        // no class's diff is repeated per root (5 roots would make it 5 times as long), no root listed per class
        assertThat(md.length()).isLessThan(CLASSES * 250 + 15_000);
        assertThat(count(md, "all 5 roots")).isEqualTo(CLASSES);
    }

    @Test
    void putsTheAnswerFirstThenProblemsNotCarriedDiffsAndWarnings() {
        assertThat(md).containsSubsequence("**Overall: NO VERDICT**", "## Verdicts", "| root | verdict | old→new | new→old",
                "## Evidence in full", "## Sample problems", "## Fields the adapter does not carry",
                "## Changed classes (100)", "## Warnings");
    }

    @Test
    void everyTableRowHasItsCellsWhateverTheEvidenceHolds() {
        List<String> rows = md.lines().dropWhile(l -> !l.startsWith("| root | verdict"))
                .takeWhile(l -> l.startsWith("|")).skip(2).toList();
        assertThat(rows).hasSize(ReportFixtures.ROOTS.size());
        for (String row : rows) {
            assertThat(unescapedPipes(row)).as(row).isEqualTo(6);
        }
        // every row of every table has as many cells as the table's header
        int header = -1;
        for (String line : md.lines().toList()) {
            if (!line.startsWith("|")) {
                header = -1;
            } else if (header < 0) {
                header = unescapedPipes(line);
            } else {
                assertThat(unescapedPipes(line)).as(line).isEqualTo(header);
            }
        }
    }

    @Test
    void marksRootsWithoutVerdictAndThoseAccepted() {
        assertThat(row("Customer")).contains("| **NO VERDICT** | no verdict: see the controls | no verdict: see the controls |")
                .contains("old→old: WRITE_FAILED (3 samples): " + ReportText.mdCell(ReportFixtures.NO_VERDICT_EVIDENCE));
        assertThat(row("Ledger")).contains("| NO VERDICT (accepted) |");
        assertThat(row("`Order`")).contains("| FULL |").contains("nothing to write");
        assertThat(row("Shipment")).startsWith("| `Shipment<java.lang.String>` | **FORWARD** |")
                .contains("CORRUPT (3 samples): " + ReportText.mdCell(ReportFixtures.SHORT_CORRUPT));
    }

    @Test
    void longEvidenceAppearsWholeInAFenceTheTableLinksTo() {
        assertThat(row("Invoice")).contains("READ_FAILED (3 samples): evidence in full: [E1](#e1)")
                .doesNotContain("Serialization trace");
        String fence = "````text\n" + ReportText.xmlSafe(LONG_EVIDENCE) + "````\n";
        assertThat(md).contains("<a id=\"e1\"></a>**E1** Invoice old→new").contains(fence);
        // the sample problem's long evidence, too
        assertThat(count(md, fence)).isEqualTo(2);
        assertThat(md).doesNotContain("\u001b").contains("\\u001b[31mred\\u001b[0m");
    }

    @Test
    void listsSampleProblemsAndFieldsNotCarriedOnce() {
        assertThat(md).contains("| `Order` | old→old | 2 | WRITE_FAILED | "
                + ReportText.mdCell(ReportFixtures.SAMPLE_PROBLEM_EVIDENCE) + " |");
        assertThat(md).contains("| `com.acme.model.Order.cache` | `Order`, `Invoice` |");
        assertThat(count(md, "com.acme.model.Order.cache")).isEqualTo(1);
        assertThat(md).contains("- " + ReportText.mdCell(ReportFixtures.WARNING));
    }

    @Test
    void listsWhatNoSampleWroteOfTheChangePerRootAndDirection() {
        assertThat(md).containsSubsequence("## Fields the adapter does not carry", "## Changes no sample wrote",
                "| `Invoice` | old→new | `" + ReportFixtures.NOT_EXERCISED + "` |", "## Changed classes");
    }

    @Test
    void namesTheRootsThatReachAClassWhenNotAllDo() {
        CheckReport all = ReportFixtures.big();
        ClassDiff some = new ClassDiff("com.acme.model.Rare", all.diffs().get(0).changes(),
                java.util.List.of(ReportFixtures.ROOT_NONE, ReportFixtures.ROOT_FORWARD));
        CheckReport report = new CheckReport(all.adapterId(), all.adapterName(), all.library(), all.oldLibrary(),
                all.oldClasses(), all.newClasses(), all.seed(), all.overall(), all.roots(), java.util.List.of(some),
                all.notes(), all.warnings(), all.seconds());
        assertThat(CheckMarkdown.render(report))
                .contains("| `com.acme.model.Rare` | `Invoice`, `Shipment<java.lang.String>` | field added |")
                .doesNotContain("all 5 roots");
    }

    @Test
    void escapesWhatMarkdownWouldTakeForMarkup() {
        assertThat(ReportText.mdCell("a|b\nc <T> & `x` *y* READ_FAILED _z_")).isEqualTo(
                "a\\|b<br>c &lt;T&gt; &amp; \\`x\\` \\*y\\* READ_FAILED \\_z\\_");
        assertThat(ReportText.mdFence("has ``` inside")).startsWith("````text\n").endsWith("\n````\n");
    }

    private String row(String root) {
        return md.lines().filter(l -> l.startsWith("| `") && l.contains(root)).findFirst().orElseThrow();
    }

    static int count(String text, String part) {
        return (text.length() - text.replace(part, "").length()) / part.length();
    }

    private static int unescapedPipes(String line) {
        Matcher m = Pattern.compile("(?<!\\\\)\\|").matcher(line);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
