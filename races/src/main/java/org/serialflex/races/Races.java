package org.serialflex.races;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.serialflex.dto.races.Shapes;
import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.JvmDeath;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What {@code serialflex races} does ({@code races/target/benchmarks.jar}): weighs every adapter on the class path, then
 * races them. Each step runs in a JVM of its own with the JVM options the adapters declare, so a
 * new adapter module joins by being a dependency of {@code races/pom.xml}, without code. Writes
 * {@code weighing.json} and {@code races.json} (JMH's JSON) into the output directory.
 *
 * <p>{@code serialflex races} ({@link RacesCommand}) runs it with {@link RacesOptions}.
 */
public final class Races {

    static final String WEIGHING_FILE = "weighing.json";
    static final String RACES_FILE = "races.json";

    private Races() {
    }

    /** Weighs, then races, as {@code options} say ({@code serialflex races}, {@link RacesCommand}). */
    static void run(RacesOptions options) throws IOException, InterruptedException {
        RacesOptions.Mode mode = options.mode();
        Path out = options.outputDirectory().toAbsolutePath();
        Set<String> selected = new TreeSet<>(options.adapters());
        List<SerializerAdapter> adapters = discover().stream()
                .filter(a -> selected.isEmpty() || selected.contains(a.id())).toList();
        options.project().ifPresent(project -> warnAboutMissingModules(project, adapters, selected));
        if (adapters.isEmpty()) {
            System.out.println("races: no adapter on the class path" + (selected.isEmpty() ? "" : " among " + selected));
            return;
        }
        Files.createDirectories(out);
        long started = System.nanoTime();
        java.time.Instant startedAt = java.time.Instant.now();
        Double loadAtStart = RaceProvenance.loadNow();
        RaceProvenance.Checkout checkout = RaceProvenance.Checkout.of(options.project());
        // A provenance file of an earlier run must not describe this run's results if this one stops half-way.
        Files.deleteIfExists(out.resolve(RaceProvenance.FILE));

        Path weighingFile = out.resolve(WEIGHING_FILE);
        List<String> weighArgs = new ArrayList<>(List.of(weighingFile.toString()));
        adapters.forEach(a -> weighArgs.add(a.id()));
        runJvm(union(adapters), Weighing.class, weighArgs, out.resolve("weighing.log"));
        Weighing.Doc weighing = Weighing.read(weighingFile);
        System.out.printf(Locale.ROOT, "races: weighed %d adapters in %.1f s: %s%n", adapters.size(),
                (System.nanoTime() - started) / 1e9, weighingFile);

        Path jmhDir = out.resolve("jmh");
        deleteJson(jmhDir);
        Files.createDirectories(jmhDir);
        List<SerializerAdapter> racing = mode == RacesOptions.Mode.SMOKE ? List.of(smokeAdapter(adapters)) : adapters;
        int n = 0;
        for (SerializerAdapter adapter : racing) {
            n++;
            RaceSettings settings = mode == RacesOptions.Mode.SMOKE ? RaceSettings.smoke()
                    : RaceSettings.full(raceable(weighing, adapter.id()));
            if (settings.shapes().isEmpty()) {
                System.out.println("races: " + adapter.id() + " reads back none of the shapes; nothing to race");
                continue;
            }
            long adapterStarted = System.nanoTime();
            List<String> raceArgs = new ArrayList<>(List.of(adapter.id(), jmhDir.toString()));
            raceArgs.addAll(settings.toArguments());
            int exit = runJvm(adapter.requiredJvmOptions().stream().map(JvmOption::option).toList(), AdapterRace.class,
                    raceArgs, jmhDir.resolve(adapter.id() + ".log"));
            System.out.printf(Locale.ROOT, "races: %-20s %d/%d  %s  %.1f s%s%n", adapter.id(), n, racing.size(),
                    settings.shapes(), (System.nanoTime() - adapterStarted) / 1e9,
                    exit == 0 ? "" : "  (its JVM exited with " + exit + "; see " + jmhDir.resolve(adapter.id() + ".log") + ")");
            int expected = settings.shapes().size() * settings.benchmarks().size() * settings.threads().size();
            int produced = results(jmhDir, adapter.id(), settings.threads());
            if (produced < expected) {
                System.out.println("races: WARNING: " + adapter.id() + " produced " + produced + " of " + expected
                        + " results; the benchmarks that failed are in " + jmhDir.resolve(adapter.id() + ".log"));
            }
        }
        Path racesFile = out.resolve(RACES_FILE);
        int results = merge(jmhDir, racesFile);
        System.out.printf(Locale.ROOT, "races: %d JMH results in %.1f s (mode %s): %s%n", results,
                (System.nanoTime() - started) / 1e9, mode.word(), racesFile);
        if (results == 0) {
            throw new IllegalStateException("The races produced no JMH result; the logs are in " + jmhDir);
        }
        RaceSettings settings = mode == RacesOptions.Mode.SMOKE ? RaceSettings.smoke() : RaceSettings.full(Shapes.IDS);
        Path provenance = out.resolve(RaceProvenance.FILE);
        RaceProvenance.of(mode, startedAt, loadAtStart, checkout, settings,
                racing.stream().map(SerializerAdapter::id).toList()).write(provenance);
        System.out.println("races: where these numbers come from (machine, JDK, commit, settings): " + provenance);
    }

    /** Every adapter registered on the class path, by id. */
    static List<SerializerAdapter> discover() {
        List<SerializerAdapter> adapters = new ArrayList<>();
        ServiceLoader.load(SerializerAdapter.class, Races.class.getClassLoader()).stream().forEach(provider -> {
            try {
                adapters.add(provider.get());
            } catch (java.util.ServiceConfigurationError | LinkageError e) {
                System.out.println("races: ERROR: adapter " + provider.type().getName() + " cannot be created on the "
                        + "races' class path, so it is neither weighed nor raced: " + e + (e.getCause() == null ? ""
                        : " (" + e.getCause() + ")") + ". A library version clash between adapter modules is the "
                        + "usual cause: align it in races/pom.xml's dependencyManagement.");
            }
        });
        adapters.sort(Comparator.comparing(SerializerAdapter::id));
        return adapters;
    }

    /** The shapes the weighing read back without failing, in race order. */
    static List<String> raceable(Weighing.Doc weighing, String adapterId) {
        return weighing.adapters().stream().filter(a -> a.id().equals(adapterId))
                .flatMap(a -> a.shapes().stream()).filter(Weighing.ShapeWeight::raceable)
                .map(Weighing.ShapeWeight::shape).filter(RaceSettings.full(Shapes.IDS).shapes()::contains).toList();
    }

    private static SerializerAdapter smokeAdapter(List<SerializerAdapter> adapters) {
        return adapters.stream().filter(a -> a.id().equals("java")).findFirst().orElse(adapters.get(0));
    }

    /** Every JVM option any adapter declares, once: the weighing JVM hosts all of them. */
    private static List<String> union(List<SerializerAdapter> adapters) {
        Set<String> options = new LinkedHashSet<>();
        adapters.forEach(a -> a.requiredJvmOptions().forEach(o -> options.add(o.option())));
        return List.copyOf(options);
    }

    private static int runJvm(List<String> jvmOptions, Class<?> main, List<String> args, Path log)
            throws IOException, InterruptedException {
        // A fixed heap and the kit's collector, so that no library races against heap resizing. As the kit's
        // case hosts (jvm.IsolatedHost): the JVM's system class loader holds tck-core's jar alone, and the races
        // run in a loader of their own over the whole class path. A library that looks its classes up through
        // the system class loader (Hessian 4's ContextSerializerFactory) then finds nothing there, instead of
        // copies that do not match its world's.
        ChildJvm jvm = ChildJvm.builder("races", main.getName()).options(jvmOptions)
                .options(List.of("-Xms1g", "-Xmx1g", "-Xss4m", "-XX:+UseParallelGC")).isolated(classPath())
                .fatalErrorReportsIn(log.toAbsolutePath().getParent()).arguments(args).build();
        Process process = jvm.start(ChildJvm.Output.allTo(log));
        int exit = process.waitFor();
        if (exit != 0 && main == Weighing.class) {
            throw new IllegalStateException("The weighing JVM ended (" + JvmDeath.of(process.pid(), exit,
                    log.toAbsolutePath().getParent()).withUncaughtFrom(log).description() + "); its output is in " + log);
        }
        return exit;
    }

    /**
     * The class path of the child JVMs, whose worlds are built from it: this JVM's, and when it was
     * started with {@code java -jar benchmarks.jar}, the jars that jar's manifest names too.
     */
    static String classPath() throws IOException {
        String classPath = withoutCommandLineTools(System.getProperty("java.class.path"));
        String[] entries = classPath.split(File.pathSeparator);
        if (entries.length != 1 || !entries[0].endsWith(".jar")) {
            return classPath;
        }
        Path jar = Path.of(entries[0]).toAbsolutePath();
        List<String> path = new ArrayList<>(List.of(jar.toString()));
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String named = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (named != null) {
                for (String entry : named.trim().split("\\s+")) {
                    path.add(jar.getParent().resolve(entry).toString());
                }
            }
        }
        return withoutCommandLineTools(String.join(File.pathSeparator, path));
    }

    /**
     * {@code classPath} without picocli, the command line's parser: a world's class path must hold only what a
     * library under test may meet (a library that uses picocli itself brings its own).
     */
    static String withoutCommandLineTools(String classPath) {
        return Arrays.stream(classPath.split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty() && !Path.of(entry).getFileName().toString().startsWith("picocli-"))
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** How many JMH results the adapter's result files hold. */
    static int results(Path jmhDir, String adapterId, List<Integer> threads) throws IOException {
        int count = 0;
        for (int t : threads) {
            Path file = jmhDir.resolve(adapterId + "-t" + t + ".json");
            String text = Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8).strip() : "";
            if (!text.isEmpty() && JsonParser.parseString(text).isJsonArray()) {
                count += JsonParser.parseString(text).getAsJsonArray().size();
            }
        }
        return count;
    }

    /** Concatenates the JMH result arrays of {@code dir} into one JMH JSON array; returns its size. */
    static int merge(Path dir, Path into) throws IOException {
        JsonArray all = new JsonArray();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8).strip();
                if (text.isEmpty()) {
                    continue;
                }
                JsonElement results = JsonParser.parseString(text);
                if (results.isJsonArray()) {
                    results.getAsJsonArray().forEach(all::add);
                }
            }
        }
        Files.writeString(into, all.toString() + "\n", StandardCharsets.UTF_8);
        return all.size();
    }

    private static void deleteJson(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
    }

    /** Names each adapter module that recorded ids in a TCK run but has none of them on this class path. */
    private static void warnAboutMissingModules(Path project, List<SerializerAdapter> adapters, Set<String> selected) {
        Path modules = project.resolve("adapters");
        if (!Files.isDirectory(modules)) {
            return;
        }
        Set<String> here = adapters.stream().map(SerializerAdapter::id).collect(Collectors.toSet());
        try (Stream<Path> dirs = Files.list(modules)) {
            for (Path module : dirs.sorted().toList()) {
                Path ids = module.resolve("target/serialflex/adapter-ids.txt");
                if (!Files.isRegularFile(ids)) {
                    continue;
                }
                List<String> missing = Files.readAllLines(ids).stream().map(String::strip)
                        .filter(id -> !id.isEmpty() && !here.contains(id))
                        .filter(id -> selected.isEmpty() || selected.contains(id)).toList();
                if (!missing.isEmpty()) {
                    System.out.println("races: WARNING: adapter(s) " + missing + " of module adapters/"
                            + module.getFileName() + " are not on the races' class path, so they are neither "
                            + "weighed nor raced; add the module as a dependency of races/pom.xml");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
