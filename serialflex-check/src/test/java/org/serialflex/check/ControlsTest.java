package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The controls beside every verdict, end to end with the JDK's serialization: what a control shows
 * is never a verdict on the change, and a real change still is one.
 */
class ControlsTest {

    @TempDir
    Path dir;

    @Test
    void aFieldTheLibraryDoesNotWriteIsExpectedEmptyNotCountedAsLoss() {
        // transient: Java serialization never writes it, in either version; the change is an added field
        Path old = Sources.compile(dir.resolve("old"), "package t; public class Order implements java.io.Serializable {"
                + " long id; transient String cache; }");
        Path now = Sources.compile(dir.resolve("new"), "package t; public class Order implements java.io.Serializable {"
                + " long id; transient String cache; String note; }");

        RootResult order = check(old, now, "t.Order").roots().get(0);

        assertThat(order.notCarried()).containsExactly("t.Order.cache");
        assertThat(order.oldControl().outcome()).isEqualTo(Outcome.PASS);
        // no serialVersionUID: the JDK refuses the other version's stream, a real verdict on the change
        assertThat(order.backward().status()).isEqualTo(DirectionResult.Status.JUDGED);
        assertThat(order.backward().outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(order.backward().evidence()).contains("InvalidClassException");
    }

    @Test
    void aCompatibleChangePassesBothWaysWithItsUnwrittenFieldEmpty() {
        Path old = Sources.compile(dir.resolve("old"), "package t; public class Order implements java.io.Serializable {"
                + " private static final long serialVersionUID = 1L; long id; transient String cache; }");
        Path now = Sources.compile(dir.resolve("new"), "package t; public class Order implements java.io.Serializable {"
                + " private static final long serialVersionUID = 1L; long id; transient String cache; String note; }");

        CheckReport report = check(old, now, "t.Order");

        RootResult order = report.roots().get(0);
        assertThat(order.verdict()).isEqualTo(Compatibility.FULL);
        assertThat(order.directions()).allSatisfy(d -> assertThat(d.outcome()).as(d.direction().label()).isEqualTo(Outcome.PASS));
        assertThat(order.sampleProblems()).isEmpty();
    }

    @Test
    void silentLossTheChangeCausesIsStillCorrupt() {
        // a field pulled up into a new superclass: Java serialization reads the old stream and leaves it 0
        Path old = Sources.compile(dir.resolve("old"), "package t; public class Order implements java.io.Serializable {"
                + " private static final long serialVersionUID = 1L; long id; String note; }");
        Path now = Sources.compile(dir.resolve("new"),
                "package t; public class Base implements java.io.Serializable { private static final long "
                        + "serialVersionUID = 1L; long id; }",
                "package t; public class Order extends Base { private static final long serialVersionUID = 1L; "
                        + "String note; }");

        RootResult order = check(old, now, "t.Order").roots().get(0);

        assertThat(order.oldControl().outcome()).isEqualTo(Outcome.PASS);
        assertThat(order.newControl().outcome()).isEqualTo(Outcome.PASS);
        assertThat(order.backward().outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(order.backward().evidence()).contains("id: expected");
        assertThat(order.verdict()).isIn(Compatibility.FORWARD, Compatibility.NONE);
    }

    @Test
    void aClassTheAdapterCannotTakeEvenUnchangedHasNoVerdictAndFailsUnlessAccepted() {
        Path old = Sources.compile(dir.resolve("old"), "package t; public class Order { long id; }");
        Path now = Sources.compile(dir.resolve("new"), "package t; public class Order { long id; String note; }");

        CheckReport report = check(old, now, "t.Order");

        RootResult order = report.roots().get(0);
        assertThat(order.verdict()).isEqualTo(Compatibility.NO_VERDICT);
        assertThat(order.oldControl().status()).isEqualTo(DirectionResult.Status.NO_VERDICT);
        assertThat(order.oldControl().evidence()).contains("NotSerializableException");
        assertThat(order.backward().status()).isEqualTo(DirectionResult.Status.NO_VERDICT);
        assertThat(order.sampleProblems()).isNotEmpty().allSatisfy(p -> assertThat(p.outcome())
                .isEqualTo(Outcome.WRITE_FAILED));
        assertThat(report.overall()).isEqualTo(Compatibility.NO_VERDICT);
        assertThat(new Check(options(old, now, "t.Order", Set.of())).failures(report)).singleElement().asString()
                .startsWith("t.Order has no verdict");
        CheckReport accepted = new Check(options(old, now, "t.Order", Set.of("t.Order"))).run();
        assertThat(new Check(options(old, now, "t.Order", Set.of("t.Order"))).failures(accepted)).isEmpty();
    }

    @Test
    void aFieldOfACollectionClassTheLibraryWritesAsAPlainCollectionIsSeenNotCarried() {
        // Gson writes a List subclass as a JSON array: the subclass's own field is lost even unchanged
        String order = "package t; public class Order { Tags tags; long id; }";
        String tags = "package t; public class Tags extends java.util.ArrayList<String> { String label; }";
        Path old = Sources.compile(dir.resolve("old"), order, tags);
        Path now = Sources.compile(dir.resolve("new"), order.replace("long id;", "long id; String note;"), tags);

        RootResult result = new Check(gsonOptions(old, now)).run().roots().get(0);

        assertThat(result.notCarried()).containsExactly("t.Tags.label");
        assertThat(result.directions()).allSatisfy(d -> assertThat(d.outcome()).as(d.direction() + " " + d.evidence())
                .isEqualTo(Outcome.PASS));
    }

    @Test
    void aClassWithNoFieldInCommonPassesFieldByFieldAndIsSaidToBeRemodelled() {
        // java-semver 0.9 → 0.10: every value is lost, and no field is misread
        Path old = Sources.compile(dir.resolve("old"), "package t; public class Order { String normal; String build; }");
        Path now = Sources.compile(dir.resolve("new"), "package t; public class Order { long major; long minor; }");

        CheckReport report = new Check(gsonOptions(old, now)).run();

        assertThat(report.roots().get(0).verdict()).isEqualTo(Compatibility.FULL);
        assertThat(report.warnings()).singleElement().asString()
                .startsWith("Order has no field in common between the versions");
    }

    private static CheckOptions gsonOptions(Path old, Path now) {
        CheckOptions defaults = options(old, now, "t.Order", Set.of());
        return new CheckOptions(old, now, defaults.roots(), "gson", List.of(), "gson", false,
                defaults.outputDir(), 42, 3, defaults.timeLimit(), true, Compatibility.NONE, java.util.Optional.empty(),
                Set.of(), List.of(), java.util.Map.of(), java.util.Optional.empty());
    }

    private static CheckReport check(Path old, Path now, String root) {
        return new Check(options(old, now, root, Set.of())).run();
    }

    private static CheckOptions options(Path old, Path now, String root, Set<String> accepted) {
        CheckOptions defaults = CheckOptions.of(old, now, List.of(root), "check-test-java");
        return new CheckOptions(old, now, defaults.roots(), defaults.adapterId(), List.of(), defaults.adapterId(), false,
                defaults.outputDir(), 42, 3, defaults.timeLimit(), true, Compatibility.NONE,
                java.util.Optional.empty(), accepted, List.of(), java.util.Map.of(), java.util.Optional.empty());
    }
}
