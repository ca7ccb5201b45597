package org.serialflex.report;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The weighing and the races of the {@code races} module, beside the matrix: each adapter's bytes on
 * the study's shapes (raw and deflated, from {@code races/target/serialflex/weighing.json}, written
 * by every build) and its JMH throughput ({@code races/target/serialflex/races.json}, JMH's own JSON,
 * complete after {@code mvn -Prace verify}). Both are optional: without them the report has no size
 * or speed section. Nothing is re-measured here.
 *
 * @param sizes    one per adapter and shape, in the order of the weighing file
 * @param speeds   one per JMH result
 * @param problems unusable inputs, and libraries the races loaded in another version than the TCK run scored
 * @param sources  the files read, for the page
 */
record SizeAndSpeed(List<ShapeSize> sizes, List<Speed> speeds, List<InputProblem> problems, List<String> sources) {

    static final String WEIGHING = "races/target/serialflex/weighing.json";
    static final String RACES = "races/target/serialflex/races.json";
    /** The shapes in the study's order, smallest first; a weighing may hold others, shown after these. */
    static final List<String> SHAPES = List.of("bean", "bean-list", "session", "megabyte");
    static final List<String> BENCHMARKS = List.of("serialize", "deserialize", "roundTrip");

    static final SizeAndSpeed NONE = new SizeAndSpeed(List.of(), List.of(), List.of(), List.of());

    /**
     * One shape through one adapter.
     *
     * @param library   the library as the races' class path loaded it, {@code group:artifact:version}
     * @param outcome   the kit's outcome of reading the shape back in another world, e.g. {@code PASS}
     */
    record ShapeSize(String adapter, String library, String shape, Integer serializedSize, Integer deflatedSize,
                     String outcome, String evidence) {
    }

    /**
     * One JMH result.
     *
     * @param benchmark {@code serialize}, {@code deserialize} or {@code roundTrip}
     * @param score     operations per second
     * @param error     JMH's 99.9% error of the score ({@code NaN} when too few iterations ran)
     */
    record Speed(String adapter, String shape, String benchmark, int threads, double score, double error,
                 String unit) {
    }

    SizeAndSpeed {
        sizes = List.copyOf(sizes);
        speeds = List.copyOf(speeds);
        problems = List.copyOf(problems);
        sources = List.copyOf(sources);
    }

    boolean isEmpty() {
        return sizes.isEmpty() && speeds.isEmpty();
    }

    Optional<ShapeSize> size(String adapter, String shape) {
        return sizes.stream().filter(s -> s.adapter().equals(adapter) && s.shape().equals(shape)).findFirst();
    }

    Optional<Speed> speed(String adapter, String shape, String benchmark, int threads) {
        return speeds.stream().filter(s -> s.adapter().equals(adapter) && s.shape().equals(shape)
                && s.benchmark().equals(benchmark) && s.threads() == threads).findFirst();
    }

    /** The shapes present, in the study's order. */
    List<String> shapes() {
        List<String> shapes = new ArrayList<>(SHAPES);
        sizes.forEach(s -> addNew(shapes, s.shape()));
        speeds.forEach(s -> addNew(shapes, s.shape()));
        return shapes.stream().filter(shape -> sizes.stream().anyMatch(s -> s.shape().equals(shape))
                || speeds.stream().anyMatch(s -> s.shape().equals(shape))).toList();
    }

    /** The thread counts raced, ascending. */
    List<Integer> threadCounts() {
        return speeds.stream().map(Speed::threads).distinct().sorted().toList();
    }

    private static void addNew(List<String> list, String value) {
        if (!list.contains(value)) {
            list.add(value);
        }
    }

    /** Only the given adapters' entries (the matrix's columns, after {@code -Dserialflex.adapters}). */
    SizeAndSpeed only(Set<String> adapters) {
        return new SizeAndSpeed(sizes.stream().filter(s -> adapters.contains(s.adapter())).toList(),
                speeds.stream().filter(s -> adapters.contains(s.adapter())).toList(), problems, sources);
    }

