package org.serialflex.archetype;

import org.junit.jupiter.api.Test;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * serialflex:check run for real by Maven, outside this reactor, against the installed kit
 * ({@link OutsideBuild}): a team's project at 1.1.0 whose 1.0.0 release is in its repository. Two
 * executions of the goal in one {@code mvn verify}, with the kit's {@code java} adapter as a plugin
 * dependency: the first finds the old release by coordinates and checks one root class, which
 * passes; the second takes the same release as a jar file and a package of roots, and a
 * hand-written {@code writeObject} whose order changed is CORRUPT, which fails the build even with
 * {@code require} NONE. A second project, issue 39's, leaves {@code require} at its default, BACKWARD.
 */
class CheckGoalTest {

    private static final String VERSION = OutsideBuild.VERSION;
    private static final List<String> KIT_JARS = java.util.stream.Stream.concat(OutsideBuild.KIT_JARS.stream(),
            java.util.stream.Stream.of("adapters/java-builtin")).toList();

    private final Path work = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath()
            .resolve("target/check-goal");
    private final Path project = work.resolve("shop-dtos");
    private final OutsideBuild outside = new OutsideBuild(work);

    /** Release 1.0.0 and 1.1.0: Address gains a field, Customer writes its two names the other way round. */
    private static final Map<String, String> RELEASE_1_0 = Map.of(
            "Address", address(""),
            "Customer", customer("givenName", "familyName"));
    private static final Map<String, String> RELEASE_1_1 = Map.of(
            "Address", address("    private String postcode;\n"),
            // 1.1 writes the family name first (an index wanted it so) and reads it first: a stream of 1.0 is
            // read with each name in the other's field, and no exception says so
            "Customer", customer("familyName", "givenName"));

