package org.serialflex.races;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import org.serialflex.dto.races.Shapes;
import org.serialflex.results.DeflatedSize;
import org.serialflex.results.JdkInfo;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.DeepComparison;
import org.serialflex.verdicts.Evidence;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The weighing: every adapter writes each shape in a writer world, the bytes are weighed raw and
 * deflated, and a reader world reads them back and compares them with the shape, exactly like a
 * v1 → v1 case of the kit (out-of-band metadata included). The comparison says whether the shape
 * survives the library at all, so a race is never run on a shape the library cannot read.
 * Runs in a JVM of its own, started by {@link Races} with the adapters' JVM options.
 * Arguments: output file, adapter ids. Format: {@code docs/races.md}.
 */
public final class Weighing {

    static final String SCHEMA = "serialflex-weighing/1";
    private static final long TIME_LIMIT_SECONDS = 60;
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping()
            .create();

    /** The whole weighing file. */
    record Doc(String schema, String generatedAt, JdkInfo jdk, List<AdapterWeights> adapters) {
    }

    /** One adapter's weights, shapes in {@link Shapes#IDS} order. */
    record AdapterWeights(String id, String name, String library, List<ShapeWeight> shapes) {
    }

    /**
     * One shape through one adapter.
     *
     * @param serializedSize bytes written, or {@code null} when writing failed
     * @param deflatedSize   those bytes deflated (default level), or {@code null}
     * @param outcome        the kit's outcome of reading them back, compared with the shape
     * @param evidence       why, for every outcome but PASS
     */
    record ShapeWeight(String shape, Integer serializedSize, Integer deflatedSize, Outcome outcome, String evidence) {

        /** Whether the library read the bytes back without failing, so the shape can be raced. */
        boolean raceable() {
            return outcome == Outcome.PASS || outcome == Outcome.DEGRADED || outcome == Outcome.CORRUPT;
        }
    }

    private Weighing() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        // Each adapter weighs in worlds of its own, so two weigh at once: the JVM is otherwise one busy core.
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        List<Future<AdapterWeights>> weighed = new ArrayList<>();
        for (String id : Arrays.asList(args).subList(1, args.length)) {
            weighed.add(pool.submit(() -> {
                long started = System.nanoTime();
                AdapterWeights weights = weigh(id);
                System.out.printf("weighed %s in %d ms%n", id, (System.nanoTime() - started) / 1_000_000);
                return weights;
            }));
        }
        List<AdapterWeights> adapters = new ArrayList<>();
        for (Future<AdapterWeights> weights : weighed) {
            try {
                adapters.add(weights.get());
            } catch (InterruptedException | ExecutionException e) {
                throw new IllegalStateException("Weighing stopped: " + e, e);
            }
        }
        Doc doc = new Doc(SCHEMA, Instant.now().toString(), JdkInfo.current(), adapters);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, GSON.toJson(doc) + "\n", StandardCharsets.UTF_8);
        // Threads of a hung library must not keep this JVM alive.
        System.exit(0);
    }

    static Doc read(Path file) throws IOException {
        Doc doc = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8), Doc.class);
        if (doc == null || !SCHEMA.equals(doc.schema())) {
            throw new IOException("Weighing file " + file + " is not " + SCHEMA + "; re-run the races module");
        }
        return doc;
    }

    static AdapterWeights weigh(String adapterId) {
        List<ShapeWeight> shapes = new ArrayList<>();
        String name = adapterId;
        String library = "";
        try (ShapeWorld writer = ShapeWorld.create(adapterId, "weighing writer");
             ShapeWorld reader = ShapeWorld.create(adapterId, "weighing reader")) {
            SerializerAdapter writing = writer.newAdapter();
            SerializerAdapter reading = reader.newAdapter();
            name = writing.displayName();
            Library lib = writing.library();
            library = lib.groupId() + ":" + lib.artifactId() + ":" + lib.version();
            for (String shape : Shapes.IDS) {
                shapes.add(limited(shape, () -> weigh(shape, writer, writing, reader, reading)));
            }
        } catch (RuntimeException | LinkageError | java.util.ServiceConfigurationError e) {
            String evidence = "the adapter could not be created in a world: " + Evidence.describe(e);
            for (String shape : Shapes.IDS.subList(shapes.size(), Shapes.IDS.size())) {
                shapes.add(new ShapeWeight(shape, null, null, Outcome.KIT_ERROR, evidence));
            }
        }
        return new AdapterWeights(adapterId, name, library, shapes);
    }

    private static ShapeWeight weigh(String shape, ShapeWorld writer, SerializerAdapter writing, ShapeWorld reader,
                                     SerializerAdapter reading) throws Exception {
        Object written = writer.build(shape);
        byte[] bytes;
        byte[] metadata;
        try {
            bytes = writer.inWorld(() -> writing.write(written));
            metadata = writer.inWorld(() -> writing.exportMetadata(written));
        } catch (Error e) {
            return failed(shape, null, Verdict.of(Outcome.CRASH, e));
        } catch (Exception e) {
            return failed(shape, null, Verdict.of(Outcome.WRITE_FAILED, e));
        }
        if (bytes == null) {
            return failed(shape, null, new Verdict(Outcome.KIT_ERROR, "the adapter's write(...) returned null"));
        }
        Object read;
        Class<?> rootType = Class.forName(written.getClass().getName(), false, reader.loader());
        try {
            read = reader.inWorld(() -> {
                if (metadata != null) {
                    reading.acceptMetadata(metadata);
                }
                return reading.read(bytes, rootType);
            });
        } catch (Error e) {
            return failed(shape, bytes, Verdict.of(Outcome.CRASH, e));
        } catch (Exception e) {
            return failed(shape, bytes, Verdict.of(Outcome.READ_FAILED, e));
        }
        Verdict verdict = DeepComparison.compare(reader.build(shape), read);
        return new ShapeWeight(shape, bytes.length, DeflatedSize.of(bytes), verdict.outcome(), verdict.evidence());
    }

    private static ShapeWeight failed(String shape, byte[] bytes, Verdict verdict) {
        return new ShapeWeight(shape, bytes == null ? null : bytes.length, bytes == null ? null : DeflatedSize.of(bytes),
                verdict.outcome(), verdict.evidence());
    }

    private interface Step {
        ShapeWeight run() throws Exception;
    }

    /** Runs one shape on a thread of its own under a time limit, so a hanging library costs that shape only. */
    private static ShapeWeight limited(String shape, Step step) {
        FutureTask<ShapeWeight> task = new FutureTask<>(step::run);
        Thread thread = new Thread(null, task, "weighing-" + shape, 16L * 1024 * 1024);
        thread.setDaemon(true);
        thread.start();
        try {
            return task.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            thread.interrupt();
            return new ShapeWeight(shape, null, null, Outcome.CRASH, "hung past " + TIME_LIMIT_SECONDS + " s");
        } catch (ExecutionException e) {
            return new ShapeWeight(shape, null, null, Outcome.KIT_ERROR, "the weighing failed: "
                    + Evidence.describe(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while weighing " + shape, e);
        }
    }
}
