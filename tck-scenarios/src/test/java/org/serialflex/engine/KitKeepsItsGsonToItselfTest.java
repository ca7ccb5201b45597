package org.serialflex.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.json.ResultsJson;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The kit reads and writes its JSON with Gson, which is also a library the kit tests: this module's
 * test class path is what an adapter module's is (the kit's jars, no serializer of its own), and
 * holds no Gson class and no Gson pom.properties, while the kit's JSON still works (its relocated
 * copy). Run by Maven after tck-core is packaged; from tck-core's classes folder (an IDE) Gson is
 * missing, as this test says.
 */
class KitKeepsItsGsonToItselfTest {

    @Test
    void noGsonOfTheKitOnTheClassPath() {
        assertThatThrownBy(() -> Class.forName("com.google.gson.Gson")).isInstanceOf(ClassNotFoundException.class);
        assertThat(getClass().getClassLoader().getResource("META-INF/maven/com.google.code.gson/gson/pom.properties"))
                .as("a Gson pom.properties would make Library.fromPomProperties report the kit's version").isNull();
    }

    @Test
    void theKitsJsonWorksWithItsOwnCopy(@TempDir Path dir) throws Exception {
        AdapterResults results = new AdapterResults(AdapterResults.SCHEMA_VERSION, "test", "x", "X",
                new LibraryInfo("g", "a", "1"), "binary", JdkInfo.current(), "2026-01-01T00:00:00Z", 1, 0,
                List.of(), List.of(), null);

        ResultsJson.write(results, dir.resolve("x.json"));

        assertThat(ResultsJson.read(dir.resolve("x.json")).adapterId()).isEqualTo("x");
        assertThat(ResultsJson.class.getDeclaredField("GSON").getType().getName())
                .isEqualTo("org.serialflex.internal.gson.Gson");
    }
}
