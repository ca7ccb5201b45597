package org.serialflex.worlds;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class WorldTest {

    /** A loader a library might create inside a world to define generated classes. */
    private static final class LibraryLoader extends ClassLoader {
        LibraryLoader(ClassLoader parent) {
            super(parent);
        }
    }

    @Test
    void aWorldAdmitsJdkClassesItsOwnAndThoseOfLoadersItParents() throws Exception {
        try (World world = World.create("reader v1", Map.of()); World other = World.create("writer v1", Map.of())) {
            Class<?> ownCopy = Class.forName(WorldTest.class.getName(), false, world.loader());
            Class<?> otherCopy = Class.forName(WorldTest.class.getName(), false, other.loader());

            assertThat(world.admits(String.class)).isTrue();
            assertThat(world.admits(java.sql.Date.class)).as("platform loader").isTrue();
            assertThat(world.admits(ownCopy)).isTrue();
            assertThat(ownCopy).isNotSameAs(WorldTest.class);
            assertThat(world.admits(WorldTest.class)).as("the kit's own copy").isFalse();
            assertThat(world.admits(otherCopy)).as("another world's copy").isFalse();
            assertThat(new LibraryLoader(world.loader()).getParent()).isSameAs(world.loader());
        }
    }

    @Test
    void theSpiPackageIsSharedWithTheKit() throws Exception {
        try (World world = World.create("writer v1", Map.of())) {
            assertThat(Class.forName("org.serialflex.spi.SerializerAdapter", false, world.loader()))
                    .isSameAs(org.serialflex.spi.SerializerAdapter.class);
        }
    }

    @Test
    void dtoClassesAreDefinedInTheWorldFromBytes() {
        try (World world = World.create("reader v2", Map.of())) {
            assertThat(world.findClass("org.serialflex.dto.none.Missing")).isEmpty();
        }
    }

    @Test
    void everyWorldDefinesItsOwnCopyOfAJarsClassAsAUrlClassLoaderWould() throws Exception {
        Class<?> kitCopy = org.junit.jupiter.api.Test.class;
        try (World first = World.create("writer v1", Map.of()); World second = World.create("reader v1", Map.of())) {
            Class<?> one = Class.forName(kitCopy.getName(), false, first.loader());
            Class<?> two = Class.forName(kitCopy.getName(), false, second.loader());

            assertThat(one).isNotSameAs(two).isNotSameAs(kitCopy);
            assertThat(one.getClassLoader()).isSameAs(first.loader());
            assertThat(one.getProtectionDomain().getCodeSource().getLocation())
                    .isEqualTo(kitCopy.getProtectionDomain().getCodeSource().getLocation());
            assertThat(one.getPackage().getImplementationVersion()).as("the jar manifest's version")
                    .isNotNull().isEqualTo(kitCopy.getPackage().getImplementationVersion());
            assertThat(first.loader().getResource("org/junit/jupiter/api/Test.class")).isNotNull();
        }
    }

    @Test
    void aWorldGivenAClassPathLoadsItsClassesFromThereAndFromNowhereElse() throws Exception {
        java.nio.file.Path junitJar = java.nio.file.Path.of(org.junit.jupiter.api.Test.class.getProtectionDomain()
                .getCodeSource().getLocation().toURI());
        WorldClassPath junitOnly = WorldClassPath.of(java.util.List.of(junitJar));
        try (World world = World.create("writer old", Map.of(), junitOnly); World kit = World.create("reader new", Map.of())) {
            Class<?> test = Class.forName(org.junit.jupiter.api.Test.class.getName(), false, world.loader());

            assertThat(test.getClassLoader()).isSameAs(world.loader());
            assertThat(java.nio.file.Path.of(test.getProtectionDomain().getCodeSource().getLocation().toURI()))
                    .isEqualTo(junitJar);
            assertThat(world.findClass(WorldTest.class.getName())).as("not on the class path it was given").isEmpty();
            assertThat(kit.findClass(WorldTest.class.getName())).as("the kit's class path has it").isPresent();
        }
    }

    @Test
    void theKitsWorldClassPathIsTheOneWorldsWereAlwaysBuiltFrom() {
        assertThat(WorldClassPath.kit().urls()).containsExactly(KitClassPath.urls());
    }
}
