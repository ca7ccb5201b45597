package org.serialflex.corpus;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The oracle for the rows of the two pairs that hold issue 36's shapes in published code (README.md): in
 * docker-java-api 3.3.6 → 3.4.0, {@code ServiceModeConfig}, a two-sided holder ({@code replicated} or {@code global},
 * one set), and {@code HostConfig}, with array fields of classes ({@code Ulimit[]}, {@code Device[]}...); in
 * swagger-models 2.2.0 → 2.2.22, {@code SecurityRequirement extends LinkedHashMap<String, List<String>>}. As in
 * {@link ReproductionsTest}: each jar with its own copy of the library in a loader of its own, one object built by
 * hand, written by one side and read by the other; no check code involved.
 */
class ShapeReproductionsTest {

    private static final String DOCKER_PAIR = "docker-java-api-3.4";
    private static final String SWAGGER_PAIR = "swagger-models-2.2.22";
    private static final String DOCKER = "com.github.dockerjava.api.model.";
    private static final String SECURITY_REQUIREMENT = "io.swagger.v3.oas.models.security.SecurityRequirement";

    // ---- the two-sided holder: ServiceModeConfig holds replicated or global ----

    /** A replicated service: {@code replicated} set, {@code global} left null, as docker-java builds one. */
    private static Object replicatedMode(Side side, Map<String, Object> rawValues) {
        Object replicated = side.make(DOCKER + "ServiceReplicatedModeOptions");
        side.set(replicated, "replicas", 3L).set(replicated, "rawValues", new HashMap<>(rawValues));
        Object mode = side.make(DOCKER + "ServiceModeConfig");
        side.set(mode, "replicated", replicated);
        return mode;
    }

    private static Object globalMode(Side side) {
        Object mode = side.make(DOCKER + "ServiceModeConfig");
        side.set(mode, "global", side.make(DOCKER + "ServiceGlobalModeOptions"));
        return mode;
    }

    @Test
    void javaSerializationCarriesTheSideThatIsSetAndLeavesTheOtherNull() throws Exception {
        try (Side old = Side.of(DOCKER_PAIR, "old", Side.NONE); Side neu = Side.of(DOCKER_PAIR, "new", Side.NONE)) {
            Object replicated = neu.javaRead(Side.javaWrite(replicatedMode(old, Map.of())));
            assertThat(replicated.getClass().getClassLoader()).isSameAs(neu.loader);
            assertThat(Side.get(Side.get(replicated, "replicated"), "replicas")).isEqualTo(3L);
            assertThat(Side.get(replicated, "global")).isNull();
            Object global = old.javaRead(Side.javaWrite(globalMode(neu)));
            assertThat(Side.get(global, "global").getClass().getName()).isEqualTo(DOCKER + "ServiceGlobalModeOptions");
            assertThat(Side.get(global, "replicated")).isNull();
        }
    }

    @Test
    void kryoCarriesTheSideThatIsSetAndLeavesTheOtherNull() throws Exception {
        try (Side old = Side.of(DOCKER_PAIR, "old", Side.KRYO); Side neu = Side.of(DOCKER_PAIR, "new", Side.KRYO)) {
            Object replicated = neu.kryoRead(neu.kryo(false), old.kryoWrite(old.kryo(false), replicatedMode(old, Map.of("Note", "kept"))));
            assertThat(Side.get(Side.get(replicated, "replicated"), "replicas")).isEqualTo(3L);
            assertThat(Side.get(Side.get(replicated, "replicated"), "rawValues")).isEqualTo(Map.of("Note", "kept"));
            assertThat(Side.get(replicated, "global")).isNull();
            Object global = old.kryoRead(old.kryo(false), neu.kryoWrite(neu.kryo(false), globalMode(neu)));
            assertThat(Side.get(global, "global")).isNotNull();
            assertThat(Side.get(global, "replicated")).isNull();
        }
    }

