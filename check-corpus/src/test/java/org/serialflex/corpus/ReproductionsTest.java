package org.serialflex.corpus;

import org.junit.jupiter.api.Test;

import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The oracle for the surprising rows of README.md's table, outside the check: the old jar and the new jar
 * each in a {@link Side} (a URLClassLoader with its own copy of the library), one object built by hand,
 * written by one side, read by the other. No Instancio, no kit world, no comparison engine: what each test
 * asserts is what the library does.
 */
class ReproductionsTest {

    private static final String DOCKER = "com.github.dockerjava.api.model.";
    private static final String MAVEN = "org.apache.maven.model.";
    private static final String OAS = "io.swagger.v3.oas.models.";
    private static final String TELEGRAM = "org.telegram.telegrambots.meta.api.objects.";

    // ---- docker-java-api 3.2.14 → 3.3.6: ServiceUpdateState gained UNKNOWN first and ROLLBACK_STARTED,
    //      ROLLBACK_PAUSED before ROLLBACK_COMPLETED; Kryo writes an enum as its ordinal ----

    private static Object updateStatus(Side side, String state) {
        Object status = side.make(DOCKER + "ServiceUpdateStatus");
        side.set(status, "state", side.constant(DOCKER + "ServiceUpdateState", state))
                .set(status, "message", "rolling out").set(status, "startedAt", new Date(1_700_000_000_000L));
        return status;
    }

    @Test
    void kryoReadsAnOldUpdatingStateAsTheNewUnknownState() throws Exception {
        try (Side old = Side.of("docker-java-api", "old", Side.KRYO); Side neu = Side.of("docker-java-api", "new", Side.KRYO)) {
            byte[] bytes = old.kryoWrite(old.kryo(false), updateStatus(old, "UPDATING"));
            Object read = neu.kryoRead(neu.kryo(false), bytes);
            // no exception, the message arrives, and the state is another constant: silent corruption
            assertThat(Side.get(read, "message")).isEqualTo("rolling out");
            assertThat(((Enum<?>) Side.get(read, "state")).name()).isEqualTo("UNKNOWN");
            // and ROLLBACK_COMPLETED (old ordinal 3) becomes COMPLETED
            Object rolledBack = neu.kryoRead(neu.kryo(false), old.kryoWrite(old.kryo(false), updateStatus(old, "ROLLBACK_COMPLETED")));
            assertThat(((Enum<?>) Side.get(rolledBack, "state")).name()).isEqualTo("COMPLETED");
        }
    }

    @Test
    void kryoReadsANewUnknownStateAsTheOldUpdatingStateAndFailsPastTheOldConstants() throws Exception {
        try (Side old = Side.of("docker-java-api", "old", Side.KRYO); Side neu = Side.of("docker-java-api", "new", Side.KRYO)) {
            Object read = old.kryoRead(old.kryo(false), neu.kryoWrite(neu.kryo(false), updateStatus(neu, "UNKNOWN")));
            assertThat(((Enum<?>) Side.get(read, "state")).name()).isEqualTo("UPDATING");
            assertThatThrownBy(() -> old.kryoRead(old.kryo(false), neu.kryoWrite(neu.kryo(false), updateStatus(neu, "ROLLBACK_COMPLETED"))))
                    .hasMessageContaining("Invalid ordinal for enum");
        }
    }

    @Test
    void javaSerializationRefusesANewConstantByNameAndNeverCarriesDockerObjectsRawValues() throws Exception {
        try (Side old = Side.of("docker-java-api", "old", Side.NONE); Side neu = Side.of("docker-java-api", "new", Side.NONE)) {
            // new→old: the enum is written by name; the old class has no UNKNOWN (the check printed KIT_ERROR here)
            assertThatThrownBy(() -> old.javaRead(Side.javaWrite(updateStatus(neu, "UNKNOWN"))))
                    .isInstanceOf(InvalidObjectException.class).hasMessageContaining("UNKNOWN");
            // old→new: by name, so UPDATING stays UPDATING
            Object read = neu.javaRead(Side.javaWrite(updateStatus(old, "UPDATING")));
            assertThat(((Enum<?>) Side.get(read, "state")).name()).isEqualTo("UPDATING");
            // the control old→old: rawValues lives in DockerObject, which is not Serializable, so it is never written
            Object status = updateStatus(old, "PAUSED");
            HashMap<String, Object> raw = new HashMap<>(Map.of("Extra", "from the daemon"));
            old.set(status, "rawValues", raw);
            Object back = old.javaRead(Side.javaWrite(status));
            assertThat((Map<?, ?>) Side.get(back, "rawValues")).isEmpty();
            assertThat(Side.get(back, "message")).isEqualTo("rolling out");
        }
    }

