package org.serialflex.archetype;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The docs are tests: every {@code xml} and {@code java} fence of docs/adopting.md and the README is
 * built by Maven in a standalone project outside this reactor, against the kit as installed
 * ({@link OutsideBuild}), so a snippet that does not resolve or compile fails the kit's build, as it
 * would fail a user who copies it. Each pom snippet becomes a module of its own (a {@code <plugin>}
 * goes into {@code <build><plugins>}); the Java snippets go into the first, the page's hand-written
 * pom, with their imports and a stand-in for the user's library ({@code MyLib}). One
 * {@code mvn test-compile} resolves every dependency and plugin the snippets name and compiles their code.
 */
class DocsAreBuiltTest {

    static final List<String> PAGES = List.of("docs/adopting.md", "README.md");
    private static final List<String> KIT_JARS = OutsideBuild.KIT_JARS;
    /** Where a pom snippet leaves the user's own library to them: the stand-in below is that library. */
    static final String YOUR_LIBRARY = "<dependency><!-- your library --></dependency>";
    private static final Pattern CLASS = Pattern.compile("(?m)^(?:public )?(?:final )?class (\\w+)");

    private final Path kitRoot = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath().getParent();
    private final Path work = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath()
            .resolve("target/docs-are-built");
    private final Path project = work.resolve("snippets");
    private final OutsideBuild outside = new OutsideBuild(work);

    @Test
    void everyPomAndJavaSnippetOfTheAdoptionDocsBuilds() throws Exception {
        List<DocSnippets.Snippet> poms = new ArrayList<>();
        List<DocSnippets.Snippet> java = new ArrayList<>();
        for (String page : PAGES) {
            poms.addAll(DocSnippets.of(kitRoot, page, "xml"));
            java.addAll(DocSnippets.of(kitRoot, page, "java"));
        }
        assertThat(poms).as("the adoption pom and the README's check plugin").hasSizeGreaterThanOrEqualTo(2);
        assertThat(java).as("the suite and the README's adapter").hasSizeGreaterThanOrEqualTo(2);
        // a JUnit older than the kit's engine API would resolve and then fail at run time: the docs name the kit's
        poms.stream().map(DocSnippets.Snippet::text).filter(text -> text.contains("<artifactId>junit-bom</artifactId>"))
                .forEach(text -> assertThat(text).as("the JUnit BOM the docs import")
                        .contains("<version>" + System.getProperty("docs.junitVersion") + "</version>"));
        AuthorsEdit.copyTree(Files.createDirectories(work.resolve("empty")), project);
        List<String> modules = new ArrayList<>();
        for (DocSnippets.Snippet pom : poms) {
            modules.add(module(modules.size(), pom));
        }
        Path sources = project.resolve(modules.get(0));
        for (DocSnippets.Snippet snippet : java) {
            javaSource(sources, snippet);
        }
        Files.writeString(sources.resolve("src/main/java/MyLib.java"), """
                /** Stands for the library the snippets' adapter serializes with. */
                public class MyLib {
                    public byte[] toBytes(Object value) { return new byte[0]; }
                    public Object fromBytes(byte[] bytes, Class<?> rootType) { return null; }
                }
                """);
        Files.writeString(project.resolve("pom.xml"), aggregator(modules));
        outside.installKit(KIT_JARS);

        OutsideBuild.Build build = outside.maven(project, "test-compile");
        assertThat(build.exitCode()).as("the snippets of " + PAGES + " build as a user would copy them:\n"
                + build.output()).isZero();

        // the README's adapter, registered as the archetype would, with a typo in the selection: the user reads the
        // kit's own words in the console, for a project of their own, and no kit-repository command
        Path services = Files.createDirectories(sources.resolve("src/main/resources/META-INF/services"));
        Files.writeString(services.resolve("org.serialflex.spi.SerializerAdapter"), "MyAdapter\n");
        OutsideBuild.Build typo = outside.maven(project, "test", "-Dserialflex.adapters=my-libb");
        assertThat(typo.exitCode()).as(typo.output()).isNotZero();
        assertThat(typo.output()).contains("serialflex: the kit cannot run: -Dserialflex.adapters=my-libb selects none "
                + "of this project's adapters: my-libb is not among them").doesNotContain("kit's repository");
        OutsideBuild.Build tag = outside.maven(project, "test", "-Dgroups=C8");
        assertThat(tag.output()).as("JUnit says only that the suite found no test").contains("serialflex: -Dgroups=C8 "
                + "names C8, which is no tag of the kit's tests; its tags are C01, C02");
        System.out.printf("docs are built: %d pom and %d Java snippets in %.1f s; the typo builds %.1f s and %.1f s%n",
                poms.size(), java.size(), build.seconds(), typo.seconds(), tag.seconds());
    }

