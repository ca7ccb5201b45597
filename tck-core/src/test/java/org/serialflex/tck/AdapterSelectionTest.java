package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.serialflex.spi.SerializerAdapter;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AdapterSelectionTest {

    private static final List<SerializerAdapter> KRYO_MODULE = List.of(named("kryo"), named("kryo-unsafe"));
    /** A module of the kit's repository, its selection given as -Dserialflex.adapters (the default wording). */
    private static final SettingSources KIT = new SettingSources(Map.of(), true);
    /** A library's own project whose suite carries the selection. */
    private static final SettingSources SUITE = new SettingSources(Map.of("serialflex.adapters",
            "@ConfigurationParameter(key = \"serialflex.adapters\", value = \"mylibb\") on the suite class"), false);

    @Test
    void noSelectionScoresEveryAdapterOfTheModule() {
        AdapterSelection selection = AdapterSelection.of(KRYO_MODULE, Set.of(), "kryo", false, KIT);

        assertThat(ids(selection.selected())).containsExactly("kryo", "kryo-unsafe");
        assertThat(selection.skipped()).isEmpty();
        assertThat(selection.notices()).isEmpty();
    }

    @Test
    void anUnselectedAdapterIsSkippedWithAOneLineNotice() {
        AdapterSelection selection = AdapterSelection.of(KRYO_MODULE, Set.of("kryo"), "kryo", false, KIT);

        assertThat(ids(selection.selected())).containsExactly("kryo");
        assertThat(selection.skipped()).singleElement().satisfies(s -> {
            assertThat(s.adapter().id()).isEqualTo("kryo-unsafe");
            assertThat(s.notice()).isEqualTo("serialflex: skipping adapter 'kryo-unsafe' of module kryo: "
                    + "not selected by -Dserialflex.adapters=kryo").doesNotContain("\n");
        });
        assertThat(selection.notices()).isEmpty();
    }

    @Test
    void inTheFullBuildAModuleNoneOfWhoseAdaptersIsSelectedIsSkippedNotFailed() {
        AdapterSelection selection = AdapterSelection.of(KRYO_MODULE, Set.of("fst"), "kryo", true, KIT);

        assertThat(selection.selected()).isEmpty();
        assertThat(ids(selection.skipped().stream().map(AdapterSelection.Skipped::adapter).toList()))
                .containsExactly("kryo", "kryo-unsafe");
        assertThat(selection.notices()).as("the kit's matrix checks the names in the full build").isEmpty();
    }

    @Test
    void withoutTheReportAMisspelledSelectionFailsWithTheModulesIdsAndWhereTheOthersAreChecked() {
        assertThatThrownBy(() -> AdapterSelection.of(KRYO_MODULE, ordered("kyro"), "kryo", false, KIT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("-Dserialflex.adapters=kyro selects none of the adapters of module kryo "
                        + "(its adapters: kryo, kryo-unsafe). Unknown here: [kyro].")
                .hasMessageContaining("checked only by the full build (mvn verify at the project root")
                .hasMessageContaining("mvn -pl adapters/<module> -am verify");
    }

    @Test
    void withoutTheReportANameOfAnotherModuleBesideAKnownOneIsANoticeNotAFailure() {
        AdapterSelection selection = AdapterSelection.of(KRYO_MODULE, ordered("kryo", "fst"), "kryo", false, KIT);

        assertThat(ids(selection.selected())).containsExactly("kryo");
        assertThat(selection.notices()).containsExactly("serialflex: -Dserialflex.adapters=kryo,fst also names [fst], "
                + "not adapters of module kryo (its adapters: kryo, kryo-unsafe); the full build (mvn verify at the "
                + "project root) checks them against every adapter module.");
    }

    @Test
    void inALibrarysOwnProjectATypoNamesTheSuitesParameterAndNoKitCommand() {
        List<SerializerAdapter> project = List.of(named("mylib"));

        assertThatThrownBy(() -> AdapterSelection.of(project, ordered("mylibb"), "mylib-serialflex", false, SUITE))
                .hasMessage("@ConfigurationParameter(key = \"serialflex.adapters\", value = \"mylibb\") on the suite "
                        + "class selects none of this project's adapters: mylibb is not among them (its adapters, "
                        + "registered in META-INF/services/org.serialflex.spi.SerializerAdapter: mylib). Correct the id "
                        + "there, or leave serialflex.adapters out to score every adapter of the project.")
                .message().doesNotContain("kit's repository").doesNotContain("adapters/pom.xml")
                .doesNotContain("-Dserialflex");
    }

    private static Set<String> ordered(String... ids) {
        return new LinkedHashSet<>(List.of(ids));
    }

    private static List<String> ids(List<SerializerAdapter> adapters) {
        return adapters.stream().map(SerializerAdapter::id).toList();
    }

    private static SerializerAdapter named(String id) {
        return new PlainAdapter(id);
    }
}