    /**
     * Reads the weighing and races files of every project-root input (a directory holding
     * {@code adapters/}). {@code libraries} maps adapter id to the coordinates its TCK run scored, to
     * flag a library the races loaded in another version.
     */
    static SizeAndSpeed load(Collection<Path> inputs, Map<String, String> libraries) {
        List<ShapeSize> sizes = new ArrayList<>();
        List<Speed> speeds = new ArrayList<>();
        List<InputProblem> problems = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        for (Path input : inputs) {
            Path root = input.toAbsolutePath().normalize();
            if (!Files.isDirectory(root.resolve("adapters"))) {
                continue;
            }
            Path weighing = root.resolve(WEIGHING);
            if (Files.isRegularFile(weighing)) {
                sources.add(weighing.toString());
                readWeighing(weighing, sizes, problems);
            }
            Path races = root.resolve(RACES);
            if (Files.isRegularFile(races)) {
                sources.add(races.toString());
                readRaces(races, speeds, problems);
            }
        }
        Map<String, String> raced = new LinkedHashMap<>();
        sizes.forEach(s -> raced.putIfAbsent(s.adapter(), s.library()));
        raced.forEach((adapter, library) -> {
            String scored = libraries.get(adapter);
            if (scored != null && library != null && !library.isEmpty() && !scored.equals(library)) {
                problems.add(new InputProblem(Path.of(WEIGHING), "The races loaded " + library + " for adapter '"
                        + adapter + "' but its TCK run scored " + scored + "; align the version in races/pom.xml "
                        + "(all adapters share the races' class path)."));
            }
        });
        return new SizeAndSpeed(sizes, speeds, problems, sources);
    }

    private record WeighingDoc(String schema, List<AdapterDoc> adapters) {
    }

    private record AdapterDoc(String id, String library, List<ShapeDoc> shapes) {
    }

    private record ShapeDoc(String shape, Integer serializedSize, Integer deflatedSize, String outcome,
                            String evidence) {
    }

    private static void readWeighing(Path file, List<ShapeSize> sizes, List<InputProblem> problems) {
        try {
            WeighingDoc doc = new Gson().fromJson(Files.readString(file, StandardCharsets.UTF_8), WeighingDoc.class);
            if (doc == null || !"serialflex-weighing/1".equals(doc.schema()) || doc.adapters() == null) {
                problems.add(new InputProblem(file, "Weighing file " + file + " is not a serialflex-weighing/1 "
                        + "document; rebuild the races module (mvn verify) to rewrite it."));
                return;
            }
            for (AdapterDoc adapter : doc.adapters()) {
                for (ShapeDoc shape : adapter.shapes() == null ? List.<ShapeDoc>of() : adapter.shapes()) {
                    sizes.add(new ShapeSize(adapter.id(), adapter.library(), shape.shape(), shape.serializedSize(),
                            shape.deflatedSize(), shape.outcome(), shape.evidence()));
                }
            }
        } catch (IOException | JsonParseException e) {
            problems.add(new InputProblem(file, "Weighing file " + file + " is unusable (" + e.getMessage()
                    + "); rebuild the races module (mvn verify) to rewrite it."));
        }
    }

    /** JMH's JSON: an array of results, each with {@code benchmark}, {@code threads}, {@code params} and {@code primaryMetric}. */
    private static void readRaces(Path file, List<Speed> speeds, List<InputProblem> problems) {
        try {
            JsonElement root = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8));
            JsonArray results = root.isJsonArray() ? root.getAsJsonArray() : new JsonArray();
            for (JsonElement element : results) {
                JsonObject result = element.getAsJsonObject();
                JsonObject params = result.getAsJsonObject("params");
                JsonObject metric = result.getAsJsonObject("primaryMetric");
                String benchmark = result.get("benchmark").getAsString();
                speeds.add(new Speed(params.get("adapter").getAsString(), params.get("shape").getAsString(),
                        benchmark.substring(benchmark.lastIndexOf('.') + 1), result.get("threads").getAsInt(),
                        metric.get("score").getAsDouble(), number(metric.get("scoreError")),
                        metric.get("scoreUnit").getAsString()));
            }
        } catch (IOException | RuntimeException e) {
            problems.add(new InputProblem(file, "Races file " + file + " is not JMH JSON of the races module ("
                    + e.getMessage() + "); re-run mvn -Prace verify."));
        }
    }

    /** JMH writes {@code "NaN"} as a string when it has no error estimate. */
    private static double number(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return Double.NaN;
        }
        try {
            return value.getAsDouble();
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
