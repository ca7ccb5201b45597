package org.serialflex.versions;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * The v1 and v2 class sets of one criterion. A Dto present in only one set is "missing" in the
 * other version, as criterion 13 needs.
 *
 * <pre>{@code
 * Dto address = Dto.bean("org.x.Address").field("city", String.class);
 * Dto person = Dto.bean("org.x.Person").field("phone", String.class)
 *         .field("address", TypeRef.generated("org.x.Address"));
 * ClassVersions versions = ClassVersions.of(
 *         List.of(person, address),
 *         List.of(person.renameField("phone", "phoneNumber"), address));
 * Map<String, byte[]> v1 = versions.classBytes(ClassVersion.V1);  // define these in the v1 world
 * }</pre>
 * The class files of a version are generated once, on first use, and cached; generation errors
 * (an unknown referenced class, a supertype cycle) surface as {@link IllegalArgumentException}
 * from the first call that needs them. Instances are immutable and thread-safe.
 */
public final class ClassVersions {

    private final Map<ClassVersion, List<Dto>> dtos;
    private final FieldIdentities identities;
    private final Map<ClassVersion, Map<String, byte[]>> generated = Collections.synchronizedMap(new EnumMap<>(ClassVersion.class));

    private ClassVersions(List<Dto> v1, List<Dto> v2) {
        Map<ClassVersion, List<Dto>> map = new EnumMap<>(ClassVersion.class);
        map.put(ClassVersion.V1, List.copyOf(v1));
        map.put(ClassVersion.V2, List.copyOf(v2));
        this.dtos = Collections.unmodifiableMap(map);
        this.identities = ClassGenerator.identitiesOf(java.util.stream.Stream.concat(v1.stream(), v2.stream()).toList());
    }

    /**
     * Declares both versions.
     *
     * @param v1 the Dtos of version 1
     * @param v2 the Dtos of version 2
     * @return the class versions
     */
    public static ClassVersions of(List<Dto> v1, List<Dto> v2) {
        return new ClassVersions(v1, v2);
    }

    /**
     * Declares identical classes in both versions.
     *
     * @param both the Dtos of either version
     * @return the class versions
     */
    public static ClassVersions same(Dto... both) {
        return of(List.of(both), List.of(both));
    }

    /**
     * Starts the builder form {@code ClassVersions.v1(a, b).v2(a2, b)}.
     *
     * @param dtos the Dtos of version 1
     * @return a step that takes the Dtos of version 2
     */
    public static WithV1 v1(Dto... dtos) {
        List<Dto> v1 = List.of(dtos);
        return v2 -> of(v1, List.of(v2));
    }

    /** The second step of {@link ClassVersions#v1(Dto...)}. */
    @FunctionalInterface
    public interface WithV1 {
        /**
         * @param dtos the Dtos of version 2
         * @return the class versions
         */
        ClassVersions v2(Dto... dtos);
    }

    /**
     * Returns the Dtos declared for a version.
     *
     * @param version the version
     * @return its Dtos, in declaration order
     */
    public List<Dto> dtos(ClassVersion version) {
        return dtos.get(version);
    }

    /**
     * Returns the Dto of a class in a version, if the version has it.
     *
     * @param version   the version
     * @param className a binary class name
     * @return the Dto, or empty if the class is missing in that version
     */
    public Optional<Dto> dto(ClassVersion version, String className) {
        return dtos(version).stream().filter(dto -> dto.className().equals(className)).findFirst();
    }

    /**
     * Returns the class files of a version, nested and anonymous classes (enum constant bodies)
     * included. The map is unmodifiable, its arrays are fresh copies the caller may keep.
     *
     * @param version the version
     * @return binary class name to class file bytes, supertypes before subtypes
     */
    public Map<String, byte[]> classBytes(ClassVersion version) {
        Map<String, byte[]> copy = new LinkedHashMap<>();
        generated(version).forEach((name, bytes) -> copy.put(name, bytes.clone()));
        return Collections.unmodifiableMap(copy);
    }

    /**
     * Returns the class file of one class of a version.
     *
     * @param version   the version
     * @param className a binary class name
     * @return a copy of its bytes, or empty if the version has no such class
     */
    public Optional<byte[]> classBytes(ClassVersion version, String className) {
        return Optional.ofNullable(generated(version).get(className)).map(byte[]::clone);
    }

    /**
     * Returns the binary names of the classes of a version.
     *
     * @param version the version
     * @return the names, nested classes included
     */
    public Set<String> classNames(ClassVersion version) {
        return Collections.unmodifiableSet(new LinkedHashSet<>(generated(version).keySet()));
    }

    /**
     * Writes the class files of a version into {@code directory/<label>.jar} (e.g. {@code v1.jar}),
     * creating the directory if needed, so that {@code javap -cp v1.jar -p -v org.x.Person}
     * works.
     *
     * @param version   the version
     * @param directory the target directory
     * @return the path of the written jar
     * @throws IOException if the jar cannot be written
     */
    public Path writeJar(ClassVersion version, Path directory) throws IOException {
        return writeJar(generated(version), directory.resolve(version.label() + ".jar"));
    }

    /**
     * Writes {@code classBytes} (binary class name to class file bytes) as the jar {@code jar}, so
     * that {@code javap -cp <jar> -p -v <class>} shows what a world was given.
     *
     * @return {@code jar}
     */
    public static Path writeJar(Map<String, byte[]> classBytes, Path jar) throws IOException {
        Files.createDirectories(jar.toAbsolutePath().getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (OutputStream file = Files.newOutputStream(jar);
             JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Map.Entry<String, byte[]> entry : new java.util.TreeMap<>(classBytes).entrySet()) {
                out.putNextEntry(new JarEntry(Names.internalName(entry.getKey()) + ".class"));
                out.write(entry.getValue());
                out.closeEntry();
            }
        }
        return jar;
    }

    @Override
    public String toString() {
        return "ClassVersions[v1=" + dtos.get(ClassVersion.V1) + ", v2=" + dtos.get(ClassVersion.V2) + "]";
    }

    private Map<String, byte[]> generated(ClassVersion version) {
        Objects.requireNonNull(version, "version");
        return generated.computeIfAbsent(version, v -> ClassGenerator.generate(dtos.get(v), identities));
    }
}