    @Test
    void gsonReadsANumberAmongRawValuesBackAsADoubleWhicheverVersionWrote() throws Exception {
        try (Side old = Side.of(DOCKER_PAIR, "old", Side.GSON); Side neu = Side.of(DOCKER_PAIR, "new", Side.GSON)) {
            // rawValues is a Map<String, Object>: Gson has no type for the value and reads every JSON number as Double
            for (Side[] direction : new Side[][] {{old, neu}, {neu, old}, {old, old}, {neu, neu}}) {
                String as = direction[0].version + "→" + direction[1].version;
                Object read = direction[1].gsonRead(direction[0].gsonWrite(replicatedMode(direction[0], Map.of("Count", 47357))),
                        DOCKER + "ServiceModeConfig");
                Object replicated = Side.get(read, "replicated");
                assertThat(Side.get(replicated, "replicas")).as(as).isEqualTo(3L);
                assertThat(((Map<?, ?>) Side.get(replicated, "rawValues")).get("Count")).as(as).isEqualTo(47357.0);
                assertThat(Side.get(read, "global")).as(as).isNull();
            }
        }
    }

    @Test
    void jacksonWritesRawValuesAsPropertiesThatItCannotReadBackEvenUnchanged() throws Throwable {
        try (LibraryAlone old = new LibraryAlone(onlyJar(DOCKER_PAIR, "old"), LibraryAlone.Library.JACKSON)) {
            // DockerObject.getRawValues() is @JsonAnyGetter: each entry becomes a property of the object; there is no
            // @JsonAnySetter, so the reader meets an unknown property (FAIL_ON_UNKNOWN_PROPERTIES, Jackson's default)
            Object replicated = old.bean(DOCKER + "ServiceReplicatedModeOptions", "replicas", 3L,
                    "rawValues", new HashMap<>(Map.of("Extra", "from the daemon")));
            byte[] json = old.write(old.bean(DOCKER + "ServiceModeConfig", "replicated", replicated));
            assertThat(new String(json, java.nio.charset.StandardCharsets.UTF_8)).contains("\"Extra\":\"from the daemon\"");
            assertThatThrownBy(() -> old.read(json, DOCKER + "ServiceModeConfig"))
                    .hasMessageContaining("Unrecognized field \"Extra\"")
                    .hasMessageContaining(DOCKER + "ServiceReplicatedModeOptions");
            // with rawValues empty the same holder reads back: the failure is the any-getter alone
            Object plain = old.bean(DOCKER + "ServiceReplicatedModeOptions", "replicas", 3L);
            Object read = old.read(old.write(old.bean(DOCKER + "ServiceModeConfig", "replicated", plain)), DOCKER + "ServiceModeConfig");
            assertThat(LibraryAlone.get(LibraryAlone.get(read, "replicated"), "replicas")).isEqualTo(3L);
            assertThat(LibraryAlone.get(read, "global")).isNull();

            // HostConfig: every element class of its arrays and lists is a DockerObject, so the same holds there
            Object ulimit = old.bean(DOCKER + "Ulimit", "name", "nofile", "soft", 1024L, "hard", 2048L,
                    "rawValues", new HashMap<>(Map.of("Extra", "x")));
            Object ulimits = Array.newInstance(ulimit.getClass(), 1);
            Array.set(ulimits, 0, ulimit);
            byte[] host = old.write(old.bean(DOCKER + "HostConfig", "ulimits", ulimits));
            assertThatThrownBy(() -> old.read(host, DOCKER + "HostConfig"))
                    .hasMessageContaining("Unrecognized field \"Extra\"").hasMessageContaining(DOCKER + "Ulimit");
        }
    }

    // ---- HostConfig: array fields of classes ----

