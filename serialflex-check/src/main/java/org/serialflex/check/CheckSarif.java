package org.serialflex.check;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The check's findings as SARIF 2.1.0 ({@code check.sarif}), for code scanning: one result per reason the check fails,
 * its rule the kind of reason, located at the source file of the first changed class its root reaches when the
 * project's sources hold it ({@code --sources}), else at nothing (a SARIF result may have no location).
 */
final class CheckSarif {

    static final String FILE_NAME = "check.sarif";

    private CheckSarif() {
    }

    /** Writes {@value #FILE_NAME} into the report's directory. */
    static void write(List<Failure> failures, CheckReport report, CheckOptions options) {
        try {
            Files.createDirectories(options.outputDir());
            Files.writeString(options.outputDir().resolve(FILE_NAME), render(failures, report, options.sourceRoots()),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + FILE_NAME + " under " + options.outputDir(), e);
        }
    }

    static String render(List<Failure> failures, CheckReport report, List<Path> sourceRoots) {
        JsonObject sarif = new JsonObject();
        sarif.addProperty("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
        sarif.addProperty("version", "2.1.0");
        JsonObject driver = new JsonObject();
        driver.addProperty("name", "serialflex check");
        JsonArray rules = new JsonArray();
        for (Failure.Kind kind : Failure.Kind.values()) {
            JsonObject rule = new JsonObject();
            rule.addProperty("id", ruleId(kind));
            rule.add("shortDescription", text(describe(kind)));
            rules.add(rule);
        }
        driver.add("rules", rules);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        JsonArray results = new JsonArray();
        for (Failure failure : failures) {
            JsonObject result = new JsonObject();
            result.addProperty("ruleId", ruleId(failure.kind()));
            result.addProperty("level", "error");
            result.add("message", text(failure.text()));
            JsonArray locations = new JsonArray();
            source(failure, report, sourceRoots).ifPresent(file -> {
                JsonObject artifact = new JsonObject();
                artifact.addProperty("uri", uri(file));
                JsonObject physical = new JsonObject();
                physical.add("artifactLocation", artifact);
                JsonObject location = new JsonObject();
                location.add("physicalLocation", physical);
                locations.add(location);
            });
            result.add("locations", locations);
            results.add(result);
        }
        JsonObject run = new JsonObject();
        run.add("tool", tool);
        run.add("results", results);
        JsonArray runs = new JsonArray();
        runs.add(run);
        sarif.add("runs", runs);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(sarif) + "\n";
    }

    /**
     * The source file of the first changed class the failure's root reaches (the root's own when it changed), under
     * one of {@code sourceRoots}: {@code com/acme/Order.java} for {@code com.acme.Order$Line}.
     */
    static Optional<Path> source(Failure failure, CheckReport report, List<Path> sourceRoots) {
        Optional<RootResult> root = report.roots().stream().filter(r -> r.root().equals(failure.root())
                || r.className().equals(failure.root())).findFirst();
        if (root.isEmpty()) {
            return Optional.empty();
        }
        List<String> classes = new java.util.ArrayList<>(root.get().changedClasses());
        if (classes.remove(root.get().className())) {
            classes.add(0, root.get().className());
        }
        classes.add(root.get().className());
        for (String className : classes) {
            String outer = className.contains("$") ? className.substring(0, className.indexOf('$')) : className;
            String relative = outer.replace('.', '/') + ".java";
            for (Path sources : sourceRoots) {
                Path file = sources.resolve(relative);
                if (Files.isRegularFile(file)) {
                    return Optional.of(file);
                }
            }
        }
        return Optional.empty();
    }

    /** Relative to the working directory (a repository's root, for code scanning) when under it, else a file URI. */
    private static String uri(Path file) {
        Path here = Path.of("").toAbsolutePath();
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(here) ? here.relativize(absolute).toString().replace('\\', '/')
                : absolute.toUri().toString();
    }

    private static String ruleId(Failure.Kind kind) {
        return "serialflex/" + kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private static String describe(Failure.Kind kind) {
        return switch (kind) {
            case NO_VERDICT -> "A root class the adapter, as configured, cannot take even unchanged";
            case CORRUPT -> "Silent data loss between the versions";
            case SHORT_OF_REQUIRED -> "A root class short of the required compatibility";
            case ACCEPTED_NO_LONGER_OCCURS -> "An accepted break that no longer occurs";
        };
    }

    private static JsonObject text(String text) {
        JsonObject message = new JsonObject();
        message.addProperty("text", text);
        return message;
    }
}
