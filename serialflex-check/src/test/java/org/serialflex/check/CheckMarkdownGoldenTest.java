package org.serialflex.check;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * check.md of fixed reports, byte for byte as pinned in {@code golden/*.md}. The pins were written by the
 * StringBuilder renderer that the template ({@code templates/check.md.mustache}) replaced, so this test is the proof
 * that the template writes the same bytes; a change of the report's Markdown is a change of these files, seen in
 * review. {@code -Dserialflex.golden.write=true} rewrites them from the renderer of the checkout (run from the module).
 */
class CheckMarkdownGoldenTest {

    private static final Path PINS = Path.of("src/test/resources/org/serialflex/check/golden");

    static Stream<org.junit.jupiter.params.provider.Arguments> reports() {
        return Stream.of(
                org.junit.jupiter.params.provider.Arguments.of("big", ReportFixtures.big()),
                org.junit.jupiter.params.provider.Arguments.of("upgrade-accepted-notes", upgradeAcceptedNotes()),
                org.junit.jupiter.params.provider.Arguments.of("nothing-changed", nothingChanged()),
                org.junit.jupiter.params.provider.Arguments.of("several-adapters", severalAdapters()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reports")
    void theMarkdownIsThePinnedBytes(String name, CheckReport report) throws IOException {
        String rendered = CheckMarkdown.render(report);
        if (Boolean.getBoolean("serialflex.golden.write")) {
            Files.createDirectories(PINS);
            Files.writeString(PINS.resolve(name + ".md"), rendered, StandardCharsets.UTF_8);
        }
        try (InputStream pinned = CheckMarkdownGoldenTest.class.getResourceAsStream("golden/" + name + ".md")) {
            assertThat(pinned).as("golden/" + name + ".md").isNotNull();
            assertThat(rendered).isEqualTo(new String(pinned.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The old side on another library version, notes, and accepted changes: one still occurring, one stale. */
    private static CheckReport upgradeAcceptedNotes() {
        CheckReport big = ReportFixtures.big();
        return new CheckReport(big.adapterId(), big.adapterName(), big.library(), "com.esotericsoftware:kryo:5.5.0",
                big.oldClasses(), big.newClasses(), big.seed(), big.overall(), big.roots(), big.diffs(),
                List.of("com.acme.Order.phone is renamed in Java (phoneNumber) but keeps its name in the bytes"),
                big.warnings(), big.seconds(), List.of(
                new Acceptance(ReportFixtures.ROOT_NONE, "old→new", "READ_FAILED", null, "caches | flushed on deploy",
                        true),
                new Acceptance(ReportFixtures.ROOT_FORWARD, "new→old", "CORRUPT", "com.acme.Shipment.lines",
                        "drained first", false, "kryo")));
    }

    /** One root, nothing changed, no warnings. */
    private static CheckReport nothingChanged() {
        CheckReport big = ReportFixtures.big();
        RootResult full = big.roots().get(0);
        return new CheckReport("gson", "Gson", "com.google.code.gson:gson:2.13.2", "com.google.code.gson:gson:2.13.2",
                "a.jar", "b.jar", 7, Compatibility.FULL, List.of(new RootResult(full.root(), full.className(),
                full.verdict(), full.backward(), full.forward(), full.oldControl(), full.newControl(), List.of(),
                List.of(), List.of(), false)), List.of(), List.of(), List.of(), 0.4);
    }

    /** Two adapters over the same roots, as {@link Check} joins them. */
    private static CheckReport severalAdapters() {
        CheckReport kryo = ReportFixtures.big();
        List<RootResult> gsonRoots = new ArrayList<>();
        for (RootResult r : kryo.roots()) {
            DirectionResult pass = new DirectionResult(Direction.OLD_TO_NEW, DirectionResult.Status.JUDGED,
                    Outcome.PASS, null, 3, 3);
            gsonRoots.add(new RootResult(r.root(), r.className(), Compatibility.FULL, pass,
                    new DirectionResult(Direction.NEW_TO_OLD, DirectionResult.Status.JUDGED, Outcome.PASS, null, 3, 3),
                    r.oldControl(), r.newControl(), r.changedClasses(), List.of(), List.of(), false));
        }
        CheckReport gson = new CheckReport("gson", "Gson", "com.google.code.gson:gson:2.13.2",
                "com.google.code.gson:gson:2.13.2", kryo.oldClasses(), kryo.newClasses(), kryo.seed(), Compatibility.FULL,
                gsonRoots, kryo.diffs(), List.of(), List.of(), 1.1);
        List<RootResult> rows = new ArrayList<>(Check.named(kryo).roots());
        rows.addAll(Check.named(gson).roots());
        return new CheckReport("kryo, gson", "Kryo 5, Gson", "com.esotericsoftware:kryo:5.6.2, "
                + "com.google.code.gson:gson:2.13.2", "null, com.google.code.gson:gson:2.13.2", kryo.oldClasses(),
                kryo.newClasses(), kryo.seed(), Compatibility.NO_VERDICT, rows, AdapterDiffs.merge(List.of(kryo, gson)),
                List.of(), List.of("kryo: " + ReportFixtures.WARNING), 4.3,
                List.of(new Acceptance(ReportFixtures.ROOT_NONE, "old→new", "READ_FAILED", null, "flushed", true,
                        "kryo")), List.of(kryo, gson));
    }
}
