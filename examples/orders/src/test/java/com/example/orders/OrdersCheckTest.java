package com.example.orders;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.serialflex.check.CheckLauncher;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs the check on the two releases of the order domain (1.0 in the module orders-1.0,
 * 1.1 in src/main/java) with four adapters, each in a JVM of its own as serialflex:check runs it, and
 * asserts the verdicts README.md explains by hand: at the default require, BACKWARD, the shop's Fory adapter
 * passes and the other three fail; at FULL, the stricter setting, the Fory adapter fails too. The check's class path is this test's, less the
 * domain's own classes: the worlds get them only as bytes.
 */
class OrdersCheckTest {

    private static final List<String> ADAPTERS = List.of("java", "kryo", "jackson-json", "orders-fory-compatible");
    private static final String ROOTS = "com.example.orders.Order,com.example.orders.OrderLine,com.example.orders.Money";
    private static final Map<String, JsonNode> REPORTS = new ConcurrentHashMap<>();
    private static final Map<String, Integer> STATUS = new ConcurrentHashMap<>();
    /** Each check's console, line by line. */
    private static final Map<String, List<String>> PRINTED = new ConcurrentHashMap<>();

    /** The one stricter setting the example shows: FULL, for a service whose old and new instances run side by side. */
    private static final String FULL = "orders-fory-compatible, require FULL";

    /** Each adapter's provider class, to find the one class path entry that registers it. */
    private static final Map<String, String> PROVIDERS = Map.of(
            "java", "org.serialflex.adapters.java.JavaBuiltinAdapter",
            "kryo", "org.serialflex.adapters.kryo.KryoDefaultAdapter",
            "jackson-json", "org.serialflex.adapters.jackson.JacksonJsonAdapter",
            "orders-fory-compatible", OrdersForyAdapter.class.getName());

    @BeforeAll
    static void runTheChecks() {
        long started = System.nanoTime();
        // two at a time (the common pool's worker and this thread): each check is one JVM busy with its worlds
        List.of(FULL, "orders-fory-compatible", "jackson-json", "kryo", "java").parallelStream().forEach(name -> {
            String id = name.equals(FULL) ? "orders-fory-compatible" : name;
            try {
                // every check at the default require, BACKWARD, but the one that shows the stricter FULL
                check(name, id, id.equals("orders-fory-compatible") ? "fory-compatible" : id,
                        name.equals(FULL) ? List.of("--require", "FULL") : List.of());
            } catch (Exception e) {
                throw new IllegalStateException("The check " + name + " did not run", e);
            }
        });
        System.out.printf("OrdersCheckTest: five checks in %.1f s%n", (System.nanoTime() - started) / 1e9);
    }

    private static void check(String name, String adapterId, String scoresOf, List<String> require) throws Exception {
        long started = System.nanoTime();
        Path out = Path.of(System.getProperty("orders.checkDir")).resolve(name.equals(FULL) ? adapterId + "-full" : adapterId);
        List<String> args = new java.util.ArrayList<>(List.of("--old", System.getProperty("orders.oldClasses"),
                "--new", System.getProperty("orders.newClasses"), "--roots", ROOTS, "--adapter", adapterId,
                // the kit's own scores when the build ran the adapters' kit tests first; never measured here (minutes)
                "--scores-of", scoresOf, "--results", System.getProperty("orders.kitResults"), "--measure", "false",
                "--out", out.toString()));
        args.addAll(require);
        List<String> printed = new java.util.concurrent.CopyOnWriteArrayList<>();
        int status = CheckLauncher.run(checkClassPath(adapterId), args, printed::add);
        printed.forEach(System.out::println);
        System.out.printf("OrdersCheckTest: %s checked in %.1f s%n", name, (System.nanoTime() - started) / 1e9);
        STATUS.put(name, status);
        PRINTED.put(name, printed);
        REPORTS.put(name, new ObjectMapper().readTree(Files.readString(out.resolve("check.json"))));
    }

    /**
     * This test's class path less the domain's own classes and every adapter module but the one that
     * registers {@code adapterId}: the one adapter a team puts in serialflex:check's dependencies.
     * Each world instantiates the registered adapters until it meets the one asked for, so another
     * module's adapters (a Fory built per case in a Kryo check) would only cost time.
     */
    private static List<Path> checkClassPath(String adapterId) {
        Path own = Path.of(System.getProperty("orders.newClasses"));
        return Arrays.stream(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                        .split(File.pathSeparator))
                .filter(entry -> !entry.isBlank()).map(Path::of)
                .filter(entry -> !entry.equals(own))
                .filter(entry -> {
                    List<String> providers = providers(entry);
                    return providers.isEmpty() || providers.contains(PROVIDERS.get(adapterId));
                })
                .toList();
    }

