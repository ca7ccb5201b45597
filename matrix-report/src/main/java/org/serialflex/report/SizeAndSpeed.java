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
 * by every build) and its JMH throughput from ONE races run: the build's own
 * ({@code races/target/serialflex/races.json}) when it raced in full, otherwise the published races
 * ({@code docs/races/races.json}, {@code scripts/publish-races}) when the checkout has them, otherwise whatever the
 * build raced (its smoke round trip). Never two runs' numbers side by side: {@code races} says which run every
 * speed comes from. Both are optional: without them the report has no size or speed section. Nothing is
 * re-measured here.
 *
 * @param sizes       one per adapter and shape, in the order of the weighing file
 * @param speeds      one per JMH result of the run {@code races} describes
 * @param problems    unusable inputs, and libraries the races loaded in another version than the TCK run scored
 * @param sources     the files read, for the page
 * @param races       the run the speeds come from; empty when there are none
 * @param raceWeights that run's own weighing, which says why a shape was not raced; the build's when it is the build's
 */
record SizeAndSpeed(List<ShapeSize> sizes, List<Speed> speeds, List<InputProblem> problems, List<String> sources,
                    Optional<RaceRun> races, List<ShapeSize> raceWeights) {

    static final String WEIGHING = "races/target/serialflex/weighing.json";
    static final String RACES = "races/target/serialflex/races.json";
    /** The shapes in the study's order, smallest first; a weighing may hold others, shown after these. */
    static final List<String> SHAPES = List.of("bean", "bean-list", "session", "megabyte");
    static final List<String> BENCHMARKS = List.of("serialize", "deserialize", "roundTrip");

    static final String PUBLISHED_RACES = RaceRun.PUBLISHED_DIR + "/races.json";
    static final String PUBLISHED_WEIGHING = RaceRun.PUBLISHED_DIR + "/weighing.json";

    static final SizeAndSpeed NONE = new SizeAndSpeed(List.of(), List.of(), List.of(), List.of(), Optional.empty(),
            List.of());

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

    /**
     * Why an adapter has no speed on a shape.
     *
     * @param text   what the page's cell says, a few words
     * @param reason the whole sentence, for the cell's title and the tables
     */
    record NoSpeed(String text, String reason) {
    }

    SizeAndSpeed {
        sizes = List.copyOf(sizes);
        speeds = List.copyOf(speeds);
        problems = List.copyOf(problems);
        sources = List.copyOf(sources);
        raceWeights = List.copyOf(raceWeights);
    }

    /** The build's weighing and speeds of a build's run whose provenance is unknown (a races.json alone). */
    static SizeAndSpeed ofUnknownRun(List<ShapeSize> sizes, List<Speed> speeds, List<String> sources) {
        return new SizeAndSpeed(sizes, speeds, List.of(), sources, speeds.isEmpty() ? Optional.empty()
                : Optional.of(RaceRun.unknown(RaceRun.Origin.BUILD, RACES)), sizes);
    }

    /** The same, with the files read named as {@code sources}. */
    SizeAndSpeed withSources(List<String> sources) {
        return new SizeAndSpeed(sizes, speeds, problems, sources, races, raceWeights);
    }

    /**
     * Why {@code adapter} has no speed on {@code shape}, or empty when it has one: it could not read the shape
     * back (the weighing of the run, else of this build), the run did not race it, or JMH gave no result.
     */
    Optional<NoSpeed> noSpeed(String adapter, String shape) {
        if (speeds.stream().anyMatch(s -> s.adapter().equals(adapter) && s.shape().equals(shape) && s.score() > 0)) {
            return Optional.empty();
        }
        Optional<ShapeSize> weighed = raceWeights.stream().filter(s -> s.adapter().equals(adapter)
                && s.shape().equals(shape)).findFirst().or(() -> size(adapter, shape));
        if (weighed.isPresent() && !readsBack(weighed.get().outcome())) {
            ShapeSize w = weighed.get();
            return Optional.of(new NoSpeed("cannot read back", "cannot read the " + SizeSpeedHtml.shapeName(shape)
                    .toLowerCase(java.util.Locale.ROOT) + " back (" + w.outcome() + (w.evidence() == null ? ""
                    : ": " + w.evidence()) + "), so it is not raced"));
        }
        Optional<RaceRun> run = races;
        if (run.isEmpty()) {
            return Optional.of(new NoSpeed("not raced", "no races were found: mvn -Prace verify races in the build, "
                    + "scripts/publish-races publishes races for the page"));
        }
        String which = run.get().origin() == RaceRun.Origin.PUBLISHED ? "the published races"
                : run.get().known() && !run.get().full() ? "this build's " + run.get().mode() + " run" : "this build's races";
        if (!run.get().known()) {
            return Optional.of(new NoSpeed("not raced", "not in " + which + " (" + run.get().file() + "), whose "
                    + "provenance is unknown"));
        }
        if (!run.get().adapters().contains(adapter)) {
            return Optional.of(new NoSpeed("not raced", "not in " + which + " (" + run.get().file() + "), which "
                    + "raced " + run.get().adapters().size() + (run.get().adapters().size() == 1 ? " adapter: "
                    + run.get().adapters().get(0) : " adapters") + (run.get().origin() == RaceRun.Origin.PUBLISHED
                    ? "; scripts/publish-races races every adapter on the races' class path" : "")));
        }
        return Optional.of(new NoSpeed("no result", "raced in " + which + " but JMH gave no result for this shape: "
                + "the run's log (races/target/serialflex/jmh/" + adapter + ".log) says why"));
    }

    /** As the races module decides what to race (Weighing.ShapeWeight#raceable): the read returned an object. */
    static boolean readsBack(String outcome) {
        return "PASS".equals(outcome) || "DEGRADED".equals(outcome) || "CORRUPT".equals(outcome);
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
                speeds.stream().filter(s -> adapters.contains(s.adapter())).toList(), problems, sources, races,
                raceWeights.stream().filter(s -> adapters.contains(s.adapter())).toList());
    }

    /**
     * Reads the weighing of every project-root input (a directory holding {@code adapters/}) and the speeds of one
     * races run ({@link #chooseRaces}). {@code libraries} maps adapter id to the coordinates its TCK run scored, to
     * flag a library the races loaded in another version.
     */
    static SizeAndSpeed load(Collection<Path> inputs, Map<String, String> libraries) {
        List<ShapeSize> sizes = new ArrayList<>();
        List<InputProblem> problems = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        List<Path> roots = new ArrayList<>();
        for (Path input : inputs) {
            Path root = input.toAbsolutePath().normalize();
            if (!Files.isDirectory(root.resolve("adapters"))) {
                continue;
            }
            roots.add(root);
            Path weighing = root.resolve(WEIGHING);
            if (Files.isRegularFile(weighing)) {
                sources.add(weighing.toString());
                readWeighing(weighing, sizes, problems);
            }
        }
        Optional<Chosen> chosen = roots.stream().map(root -> chooseRaces(root, sizes, problems))
                .flatMap(Optional::stream).findFirst();
        chosen.ifPresent(c -> sources.add(c.file().toString()));
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
        return new SizeAndSpeed(sizes, chosen.map(Chosen::speeds).orElse(List.of()), problems, sources,
                chosen.map(Chosen::run), chosen.map(Chosen::weights).orElse(sizes));
    }

    /** The races run chosen for the page: its file, provenance, results and weighing. */
    private record Chosen(Path file, RaceRun run, List<Speed> speeds, List<ShapeSize> weights) {
    }

    /**
     * The one run whose speeds the page shows, of checkout {@code root}: the build's own when it raced in full
     * (its provenance says so), else the published races when the checkout has them (the build's smoke round trip,
     * one 200 ms iteration of one adapter, is then set aside and said to be), else whatever the build raced.
     */
    static Optional<Chosen> chooseRaces(Path root, List<ShapeSize> buildWeights, List<InputProblem> problems) {
        Optional<Chosen> build = races(root.resolve(RACES), RaceRun.Origin.BUILD, RACES, buildWeights, problems);
        if (build.isPresent() && build.get().run().full()) {
            return build;
        }
        Path publishedWeighing = root.resolve(PUBLISHED_WEIGHING);
        List<ShapeSize> publishedWeights = new ArrayList<>();
        if (Files.isRegularFile(publishedWeighing)) {
            readWeighing(publishedWeighing, publishedWeights, problems);
        }
        Optional<Chosen> published = races(root.resolve(PUBLISHED_RACES), RaceRun.Origin.PUBLISHED, PUBLISHED_RACES,
                publishedWeights.isEmpty() ? buildWeights : publishedWeights, problems);
        if (published.isPresent() && !published.get().speeds().isEmpty()) {
            Chosen p = published.get();
            String setAside = build.map(b -> "This build's own " + (b.run().known() ? b.run().mode() + " run"
                    : "races of unknown provenance") + " (" + RACES + ", " + b.speeds().size()
                    + (b.speeds().size() == 1 ? " result" : " results") + ") is not shown beside them: "
                    + "mvn -Prace verify races in full, and the page then shows that run instead.").orElse("");
            return Optional.of(new Chosen(p.file(), p.run().settingAside(setAside), p.speeds(), p.weights()));
        }
        return build;
    }

    private static Optional<Chosen> races(Path file, RaceRun.Origin origin, String shown, List<ShapeSize> weights,
                                          List<InputProblem> problems) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        List<Speed> speeds = new ArrayList<>();
        readRaces(file, speeds, problems);
        try {
            return Optional.of(new Chosen(file, RaceRun.read(origin, file, shown), speeds, weights));
        } catch (IOException e) {
            problems.add(new InputProblem(file.resolveSibling(RaceRun.PROVENANCE), "The provenance of " + file
                    + " is unusable (" + e.getMessage() + "); its speeds are shown as of unknown provenance."));
            return Optional.of(new Chosen(file, RaceRun.unknown(origin, shown), speeds, weights));
        }
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
