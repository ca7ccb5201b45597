package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.MalformedResultsException;
import org.serialflex.results.ResultsJson;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds and reads the adapters' results files. An input is one of:
 * <ul>
 *   <li>the project root (a directory with {@code adapters/}): every
 *       {@code adapters/*}{@code /target/serialflex/results/*.json}; an adapter module with no results
 *       file is reported as a problem;</li>
 *   <li>any other directory: the {@code *.json} files directly in it;</li>
 *   <li>a file: that results file.</li>
 * </ul>
 * A file that is missing or malformed becomes an {@link InputProblem} and its adapter is left out.
 */
final class ResultsInputs {

    static final String RESULTS_DIR = "target/serialflex/results";

    /**
     * What was read.
     *
     * @param results  one per adapter, in the order found
     * @param problems unusable inputs (missing or malformed files), in the order found
     * @param missing  adapter modules of the project that have no results file at all
     * @param searched a description of what was searched, for messages
     */
    record Loaded(List<AdapterResults> results, List<InputProblem> problems, List<InputProblem> missing,
                  String searched) {
    }

    private ResultsInputs() {
    }

    static Loaded load(List<Path> inputs) {
        List<Path> files = new ArrayList<>();
        List<InputProblem> problems = new ArrayList<>();
        List<InputProblem> missing = new ArrayList<>();
        List<String> searched = new ArrayList<>();
        for (Path input : inputs) {
            Path absolute = input.toAbsolutePath().normalize();
            if (Files.isDirectory(absolute.resolve("adapters"))) {
                searched.add(absolute.resolve("adapters") + "/*/" + RESULTS_DIR + "/*.json");
                findInProject(absolute, files, missing);
            } else if (Files.isDirectory(absolute)) {
                searched.add(absolute + "/*.json");
                files.addAll(jsonFilesIn(absolute));
            } else {
                searched.add(absolute.toString());
                files.add(absolute);
            }
        }
        Map<String, Path> seen = new LinkedHashMap<>();
        List<AdapterResults> results = new ArrayList<>();
        for (Path file : files) {
            try {
                AdapterResults read = ResultsJson.read(file);
                Path earlier = seen.putIfAbsent(read.adapterId(), file);
                if (earlier == null) {
                    results.add(read);
                } else {
                    problems.add(new InputProblem(file, "Results file " + file + " repeats adapter id '"
                            + read.adapterId() + "' already read from " + earlier + "; it is left out."));
                }
            } catch (MalformedResultsException e) {
                problems.add(new InputProblem(e.file(), e.getMessage()));
            }
        }
        return new Loaded(results, problems, missing, String.join(", ", searched));
    }

    private static void findInProject(Path root, List<Path> files, List<InputProblem> missing) {
        for (Path module : list(root.resolve("adapters"))) {
            if (!Files.isRegularFile(module.resolve("pom.xml"))) {
                continue;
            }
            Path resultsDir = module.resolve(RESULTS_DIR);
            List<Path> found = Files.isDirectory(resultsDir) ? jsonFilesIn(resultsDir) : List.of();
            if (found.isEmpty()) {
                String name = root.relativize(module).toString();
                missing.add(new InputProblem(resultsDir, "No results file in " + resultsDir
                        + "; run 'mvn -pl " + name + " -am verify' to produce it."));
            }
            files.addAll(found);
        }
    }

    private static List<Path> jsonFilesIn(Path dir) {
        return list(dir).stream()
                .filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".json"))
                .toList();
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list " + dir, e);
        }
    }
}
