package org.serialflex.report;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The recipe "Add a report section" (docs/architecture.md) kept by a test: every section in {@link ReportSections#ALL}
 * has its templates, its nav entry and its place on the page and in the Markdown, in the list's order; and no
 * template lies about unused, so a section cannot be half added or half removed.
 */
class ReportSectionsTest {

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern RECIPE_PATH = Pattern.compile("`(matrix-report(?:/[\\w.<>-]+)+)`");
    private static final Pattern PARTIAL = Pattern.compile("\\{\\{>\\s*([^}\\s]+)\\s*}}");

    /** A matrix with every kind of result, so that every section has something to show. */
    private static Matrix full() {
        List<org.serialflex.results.AdapterResults> results = new java.util.ArrayList<>(
                Synthetic.sampleWithLanesAndSafety());
        results.set(0, results.get(0).withZoo(ZooSectionTest.zoo()));
        return Matrix.of(results, List.of(), "full", Synthetic.GENERATED_AT).with(Synthetic.sizeAndSpeed());
    }

    @Test
    void everySectionHasAnIdATitleAndAPartInTheReportOfAFullMatrix() {
        Set<String> ids = new HashSet<>();
        for (ReportSection section : ReportSections.ALL) {
            assertThat(section.id()).as("the id of %s", section.getClass().getSimpleName()).matches(ID);
            assertThat(ids.add(section.id())).as("section id %s is registered once", section.id()).isTrue();
            assertThat(section.title()).as("the title of section %s", section.id()).isNotBlank();
            assertThat(section.html(full()).isPresent() || section.markdown(full()).isPresent())
                    .as("section %s shows something for a matrix with every kind of result", section.id()).isTrue();
        }
    }

    @Test
    void everySectionThatShowsHtmlOrMarkdownHasItsTemplate() {
        for (ReportSection section : ReportSections.ALL) {
            assertThat(template(section.id() + ".mustache")).as("templates/%s.mustache for section %s (%s)",
                    section.id(), section.id(), section.getClass().getSimpleName())
                    .isEqualTo(section.html(full()).isPresent());
            assertThat(template(section.id() + ".md.mustache")).as("templates/%s.md.mustache for section %s (%s)",
                    section.id(), section.id(), section.getClass().getSimpleName())
                    .isEqualTo(section.markdown(full()).isPresent());
        }
    }

    @Test
    void thePageLinksAndShowsEverySectionInTheListsOrder() {
        String html = HtmlRenderer.render(full());
        String nav = html.substring(html.indexOf("<nav class=\"toc\">"), html.indexOf("</nav>"));
        int navAt = 0;
        int pageAt = html.indexOf("</nav>");
        for (ReportSection section : ReportSections.ALL) {
            if (section.html(full()).isEmpty()) {
                assertThat(nav).as("nav of a section without HTML").doesNotContain("href=\"#" + section.id() + "\"");
                continue;
            }
            String link = "<a href=\"#" + section.id() + "\">" + HtmlRenderer.escape(section.title()) + "</a>";
            assertThat(nav.indexOf(link, navAt)).as("the nav entry of section %s, after the previous one", section.id())
                    .isGreaterThanOrEqualTo(navAt);
            navAt = nav.indexOf(link, navAt);
            int element = html.indexOf(" id=\"" + section.id() + "\"", pageAt);
            assertThat(element).as("the element of section %s on the page, after the previous section", section.id())
                    .isGreaterThan(pageAt);
            pageAt = element;
        }
    }

    @Test
    void theMarkdownShowsEverySectionInTheListsOrderEachFollowedByABlankLine() {
        String md = MarkdownRenderer.render(full());
        int at = 0;
        for (ReportSection section : ReportSections.ALL) {
            if (section.markdown(full()).isEmpty()) {
                continue;
            }
            String part = ReportSections.MARKDOWN.render(section.id() + ".md", section.markdown(full()).get());
            assertThat(part).as("section %s's Markdown ends with its last line", section.id())
                    .endsWith("\n").doesNotEndWith("\n\n");
            int found = md.indexOf(part + "\n", at);
            assertThat(found).as("section %s in matrix.md, after the previous section", section.id())
                    .isGreaterThanOrEqualTo(at);
            at = found + part.length();
        }
    }

    @Test
    void aMatrixWithoutResultsHasNoSections() {
        Matrix empty = Matrix.of(List.of(), List.of(), "/nowhere/*.json", Synthetic.GENERATED_AT);

        assertThat(ReportSections.html(empty)).isEmpty();
        assertThat(ReportSections.markdown(empty)).isEmpty();
        assertThat(HtmlRenderer.render(empty)).doesNotContain("<nav");
    }

    @Test
    void everyTemplateIsASectionsThePagesOrIncludedByOne() throws IOException, URISyntaxException {
        Path dir = Path.of(ReportSections.class.getResource("templates").toURI());
        Set<String> used = new HashSet<>(Set.of("matrix", "matrix.md"));
        ReportSections.ALL.forEach(s -> used.addAll(List.of(s.id(), s.id() + ".md")));
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.toList()) {
                Matcher partial = PARTIAL.matcher(Files.readString(file));
                while (partial.find()) {
                    used.add(partial.group(1));
                }
            }
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString().replaceFirst("\\.mustache$", "")))
                    .as("templates that no section, page or include uses: a section removed from ReportSections.ALL "
                            + "but not its template, or a template whose section was never registered")
                    .allMatch(used::contains);
        }
    }

    @Test
    void theRecipeNamesFilesThatExist() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        String architecture = Files.readString(root.resolve("docs/architecture.md"));
        int start = architecture.indexOf("### Add a report section");
        assertThat(start).as("the recipe in docs/architecture.md").isNotNegative();
        int end = architecture.indexOf("\n### ", start + 1);
        Matcher path = RECIPE_PATH.matcher(architecture.substring(start, end < 0 ? architecture.length() : end));
        List<String> named = new java.util.ArrayList<>();
        while (path.find()) {
            named.add(path.group(1));
        }

        assertThat(named).as("files the recipe names").hasSizeGreaterThan(5);
        // a path with a placeholder (<id>) names a kind of file: the folders before the placeholder must exist
        assertThat(named).as("files and folders the recipe names that are not in the checkout")
                .allMatch(p -> Files.exists(root.resolve(p.replaceFirst("/?[^/]*<.*$", ""))));
    }

    private static boolean template(String name) {
        return ReportSections.class.getResource("templates/" + name) != null;
    }
}
