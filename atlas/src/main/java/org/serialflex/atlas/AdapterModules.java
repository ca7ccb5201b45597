package org.serialflex.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which adapter module of the checkout runs a lane: an adapter's module holds its pins
 * ({@code adapters/<module>/src/test/resources/serialflex/<id>.expected}); a lane between two adapters runs in the
 * module that depends on the other's (as {@code scripts/serialflex lane} finds it).
 */
final class AdapterModules {

    private final Path kit;

    AdapterModules(Path kit) {
        this.kit = kit;
    }

    Optional<String> of(String adapter) {
        try (Stream<Path> modules = Files.list(kit.resolve("adapters"))) {
            return modules.filter(m -> Files.isRegularFile(m.resolve("src/test/resources/serialflex/" + adapter
                    + ".expected"))).map(m -> kit.relativize(m).toString()).sorted().findFirst();
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + kit.resolve("adapters") + ": " + e.getMessage(), e);
        }
    }

    /** The module with both adapters on its test class path, or empty. */
    Optional<String> holding(String writer, String reader) {
        Optional<String> a = of(writer);
        Optional<String> b = of(reader);
        if (a.isEmpty() || b.isEmpty()) {
            return Optional.empty();
        }
        if (a.equals(b)) {
            return a;
        }
        if (dependsOn(a.get(), b.get())) {
            return a;
        }
        return dependsOn(b.get(), a.get()) ? b : Optional.empty();
    }

    private boolean dependsOn(String module, String other) {
        try {
            String name = Path.of(other).getFileName().toString();
            return Files.readString(kit.resolve(module).resolve("pom.xml"))
                    .contains("<artifactId>adapter-" + name + "</artifactId>");
        } catch (IOException e) {
            return false;
        }
    }
}
