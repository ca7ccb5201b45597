package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.serialflex.worlds.World;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The kit's pages are rendered by a template engine (JMustache) that no world and no library under test meets:
 * this module's test class path is the one its worlds are built from, and it holds no JMustache class, jar or
 * pom.properties, while the check's page renders with the relocated copy in tck-core's jar. Run by Maven after
 * tck-core is packaged; from tck-core's classes folder (an IDE) the engine is missing, as this test says.
 */
class KitKeepsItsTemplatesToItselfTest {

    @Test
    void noTemplateEngineUnderItsOwnNameOnTheClassPathWorldsAreBuiltFrom() {
        assertThatThrownBy(() -> Class.forName("com.samskivert.mustache.Mustache", false, getClass().getClassLoader()))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(getClass().getClassLoader().getResource("META-INF/maven/com.samskivert/jmustache/pom.properties"))
                .isNull();
        assertThat(World.kitClassPath().stream().map(p -> p.getFileName().toString()))
                .as("the worlds' class path").isNotEmpty().noneMatch(name -> name.startsWith("jmustache-"));
    }

    @Test
    void theChecksPageRendersWithTheKitsOwnCopy() throws Exception {
        assertThat(CheckHtml.render(ReportFixtures.big())).startsWith("<!DOCTYPE html>");
        assertThat(Class.forName("org.serialflex.internal.mustache.Mustache")).as("relocated").isNotNull();
    }
}