    private static Object hostConfig(Side side) {
        Object ulimits = Array.newInstance(side.type(DOCKER + "Ulimit"), 1);
        Array.set(ulimits, 0, side.make(DOCKER + "Ulimit", new Class<?>[] {String.class, long.class, long.class}, "nofile", 1024L, 2048L));
        Object devices = Array.newInstance(side.type(DOCKER + "Device"), 1);
        Object device = side.make(DOCKER + "Device");
        side.set(device, "cGroupPermissions", "rwm").set(device, "pathOnHost", "/dev/sda").set(device, "pathInContainer", "/dev/xvda");
        Array.set(devices, 0, device);
        Object host = side.make(DOCKER + "HostConfig");
        side.set(host, "ulimits", ulimits).set(host, "devices", devices).set(host, "memory", 1L << 30);
        return host;
    }

    @Test
    void javaSerializationCarriesHostConfigsArraysOfClassesElementByElement() throws Exception {
        try (Side old = Side.of(DOCKER_PAIR, "old", Side.NONE); Side neu = Side.of(DOCKER_PAIR, "new", Side.NONE)) {
            for (Side[] direction : new Side[][] {{old, neu}, {neu, old}}) {
                Object read = direction[1].javaRead(Side.javaWrite(hostConfig(direction[0])));
                Object ulimits = Side.get(read, "ulimits");
                assertThat(ulimits.getClass().getComponentType()).isSameAs(direction[1].type(DOCKER + "Ulimit"));
                assertThat(Side.get(Array.get(ulimits, 0), "name")).isEqualTo("nofile");
                assertThat(Side.get(Array.get(ulimits, 0), "hard")).isEqualTo(2048L);
                assertThat(Side.get(Array.get(Side.get(read, "devices"), 0), "pathInContainer")).isEqualTo("/dev/xvda");
                assertThat(Side.get(read, "memory")).isEqualTo(1L << 30);
            }
        }
    }

    @Test
    void kryoCannotCreateBindsWhichHasNoNoArgConstructorEvenUnchanged() throws Exception {
        try (Side old = Side.of(DOCKER_PAIR, "old", Side.KRYO)) {
            Object bind = old.make(DOCKER + "Bind", new Class<?>[] {String.class, old.type(DOCKER + "Volume")},
                    "/srv/data", old.make(DOCKER + "Volume", new Class<?>[] {String.class}, "/data"));
            Object bindArray = Array.newInstance(old.type(DOCKER + "Bind"), 1);
            Array.set(bindArray, 0, bind);
            Object host = hostConfig(old);
            old.set(host, "binds", old.make(DOCKER + "Binds", new Class<?>[] {bindArray.getClass()}, bindArray));
            byte[] bytes = old.kryoWrite(old.kryo(false), host);
            assertThatThrownBy(() -> old.kryoRead(old.kryo(false), bytes))
                    .hasMessageContaining("missing no-arg constructor").hasMessageContaining(DOCKER + "Binds");
            // without binds the arrays of classes read back: the failure is Binds alone
            old.set(host, "binds", null);
            Object read = old.kryoRead(old.kryo(false), old.kryoWrite(old.kryo(false), host));
            assertThat(Side.get(Array.get(Side.get(read, "ulimits"), 0), "soft")).isEqualTo(1024L);
        }
    }

    @Test
    void gsonCannotReadBackThePortKeysItWroteAsText() throws Exception {
        try (Side old = Side.of(DOCKER_PAIR, "old", Side.GSON)) {
            Object port = old.make(DOCKER + "ExposedPort", new Class<?>[] {int.class}, 8080);
            Object binding = old.make(DOCKER + "Ports$Binding", new Class<?>[] {String.class, String.class}, "0.0.0.0", "80");
            Object host = hostConfig(old);
            old.set(host, "portBindings", old.make(DOCKER + "Ports",
                    new Class<?>[] {port.getClass(), binding.getClass()}, port, binding));
            // Ports holds a Map<ExposedPort, Binding[]>: Gson writes a map key of a class as its toString()
            // ("8080/tcp") and reads the key back as an ExposedPort object, which a string is not
            byte[] json = old.gsonWrite(host);
            assertThat(new String(json, java.nio.charset.StandardCharsets.UTF_8)).contains("\"8080/tcp\":");
            assertThatThrownBy(() -> old.gsonRead(json, DOCKER + "HostConfig"))
                    .hasMessageContaining("Expected BEGIN_OBJECT but was STRING").hasMessageContaining("$.portBindings.ports");
            // without portBindings the arrays of classes read back: the failure is the map key alone
            old.set(host, "portBindings", null);
            Object read = old.gsonRead(old.gsonWrite(host), DOCKER + "HostConfig");
            assertThat(Side.get(Array.get(Side.get(read, "ulimits"), 0), "name")).isEqualTo("nofile");
        }
    }