    @Test
    void kryoCannotReadAnOldHealthCheckIntoTheNewFieldLayout() throws Exception {
        try (Side old = Side.of("docker-java-api", "old", Side.KRYO); Side neu = Side.of("docker-java-api", "new", Side.KRYO)) {
            Object check = old.make(DOCKER + "HealthCheck");
            old.set(check, "interval", 1_000L).set(check, "timeout", 2_764L).set(check, "retries", 3)
                    .set(check, "startPeriod", 5L).set(check, "test", new ArrayList<>(List.of("CMD", "true")));
            // with a test command the misaligned stream soon names a class id that does not exist: READ_FAILED
            byte[] withTest = old.kryoWrite(old.kryo(false), check);
            assertThatThrownBy(() -> neu.kryoRead(neu.kryo(false), withTest)).hasMessageContaining("unregistered class ID");
            // without one the reader runs out of bytes: the misalignment is data-dependent (the reworked check's
            // sample 1, with DockerObject.rawValues set, read without an exception: see the final report)
            old.set(check, "test", null);
            byte[] withoutTest = old.kryoWrite(old.kryo(false), check);
            assertThatThrownBy(() -> neu.kryoRead(neu.kryo(false), withoutTest)).hasMessageContaining("Buffer underflow");
        }
    }

    @Test
    void kryoReadsAnOldHealthCheckSilentlyWrongWhenTheMisalignedStreamStillParses() throws Exception {
        try (Side old = Side.of("docker-java-api", "old", Side.KRYO); Side neu = Side.of("docker-java-api", "new", Side.KRYO)) {
            Object check = old.make(DOCKER + "HealthCheck");
            // values as the check's samples hold them: a list among DockerObject's rawValues, a two-word test command
            old.set(check, "interval", 6_959L).set(check, "timeout", 5_298L).set(check, "retries", 7_437)
                    .set(check, "startPeriod", 153L).set(check, "test", new ArrayList<>(List.of("T79099", "T82674")))
                    .set(check, "rawValues", new java.util.HashMap<>(java.util.Map.of("key376", new ArrayList<>(List.of("a68")))));
            Object read = neu.kryoRead(neu.kryo(false), old.kryoWrite(old.kryo(false), check));
            // no exception: the added startInterval takes startPeriod's value, and everything after it shifts
            assertThat(Side.get(read, "startInterval")).isEqualTo(153L);
            assertThat(Side.get(read, "timeout")).isEqualTo(28L);
            assertThat(Side.get(read, "interval")).isEqualTo(6_959L);
        }
    }

    // ---- maven-model 2.2.1 → 3.0: Dependency.optional boolean → String ----

    private static Object dependency(Side side, Object optional) {
        Object dependency = side.make(MAVEN + "Dependency");
        side.set(dependency, "groupId", "org.example").set(dependency, "artifactId", "lib")
                .set(dependency, "version", "1.0").set(dependency, "optional", optional);
        return dependency;
    }

    @Test
    void gsonReadsANewNonBooleanOptionalAsFalseInTheOldDependency() throws Exception {
        try (Side old = Side.of("maven-model", "old", Side.GSON); Side neu = Side.of("maven-model", "new", Side.GSON)) {
            // Maven 3 keeps optional as text so that it can be interpolated: ${lib.optional}
            Object read = old.gsonRead(neu.gsonWrite(dependency(neu, "${lib.optional}")), MAVEN + "Dependency");
            assertThat(Side.get(read, "optional")).isEqualTo(false);
            assertThat(Side.get(read, "artifactId")).isEqualTo("lib");
            // old→new converts: the JSON boolean true is read as the text "true"
            Object forward = neu.gsonRead(old.gsonWrite(dependency(old, true)), MAVEN + "Dependency");
            assertThat(Side.get(forward, "optional")).isEqualTo("true");
        }
    }

