package org.serialflex.tck;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TckSettingsTest {

    private static final String PROPERTY = "serialflex.reactorProjects";
    private final String before = System.getProperty(PROPERTY);

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty(PROPERTY);
        } else {
            System.setProperty(PROPERTY, before);
        }
    }

    @Test
    void theReportIsFoundInMavensListOfTheBuildsProjects() {
        System.setProperty(PROPERTY, "projects [MavenProject: org.serialflex:tck-core:0.1.0-SNAPSHOT @ /p/tck-core/pom.xml,"
                + " MavenProject: org.serialflex:flexibility-matrix:0.1.0-SNAPSHOT @ /p/flexibility-matrix/pom.xml]");

        assertThat(TckSettings.fromSystemProperties().reportInBuild()).isTrue();
    }

    @Test
    void aSingleModuleBuildHasNoReport() {
        System.setProperty(PROPERTY, "projects [MavenProject: org.serialflex:adapter-kryo:0.1.0-SNAPSHOT @ "
                + "/p/adapters/kryo/pom.xml]");

        assertThat(TckSettings.fromSystemProperties().reportInBuild()).isFalse();
    }

    @Test
    void theReportLibraryAloneChecksNoNames() {
        System.setProperty(PROPERTY, "projects [MavenProject: org.serialflex:adapter-kryo:0.1.0-SNAPSHOT @ "
                + "/p/adapters/kryo/pom.xml, MavenProject: org.serialflex:matrix-report:0.1.0-SNAPSHOT @ "
                + "/p/matrix-report/pom.xml]");

        assertThat(TckSettings.fromSystemProperties().reportInBuild()).isFalse();
    }

    @Test
    void outsideMavenThereIsNoReport() {
        System.clearProperty(PROPERTY);

        assertThat(TckSettings.fromSystemProperties().reportInBuild()).isFalse();
    }

    @Test
    void aModulesCaseTimeLimitHoldsUnlessTheCommandLineGivesOne() {
        java.util.Map<String, String> module = java.util.Map.of("serialflex.moduleCaseTimeoutMillis", "60000");
        java.util.Map<String, String> both = java.util.Map.of("serialflex.moduleCaseTimeoutMillis", "60000",
                "serialflex.caseTimeoutMillis", "5000");

        assertThat(TckSettings.from(name -> java.util.Optional.ofNullable(module.get(name))).timeLimit())
                .isEqualTo(java.time.Duration.ofSeconds(60));
        assertThat(TckSettings.from(name -> java.util.Optional.ofNullable(both.get(name))).timeLimit())
                .isEqualTo(java.time.Duration.ofSeconds(5));
        assertThat(TckSettings.from(name -> java.util.Optional.empty()).timeLimit())
                .isEqualTo(java.time.Duration.ofSeconds(10));
    }

    @Test
    void theBuildsShardComesFromTheLaunchersParameterNotFromTheSystemProperty() {
        java.util.Map<String, String> parameters = java.util.Map.of("serialflex.buildShard", "2/4",
                "serialflex.shard", "1/4");

        assertThat(TckSettings.from(name -> java.util.Optional.ofNullable(parameters.get(name))).shard())
                .contains(new org.serialflex.shard.Shard(2, 4));
        assertThat(TckSettings.from(name -> java.util.Optional.ofNullable(
                java.util.Map.of("serialflex.shard", "1/4").get(name))).shard()).isEmpty();
    }

    @Test
    void aBadShardIsRefusedInOneLine() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TckSettings.from(name -> java.util.Optional.ofNullable(
                        java.util.Map.of("serialflex.buildShard", "5/4").get(name))))
                .hasMessage("-Dserialflex.shard=5/4 is not a shard: give i/n, this build's part i of n parts, whole "
                        + "numbers with 1 ≤ i ≤ n (e.g. -Dserialflex.shard=2/4)");
    }

    @Test
    void worldsAndTheSafetyReadLimitAreReadWithTheOtherSettings() {
        TckSettings defaults = TckSettings.from(name -> java.util.Optional.empty());
        TckSettings given = TckSettings.from(name -> java.util.Optional.ofNullable(java.util.Map.of(
                "serialflex.worlds", "fresh", "serialflex.safety.readTimeoutMillis", "250").get(name)));

        assertThat(defaults.worlds()).isEqualTo(org.serialflex.runner.WorldSharing.SHARED);
        assertThat(defaults.safetyReadTimeLimit()).isEqualTo(java.time.Duration.ofSeconds(5));
        assertThat(given.worlds()).isEqualTo(org.serialflex.runner.WorldSharing.FRESH);
        assertThat(given.safetyReadTimeLimit()).isEqualTo(java.time.Duration.ofMillis(250));
    }

    @Test
    void theJdkHomesForLanesAreReadWithTheOtherSettings() {
        assertThat(TckSettings.from(name -> java.util.Optional.empty()).jdks()).isEmpty();
        assertThat(TckSettings.from(name -> java.util.Optional.ofNullable(java.util.Map.of(
                "serialflex.jdks", "25=/opt/jdk-25").get(name))).jdks()).isEqualTo("25=/opt/jdk-25");
    }

    @Test
    void aBadWorldsValueIsRefusedInOneLineNamingWhereItWasGiven() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TckSettings.from(name -> java.util.Optional.ofNullable(
                        java.util.Map.of("serialflex.worlds", "warm").get(name))))
                .hasMessageStartingWith("@ConfigurationParameter(key = \"serialflex.worlds\", value = \"warm\")")
                .hasMessageEndingWith("is neither 'shared' nor 'fresh'; use -Dserialflex.worlds=fresh for a fresh pair "
                        + "of worlds per case");
    }
}
