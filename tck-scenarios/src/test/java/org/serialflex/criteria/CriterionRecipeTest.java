package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.TckCase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The recipe "Add a criterion or a case" (docs/architecture.md) kept by a test: the steps other tests of this
 * module do not see, because they sit in other files or modules. A criterion class not registered, a criterion
 * without its prose file, an id the check's {@code ChangeKind} names that no criterion has, an adapter's pins not
 * re-pinned after a case came or went, or a recipe naming a file that is not there, fails here with the file named.
 */
class CriterionRecipeTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path CRITERIA = Path.of("src/main/java/org/serialflex/criteria");
    private static final Path SERVICES = Path.of("src/main/resources/META-INF/services/org.serialflex.runner.Criterion");
    private static final Path CHANGE_KIND = ROOT.resolve("serialflex-check/src/main/java/org/serialflex/check/ChangeKind.java");
    private static final Pattern CRITERION_CLASS = Pattern.compile("C\\d\\d[A-Z]\\w*\\.java");
    private static final Pattern CRITERION_ID = Pattern.compile("\"(C\\d\\d)\"");
    /** A line of a pin file for the adapter's own lane: {@code C07.renamed.old-to-new = PASS}. */
    private static final Pattern PIN = Pattern.compile("^((?:C\\d\\d|ZOO)\\.[^|=\\s]+)\\s*=", Pattern.MULTILINE);
    private static final Pattern BACKTICKED_PATH = Pattern.compile("`([\\w.-]+(?:/[\\w.<>*-]+)+)`");

    private final List<Criterion> criteria = Criteria.all();

    @Test
    void everyCriterionClassIsRegistered() throws IOException {
        Set<String> registered = Files.readAllLines(SERVICES).stream().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .map(line -> line.substring(line.lastIndexOf('.') + 1)).collect(Collectors.toSet());
        try (Stream<Path> files = Files.list(CRITERIA)) {
            assertThat(files.map(f -> f.getFileName().toString()).filter(f -> CRITERION_CLASS.matcher(f).matches())
                    .map(f -> f.substring(0, f.length() - ".java".length())))
                    .as("criterion classes of %s missing from %s", CRITERIA, SERVICES).isNotEmpty()
                    .allMatch(registered::contains);
        }
    }

    @Test
    void everyRegisteredCriterionHasItsProseFile() {
        for (Criterion criterion : criteria) {
            assertThat(CriterionProse.class.getResource("prose/" + criterion.id() + ".md"))
                    .as("src/main/resources/org/serialflex/criteria/prose/%s.md, the prose of %s", criterion.id(),
                            criterion.getClass().getSimpleName()).isNotNull();
        }
    }

    @Test
    void theChecksChangeKindsNameRegisteredCriteria() throws IOException {
        Set<String> named = new TreeSet<>();
        Matcher id = CRITERION_ID.matcher(Files.readString(CHANGE_KIND));
        while (id.find()) {
            named.add(id.group(1));
        }

        assertThat(named).as("criteria named by %s", ROOT.relativize(CHANGE_KIND)).isNotEmpty()
                .isSubsetOf(criteria.stream().map(Criterion::id).toList());
    }

    @Test
    void everyAdaptersPinsNameEveryCaseOnce() throws IOException {
        Set<String> cases = criteria.stream().flatMap(c -> c.cases().stream()).map(TckCase::id)
                .collect(Collectors.toCollection(TreeSet::new));
        List<Path> pins = pinFiles();
        assertThat(pins).as("adapters' pin files under %s", ROOT.resolve("adapters")).isNotEmpty();
        for (Path pin : pins) {
            List<String> pinned = new ArrayList<>();
            Matcher line = PIN.matcher(Files.readString(pin));
            while (line.find()) {
                pinned.add(line.group(1));
            }
            assertThat(new TreeSet<>(pinned)).as("the cases pinned in %s (re-pin with -Dserialflex.pin=true after a "
                    + "case came or went, never by hand)", ROOT.relativize(pin)).isEqualTo(cases);
            assertThat(pinned).as("cases pinned twice in %s", ROOT.relativize(pin)).doesNotHaveDuplicates();
        }
    }

    @Test
    void theRecipeNamesFilesThatExist() throws IOException {
        String architecture = Files.readString(ROOT.resolve("docs/architecture.md"));
        int start = architecture.indexOf("### Add a criterion or a case");
        assertThat(start).as("the recipe in docs/architecture.md").isNotNegative();
        int end = architecture.indexOf("\n### ", start + 1);
        String recipe = architecture.substring(start, end < 0 ? architecture.length() : end);
        Matcher path = BACKTICKED_PATH.matcher(recipe);
        List<String> named = new ArrayList<>();
        while (path.find()) {
            named.add(path.group(1));
        }

        assertThat(named).as("files the recipe names").isNotEmpty();
        // a path with a placeholder (<name>, *) names a kind of file: the folders before the placeholder must exist
        assertThat(named).as("files and folders the recipe names that are not in the checkout")
                .allMatch(p -> Files.exists(ROOT.resolve(p.replaceFirst("/?[^/]*[<*].*$", ""))));
    }

    private static List<Path> pinFiles() {
        try (Stream<Path> files = Files.walk(ROOT.resolve("adapters"))) {
            return files.filter(p -> p.toString().contains("/src/test/resources/serialflex/")
                    && p.toString().endsWith(".expected") && !p.toString().endsWith(".safety.expected")).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
