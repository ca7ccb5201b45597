package org.serialflex.adapters.jackson;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The README's "may I upgrade?" command (section "Upgrading a library or a JDK: lanes"), run as a newcomer
 * types it, on a pair this module declares nowhere: it passes, its answer (the lane's verdict line and one
 * line per case the upgrade makes worse) is on the console and in the results file, and no pin changes.
 * The verdict is the run's own: the test checks that console and results say the same, never what they say.
 */
class LaneQuestionTest {

    /** The README's example, argument for argument. */
    static final String LANE = "jackson-json@2.14.3>jackson-json@2.15.0";

    private final Path module = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath();
    private final Path kit = module.getParent().getParent();
    private final Path answer = kit.resolve("target/lanes/jackson-json@2.14.3_jackson-json@2.15.0");

    @Test
    void anUndeclaredLaneIsAnsweredWithoutFailingOrPinning() throws Exception {
        // a build narrowed to other adapters, to some criteria or to no lanes (-Prace) asked for less than this
        String adapters = System.getProperty("serialflex.adapters", "");
        String lanes = System.getProperty("serialflex.lanes", System.getProperty("serialflex.moduleLanes", ""));
        assumeTrue(adapters.isBlank() || List.of(adapters.split(",")).stream().map(String::strip)
                .anyMatch("jackson-json"::equals), "-Dserialflex.adapters=" + adapters + " leaves jackson-json out");
        assumeTrue(System.getProperty("serialflex.criteria", "").isBlank(), "-Dserialflex.criteria narrows the build");
        assumeTrue(!lanes.strip().equalsIgnoreCase("none"), "this build runs no lanes");
        assertThat(Files.readString(kit.resolve("README.md"))).as("the README's example is this command")
                .contains("scripts/serialflex lane '" + LANE + "'");
        Map<Path, String> pinsBefore = pins();
        assertThat(pinsBefore.keySet().stream().map(Path::toString)).contains("jackson-json.expected");
        assertThat(String.join("\n", pinsBefore.values())).as("the pair is declared nowhere: a question")
                .doesNotContain(LANE);

        Run run = run(kit.resolve("scripts/serialflex").toString(), "lane", LANE);

        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.output()).contains("serialflex: jackson-json: question " + LANE);
        AdapterResults results = ResultsJson.read(answer.resolve("results/jackson-json.json"));
        LaneResults lane = results.lanes().stream().filter(l -> l.id().equals(LANE)).findFirst().orElseThrow();
        assertThat(run.output()).as("the verdict line, as the results file has it")
                .contains("serialflex:   lane " + LANE + ": " + lane.verdict());
        Map<String, CaseResult> crossed = new TreeMap<>();
        Stream.concat(lane.identity().stream(), lane.criteria().stream()).flatMap(c -> c.cases().stream())
                .forEach(c -> crossed.putIfAbsent(c.id(), c));
        Map<String, Outcome> onOneVersion = new TreeMap<>();
        results.criteria().stream().flatMap(c -> c.cases().stream()).forEach(c -> onOneVersion.put(c.id(), c.outcome()));
        List<String> listed = new ArrayList<>();
        int identityLines = 0;
        Matcher line = Pattern.compile("(?m)^serialflex: {5}(\\S+) +(\\S+) +\\((\\S+) on one version([^)]*)\\) +(.*)$")
                .matcher(run.output());
        while (line.find()) {
            CaseResult result = crossed.get(line.group(1));
            assertThat(result).as("listed case %s is one of the lane's", line.group(1)).isNotNull();
            assertThat(result.outcome().name()).as(line.group()).isEqualTo(line.group(2));
            assertThat(result.outcome()).as("a listed case is a failing one").isNotEqualTo(Outcome.PASS);
            assertThat(result.evidence()).as("with its evidence, as the results file has it")
                    .startsWith(line.group(5).replaceAll("(…|\\.\\.\\.)$", ""));
            if (onOneVersion.containsKey(line.group(1))) {
                assertThat(onOneVersion.get(line.group(1)).name()).as(line.group()).isEqualTo(line.group(3));
            }
            identityLines += line.group(4).contains("; classes change too") ? 0 : 1;
            listed.add(line.group(1));
        }
        assertThat(listed).as("each case once").doesNotHaveDuplicates();
        // the matrix's own cases, whose outcome on one version the results file has: every one the lane makes
        // worse is listed, and none else (the identity cases' baseline is the engine's alone: counted below)
        List<String> worseThanMatrix = crossed.values().stream().filter(c -> onOneVersion.containsKey(c.id()))
                .filter(c -> c.outcome().isWorseThan(onOneVersion.get(c.id()))).map(CaseResult::id).toList();
        assertThat(listed.stream().filter(onOneVersion::containsKey).toList()).as(run.output())
                .containsExactlyInAnyOrderElementsOf(worseThanMatrix);
        // as many identity cases listed as the verdict counts
        Matcher counted = Pattern.compile("^(\\d+) of \\d+ identity cases that pass on one version fail")
                .matcher(lane.verdict());
        if (counted.find()) {
            assertThat(identityLines).as(run.output()).isEqualTo(Integer.parseInt(counted.group(1)));
        } else if (lane.verdict().startsWith("safe")) {
            assertThat(identityLines).as(run.output()).isZero();
        }
        assertThat(pins()).as("a question writes no pin").isEqualTo(pinsBefore);
        System.out.printf("scripts/serialflex lane '%s': %.1f s%n", LANE, run.seconds());
    }

    /** File name → content of every pin file of this module. */
    private Map<Path, String> pins() throws IOException {
        Map<Path, String> pins = new TreeMap<>();
        try (Stream<Path> files = Files.list(module.resolve("src/test/resources/serialflex"))) {
            for (Path file : files.toList()) {
                pins.put(file.getFileName(), Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        return pins;
    }

    record Run(int status, String output, double seconds) {
    }

    /**
     * The command in the checkout's root, on this JVM's Java, looking up other library versions as this build's
     * Maven does (its settings, local repository, offline or not: what Surefire hands the kit's own tests).
     */
    private Run run(String... command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(kit.toFile()).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        List<String> maven = new ArrayList<>();
        for (String name : List.of("serialflex.mavenHome", "serialflex.mavenUserSettings",
                "serialflex.mavenGlobalSettings", "serialflex.mavenLocalRepository", "serialflex.offline")) {
            String value = System.getProperty(name);
            if (value != null && !value.isBlank()) {
                maven.add("-D" + name + "=" + value);
            }
        }
        builder.environment().put("SERIALFLEX_LANE_OPTIONS", String.join(" ", maven));
        long started = System.nanoTime();
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the command ends").isTrue();
        return new Run(process.exitValue(), output, (System.nanoTime() - started) / 1e9);
    }
}
