package org.serialflex.corpus;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.check.Check;
import org.serialflex.check.CheckOptions;
import org.serialflex.check.Compatibility;
import org.serialflex.check.Sources;
import org.serialflex.check.DirectionResult;
import org.serialflex.check.RootResult;
import org.serialflex.corpus.LibraryAlone.Library;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same classes on both sides say nothing changed, so each direction between the "versions" must end as its
 * writer's control does (issue 36): no alarm, no verdict lost, nothing DEGRADED that the library carries whole. Run
 * over the three shapes that once broke it, written here (a two-sided holder whose library writes one side per
 * object, a map subclass whose value type is built from its type parameters, an array field of a class), the
 * {@code Object} field a Gson adapter hands back as its own {@code JsonPrimitive}, and over every root of the corpus
 * (each jar of README.md's pairs checked against itself). The checks run in this JVM, on the kit's adapters this
 * module's tests have.
 */
class SameClassesTest {

    /** A result whose library writes one side: {@code value} when {@code ok}, else {@code error} (writeObject). */
    static final String[] EITHER = {
        "package t; public class Payload implements java.io.Serializable { String name; long amount; }",
        """
        package t;
        public class Result implements java.io.Serializable {
            private boolean ok;
            private transient String error;
            private transient Payload value;
            private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
                out.writeBoolean(ok);
                out.writeObject(ok ? value : error);
            }
            private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
                ok = in.readBoolean();
                if (ok) { value = (Payload) in.readObject(); } else { error = (String) in.readObject(); }
            }
        }""",
        "package t; public class Reply implements java.io.Serializable { String id; Result result; java.util.List<Result> history; }"};

    static final String[] MULTI = {
        "package t; public class Multi<K, V> extends java.util.HashMap<K, java.util.List<V>> { }",
        "package t; public class Index implements java.io.Serializable { String name; Multi<String, String> tags; }"};

    static final String[] ARRAY = {
        "package t; public class Item implements java.io.Serializable { String sku; int count; }",
        "package t; public class Catalog implements java.io.Serializable { String title; Item[] items; }"};

    static final String[] JSON_ELEMENT = {
        """
        package t;
        public class AsElement implements com.google.gson.JsonSerializer<Object>, com.google.gson.JsonDeserializer<Object> {
            public com.google.gson.JsonElement serialize(Object src, java.lang.reflect.Type type,
                                                         com.google.gson.JsonSerializationContext context) {
                return context.serialize(src);
            }
            public Object deserialize(com.google.gson.JsonElement json, java.lang.reflect.Type type,
                                      com.google.gson.JsonDeserializationContext context) {
                return json;
            }
        }""",
        "package t; public class Note { String title; @com.google.gson.annotations.JsonAdapter(AsElement.class) Object data; }"};

    /** A fixture: its sources, its root, the adapters it is checked with. */
    record Fixture(String name, String[] sources, String root, List<String> adapters) {
    }

    static final List<Fixture> FIXTURES = List.of(
            new Fixture("two-sided holder", EITHER, "t.Reply", List.of("java", "gson", "jackson-json", "kryo")),
            // kryo cannot take it: kryoCannotTakeAMapSubclassWhoseValueTypeIsComposed
            new Fixture("map subclass with a composed value type", MULTI, "t.Index", List.of("java", "gson", "jackson-json")),
            new Fixture("array field of a class", ARRAY, "t.Catalog", List.of("java", "gson", "jackson-json", "kryo")));

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> theFixturesAgainstThemselvesPassInEveryDirection() {
        return FIXTURES.stream().flatMap(fixture -> fixture.adapters().stream().map(adapter -> DynamicTest.dynamicTest(
                fixture.name() + " with " + adapter, () -> {
                    Path classes = Sources.compile(dir.resolve(fixture.root() + "-" + adapter), fixture.sources());
                    RootResult result = check(classes, classes, List.of(fixture.root()), adapter).get(0);
                    assertEveryDirectionEndsAsItsControl(fixture.name() + " with " + adapter, result);
                    for (DirectionResult direction : result.directions()) {
                        assertThat(direction.status()).as(describe(fixture.name(), adapter, direction))
                                .isEqualTo(DirectionResult.Status.JUDGED);
                        assertThat(direction.outcome()).as(describe(fixture.name(), adapter, direction))
                                .isEqualTo(Outcome.PASS);
                    }
                    assertThat(result.verdict()).isEqualTo(Compatibility.FULL);
                })));
    }

    /**
     * A two-sided holder whose library writes one side per object: some samples carry {@code value}, some
     * {@code error}; neither is a field the library never carries, so none is listed as not carried.
     */
    @Test
    void aTwoSidedHolderIsNotListedAsNotCarried() {
        Path classes = Sources.compile(dir, EITHER);

        RootResult reply = check(classes, classes, List.of("t.Reply"), "java").get(0);

        assertThat(reply.notCarried()).doesNotContain("t.Result.value", "t.Result.error");
        assertThat(reply.verdict()).isEqualTo(Compatibility.FULL);
    }

    /**
     * An {@code Object} field Gson hands back as its own JsonPrimitive holding the same text: a type substituted, the
     * value kept, DEGRADED by CRITERIA.md, in the control and in both directions alike (one behaviour, one verdict);
     * reproduced with Gson alone in two class loaders.
     */
    @Test
    void anObjectFieldHandedBackAsTheLibrarysOwnElementIsDegradedEverywhere() throws Throwable {
        Path classes = Sources.compileWith(dir, JSON_ELEMENT);

        RootResult note = check(classes, classes, List.of("t.Note"), "gson").get(0);

        assertEveryDirectionEndsAsItsControl("Note with gson", note);
        for (DirectionResult direction : note.directions()) {
            assertThat(direction.outcome()).as(describe("Note", "gson", direction)).isEqualTo(Outcome.DEGRADED);
            assertThat(direction.evidence()).as(describe("Note", "gson", direction)).contains("JsonPrimitive");
        }
        assertThat(note.verdict()).isEqualTo(Compatibility.FULL);

        try (LibraryAlone writer = new LibraryAlone(classes, Library.GSON);
             LibraryAlone reader = new LibraryAlone(classes, Library.GSON)) {
            Object data = LibraryAlone.get(reader.read(writer.write(writer.bean("t.Note", "data", "qhPz")), "t.Note"), "data");
            assertThat(data.getClass().getName()).isEqualTo("com.google.gson.JsonPrimitive");
            assertThat(data.toString()).isEqualTo("\"qhPz\"");
        }
    }

    /**
     * Gson and Jackson alone, in two class loaders, carry a {@code Multi<String, String>} of lists and an array of
     * {@code Item} whole: what the check, before issue 36, refused (NO_VERDICT) or called DEGRADED.
     */
    @Test
    void theLibrariesAloneCarryTheMapSubclassAndTheArrayWhole() throws Throwable {
        Path multi = Sources.compile(dir.resolve("multi"), MULTI);
        Path array = Sources.compile(dir.resolve("array"), ARRAY);
        for (Library library : List.of(Library.GSON, Library.JACKSON)) {
            try (LibraryAlone writer = new LibraryAlone(multi, library); LibraryAlone reader = new LibraryAlone(multi, library)) {
                @SuppressWarnings("unchecked")
                java.util.Map<Object, Object> tags = (java.util.Map<Object, Object>) writer.bean("t.Multi");
                tags.put("colour", new ArrayList<>(List.of("red", "blue")));
                Object read = reader.read(writer.write(writer.bean("t.Index", "name", "shirts", "tags", tags)), "t.Index");
                Object readTags = LibraryAlone.get(read, "tags");
                assertThat(readTags.getClass().getName()).as(library.name()).isEqualTo("t.Multi");
                assertThat(((java.util.Map<?, ?>) readTags).get("colour")).as(library.name()).isEqualTo(List.of("red", "blue"));
            }
            try (LibraryAlone writer = new LibraryAlone(array, library); LibraryAlone reader = new LibraryAlone(array, library)) {
                Object items = java.lang.reflect.Array.newInstance(writer.bean("t.Item").getClass(), 1);
                java.lang.reflect.Array.set(items, 0, writer.bean("t.Item", "sku", "A-1", "count", 2));
                Object read = LibraryAlone.get(reader.read(writer.write(writer.bean("t.Catalog", "items", items)), "t.Catalog"), "items");
                assertThat(read.getClass().getComponentType().getName()).as(library.name()).isEqualTo("t.Item");
                assertThat(LibraryAlone.get(java.lang.reflect.Array.get(read, 0), "sku")).isEqualTo("A-1");
            }
        }
    }

    /**
     * Kryo reads the value class of a map field from the field's type arguments, unresolved ({@code String} for
     * {@code Multi<String, String>}), so it cannot write the map its class declares ({@code List<String>} values) even
     * with one version on both sides: no verdict, which the check says, and Kryo alone shows.
     */
    @Test
    void kryoCannotTakeAMapSubclassWhoseValueTypeIsComposed() throws Throwable {
        Path classes = Sources.compile(dir, MULTI);

        RootResult index = check(classes, classes, List.of("t.Index"), "kryo").get(0);

        assertEveryDirectionEndsAsItsControl("Index with kryo", index);
        assertThat(index.verdict()).isEqualTo(Compatibility.NO_VERDICT);
        assertThat(index.oldControl().evidence()).contains("java.util.ArrayList cannot be cast to class java.lang.String");

        try (LibraryAlone kryo = new LibraryAlone(classes, Library.KRYO)) {
            Object tags = kryo.bean("t.Multi");
            @SuppressWarnings("unchecked")
            java.util.Map<Object, Object> map = (java.util.Map<Object, Object>) tags;
            map.put("colour", new ArrayList<>(List.of("red")));
            Object sample = kryo.bean("t.Index", "name", "shirts", "tags", tags);
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> kryo.read(kryo.write(sample), "t.Index"))
                    .hasStackTraceContaining("java.util.ArrayList cannot be cast to class java.lang.String");
        }
    }

    /** Every root of the corpus, each jar of a pair against itself, with the table's adapters. */
    @TestFactory
    Stream<DynamicTest> everyCorpusJarAgainstItselfEndsAsItsControls() throws IOException {
        Map<String, List<String>> rootsByCheck = new LinkedHashMap<>();
        for (CorpusCheckTest.Row row : CorpusCheckTest.table()) {
            rootsByCheck.computeIfAbsent(row.pair() + "/" + row.adapter(), k -> new ArrayList<>()).add(row.root());
        }
        List<DynamicTest> tests = new ArrayList<>();
        rootsByCheck.forEach((check, roots) -> {
            String pair = check.substring(0, check.indexOf('/'));
            String adapter = check.substring(check.indexOf('/') + 1);
            for (String side : List.of("old", "new")) {
                tests.add(DynamicTest.dynamicTest(check + " " + side + " against itself", () -> {
                    Path jar = onlyJar(Path.of(System.getProperty("corpus.dir")).resolve(pair).resolve(side));
                    List<String> present = roots.stream().filter(root -> hasClass(jar, root)).toList();
                    for (RootResult result : check(jar, jar, present, adapter)) {
                        assertEveryDirectionEndsAsItsControl(check + " " + side, result);
                    }
                }));
            }
        });
        return tests.stream();
    }

    /**
     * old→new ends as old→old and new→old as new→new: the same status, the same outcome; and the root is never
     * called incompatible.
     */
    static void assertEveryDirectionEndsAsItsControl(String what, RootResult result) {
        assertThat(result.changedClasses()).as(what + ": the same classes changed nothing").isEmpty();
        for (DirectionResult[] pair : new DirectionResult[][] {{result.backward(), result.oldControl()},
                {result.forward(), result.newControl()}}) {
            String as = what + " " + result.root() + " " + pair[0].direction() + ": " + pair[0].evidence()
                    + "; its control " + pair[1].direction() + ": " + pair[1].evidence();
            assertThat(pair[0].status()).as(as).isEqualTo(pair[1].status());
            if (pair[1].status() == DirectionResult.Status.JUDGED) {
                assertThat(pair[0].outcome()).as(as).isEqualTo(pair[1].outcome());
            }
        }
        assertThat(result.verdict()).as(what + " " + result.root()).isIn(Compatibility.FULL, Compatibility.NO_VERDICT);
    }

    private static String describe(String fixture, String adapter, DirectionResult direction) {
        return fixture + " with " + adapter + " " + direction.direction() + ": " + direction.evidence();
    }

    private List<RootResult> check(Path old, Path now, List<String> roots, String adapter) {
        CheckOptions defaults = CheckOptions.of(old, now, roots, adapter);
        CheckOptions options = new CheckOptions(old, now, defaults.roots(), adapter, List.of(), adapter, false,
                dir.resolve("report-" + adapter + "-" + System.nanoTime()), 42, 3, defaults.timeLimit(), true,
                Compatibility.NONE, Optional.empty(), Set.of(), List.of(), Map.of(), Optional.empty());
        return new Check(options).run().roots();
    }

    private static Path onlyJar(Path dir) throws IOException {
        try (Stream<Path> jars = Files.list(dir)) {
            return jars.filter(p -> p.toString().endsWith(".jar")).findFirst().orElseThrow();
        }
    }

    private static boolean hasClass(Path jar, String className) {
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(jar.toFile())) {
            return zip.getEntry(className.replace('.', '/') + ".class") != null;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