    @Test
    void javaSerializationRefusesEveryMavenModelClassForItsComputedSerialVersionUid() throws Exception {
        try (Side old = Side.of("maven-model", "old", Side.NONE); Side neu = Side.of("maven-model", "new", Side.NONE)) {
            Object exclusion = old.make(MAVEN + "Exclusion");
            old.set(exclusion, "groupId", "org.example").set(exclusion, "artifactId", "unwanted");
            assertThatThrownBy(() -> neu.javaRead(Side.javaWrite(exclusion)))
                    .isInstanceOf(InvalidClassException.class).hasMessageContaining("serialVersionUID");
            // new→new with real location keys (the field and "" for the element) writes and reads back
            Object dependency = dependency(neu, "true");
            Object source = neu.make(MAVEN + "InputSource");
            neu.set(source, "modelId", "org.example:app:1.0").set(source, "location", "/app/pom.xml");
            Object location = neu.make(MAVEN + "InputLocation", new Class<?>[]{int.class, int.class, neu.type(MAVEN + "InputSource")}, 12, 5, source);
            neu.set(dependency, "locations", new LinkedHashMap<>(Map.of("", location)));
            Object back = neu.javaRead(Side.javaWrite(dependency));
            assertThat(Side.get(back, "optional")).isEqualTo("true");
            assertThat(List.copyOf(((Map<?, ?>) Side.get(back, "locations")).keySet())).isEqualTo(List.of(""));
            assertThatThrownBy(() -> old.javaRead(Side.javaWrite(dependency)))
                    .isInstanceOf(InvalidClassException.class).hasMessageContaining("serialVersionUID");
        }
    }

    // ---- Kryo's CompatibleFieldSerializer skips an unknown field only when it can resolve the field's class ----

    @Test
    void kryoCompatibleCannotSkipAnUnknownFieldWhoseClassTheReaderLacks() throws Exception {
        try (Side old = Side.of("maven-model", "old", Side.KRYO); Side neu = Side.of("maven-model", "new", Side.KRYO)) {
            Object exclusion = neu.make(MAVEN + "Exclusion");
            neu.set(exclusion, "groupId", "org.example").set(exclusion, "artifactId", "unwanted");
            Object location = neu.make(MAVEN + "InputLocation", new Class<?>[]{int.class, int.class}, 3, 7);
            neu.set(exclusion, "locations", new LinkedHashMap<>(Map.of("", location)));
            byte[] bytes = neu.kryoWrite(neu.kryo(true), exclusion);
            assertThatThrownBy(() -> old.kryoRead(old.kryo(true), bytes)).hasMessageContaining("Unable to read unknown data");
            // even new→new fails: InputLocation has no no-arg constructor, which Kryo's default instantiator needs
            assertThatThrownBy(() -> neu.kryoRead(neu.kryo(true), bytes)).hasMessageContaining("missing no-arg constructor");
            // the same field, null, is skipped: the failure is the class 2.2.1 lacks, not the field
            neu.set(exclusion, "locations", null);
            Object read = old.kryoRead(old.kryo(true), neu.kryoWrite(neu.kryo(true), exclusion));
            assertThat(Side.get(read, "artifactId")).isEqualTo("unwanted");
            // and new→new reads it back without locations: the new→new control fails on that changed field alone,
            // which the old reader does not have, so the check judges new→old on what the old reader meets
            Object back = neu.kryoRead(neu.kryo(true), neu.kryoWrite(neu.kryo(true), exclusion));
            assertThat(Side.get(back, "artifactId")).isEqualTo("unwanted");
        }
        try (Side old = Side.of("swagger-models", "old", Side.KRYO); Side neu = Side.of("swagger-models", "new", Side.KRYO)) {
            Object schema = neu.make(OAS + "media.Schema");
            neu.set(schema, "title", "Pet").set(schema, "specVersion", neu.constant(OAS + "SpecVersion", "V30"));
            assertThatThrownBy(() -> old.kryoRead(old.kryo(true), neu.kryoWrite(neu.kryo(true), schema)))
                    .hasMessageContaining("Unable to read unknown data")
                    .hasRootCauseInstanceOf(ClassNotFoundException.class).rootCause().hasMessageContaining("SpecVersion");
            // old→new: ArraySchema.items moved up to Schema in 2.2.0; fields are matched by name, so it arrives
            Object array = old.make(OAS + "media.ArraySchema");
            Object item = old.make(OAS + "media.StringSchema");
            old.set(item, "title", "tag").set(array, "items", item).set(array, "title", "tags");
            Object read = neu.kryoRead(neu.kryo(true), old.kryoWrite(old.kryo(true), array));
            assertThat(Side.get(Side.get(read, "items"), "title")).isEqualTo("tag");
        }
    }

