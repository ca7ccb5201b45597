package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.TckCase;
import org.serialflex.versions.ClassVersions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Writes the classes every case gives its writer and its reader world as jars under
 * {@code tck-scenarios/target/class-versions/<case id>/}, so that
 * {@code javap -cp target/class-versions/C08.int-to-long/reader-v2.jar -p org.serialflex.dto.ha0.Holderinttolong}
 * shows exactly what a case ran with (under the case's own package: {@code ha0} is C08's first case,
 * see {@code CaseNaming}).
 */
class CaseClassJarsTest {

    private static final Path JARS = Path.of("target", "class-versions");

    @Test
    void everyCasesWriterAndReaderClassesAreWrittenAsJars() throws IOException {
        List<TckCase> cases = Criteria.all().stream().flatMap(c -> c.cases().stream()).toList();

        for (TckCase tckCase : cases) {
            Path directory = JARS.resolve(tckCase.id());
            Path writer = ClassVersions.writeJar(tckCase.writerClasses(),
                    directory.resolve("writer-" + tckCase.writerClassVersion() + ".jar"));
            Path reader = ClassVersions.writeJar(tckCase.readerClasses(),
                    directory.resolve("reader-" + tckCase.readerClassVersion() + ".jar"));

            assertThat(classesIn(writer)).as(tckCase.id()).hasSize(tckCase.writerClasses().size());
            if (!tckCase.id().startsWith("ZOO.")) {
                // every criterion's case has classes; a value of the zoo held as the root is a JDK value alone
                assertThat(classesIn(writer)).as(tckCase.id()).isNotEmpty();
            }
            assertThat(classesIn(reader)).as(tckCase.id()).hasSize(tckCase.readerClasses().size());
        }
        assertThat(cases).hasSizeGreaterThanOrEqualTo(110);
    }

    private static List<String> classesIn(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.stream().map(JarEntry::getName).filter(name -> name.endsWith(".class")).toList();
        }
    }
}