    /** The adapter classes {@code entry} (a directory or a jar) registers, none when it registers none. */
    private static List<String> providers(Path entry) {
        String services = "META-INF/services/org.serialflex.spi.SerializerAdapter";
        try {
            String text;
            if (Files.isDirectory(entry)) {
                Path file = entry.resolve(services);
                text = Files.exists(file) ? Files.readString(file) : "";
            } else {
                try (JarFile jar = new JarFile(entry.toFile())) {
                    ZipEntry file = jar.getEntry(services);
                    text = file == null ? "" : new String(jar.getInputStream(file).readAllBytes(), StandardCharsets.UTF_8);
                }
            }
            return text.lines().map(line -> line.replaceAll("#.*", "").strip()).filter(line -> !line.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + entry, e);
        }
    }

    private static JsonNode classResult(String adapterId, String simpleName) {
        for (JsonNode c : REPORTS.get(adapterId).get("roots")) {
            if (c.get("className").asText().equals("com.example.orders." + simpleName)) {
                return c;
            }
        }
        throw new AssertionError("No result for " + simpleName + " with " + adapterId);
    }

    /** {@code old→new}, {@code new→old} or a control, {@code old→old} and {@code new→new}, of one root. */
    private static JsonNode direction(String adapterId, String simpleName, String direction) {
        for (JsonNode d : classResult(adapterId, simpleName).get("directions")) {
            if (d.get("direction").asText().equals(direction)) {
                return d;
            }
        }
        throw new AssertionError("No " + direction + " for " + simpleName + " with " + adapterId);
    }

    private static void assertVerdict(String adapterId, String simpleName, String verdict, String oldToNew,
                                      String newToOld) {
        JsonNode c = classResult(adapterId, simpleName);
        assertThat(c.get("verdict").asText()).as(adapterId + " " + simpleName).isEqualTo(verdict);
        assertThat(direction(adapterId, simpleName, "old→new").get("outcome").asText())
                .as(adapterId + " " + simpleName + " old→new").isEqualTo(oldToNew);
        assertThat(direction(adapterId, simpleName, "new→old").get("outcome").asText())
                .as(adapterId + " " + simpleName + " new→old").isEqualTo(newToOld);
    }

    private static String evidence(String adapterId, String simpleName, String direction) {
        return direction(adapterId, simpleName, direction.equals("backward") ? "old→new" : "new→old")
                .get("evidence").asText();
    }

    @Test
    void moneyIsUnchangedSoEveryAdapterReadsItBothWays() {
        for (String id : ADAPTERS) {
            assertVerdict(id, "Money", "FULL", "PASS", "PASS");
            assertThat(classResult(id, "Money").get("changedClasses")).isEmpty();
        }
    }

    @Test
    void javaSerializationRefusesTheWidenedQuantityEverywhereItAppears() {
        assertVerdict("java", "OrderLine", "NONE", "READ_FAILED", "READ_FAILED");
        assertVerdict("java", "Order", "NONE", "READ_FAILED", "READ_FAILED");
        assertThat(evidence("java", "Order", "backward"))
                .contains("InvalidClassException", "incompatible types for field quantity");
        assertThat(REPORTS.get("java").get("overall").asText()).isEqualTo("NONE");
    }

    @Test
    void kryoReadsTheWidenedQuantityButNotTheOrdersNewLayout() {
        assertVerdict("kryo", "OrderLine", "FULL", "PASS", "PASS");
        assertVerdict("kryo", "Order", "NONE", "READ_FAILED", "READ_FAILED");
        assertThat(evidence("kryo", "Order", "backward")).contains("KryoException");
    }

    @Test
    void jacksonFailsOnTheRenamedCustomerInBothDirections() {
        assertVerdict("jackson-json", "OrderLine", "FULL", "PASS", "PASS");
        assertVerdict("jackson-json", "Order", "NONE", "READ_FAILED", "READ_FAILED");
        assertThat(evidence("jackson-json", "Order", "backward")).contains("Unrecognized field \"customer\"");
        assertThat(evidence("jackson-json", "Order", "forward")).contains("Unrecognized field \"customerId\"");
    }

