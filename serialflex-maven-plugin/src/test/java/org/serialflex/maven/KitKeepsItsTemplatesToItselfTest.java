package org.serialflex.maven;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The plugin's class path (on which serialflex:check runs, with the adapter a user adds) holds the kit's template
 * engine only relocated, inside tck-core's jar: a library under test that uses JMustache itself meets its own.
 */
class KitKeepsItsTemplatesToItselfTest {

    @Test
    void thePluginsClassPathHoldsTheTemplateEngineOnlyRelocated() throws Exception {
        assertThatThrownBy(() -> Class.forName("com.samskivert.mustache.Mustache", false, getClass().getClassLoader()))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(getClass().getClassLoader().getResource("META-INF/maven/com.samskivert/jmustache/pom.properties"))
                .isNull();
        assertThat(Class.forName("org.serialflex.internal.mustache.Mustache")).as("relocated").isNotNull();
    }
}