    // ---- swagger-models: Paths, ApiResponses, Callback... extend LinkedHashMap and add an extensions field ----

    @Test
    void kryoWritesPathsAsAMapAndLosesItsExtensionsEvenWithUnchangedClasses() throws Exception {
        try (Side old = Side.of("swagger-models", "old", Side.KRYO)) {
            Object openApi = old.make(OAS + "OpenAPI");
            Object paths = old.make(OAS + "Paths");
            @SuppressWarnings("unchecked") Map<String, Object> entries = (Map<String, Object>) paths;
            entries.put("/pets", old.make(OAS + "PathItem"));
            old.set(paths, "extensions", new LinkedHashMap<>(Map.of("x-owner", "pets-team")));
            old.set(openApi, "paths", paths).set(openApi, "openapi", "3.0.1");
            for (boolean compatible : new boolean[]{false, true}) {
                Object read = old.kryoRead(old.kryo(compatible), old.kryoWrite(old.kryo(compatible), openApi));
                Object readPaths = Side.get(read, "paths");
                assertThat(List.copyOf(((Map<?, ?>) readPaths).keySet())).isEqualTo(List.of("/pets"));
                assertThat(Side.get(readPaths, "extensions")).as("Paths.extensions, compatible=" + compatible).isNull();
            }
        }
    }

    // ---- java-semver 0.9.0 → 0.10.2: Version re-modelled, no field in common ----

    @Test
    void gsonReadsAnOldVersionAsZeroZeroZeroWithoutAWord() throws Exception {
        try (Side old = Side.of("java-semver", "old", Side.GSON); Side neu = Side.of("java-semver", "new", Side.GSON)) {
            Object version = old.callStatic("com.github.zafarkhaja.semver.Version", "valueOf",
                    new Class<?>[]{String.class}, "1.2.3-rc.1+build.5");
            Object read = neu.gsonRead(old.gsonWrite(version), "com.github.zafarkhaja.semver.Version");
            assertThat(Side.get(read, "major")).isEqualTo(0L);
            assertThat(Side.get(read, "minor")).isEqualTo(0L);
            assertThat(Side.get(read, "preReleaseIds")).isNull();
            List<String> names = new ArrayList<>();
            for (java.lang.reflect.Field f : read.getClass().getDeclaredFields()) {
                names.add(f.getName());
            }
            assertThat(names).doesNotContain("normal", "preRelease", "build");
        }
    }

    // ---- swagger-models with Jackson: a subclass held in a field that declares Schema ----

