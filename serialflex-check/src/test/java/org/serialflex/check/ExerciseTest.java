package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A change behind a type cycle (issue 42): the fields a change concerns are filled in the samples where the
 * generator ends a cycle with null, two levels deep and bounded, and what no sample wrote is named.
 */
class ExerciseTest {

    @TempDir
    Path dir;

    @Test
    void aRetypedFieldOnASelfCycleIsFilledTwoLevelsDeepWithEachImplementation() {
        ClassShapes old = shapes("old", "package t; public class Message { long id; Message pinned; Message reply; }");
        ClassShapes now = shapes("new", "package t; public interface Maybe { }",
                "package t; public class Message implements Maybe { long id; Maybe pinned; Message reply; }",
                "package t; public class Gone implements Maybe { long id; }");
        StructuralDiff diff = new StructuralDiff(old, now);
        Exercise exercise = exercise(diff, now, "t.Message");

        // pinned changed; reply is a Message, a changed class: the old reader meets the change through it too
        assertThat(exercise.targets()).containsExactlyInAnyOrder("t.Message.pinned", "t.Message.reply");

        Population population = population(now, diff, "t.Message").filling(exercise.targets());
        List<Object> samples = new ArrayList<>();
        for (int i = 0; i < population.samplesNeeded(3); i++) {
            samples.add(Snapshot.of(population.create(i, now::type)));
        }
        assertThat(exercise.notExercised(samples)).isEmpty();
        assertThat(samples).allSatisfy(sample -> assertThat(depth(sample, "reply")).as("a message inside a message")
                .isGreaterThanOrEqualTo(2));
    }

    @Test
    void withoutTheFillTheSamplesNeverHoldAMessageInsideAMessageAndThatIsSaid() {
        ClassShapes old = shapes("old", "package t; public class Message { long id; Message pinned; }");
        ClassShapes now = shapes("new", "package t; public interface Maybe { }",
                "package t; public class Message implements Maybe { long id; Maybe pinned; }",
                "package t; public class Gone implements Maybe { long id; }");
        StructuralDiff diff = new StructuralDiff(old, now);
        Exercise exercise = exercise(diff, old, "t.Message");
        Population unfilled = population(old, diff, "t.Message");

        List<Object> samples = List.of(Snapshot.of(unfilled.create(0, old::type)), Snapshot.of(unfilled.create(1, old::type)));

        assertThat(exercise.notExercised(samples)).containsExactly("t.Message.pinned");
        Exercise newSide = exercise(diff, now, "t.Message");
        Object onlyGone = Snapshot.of(population(now, diff, "t.Message").create(0, now::type));
        assertThat(newSide.notExercised(List.of(onlyGone))).as("the first implementation alone")
                .containsExactly("t.Message.pinned holding t.Message");
    }

    @Test
    void aClearedSampleLacksTheChangedFieldsEverywhere() {
        ClassShapes old = shapes("old", "package t; public class Message { long id; Message pinned; }");
        ClassShapes now = shapes("new", "package t; public class Message { long id; Message pinned; String note; }");
        StructuralDiff diff = new StructuralDiff(old, now);
        Population population = population(now, diff, "t.Message").filling(exercise(diff, now, "t.Message").targets());

        Object sample = Snapshot.of(population.create(0, now::type, Set.of("t.Message.note")));

        Snapshot.Bean root = (Snapshot.Bean) sample;
        assertThat(root.fields().get("note")).isNull();
        assertThat(((Snapshot.Bean) root.fields().get("pinned")).fields().get("note")).isNull();
        assertThat(((Snapshot.Bean) root.fields().get("pinned")).fields().get("id")).isNotNull();
        // the one field on the cycle: a message in a message in a message, no deeper (PER_FIELD bounds the chain)
        assertThat(depth(sample, "pinned")).isEqualTo(1 + CycleFill.PER_FIELD);
    }

    @Test
    void aRawGenericFieldOnACycleIsFilledWithItsTypeVariablesBound() {
        // swagger's Schema<T> holds a raw Schema not: the generator cannot make the class with T unbound
        ClassShapes old = shapes("old", "package t; public class Node<T> { T value; Node not; }");
        ClassShapes now = shapes("new", "package t; public class Node<T> { T value; Node not; String note; }");
        StructuralDiff diff = new StructuralDiff(old, now);
        Exercise exercise = exercise(diff, old, "t.Node");
        Population population = population(old, diff, "t.Node").filling(exercise.targets());

        Object sample = Snapshot.of(population.create(0, old::type));

        assertThat(exercise.notExercised(List.of(sample))).isEmpty();
        assertThat(depth(sample, "not")).as("a node inside a node").isGreaterThanOrEqualTo(2);
    }

    private static int depth(Object snapshot, String field) {
        int depth = 0;
        for (Object at = snapshot; at instanceof Snapshot.Bean bean; at = bean.fields().get(field)) {
            depth++;
        }
        return depth;
    }

    private ClassShapes shapes(String label, String... units) {
        return new ClassShapes(label, ClassFiles.read(Sources.compile(dir.resolve(label), units), label));
    }

    private static Exercise exercise(StructuralDiff diff, ClassShapes side, String root) {
        WireNames.Version version = side.label().equals("old") ? WireNames.Version.OLD : WireNames.Version.NEW;
        return Exercise.of(side, diff.reachedFrom(root), diff.changedFields(root, version), diff.changes(root));
    }

    private static Population population(ClassShapes side, StructuralDiff diff, String root) {
        return Population.of(42, side, RootType.of(root), diff.reachedFrom(root), SampleRules.NONE);
    }
}
