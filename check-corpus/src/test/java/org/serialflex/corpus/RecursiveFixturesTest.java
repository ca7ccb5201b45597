package org.serialflex.corpus;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.check.Check;
import org.serialflex.check.CheckOptions;
import org.serialflex.check.Compatibility;
import org.serialflex.check.Sources;
import org.serialflex.check.DirectionResult;
import org.serialflex.check.RootResult;
import org.serialflex.corpus.LibraryAlone.Library;
import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A change behind a type cycle (issue 42): a {@code Message pinned} inside {@code Message} that became an interface
 * type, and a folder's children whose element type became an interface, which a sample shows only inside a
 * nested object. Each verdict of the check is the break the library really has, reproduced with the library alone
 * in two class loaders ({@link LibraryAlone}); without the samples' second level, old→new was PASS: no sample
 * ever held a message inside a message. The check runs in this JVM, on the kit's Gson, Jackson and Kryo adapters
 * this module's tests have; the classes are compiled from the text here.
 */
class RecursiveFixturesTest {

    private static final String OLD_MESSAGE = "package t; public class Message { long id; String text; Message pinned; }";
    private static final String[] NEW_MESSAGE = {
        "package t; public interface MaybeMessage { }",
        "package t; public class Message implements MaybeMessage { long id; String text; MaybeMessage pinned; }",
        "package t; public class InaccessibleMessage implements MaybeMessage { long id; }"};

    private static final String OLD_FOLDER = "package t; public class Folder { String name; java.util.List<Folder> children; }";
    private static final String[] NEW_FOLDER = {
        "package t; public interface Node { }",
        "package t; public class Folder implements Node { String name; java.util.List<Node> children; }",
        "package t; public class File implements Node { String name; long size; }"};

    @TempDir
    Path dir;