    /** A module of its own for one pom snippet, named after where it comes from; returns its directory name. */
    private String module(int index, DocSnippets.Snippet snippet) throws IOException {
        String name = "snippet-" + index;
        String body = snippet.text().replace(YOUR_LIBRARY, "");
        if (body.strip().startsWith("<plugin>")) {
            body = "<build>\n<plugins>\n" + body + "</plugins>\n</build>\n";
        }
        Path dir = Files.createDirectories(project.resolve(name));
        Files.writeString(dir.resolve("pom.xml"), """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <!-- %s -->
                  <parent>
                    <groupId>com.example</groupId>
                    <artifactId>snippets</artifactId>
                    <version>1.0.0-SNAPSHOT</version>
                  </parent>
                  <groupId>com.example</groupId>
                  <artifactId>%s</artifactId>
                  <version>1.0.0-SNAPSHOT</version>
                  <properties>
                    <maven.compiler.release>17</maven.compiler.release>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                    <serialflex.version>%s</serialflex.version>
                  </properties>
                %s
                </project>
                """.formatted(snippet.where(), name, OutsideBuild.VERSION, body));
        return name;
    }

    /** A suite goes under src/test, anything else under src/main; a snippet without imports gets the SPI's. */
    private static void javaSource(Path module, DocSnippets.Snippet snippet) throws IOException {
        Matcher name = CLASS.matcher(snippet.text());
        assertThat(name.find()).as(snippet.where() + " declares a class").isTrue();
        boolean suite = snippet.text().contains("@Suite");
        String imports = snippet.text().contains("import ") ? ""
                : "import org.serialflex.spi.*;\n" + (suite ? "import org.junit.platform.suite.api.*;\n" : "");
        Path dir = Files.createDirectories(module.resolve(suite ? "src/test/java" : "src/main/java"));
        Files.writeString(dir.resolve(name.group(1) + ".java"),
                "// " + snippet.where() + "\n" + imports + snippet.text());
    }

    private static String aggregator(List<String> modules) {
        StringBuilder list = new StringBuilder();
        modules.forEach(m -> list.append("    <module>").append(m).append("</module>\n"));
        return """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>com.example</groupId>
                  <artifactId>snippets</artifactId>
                  <version>1.0.0-SNAPSHOT</version>
                  <packaging>pom</packaging>
                  <modules>
                %s  </modules>
                  <!-- Maven's default plugins of its day, which Central has and this build's repository may not: what
                       a snippet does not name is no part of what it claims, so they are pinned here (a snippet's own
                       pin, e.g. the adoption pom's compiler for release 17, wins). -->
                  <build>
                    <pluginManagement>
                      <plugins>
                        <plugin>
                          <groupId>org.apache.maven.plugins</groupId>
                          <artifactId>maven-resources-plugin</artifactId>
                          <version>%s</version>
                        </plugin>
                        <plugin>
                          <groupId>org.apache.maven.plugins</groupId>
                          <artifactId>maven-compiler-plugin</artifactId>
                          <version>%s</version>
                          <configuration>
                            <release>17</release>
                          </configuration>
                        </plugin>
                      </plugins>
                    </pluginManagement>
                  </build>
                </project>
                """.formatted(list, System.getProperty("check.resourcesPlugin"),
                        System.getProperty("check.compilerPlugin"));
    }
}
