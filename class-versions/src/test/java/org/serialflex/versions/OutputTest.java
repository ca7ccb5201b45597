package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.commons.ClassRemapper;
import net.bytebuddy.jar.asm.commons.Remapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class files as a world and a human see them: references, jars, javap. */
class OutputTest {

    /** One of everything, so the reference check covers every generator path. */
    static final ClassVersions EVERYTHING = ClassVersions.same(
            Dto.interfaceType("org.x.Shape"),
            Dto.abstractClass("org.x.Base").field("id", long.class).implementing("org.x.Shape"),
            Dto.bean("org.x.Person").extending("org.x.Base")
                    .field("name", String.class)
                    .field("price", BigDecimal.class)
                    .field("items", TypeRef.listOf(TypeRef.generated("org.x.Item")))
                    .field("color", TypeRef.generated("org.x.Color"))
                    .fieldWithInitializer("retries", Integer.class, 3)
                    .writeReplaceWith("org.x.Item"),
            Dto.bean("org.x.Item").field("name", String.class).field("full", String.class)
                    .readObjectRebuilds("full", "name").readResolveTo("org.x.Person")
                    .constructors(ConstructorStyle.PRIVATE_WITH_FACTORY),
            Dto.bean("org.x.Ext").field("name", String.class).externalizable(2),
            Dto.bean("org.x.Registry").singleton(),
            Dto.record("org.x.Point").field("x", int.class).field("tags", TypeRef.setOf(String.class)),
            Dto.enumeration("org.x.Color", "RED", "GREEN").constantWithBody("GREEN")
                    .enumField("code", String.class, "r", "g"));

    @Test
    void generatedClassesReferenceOnlyJdkGeneratedAndRuntimeTypes() {
        Set<String> generated = EVERYTHING.classNames(ClassVersion.V1);
        Set<String> referenced = new TreeSet<>();
        EVERYTHING.classBytes(ClassVersion.V1).values().forEach(bytes -> referenced.addAll(referencedTypes(bytes)));
        assertThat(referenced).contains("org.serialflex.versions.runtime.ExternalForm", "org.x.Item");
        assertThat(referenced).allSatisfy(name -> assertThat(name.startsWith("java.")
                || name.startsWith("org.serialflex.versions.runtime.") || generated.contains(name))
                .as("%s is a JDK, runtime helper or generated type", name).isTrue());
    }

    @Test
    void everyGeneratedClassLoadsAndLinksInAnIsolatedLoader() throws Exception {
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(EVERYTHING, ClassVersion.V1);
        for (String name : EVERYTHING.classNames(ClassVersion.V1)) {
            Class<?> type = Class.forName(name, true, loader);
            assertThat(type.getClassLoader()).isSameAs(loader);
            assertThat(type.getDeclaredMethods()).isNotNull();
        }
    }

    @Test
    void writeJarHoldsEveryClassUnderItsPath(@TempDir Path directory) throws IOException {
        Path jar = EVERYTHING.writeJar(ClassVersion.V2, directory.resolve("jars"));
        assertThat(jar.getFileName().toString()).isEqualTo("v2.jar");
        try (JarFile file = new JarFile(jar.toFile())) {
            List<String> entries = Collections.list(file.entries()).stream().map(JarEntry::getName)
                    .filter(name -> name.endsWith(".class")).toList();
            assertThat(entries).contains("org/x/Person.class", "org/x/Color$1.class");
            assertThat(entries).hasSameSizeAs(EVERYTHING.classNames(ClassVersion.V2));
            byte[] person = file.getInputStream(file.getJarEntry("org/x/Person.class")).readAllBytes();
            assertThat(person).isEqualTo(EVERYTHING.classBytes(ClassVersion.V2, "org.x.Person").orElseThrow());
        }
    }

    @Test
    void javapReadsTheJar(@TempDir Path directory) throws Exception {
        Path javap = Path.of(System.getProperty("java.home"), "bin", "javap");
        assumeTrue(Files.isExecutable(javap), "javap is not available in this JDK");
        Path jar = EVERYTHING.writeJar(ClassVersion.V1, directory);
        Process process = new ProcessBuilder(javap.toString(), "-cp", jar.toString(), "-p", "-v", "org.x.Person")
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains("public class org.x.Person extends org.x.Base")
                .contains("java.util.List<org.x.Item> items")
                .contains("serialVersionUID");
    }

    private static Set<String> referencedTypes(byte[] bytes) {
        Set<String> names = new TreeSet<>();
        Remapper collector = new Remapper() {
            @Override
            public String map(String internalName) {
                names.add(internalName.replace('/', '.'));
                return internalName;
            }
        };
        new ClassReader(bytes).accept(new ClassRemapper(new ClassWriter(0), collector), 0);
        return names;
    }
}
