package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Fields matched by the names the library writes in its bytes, not by their Java names. */
class WireNamesTest {

    private static final String GSON = "import com.google.gson.annotations.SerializedName; ";

    @TempDir
    Path dir;

    @Test
    void javaNamesThatSwapTheirNamesInTheBytesCarryEachOthersValues() {
        // the Java names stay, the names in the bytes swap: Gson puts old x's value into new y
        Path old = Sources.compileWith(dir.resolve("old"), "package t; " + GSON + "public class Pair {"
                + " @SerializedName(\"a\") String x; @SerializedName(\"b\") String y; }");
        Path now = Sources.compileWith(dir.resolve("new"), "package t; " + GSON + "public class Pair {"
                + " @SerializedName(\"b\") String x; @SerializedName(\"a\") String y; }");

        RootResult pair = check(old, now, "t.Pair");

        assertThat(pair.backward().outcome()).as(pair.backward().evidence()).isEqualTo(Outcome.PASS);
        assertThat(pair.forward().outcome()).as(pair.forward().evidence()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aFieldWhoseNameInTheBytesChangedIsOneRemovedAndOneAddedNotACorruptCopy() {
        // same Java name, another name in the bytes: for Gson the old field is gone and a new one came, empty
        Path old = Sources.compileWith(dir.resolve("old"), "package t; " + GSON + "public class Pair {"
                + " @SerializedName(\"a\") String x; String z; }");
        Path now = Sources.compileWith(dir.resolve("new"), "package t; " + GSON + "public class Pair {"
                + " @SerializedName(\"c\") String x; String z; }");

        RootResult pair = check(old, now, "t.Pair");

        assertThat(pair.backward().outcome()).isEqualTo(Outcome.PASS);
        assertThat(pair.directions()).allSatisfy(d -> assertThat(d.outcome()).isNotEqualTo(Outcome.CORRUPT));
    }

    private static RootResult check(Path old, Path now, String root) {
        CheckOptions defaults = CheckOptions.of(old, now, List.of(root), "gson");
        CheckOptions options = new CheckOptions(old, now, defaults.roots(), defaults.adapterId(), List.of(),
                defaults.adapterId(), false, defaults.outputDir(), 42, 3, defaults.timeLimit(), true,
                Compatibility.NONE, java.util.Optional.empty(), java.util.Set.of(), List.of(), java.util.Map.of(),
                java.util.Optional.empty());
        return new Check(options).run().roots().get(0);
    }
}
