package org.serialflex.tck;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class SettingSourcesTest {

    private static final String ADAPTERS = "serialflex.adapters";

    @AfterEach
    void clear() {
        System.clearProperty(ADAPTERS);
    }

    private static SettingSources sources(Map<String, String> parameters, Path moduleDir) {
        return SettingSources.of(name -> Optional.ofNullable(parameters.get(name)), moduleDir, List.of(ADAPTERS));
    }

    @Test
    void aValueTypedAsASystemPropertyIsNamedAsTheDashD() {
        System.setProperty(ADAPTERS, "kryo");

        assertThat(sources(Map.of(ADAPTERS, "kryo"), Path.of(".")).of(ADAPTERS)).isEqualTo("-Dserialflex.adapters=kryo");
    }

    @Test
    void aValueNoPropertyGaveIsTheSuitesConfigurationParameter() {
        assertThat(sources(Map.of(ADAPTERS, "mylibb"), Path.of(".")).of(ADAPTERS))
                .startsWith("@ConfigurationParameter(key = \"serialflex.adapters\", value = \"mylibb\") on the suite class");
    }

    @Test
    void theKitsOwnModulesAreInsideTheKitAndAProjectElsewhereIsNot() {
        assertThat(sources(Map.of(), Path.of(".")).insideKit()).as("tck-core, under the kit's root").isTrue();
        assertThat(sources(Map.of(), Path.of(System.getProperty("java.io.tmpdir"))).insideKit()).isFalse();
    }
}
