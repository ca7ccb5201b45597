package org.serialflex.maven;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every goal's parameters are documented where a user looks: {@code mvn serialflex:help} and
 * docs/maven-plugin.md, both from the descriptor maven-plugin-plugin generates from the mojos.
 */
class PluginDocsTest {

    private static final Path MODULE = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath();
    private static final Path PAGE = MODULE.getParent().resolve("docs/maven-plugin.md");

    private static Document descriptor() throws Exception {
        try (InputStream in = Files.newInputStream(MODULE.resolve("target/classes/META-INF/maven/plugin.xml"))) {
            return PluginDocs.descriptor(in);
        }
    }

    @Test
    void thereIsAHelpGoalAndEveryParameterSaysWhatItDoes() throws Exception {
        Document descriptor = descriptor();

        assertThat(PluginDocs.parameters(descriptor)).extracting(PluginDocs.Parameter::goal).contains("help");
        assertThat(PluginDocs.parameters(descriptor)).filteredOn(p -> p.description().isBlank())
                .as("parameters without javadoc: serialflex:help and docs/maven-plugin.md would show them bare")
                .extracting(p -> p.goal() + "." + p.name()).isEmpty();
    }

    @Test
    void theChecksRequiredLevelDefaultsToTheCommandLinesOneConstantAndItsTextSaysSo() throws Exception {
        PluginDocs.Parameter require = PluginDocs.parameters(descriptor()).stream()
                .filter(p -> p.goal().equals("check") && p.name().equals("require")).findFirst().orElseThrow();

        assertThat(require.defaultValue()).isEqualTo(org.serialflex.check.CheckOptions.DEFAULT_REQUIRED);
        // the javadoc is typed: it must say the same default as the constant
        assertThat(require.description()).contains("Default: " + org.serialflex.check.CheckOptions.DEFAULT_REQUIRED + ".");
    }

    @Test
    void theDocsPageIsTheDescriptorRendered() throws Exception {
        String rendered = PluginDocs.markdown(descriptor());
        Path fresh = Files.writeString(MODULE.resolve("target/maven-plugin.md"), rendered);

        assertThat(PAGE).as("docs/maven-plugin.md is out of date with the mojos: cp " + fresh + " " + PAGE).exists();
        assertThat(Files.readString(PAGE)).as("docs/maven-plugin.md is out of date with the mojos: cp " + fresh + " "
                + PAGE).isEqualTo(rendered);
    }
}
