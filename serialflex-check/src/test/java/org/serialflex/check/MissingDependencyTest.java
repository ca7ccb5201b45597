package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A class the team's classes need that neither they nor the check's class path hold (a DTO
 * library's own dependency): bad input naming the missing class, the class that needs it and the fix.
 */
class MissingDependencyTest {

    @TempDir
    Path dir;

    private ClassShapes withoutTheDependency() {
        Map<String, byte[]> classes = new TreeMap<>(ClassFiles.read(Sources.compile(dir,
                "package d; public class Dependency { }",
                "package d; public class InAField { d.Dependency dependency; String name; }",
                "package d; public class InASignature { java.util.List<d.Dependency> dependencies; }",
                "package d; public class Sub extends d.Dependency { String name; }"), "new"));
        // compiled against it, shipped without it: the dependency's jar is not on the check's class path
        classes.remove("d.Dependency");
        return new ClassShapes("new", classes);
    }

    @Test
    void aFieldOfAMissingClassWhileShaping() {
        ClassShapes shapes = withoutTheDependency();
        assertThatThrownBy(() -> shapes.shape("d.InAField")).isInstanceOf(CheckInputException.class)
                .hasMessageContaining("The class d.Dependency, which d.InAField needs, is not on the check's class path")
                .hasMessageContaining("add the jar that holds d.Dependency to the check's class path".replace("add", "Add"))
                .hasMessageContaining("-cp").hasMessageContaining("project dependency");
    }

    @Test
    void aTypeArgumentOrASuperclassOfAMissingClassWhileShaping() {
        ClassShapes shapes = withoutTheDependency();
        assertThatThrownBy(() -> shapes.shape("d.InASignature")).isInstanceOf(CheckInputException.class)
                .hasMessageContaining("The class d.Dependency, which d.InASignature needs")
                .hasMessageContaining("Add the jar that holds d.Dependency");
        assertThatThrownBy(() -> shapes.shape("d.Sub")).isInstanceOf(CheckInputException.class)
                .hasMessageContaining("The class d.Dependency, which d.Sub needs")
                .hasMessageContaining("Add the jar that holds d.Dependency");
    }

    @Test
    void aRootThatNeedsAMissingClassWhilePopulating() {
        ClassShapes shapes = withoutTheDependency();
        Population population = new Population(42, RootType.of("d.Sub"), Map.of(), Map.of(), SampleRules.NONE,
                shapes.classFiles().keySet(), java.util.List.of());
        assertThatThrownBy(() -> population.create(0, shapes::type)).isInstanceOf(CheckInputException.class)
                .hasMessageContaining("The class d.Dependency, which d.Sub needs")
                .hasMessageContaining("Add the jar that holds d.Dependency");
    }
}
