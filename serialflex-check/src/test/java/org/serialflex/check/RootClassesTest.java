package org.serialflex.check;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The root patterns: a package, a package with its subpackages, a class, a nested class, a generic class with arguments. */
class RootClassesTest {

    @TempDir
    static Path dir;

    private static ClassShapes shapes;

    @BeforeAll
    static void compile() {
        shapes = new ClassShapes("v", ClassFiles.read(Sources.compile(dir,
                "package a; public class One { public static class Inner { String x; } }",
                "package a; public abstract class Base { }",
                "package a; public interface Api { }",
                "package a; public class Two<T> { T value; }",
                "package a.b; public class Deep { }",
                "package a.b.c; public class Deeper { }"), "v"));
    }

    private static List<String> resolve(String... entries) {
        return RootClasses.resolveTypes(List.of(entries), shapes, shapes).stream().map(RootType::toString).toList();
    }

    @Test
    void aPackageIsItsConcreteTopLevelClasses() {
        assertThat(resolve("a.*")).containsExactly("a.One", "a.Two");
        assertThat(resolve("a")).containsExactly("a.One", "a.Two");
    }

    @Test
    void twoStarsTakeTheSubpackagesToo() {
        assertThat(resolve("a.**")).containsExactly("a.One", "a.Two", "a.b.Deep", "a.b.c.Deeper");
        assertThat(resolve("a.b.**")).containsExactly("a.b.Deep", "a.b.c.Deeper");
    }

    @Test
    void classesNestedClassesAndAbstractClassesByName() {
        assertThat(resolve("a.One$Inner", "a.One.Inner", "a.Base")).containsExactly("a.One$Inner", "a.Base");
    }

    @Test
    void aGenericClassWithTypeArguments() {
        List<RootType> roots = RootClasses.resolveTypes(List.of("a.Two<java.lang.String>", "a.Two"), shapes, shapes);
        assertThat(roots).containsExactly(new RootType("a.Two", List.of("java.lang.String")), RootType.of("a.Two"));
        assertThat(roots.get(0).display()).isEqualTo("Two<String>");
        assertThatThrownBy(() -> resolve("a.One<java.lang.String>")).isInstanceOf(CheckInputException.class)
                .hasMessageContaining("name it without type arguments");
    }

    @Test
    void anEntryThatMatchesNothingIsBadInput() {
        assertThatThrownBy(() -> resolve("z.*")).isInstanceOf(CheckInputException.class).hasMessageContaining("z.*");
        assertThatThrownBy(() -> resolve(" ")).isInstanceOf(CheckInputException.class).hasMessageContaining("No root");
    }
}
