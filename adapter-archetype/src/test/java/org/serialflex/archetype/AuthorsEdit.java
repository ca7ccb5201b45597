package org.serialflex.archetype;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an author types into the two TODOs of an adapter generated for protostuff, and the second
 * protostuff artifact its API lives in: the same edit in a kit module and in a project of its own.
 */
final class AuthorsEdit {

    private AuthorsEdit() {
    }

    static void complete(Path adapterSource, Path pom, String libraryVersion) throws IOException {
        Files.writeString(pom, Files.readString(pom).replaceFirst("(?m)^  </dependencies>", """
                    <dependency>
                      <groupId>io.protostuff</groupId>
                      <artifactId>protostuff-core</artifactId>
                      <version>%s</version>
                    </dependency>
                  </dependencies>""".formatted(libraryVersion)));
        String source = Files.readString(adapterSource);
        String completed = source
                .replace("import io.protostuff.runtime.RuntimeSchema;\n", """
                        import io.protostuff.LinkedBuffer;
                        import io.protostuff.ProtostuffIOUtil;
                        import io.protostuff.Schema;
                        import io.protostuff.runtime.RuntimeSchema;
                        """)
                .replaceAll("(?s)        // TODO serialize.*?not written yet\"\\);\n", """
                                Schema<Object> schema = RuntimeSchema.getSchema((Class<Object>) value.getClass());
                                return ProtostuffIOUtil.toByteArray(value, schema, LinkedBuffer.allocate());
                        """)
                .replaceAll("(?s)        // TODO deserialize.*?not written yet\"\\);\n", """
                                Schema<Object> schema = RuntimeSchema.getSchema((Class<Object>) rootType);
                                Object message = schema.newMessage();
                                ProtostuffIOUtil.mergeFrom(bytes, message, schema);
                                return message;
                        """);
        assertThat(completed).as("the template's TODOs are where the doc says").doesNotContain("TODO")
                .doesNotContain("not written yet");
        Files.writeString(adapterSource, completed);
    }

    /** Replaces {@code to} with a copy of {@code from}. */
    static void copyTree(Path from, Path to) throws IOException {
        if (Files.exists(to)) {
            try (Stream<Path> old = Files.walk(to)) {
                old.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        try (Stream<Path> files = Files.walk(from)) {
            files.forEach(source -> {
                try {
                    Path target = to.resolve(from.relativize(source).toString());
                    if (Files.isDirectory(source)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(source, target);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