    @Test
    void theGoalChecksByCoordinatesAndByJarAndFailsTheBuildOnCorrupt() throws Exception {
        AuthorsEdit.copyTree(Files.createDirectories(work.resolve("empty")), project);
        outside.installKit(KIT_JARS);
        Path release = releaseJar(RELEASE_1_0);
        // as `mvn deploy` of 1.0.0 would have left it, in the only repository this build's Maven uses
        Path pom = Files.writeString(work.resolve("shop-dtos-1.0.0.pom"), """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>com.example.shop</groupId>
                  <artifactId>shop-dtos</artifactId>
                  <version>1.0.0</version>
                </project>
                """);
        outside.install("com.example.shop", "shop-dtos", "1.0.0", pom, release);
        Files.createDirectories(project.resolve("releases"));
        Files.copy(release, project.resolve("releases/shop-dtos-1.0.0.jar"));
        for (Map.Entry<String, String> source : RELEASE_1_1.entrySet()) {
            Path file = project.resolve("src/main/java/com/example/shop/" + source.getKey() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
        }
        Files.writeString(project.resolve("pom.xml"), projectPom());

        OutsideBuild.Build build = outside.maven(project, "verify");
        System.out.printf("serialflex:check outside the kit: %.1f s%n", build.seconds());

        String output = build.output();
        assertThat(build.exitCode()).as(output).isNotZero();
        // execution "address": by coordinates, resolved in this build's own (test) repository
        assertThat(output).contains("serialflex-maven-plugin:" + VERSION + ":check (address)")
                .contains("serialflex check: java (jdk:java.base:")
                .contains("com.example.shop.Address: FULL; old→new PASS; new→old PASS");
        String address = Files.readString(project.resolve("target/serialflex-check/address/check.json"));
        assertThat(address).contains(outside.repository().resolve(
                        "com/example/shop/shop-dtos/1.0.0/shop-dtos-1.0.0.jar").toString().replace("\\", "\\\\"))
                .contains(project.resolve("target/classes").toString().replace("\\", "\\\\"))
                .contains("\"className\": \"com.example.shop.Address\"")
                .doesNotContain("com.example.shop.Customer");
        // execution "customer": a jar file and a package of roots; CORRUPT fails the build
        assertThat(output).contains("serialflex-maven-plugin:" + VERSION + ":check (customer)")
                .contains("com.example.shop.Customer: NONE; old→new CORRUPT")
                .contains("serialflex check: require NONE gates nothing")
                .contains("serialflex check: FAILED: com.example.shop.Customer old→new is CORRUPT (silent data loss)")
                .contains("serialflex: the check failed the build: com.example.shop.Customer old→new and new→old CORRUPT "
                        + "(silent data loss). To accept them: failOnCorrupt false")
                .doesNotContain("short of the required")
                // no structural change, but the bytes differ: a verdict on the change, not on the adapter
                .doesNotContain("WARNING: com.example.shop.Customer")
                .contains("BUILD FAILURE");
        String customer = Files.readString(project.resolve("target/serialflex-check/check.json"));
        assertThat(customer).contains(project.resolve("releases/shop-dtos-1.0.0.jar").toString().replace("\\", "\\\\"))
                .contains("\"className\": \"com.example.shop.Address\"")
                .contains("\"className\": \"com.example.shop.Customer\"");
    }

    /**
     * Issue 39 as a new user meets it: the plugin as README.md shows it and nothing else (no {@code require}, kit
     * scores measured), and a 1.1.0-SNAPSHOT whose {@code amount} was retyped long → BigDecimal (a field added, an enum
     * constant inserted at ordinal 1 beside it). New code cannot read the stored 1.0.0 orders, so the default,
     * BACKWARD, fails the build: the root, the direction and its evidence on the console, and the last line, which
     * Maven says again as its error, names what failed and the setting that would accept it. With require NONE the
     * same check passes and says it gates nothing.
     */
    @Test
    void aChangeNewCodeCannotReadFailsTheBuildByDefaultAndRequireNoneSaysItGatesNothing() throws Exception {
        Path orders = work.resolve("orders-api");
        AuthorsEdit.copyTree(Files.createDirectories(work.resolve("empty")), orders);
        outside.installKit(KIT_JARS);
        Path pom = Files.writeString(work.resolve("orders-api-1.0.0.pom"), """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>com.acme</groupId>
                  <artifactId>orders-api</artifactId>
                  <version>1.0.0</version>
                </project>
                """);
        outside.install("com.acme", "orders-api", "1.0.0", pom, releaseJar("orders-api", "com/acme",
                Map.of("Order", order("long amount;"), "Status", status("NEW, PAID, SHIPPED"))));
        Map<String, String> release11 = Map.of("Order", order("java.math.BigDecimal amount;\n    private String note;"),
                "Status", status("NEW, ON_HOLD, PAID, SHIPPED"));
        for (Map.Entry<String, String> source : release11.entrySet()) {
            Path file = orders.resolve("src/main/java/com/acme/" + source.getKey() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
        }
        Files.writeString(orders.resolve("pom.xml"), ordersPom());

        OutsideBuild.Build gated = outside.maven(orders, "verify");
        String output = gated.output();
        assertThat(gated.exitCode()).as(output).isNotZero();
        assertThat(lines(output, "[INFO]   com.acme.Order: ")).singleElement().asString()
                .startsWith("[INFO]   com.acme.Order: NONE; old→new READ_FAILED (").contains("InvalidClassException");
        assertThat(lines(output, "[INFO] serialflex check: FAILED: ")).singleElement().asString()
                .startsWith("[INFO] serialflex check: FAILED: com.acme.Order is NONE, short of the required BACKWARD: "
                        + "old→new READ_FAILED (").contains("incompatible types for field amount");
        String failedTheBuild = "com.acme.Order is NONE (old→new READ_FAILED), short of the required BACKWARD. To "
                + "accept it: require NONE (--require NONE, <require>NONE</require>).";
        assertThat(lastCheckLine(output)).isEqualTo("[INFO] serialflex check: FAILED the build: " + failedTheBuild);
        assertThat(output).contains("serialflex-maven-plugin:" + VERSION + ":check (default) on project orders-api: "
                        + "serialflex: the check failed the build: " + failedTheBuild + " Evidence: above and "
                        + orders.resolve("target/serialflex-check/check.html"))
                .contains("BUILD FAILURE")
                // the kit scores were measured, and only what a team can act on was said of it
                .contains("measured now").doesNotContain("history probe");

        OutsideBuild.Build reportOnly = outside.maven(orders, "-Dserialflex.check.require=NONE", "verify");
        assertThat(reportOnly.exitCode()).as(reportOnly.output()).isZero();
        assertThat(reportOnly.output()).contains("[INFO]   com.acme.Order: NONE; old→new READ_FAILED (")
                .contains("BUILD SUCCESS").doesNotContain("serialflex check: FAILED");
        assertThat(lastCheckLine(reportOnly.output())).startsWith("[INFO] serialflex check: require NONE gates nothing: "
                + "a change new code cannot read passes this build");
        System.out.printf("serialflex:check's default outside the kit: failing build %.1f s, report-only build %.1f s%n",
                gated.seconds(), reportOnly.seconds());
    }

    private static List<String> lines(String output, String prefix) {
        return output.lines().filter(line -> line.startsWith(prefix)).toList();
    }

    /** The check's last line in a build's output: the last one the check printed. */
    private static String lastCheckLine(String output) {
        List<String> check = lines(output, "[INFO] serialflex check: ");
        assertThat(check).as(output).isNotEmpty();
        return check.get(check.size() - 1);
    }

    private static String order(String amount) {
        return """
                package com.acme;

                public class Order implements java.io.Serializable {
                    private static final long serialVersionUID = 1L;
                    private String id;
                    private %s
                    private Status status;
                }
                """.formatted(amount);
    }

    private static String status(String constants) {
        return "package com.acme;\n\npublic enum Status { " + constants + " }\n";
    }

    /** The plugin as README.md shows it, and nothing else: {@code require} and {@code measure} at their defaults. */
    private static String ordersPom() {
        return teamPom("com.acme", "orders-api", "1.1.0-SNAPSHOT", """
                      <plugin>
                        <groupId>org.serialflex</groupId>
                        <artifactId>serialflex-maven-plugin</artifactId>
                        <version>@kit@</version>
                        <executions><execution><goals><goal>check</goal></goals></execution></executions>
                        <configuration>
                          <oldArtifact>com.acme:orders-api:1.0.0</oldArtifact>
                          <roots>com.acme.**</roots>
                          <adapter>java</adapter>
                        </configuration>
                        <dependencies>
                          <dependency>
                            <groupId>org.serialflex</groupId>
                            <artifactId>adapter-java-builtin</artifactId>
                            <version>@kit@</version>
                          </dependency>
                        </dependencies>
                      </plugin>
                """);
    }

    private static String address(String added) {
        return """
                package com.example.shop;

                public class Address implements java.io.Serializable {
                    private static final long serialVersionUID = 1L;
                    private String street;
                    private String city;
                %s}
                """.formatted(added);
    }

    private static String customer(String first, String second) {
        return """
                package com.example.shop;

                import java.io.IOException;
                import java.io.ObjectInputStream;
                import java.io.ObjectOutputStream;

                public class Customer implements java.io.Serializable {
                    private static final long serialVersionUID = 1L;
                    private String givenName;
                    private String familyName;

                    private void writeObject(ObjectOutputStream out) throws IOException {
                        out.writeUTF(%1$s);
                        out.writeUTF(%2$s);
                    }

                    private void readObject(ObjectInputStream in) throws IOException {
                        %1$s = in.readUTF();
                        %2$s = in.readUTF();
                    }
                }
                """.formatted(first, second);
    }

    /** Release 1.0.0 compiled and jarred, as its build left it. */
    private Path releaseJar(Map<String, String> sources) throws IOException {
        return releaseJar("shop-dtos", "com/example/shop", sources);
    }

    /** Release 1.0.0 of {@code artifactId}, its classes in {@code packagePath}, compiled and jarred. */
    private Path releaseJar(String artifactId, String packagePath, Map<String, String> sources) throws IOException {
        Path src = work.resolve("release-1.0.0/src/" + packagePath);
        Path classes = work.resolve("release-1.0.0/classes");
        AuthorsEdit.copyTree(Files.createDirectories(work.resolve("empty")), src);
        AuthorsEdit.copyTree(Files.createDirectories(work.resolve("empty")), classes);
        List<String> arguments = new java.util.ArrayList<>(List.of("--release", "17", "-d", classes.toString()));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            arguments.add(Files.writeString(src.resolve(source.getKey() + ".java"), source.getValue()).toString());
        }
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, errors, arguments.toArray(String[]::new)))
                .as(errors.toString()).isZero();
        Path jar = work.resolve(artifactId + "-1.0.0.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out);
             Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                zip.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
            }
        }
        return jar;
    }

    private static String projectPom() {
        return teamPom("com.example.shop", "shop-dtos", "1.1.0", """
                      <plugin>
                        <groupId>org.serialflex</groupId>
                        <artifactId>serialflex-maven-plugin</artifactId>
                        <version>@kit@</version>
                        <configuration>
                          <adapter>java</adapter>
                          <!-- no kit results here, and measuring the criteria would take minutes -->
                          <measure>false</measure>
                        </configuration>
                        <executions>
                          <execution>
                            <id>address</id>
                            <goals><goal>check</goal></goals>
                            <configuration>
                              <oldArtifact>com.example.shop:shop-dtos:1.0.0</oldArtifact>
                              <roots>com.example.shop.Address</roots>
                              <outputDirectory>${project.build.directory}/serialflex-check/address</outputDirectory>
                            </configuration>
                          </execution>
                          <execution>
                            <id>customer</id>
                            <goals><goal>check</goal></goals>
                            <configuration>
                              <oldClasses>${project.basedir}/releases/shop-dtos-1.0.0.jar</oldClasses>
                              <roots>com.example.shop.*</roots>
                              <!-- a report-only run: CORRUPT fails the build even when no verdict is required -->
                              <require>NONE</require>
                            </configuration>
                          </execution>
                        </executions>
                        <dependencies>
                          <dependency>
                            <groupId>org.serialflex</groupId>
                            <artifactId>adapter-java-builtin</artifactId>
                            <version>@kit@</version>
                          </dependency>
                        </dependencies>
                      </plugin>
                """);
    }

    /**
     * A team's project: its coordinates, Java 17, the lifecycle's plugins pinned at this build's versions (as the
     * kit's archetype pins them), and {@code plugins} (the serialflex plugin as the test configures it).
     */
    private static String teamPom(String groupId, String artifactId, String version, String plugins) {
        return pinned("""
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>@group@</groupId>
                  <artifactId>@artifact@</artifactId>
                  <version>@version@</version>
                  <properties>
                    <maven.compiler.release>17</maven.compiler.release>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                  </properties>
                  <build>
                    <pluginManagement>
                      <plugins>
                        <plugin><artifactId>maven-resources-plugin</artifactId><version>@resources@</version></plugin>
                        <plugin><artifactId>maven-compiler-plugin</artifactId><version>@compiler@</version></plugin>
                        <plugin><artifactId>maven-surefire-plugin</artifactId><version>@surefire@</version></plugin>
                        <plugin><artifactId>maven-jar-plugin</artifactId><version>@jar@</version></plugin>
                        <plugin><artifactId>maven-clean-plugin</artifactId><version>@clean@</version></plugin>
                        <plugin><artifactId>maven-install-plugin</artifactId><version>@install@</version></plugin>
                        <plugin><artifactId>maven-deploy-plugin</artifactId><version>@deploy@</version></plugin>
                        <plugin><artifactId>maven-site-plugin</artifactId><version>@site@</version></plugin>
                      </plugins>
                    </pluginManagement>
                    <plugins>
                @plugins@    </plugins>
                  </build>
                </project>
                """.replace("@group@", groupId).replace("@artifact@", artifactId).replace("@version@", version)
                .replace("@plugins@", plugins.stripLeading()));
    }

    /** {@code pom} with the kit's version and this build's plugin versions in place of its placeholders. */
    private static String pinned(String pom) {
        return pom.replace("@kit@", VERSION).replace("@resources@", System.getProperty("check.resourcesPlugin"))
                .replace("@compiler@", System.getProperty("check.compilerPlugin"))
                .replace("@surefire@", System.getProperty("check.surefirePlugin"))
                .replace("@jar@", System.getProperty("check.jarPlugin"))
                .replace("@clean@", System.getProperty("check.cleanPlugin"))
                .replace("@install@", System.getProperty("check.installPlugin"))
                .replace("@deploy@", System.getProperty("check.deployPlugin"))
                .replace("@site@", System.getProperty("check.sitePlugin"));
    }
}
