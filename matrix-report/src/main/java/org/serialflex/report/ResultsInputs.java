package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.MalformedResultsException;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds and reads the adapters' results files. An input is one of:
 * <ul>
 *   <li>the project root (a directory with {@code adapters/}): every
 *       {@code adapters/*}{@code /target/serialflex/results/*.json}; an adapter module with no results
 *       file is reported as a problem (a module under {@code adapters/} that registers no adapter, such
 *       as shared configuration, is not an adapter module);</li>
 *   <li>any other directory: the {@code *.json} files directly in it;</li>
 *   <li>a file: that results file.</li>
 * </ul>
 * A file that is missing or malformed becomes an {@link InputProblem} and its adapter is left out.
 */
final class ResultsInputs {

    static final String RESULTS_DIR = "target/serialflex/results";
    /** Where an adapter module's TCK run records the ids of all its adapters, selected or not. */
    static final String IDS_FILE = "target/serialflex/adapter-ids.txt";
    /** Where an adapter module registers its adapters for ServiceLoader. */
    static final String SERVICES_FILE = "src/main/resources/META-INF/services/org.serialflex.spi.SerializerAdapter";

    /**
     * What was read.
     *
     * @param results  one per adapter, in the order found
     * @param problems unusable inputs (missing or malformed files), in the order found
     * @param missing  adapter modules of the project that have no results file at all
     * @param searched a description of what was searched, for messages
     * @param modules  the adapter modules of the project inputs, in the order found
     */
    record Loaded(List<AdapterResults> results, List<InputProblem> problems, List<InputProblem> missing,
                  String searched, List<AdapterModule> modules) {
    }

    /**
     * An adapter module of a project input.
     *
     * @param name           e.g. {@code adapters/kryo}
     * @param ids            the adapter ids its last TCK run recorded, or empty when its tests never ran
     * @param missingResults the problem to report when it has no results file, or empty when it has one
     */
    record AdapterModule(String name, Optional<List<String>> ids, Optional<InputProblem> missingResults) {
    }

    private ResultsInputs() {
    }

    static Loaded load(List<Path> inputs) {
        List<Path> files = new ArrayList<>();
        List<InputProblem> problems = new ArrayList<>();
        List<AdapterModule> modules = new ArrayList<>();
        List<String> searched = new ArrayList<>();
        for (Path input : inputs) {
            Path absolute = input.toAbsolutePath().normalize();
            if (Files.isDirectory(absolute.resolve("adapters"))) {
                searched.add(absolute.resolve("adapters") + "/*/" + RESULTS_DIR + "/*.json");
                findInProject(absolute, files, modules);
            } else if (Files.isDirectory(absolute)) {
                searched.add(absolute + "/*.json");
                files.addAll(jsonFilesIn(absolute));
            } else {
                searched.add(absolute.toString());
                files.add(absolute);
            }
        }
        Map<String, Path> seen = new LinkedHashMap<>();
        Map<String, AdapterResults> results = new LinkedHashMap<>();
        for (Path file : files) {
            try {
                AdapterResults read = ResultsJson.read(file);
                Path earlier = seen.putIfAbsent(read.adapterId(), file);
                if (earlier == null) {
                    results.put(read.adapterId(), read);
                } else if (LaneMerge.sameRun(results.get(read.adapterId()), read)) {
                    // Lanes of one adapter run on several machines (one CI job per lane) join one report.
                    results.put(read.adapterId(), LaneMerge.merge(results.get(read.adapterId()), read));
                } else {
                    problems.add(new InputProblem(file, "Results file " + file + " repeats adapter id '"
                            + read.adapterId() + "' already read from " + earlier + " with another library or JDK ("
                            + LaneMerge.describe(read) + " vs " + LaneMerge.describe(results.get(read.adapterId()))
                            + "); it is left out. Compare two such runs with the diff command instead."));
                }
            } catch (MalformedResultsException e) {
                problems.add(new InputProblem(e.file(), e.getMessage()));
            }
        }
        List<InputProblem> missing = modules.stream().flatMap(m -> m.missingResults().stream()).toList();
        return new Loaded(new ArrayList<>(results.values()), problems, missing, String.join(", ", searched), modules);
    }

    private static void findInProject(Path root, List<Path> files, List<AdapterModule> modules) {
        for (Path module : list(root.resolve("adapters"))) {
            if (!isAdapterModule(module)) {
                continue;
            }
            String name = root.relativize(module).toString().replace('\\', '/');
            Path resultsDir = module.resolve(RESULTS_DIR);
            List<Path> found = Files.isDirectory(resultsDir) ? jsonFilesIn(resultsDir) : List.of();
            Optional<InputProblem> missing = found.isEmpty()
                    ? Optional.of(new InputProblem(resultsDir, "No results file in " + resultsDir
                            + "; run 'mvn -pl " + name + " -am verify' to produce it."))
                    : Optional.empty();
            modules.add(new AdapterModule(name, recordedIds(module.resolve(IDS_FILE)), missing));
            files.addAll(found);
        }
    }

    /**
     * A module that registers adapters ({@code src/main/resources/META-INF/services/...SerializerAdapter}),
     * or whose tests recorded results or ids; a shared-code module under {@code adapters/} is none.
     */
    private static boolean isAdapterModule(Path module) {
        return Files.isRegularFile(module.resolve("pom.xml"))
                && (Files.isRegularFile(module.resolve(SERVICES_FILE)) || Files.isRegularFile(module.resolve(IDS_FILE))
                || Files.isDirectory(module.resolve(RESULTS_DIR)));
    }

    private static Optional<List<String>> recordedIds(Path idsFile) {
        if (!Files.isRegularFile(idsFile)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllLines(idsFile).stream().map(String::strip).filter(s -> !s.isEmpty())
                    .toList());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + idsFile, e);
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
