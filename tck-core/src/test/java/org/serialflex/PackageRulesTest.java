package org.serialflex;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every package of every module's {@code src/main/java} says in its {@code package-info.java} what lives there and
 * what it may not import, and keeps to it: the rule is a paragraph of that javadoc, {@code May not import:} or
 * {@code May import only:} followed by {@code {@code prefix}}s (a prefix names a package and those under it), and
 * this test reads every import and every qualified name outside comments and strings of the package's sources
 * against it. The packages' rooms are written once, where a newcomer reads them, and a change that breaks one
 * fails here with the file and the import named.
 */
class PackageRulesTest {

    private static final Pattern RULE = Pattern.compile("<p>\\s*May (not import|import only):(.*?)(?:<p>|$)",
            Pattern.DOTALL);
    private static final Pattern CODE = Pattern.compile("\\{@code\\s+([\\w.]+)\\s*}");
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+)", Pattern.MULTILINE);
    /** A qualified name in code: lower-case segments, then a class. */
    private static final Pattern QUALIFIED = Pattern.compile("\\b((?:[a-z][a-z0-9_]*\\.)+)[A-Z]");
    private static final Pattern COMMENTS_AND_STRINGS = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\])*\"|'(?:\\\\.|[^'\\\\])*'", Pattern.DOTALL);

    /** A package's rule: the prefixes it may not import, or the only ones it may. */
    record Rule(boolean only, List<String> prefixes) {

        boolean allows(String used, String own) {
            if (used.equals(own) || used.startsWith(own + ".") || used.equals("java.lang")) {
                return true;
            }
            boolean listed = prefixes.stream().anyMatch(p -> used.equals(p) || used.startsWith(p + "."));
            return only == listed;
        }
    }

    @Test
    void everyPackageSaysWhatLivesThereAndWhatItMayNotImport() {
        Map<Path, String> missing = new TreeMap<>();
        packageDirectories().forEach(dir -> {
            Path info = dir.resolve("package-info.java");
            if (!Files.isRegularFile(info)) {
                missing.put(root().relativize(dir), "no package-info.java");
            } else if (rule(read(info)).isEmpty()) {
                missing.put(root().relativize(info), "no paragraph '<p>May not import: {@code …}' or "
                        + "'<p>May import only: {@code …}' in its javadoc");
            } else if (read(info).indexOf("<p>May") < 40) {
                missing.put(root().relativize(info), "no sentence on what lives in the package before its rule");
            }
        });

        assertThat(missing).as("packages of src/main/java without their package-info.java (what lives here, what may "
                + "not be imported; docs/architecture.md)").isEmpty();
    }

    @Test
    void everyPackageKeepsToItsRule() {
        List<String> broken = new ArrayList<>();
        packageDirectories().forEach(dir -> {
            Path info = dir.resolve("package-info.java");
            Optional<Rule> rule = Files.isRegularFile(info) ? rule(read(info)) : Optional.empty();
            rule.ifPresent(r -> javaFiles(dir).forEach(file -> {
                String source = read(file);
                Matcher pkg = PACKAGE.matcher(source);
                String own = pkg.find() ? pkg.group(1) : "";
                used(source).stream().filter(u -> !r.allows(u, own)).distinct().forEach(u -> broken.add(
                        root().relativize(file) + " uses " + u + ", against its package-info: "
                                + (r.only() ? "may import only " : "may not import ") + r.prefixes()));
            }));
        });

        assertThat(broken).as("imports against the package's rule in its package-info.java").isEmpty();
    }

    @Test
    void aRuleIsReadFromItsParagraphAndAppliedByPrefix() {
        Rule rule = rule("/**\n * What lives here.\n *\n * <p>May not import: {@code org.serialflex.tck}, {@code\n"
                + " * picocli}.\n */\npackage org.serialflex.runner;\n").orElseThrow();

        assertThat(rule).isEqualTo(new Rule(false, List.of("org.serialflex.tck", "picocli")));
        assertThat(rule.allows("org.serialflex.tck", "org.serialflex.runner")).isFalse();
        assertThat(rule.allows("org.serialflex.tck.inner", "org.serialflex.runner")).isFalse();
        assertThat(rule.allows("org.serialflex.tckx", "org.serialflex.runner")).isTrue();
        Rule only = rule("/**\n * x\n *\n * <p>May import only: {@code java}.\n */").orElseThrow();
        assertThat(only.allows("java.util", "a.b")).isTrue();
        assertThat(only.allows("com.google.gson", "a.b")).isFalse();
        assertThat(used("import java.util.List;\nclass A { /* org.x.Y */ String s = \"org.y.Z\"; "
                + "org.serialflex.tck.TckTree t; }")).containsExactly("java.util", "org.serialflex.tck");
    }

    static Optional<Rule> rule(String packageInfo) {
        String javadoc = packageInfo.replaceAll("\\n\\s*\\*(?!/)", "\n");
        Matcher rule = RULE.matcher(javadoc.substring(0, Math.max(0, javadoc.indexOf("*/"))));
        if (!rule.find()) {
            return Optional.empty();
        }
        List<String> prefixes = new ArrayList<>();
        Matcher code = CODE.matcher(rule.group(2));
        while (code.find()) {
            prefixes.add(code.group(1));
        }
        return prefixes.isEmpty() ? Optional.empty() : Optional.of(new Rule(rule.group(1).equals("import only"), prefixes));
    }

    /** The packages a source uses: its imports and the qualified names in its code. */
    static List<String> used(String source) {
        List<String> used = new ArrayList<>();
        Matcher imports = IMPORT.matcher(source);
        while (imports.find()) {
            used.add(packageOf(imports.group(1)));
        }
        String code = COMMENTS_AND_STRINGS.matcher(IMPORT.matcher(PACKAGE.matcher(source).replaceAll(""))
                .replaceAll("")).replaceAll(" ");
        Matcher qualified = QUALIFIED.matcher(code);
        while (qualified.find()) {
            used.add(qualified.group(1).substring(0, qualified.group(1).length() - 1));
        }
        return used;
    }

    private static String packageOf(String imported) {
        List<String> segments = new ArrayList<>();
        for (String segment : imported.split("\\.")) {
            if (Character.isUpperCase(segment.charAt(0))) {
                break;
            }
            segments.add(segment);
        }
        return String.join(".", segments);
    }

    /** The kit's checkout: the folder above tck-core. */
    private static Path root() {
        return Path.of("").toAbsolutePath().getParent();
    }

    /** Every folder under a module's src/main/java that holds Java sources (archetype templates are no package). */
    private static List<Path> packageDirectories() {
        try (Stream<Path> files = Files.walk(root())) {
            return files.filter(p -> p.toString().endsWith(".java") && !p.endsWith("package-info.java"))
                    .filter(p -> p.toString().contains("/src/main/java/") && !p.toString().contains("/target/")
                            && !p.toString().contains("/archetype-resources/"))
                    .map(Path::getParent).distinct().sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> javaFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".java") && !p.endsWith("package-info.java")).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
