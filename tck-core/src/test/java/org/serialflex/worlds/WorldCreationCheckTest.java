package org.serialflex.worlds;

import org.junit.jupiter.api.Test;
import org.serialflex.tck.PlainAdapter;
import org.serialflex.tck.SystemLoaderAdapter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WorldCreationCheckTest {

    @Test
    void anAdapterThatLivesInAWorldPasses() {
        assertThatCode(() -> WorldCreationCheck.requireCreatable(new PlainAdapter())).doesNotThrowAnyException();
    }

    @Test
    void aLibraryThatReachesForTheSystemClassLoaderFailsOnceWithItsWholeCauseAndWhatItMeans() throws Exception {
        SystemLoaderAdapter inTheKitsLoader = new SystemLoaderAdapter();

        assertThatThrownBy(() -> WorldCreationCheck.requireCreatable(inTheKitsLoader))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Adapter 'system-loader' (org.example:system-loader:1) cannot be created in an "
                        + "isolated world, so no case can run:\n  java.util.ServiceConfigurationError: ")
                .hasMessageContaining("\n  caused by java.lang.ClassCastException: class "
                        + SystemLoaderAdapter.Helper.class.getName() + " cannot be cast to class "
                        + SystemLoaderAdapter.Helper.class.getName())
                .hasMessageContaining("usually ClassLoader.getSystemClassLoader()");
    }

    @Test
    void theWorldACaseHostKeepsHoldsTheInstanceItCreatedAndTheLibraryAsTheKitsCopyDeclaresIt() {
        PlainAdapter kitsCopy = new PlainAdapter();
        WorldCreationCheck.Created created = WorldCreationCheck.requireCreatableWorld("writer world 1", kitsCopy.id(),
                () -> { throw new AssertionError("the coordinates are asked for only when creation fails"); });
        try {
            assertThat(created.adapter().getClass().getClassLoader()).isSameAs(created.world().loader());
            assertThat(created.adapter().getClass()).isNotSameAs(PlainAdapter.class);
            assertThat(created.adapter().library()).isEqualTo(kitsCopy.library());
            assertThat(created.world().label()).isEqualTo("writer world 1");
        } finally {
            created.world().close();
        }
    }
}