    @Test
    void jacksonCannotReadBackAnArraySchemaHeldInAFieldDeclaredSchemaEvenUnchanged() throws Throwable {
        Path jar = onlyJar("swagger-models", "old");
        try (LibraryAlone old = new LibraryAlone(jar, LibraryAlone.Library.JACKSON)) {
            Object items = old.bean(OAS + "media.StringSchema", "title", "tag");
            Object array = old.bean(OAS + "media.ArraySchema", "items", items);
            Object schema = old.bean(OAS + "media.Schema", "title", "pet", "not", array);
            byte[] json = old.write(schema);
            // no type information in the JSON: the reader makes the declared Schema, which in 2.1.13 has no items
            assertThatThrownBy(() -> old.read(json, OAS + "media.Schema"))
                    .hasMessageContaining("Unrecognized field \"items\"");
            // the Schema itself, with a Schema there, reads back
            Object plain = old.bean(OAS + "media.Schema", "title", "pet", "not", old.bean(OAS + "media.Schema", "title", "x"));
            assertThat(LibraryAlone.get(old.read(old.write(plain), OAS + "media.Schema"), "title")).isEqualTo("pet");
        }
    }

    private static Path onlyJar(String pair, String version) throws java.io.IOException {
        try (java.util.stream.Stream<Path> jars = java.nio.file.Files.list(
                Path.of(System.getProperty("corpus.dir")).resolve(pair).resolve(version))) {
            return jars.filter(p -> p.toString().endsWith(".jar")).findFirst().orElseThrow();
        }
    }

    // ---- telegrambots-meta 6.9.0 → 6.9.7.1: Message.pinnedMessage, a Message inside a Message, became an interface ----

    @Test
    void gsonCannotReadAnOldMessageInsideAMessageIntoTheNewInterfaceTypedPinnedMessage() throws Exception {
        try (Side old = Side.of("telegrambots-meta", "old", Side.GSON);
             Side neu = Side.of("telegrambots-meta", "new", Side.GSON)) {
            Object pinned = message(old, 2, "pinned");
            Object withPinned = message(old, 1, "hello");
            old.set(withPinned, "pinnedMessage", pinned);
            assertThatThrownBy(() -> neu.gsonRead(old.gsonWrite(withPinned), TELEGRAM + "Message"))
                    .hasMessageContaining("Interfaces can't be instantiated")
                    .hasMessageContaining(TELEGRAM + "MaybeInaccessibleMessage");
            // the same message without a message inside reads: the break is behind the type cycle alone
            Object read = neu.gsonRead(old.gsonWrite(message(old, 1, "hello")), TELEGRAM + "Message");
            assertThat(Side.get(read, "text")).isEqualTo("hello");
        }
    }

    @Test
    void gsonCannotReadItsOwnNewPinnedMessageButTheOldReaderTakesItAsAMessage() throws Exception {
        try (Side old = Side.of("telegrambots-meta", "old", Side.GSON);
             Side neu = Side.of("telegrambots-meta", "new", Side.GSON)) {
            Object chat = neu.make(TELEGRAM + "Chat");
            neu.set(chat, "id", 5L).set(chat, "type", "group");
            Object inaccessible = neu.make(TELEGRAM + "InaccessibleMessage");
            neu.set(inaccessible, "chat", chat).set(inaccessible, "messageId", 2).set(inaccessible, "date", 0);
            Object withPinned = message(neu, 1, "hello");
            neu.set(withPinned, "pinnedMessage", inaccessible);
            byte[] json = neu.gsonWrite(withPinned);
            // new→new: Gson cannot create the interface the new field declares (the check's new→new control)
            assertThatThrownBy(() -> neu.gsonRead(json, TELEGRAM + "Message"))
                    .hasMessageContaining("Interfaces can't be instantiated");
            // new→old: the old field is a concrete Message, which takes the InaccessibleMessage's values
            Object read = old.gsonRead(json, TELEGRAM + "Message");
            Object pinned = Side.get(read, "pinnedMessage");
            assertThat(pinned.getClass().getName()).isEqualTo(TELEGRAM + "Message");
            assertThat(Side.get(pinned, "messageId")).isEqualTo(2);
            assertThat(Side.get(pinned, "date")).isEqualTo(0);
            assertThat(Side.get(Side.get(pinned, "chat"), "id")).isEqualTo(5L);
        }
    }

    private static Object message(Side side, int id, String text) {
        Object message = side.make(TELEGRAM + "Message");
        side.set(message, "messageId", id).set(message, "text", text);
        return message;
    }
}