    @Test
    void foryCompatibleReadsOldOrdersButOldCodeCannotReadAWalletPayment() {
        assertVerdict("orders-fory-compatible", "OrderLine", "FULL", "PASS", "PASS");
        assertVerdict("orders-fory-compatible", "Order", "BACKWARD", "PASS", "READ_FAILED");
        // sample 3 is the one whose payment is a WalletPayment, the class 1.0 lacks
        assertThat(evidence("orders-fory-compatible", "Order", "forward")).startsWith("sample 3: ");
        assertThat(REPORTS.get("orders-fory-compatible").get("overall").asText()).isEqualTo("BACKWARD");
    }

    @Test
    void atTheDefaultBackwardOnlyTheShopsForyAdapterPassesAndTheOthersSayWhatFailedThem() {
        // nothing is CORRUPT: what fails java, kryo and jackson-json is Order, which new code cannot read (old→new)
        assertThat(STATUS).containsOnlyKeys("java", "kryo", "jackson-json", "orders-fory-compatible", FULL)
                .containsEntry("orders-fory-compatible", 0).containsEntry("java", 1).containsEntry("kryo", 1)
                .containsEntry("jackson-json", 1);
        for (String id : List.of("kryo", "jackson-json")) {
            assertThat(lastLine(id)).as(id).isEqualTo("serialflex check: FAILED the build: com.example.orders.Order is "
                    + "NONE (old→new READ_FAILED), short of the required BACKWARD. To accept it: require NONE "
                    + "(--require NONE, <require>NONE</require>).");
        }
        // Java serialization refuses the widened quantity in OrderLine too
        assertThat(lastLine("java")).isEqualTo("serialflex check: FAILED the build: com.example.orders.Order is NONE "
                + "(old→new READ_FAILED), com.example.orders.OrderLine is NONE (old→new READ_FAILED), short of the "
                + "required BACKWARD. To accept them: require NONE (--require NONE, <require>NONE</require>).");
        assertThat(PRINTED.get("orders-fory-compatible")).noneMatch(line -> line.startsWith("serialflex check: FAILED"));
    }

    @Test
    void requireFullFailsTheForyAdapterOnTheWalletPaymentOldCodeCannotRead() {
        assertThat(STATUS.get(FULL)).isEqualTo(1);
        assertThat(PRINTED.get(FULL)).anySatisfy(line -> assertThat(line).startsWith("serialflex check: FAILED: "
                + "com.example.orders.Order is BACKWARD, short of the required FULL: new→old READ_FAILED (sample 3: "));
        assertThat(lastLine(FULL)).isEqualTo("serialflex check: FAILED the build: com.example.orders.Order is BACKWARD "
                + "(new→old READ_FAILED), short of the required FULL. To accept it: require BACKWARD (--require BACKWARD, "
                + "<require>BACKWARD</require>).");
    }

    private static String lastLine(String name) {
        List<String> printed = PRINTED.get(name);
        return printed.get(printed.size() - 1);
    }

    @Test
    void everyControlReadsBackWhatItWroteSoEveryVerdictIsAboutTheChange() {
        for (String id : ADAPTERS) {
            for (JsonNode root : REPORTS.get(id).get("roots")) {
                for (JsonNode direction : root.get("directions")) {
                    if (direction.get("control").asBoolean()) {
                        assertThat(direction.get("outcome").asText()).as(id + " " + root.get("root").asText() + " "
                                + direction.get("direction").asText() + ": " + direction.get("evidence"))
                                .isEqualTo("PASS");
                    }
                }
                assertThat(root.get("sampleProblems")).as(id + " " + root.get("root").asText()).isEmpty();
            }
        }
    }

    @Test
    void theDiffNamesEachChangeWithItsCriterionOncePerClass() {
        JsonNode diffs = REPORTS.get("java").get("diffs");
        assertThat(diffs.findValuesAsText("className")).doesNotHaveDuplicates();
        assertThat(diffs.findValuesAsText("detail")).contains("customer → customerId (String)", "channel (String)",
                "quantity: int → long", "expiry (String)", "WalletPayment exists only in the new version",
                "added REFUNDED");
        assertThat(diffs.findValuesAsText("kind")).contains("PROBABLY_RENAMED", "FIELD_ADDED", "FIELD_RETYPED",
                "FIELD_REMOVED", "CLASS_ADDED", "ENUM_CONSTANTS_CHANGED");
    }
}