    @Test
    void gsonCannotReadAnOldMessageInsideAMessageIntoTheNewInterfaceField() throws Throwable {
        Path old = Sources.compile(dir.resolve("old"), OLD_MESSAGE);
        Path now = Sources.compile(dir.resolve("new"), NEW_MESSAGE);

        RootResult message = check(old, now, "t.Message", "gson");

        assertThat(message.backward().notExercised()).isEmpty();
        assertThat(message.backward().outcome()).as(message.backward().evidence()).isEqualTo(Outcome.READ_FAILED);
        assertThat(message.backward().evidence()).contains("Interfaces can't be instantiated! Register an InstanceCreator or a TypeAdapter for this type. Interface name: t.MaybeMessage");
        // Gson cannot read its own new data either, but only in the retyped field, which the old reader has as a
        // concrete Message: new→old is judged on what the old reader meets
        assertThat(message.newControl().outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(message.forward().status()).isEqualTo(DirectionResult.Status.JUDGED);
        assertThat(message.forward().notExercised()).isEmpty();
        // an InaccessibleMessage, a class the old reader lacks, arrives as the old Message with its values: a stand-in
        // whose values are reachable, PASS by criterion C13 (CRITERIA.md), as the reproduction below shows
        assertThat(message.forward().outcome()).as(message.forward().evidence()).isEqualTo(Outcome.PASS);
        assertThat(message.verdict()).isEqualTo(Compatibility.FORWARD);

        try (LibraryAlone oldSide = new LibraryAlone(old, Library.GSON);
             LibraryAlone newSide = new LibraryAlone(now, Library.GSON)) {
            Object oldData = oldSide.bean("t.Message", "id", 1L, "pinned", oldSide.bean("t.Message", "id", 2L));
            byte[] oldBytes = oldSide.write(oldData);
            assertThatThrownBy(() -> newSide.read(oldBytes, "t.Message"))
                    .hasMessageContaining("Interfaces can't be instantiated! Register an InstanceCreator or a TypeAdapter for this type. Interface name: t.MaybeMessage");
            assertThat(LibraryAlone.get(newSide.read(oldSide.write(oldSide.bean("t.Message", "id", 1L)), "t.Message"),
                    "id")).as("without a message inside, old data reads").isEqualTo(1L);
            Object newData = newSide.bean("t.Message", "id", 1L, "pinned", newSide.bean("t.InaccessibleMessage", "id", 2L));
            Object read = oldSide.read(newSide.write(newData), "t.Message");
            Object pinned = LibraryAlone.get(read, "pinned");
            assertThat(pinned.getClass().getName()).as("a stand-in holding its values").isEqualTo("t.Message");
            assertThat(LibraryAlone.get(pinned, "id")).isEqualTo(2L);
        }
    }

    @Test
    void jacksonCannotReadAnOldMessageInsideAMessageIntoTheNewInterfaceField() throws Throwable {
        Path old = Sources.compile(dir.resolve("old"), OLD_MESSAGE);
        Path now = Sources.compile(dir.resolve("new"), NEW_MESSAGE);

        RootResult message = check(old, now, "t.Message", "jackson-json");

        assertThat(message.backward().notExercised()).isEmpty();
        assertThat(message.backward().outcome()).as(message.backward().evidence()).isEqualTo(Outcome.READ_FAILED);
        assertThat(message.backward().evidence()).contains("Cannot construct instance of `t.MaybeMessage`");
        assertThat(message.forward().status()).isEqualTo(DirectionResult.Status.JUDGED);
        // an InaccessibleMessage, a class the old reader lacks, arrives as the old Message with its values: a stand-in
        // whose values are reachable, PASS by criterion C13 (CRITERIA.md), as the reproduction below shows
        assertThat(message.forward().outcome()).as(message.forward().evidence()).isEqualTo(Outcome.PASS);
        assertThat(message.verdict()).isEqualTo(Compatibility.FORWARD);

        try (LibraryAlone oldSide = new LibraryAlone(old, Library.JACKSON);
             LibraryAlone newSide = new LibraryAlone(now, Library.JACKSON)) {
            byte[] oldBytes = oldSide.write(oldSide.bean("t.Message", "id", 1L, "pinned", oldSide.bean("t.Message", "id", 2L)));
            assertThatThrownBy(() -> newSide.read(oldBytes, "t.Message"))
                    .hasMessageContaining("Cannot construct instance of `t.MaybeMessage`");
            Object newData = newSide.bean("t.Message", "id", 1L, "pinned", newSide.bean("t.InaccessibleMessage", "id", 2L));
            Object pinned = LibraryAlone.get(oldSide.read(newSide.write(newData), "t.Message"), "pinned");
            assertThat(pinned.getClass().getName()).isEqualTo("t.Message");
            assertThat(LibraryAlone.get(pinned, "id")).isEqualTo(2L);
        }
    }

    @Test
    void kryoReadsAnOldMessageInsideAMessageButNotANewInaccessibleOne() throws Throwable {
        Path old = Sources.compile(dir.resolve("old"), OLD_MESSAGE);
        Path now = Sources.compile(dir.resolve("new"), NEW_MESSAGE);

        RootResult message = check(old, now, "t.Message", "kryo");

        // Kryo writes the class of a non-final field's value: an old Message is a Message in the new field too
        assertThat(message.backward().notExercised()).isEmpty();
        assertThat(message.backward().outcome()).as(message.backward().evidence()).isEqualTo(Outcome.PASS);
        assertThat(message.forward().outcome()).as(message.forward().evidence()).isEqualTo(Outcome.READ_FAILED);
        assertThat(message.forward().evidence()).contains("t.InaccessibleMessage");
        assertThat(message.verdict()).isEqualTo(Compatibility.BACKWARD);

        try (LibraryAlone oldSide = new LibraryAlone(old, Library.KRYO);
             LibraryAlone newSide = new LibraryAlone(now, Library.KRYO)) {
            Object inner = oldSide.bean("t.Message", "id", 3L);
            Object read = newSide.read(oldSide.write(oldSide.bean("t.Message", "id", 1L, "pinned",
                    oldSide.bean("t.Message", "id", 2L, "pinned", inner))), "t.Message");
            Object pinned = LibraryAlone.get(read, "pinned");
            assertThat(LibraryAlone.get(pinned, "id")).isEqualTo(2L);
            assertThat(LibraryAlone.get(LibraryAlone.get(pinned, "pinned"), "id")).isEqualTo(3L);
            byte[] newBytes = newSide.write(newSide.bean("t.Message", "id", 1L, "pinned",
                    newSide.bean("t.InaccessibleMessage", "id", 2L)));
            assertThatThrownBy(() -> oldSide.read(newBytes, "t.Message")).hasMessageContaining("t.InaccessibleMessage");
        }
    }

    @Test
    void gsonCannotReadOldChildrenIntoTheNewInterfaceElementsWhichOnlyNestedFoldersHold() throws Throwable {
        Path old = Sources.compile(dir.resolve("old"), OLD_FOLDER);
        Path now = Sources.compile(dir.resolve("new"), NEW_FOLDER);

        RootResult folder = check(old, now, "t.Folder", "gson");

        assertThat(folder.backward().notExercised()).isEmpty();
        assertThat(folder.backward().outcome()).as(folder.backward().evidence()).isEqualTo(Outcome.READ_FAILED);
        assertThat(folder.backward().evidence()).contains("Interfaces can't be instantiated! Register an InstanceCreator or a TypeAdapter for this type. Interface name: t.Node");
        assertThat(folder.forward().notExercised()).isEmpty();
        assertThat(folder.verdict()).isNotIn(Compatibility.FULL, Compatibility.BACKWARD);

        try (LibraryAlone oldSide = new LibraryAlone(old, Library.GSON);
             LibraryAlone newSide = new LibraryAlone(now, Library.GSON)) {
            byte[] oldBytes = oldSide.write(oldSide.bean("t.Folder", "name", "root", "children",
                    new java.util.ArrayList<>(List.of(oldSide.bean("t.Folder", "name", "sub")))));
            assertThatThrownBy(() -> newSide.read(oldBytes, "t.Folder"))
                    .hasMessageContaining("Interfaces can't be instantiated! Register an InstanceCreator or a TypeAdapter for this type. Interface name: t.Node");
            byte[] empty = oldSide.write(oldSide.bean("t.Folder", "name", "root", "children", new java.util.ArrayList<>()));
            assertThat(LibraryAlone.get(newSide.read(empty, "t.Folder"), "name"))
                    .as("a folder without children reads: the break is in the nested folders alone").isEqualTo("root");
        }
    }

    private RootResult check(Path old, Path now, String root, String adapter) {
        CheckOptions defaults = CheckOptions.of(old, now, List.of(root), adapter);
        CheckOptions options = new CheckOptions(old, now, defaults.roots(), adapter, List.of(), adapter, false,
                dir.resolve("report"), 42, 3, defaults.timeLimit(), true, Compatibility.NONE, java.util.Optional.empty(),
                Set.of(), List.of(), java.util.Map.of(), java.util.Optional.empty());
        return new Check(options).run().roots().get(0);
    }
}