    // ---- the map subclass: SecurityRequirement extends LinkedHashMap<String, List<String>> ----

    private static Object requirement(ClassLoader loader) throws ReflectiveOperationException {
        return fill(Class.forName(SECURITY_REQUIREMENT, true, loader).getConstructor().newInstance());
    }

    @Test
    void everyLibraryCarriesASecurityRequirementsListsAcrossTheReleases() throws Throwable {
        try (Side old = Side.of(SWAGGER_PAIR, "old", Side.KRYO); Side neu = Side.of(SWAGGER_PAIR, "new", Side.KRYO)) {
            assertCarried("kryo old→new", neu.kryoRead(neu.kryo(false), old.kryoWrite(old.kryo(false), requirement(old.loader))), neu.loader);
            assertCarried("kryo new→old", old.kryoRead(old.kryo(false), neu.kryoWrite(neu.kryo(false), requirement(neu.loader))), old.loader);
        }
        try (Side old = Side.of(SWAGGER_PAIR, "old", Side.GSON); Side neu = Side.of(SWAGGER_PAIR, "new", Side.GSON)) {
            assertCarried("gson old→new", neu.gsonRead(old.gsonWrite(requirement(old.loader)), SECURITY_REQUIREMENT), neu.loader);
            assertCarried("gson new→old", old.gsonRead(neu.gsonWrite(requirement(neu.loader)), SECURITY_REQUIREMENT), old.loader);
        }
        try (LibraryAlone old = new LibraryAlone(onlyJar(SWAGGER_PAIR, "old"), LibraryAlone.Library.JACKSON);
             LibraryAlone neu = new LibraryAlone(onlyJar(SWAGGER_PAIR, "new"), LibraryAlone.Library.JACKSON)) {
            Object written = old.bean(SECURITY_REQUIREMENT);
            Object read = neu.read(old.write(fill(written)), SECURITY_REQUIREMENT);
            assertCarried("jackson old→new", read, neu.bean(SECURITY_REQUIREMENT).getClass().getClassLoader());
        }
    }

    /** Two schemes, one with scopes, one without (an API key has none): the map's composed List values. */
    @SuppressWarnings("unchecked")
    private static Object fill(Object requirement) {
        ((Map<String, Object>) requirement).put("oauth", new ArrayList<>(List.of("read:pets", "write:pets")));
        ((Map<String, Object>) requirement).put("api_key", new ArrayList<>());
        return requirement;
    }

    private static void assertCarried(String as, Object read, ClassLoader reader) {
        assertThat(read.getClass().getName()).as(as).isEqualTo(SECURITY_REQUIREMENT);
        assertThat(read.getClass().getClassLoader()).as(as).isSameAs(reader);
        assertThat(new ArrayList<Object>(((Map<?, ?>) read).keySet())).as(as).containsExactlyInAnyOrder("oauth", "api_key");
        assertThat(((Map<?, ?>) read).get("oauth")).as(as).isEqualTo(List.of("read:pets", "write:pets"));
        assertThat(((Map<?, ?>) read).get("api_key")).as(as).isEqualTo(List.of());
    }

    private static Path onlyJar(String pair, String version) throws java.io.IOException {
        try (Stream<Path> jars = Files.list(Path.of(System.getProperty("corpus.dir")).resolve(pair).resolve(version))) {
            return jars.filter(p -> p.toString().endsWith(".jar")).findFirst().orElseThrow();
        }
    }
}
