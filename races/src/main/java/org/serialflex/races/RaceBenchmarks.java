package org.serialflex.races;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The races: serialize, deserialize and round-trip throughput of one adapter on one shape. The
 * library lives in its own world ({@link Contest}); every benchmark thread gets its
 * own adapter instance, hence its own library instance ({@link Racer}), created once per trial and
 * reused for every operation: the thread-local reuse Kryo's documentation asks for (a Kryo is not
 * thread-safe), and one mapper or FST configuration per thread for the thread-safe libraries.
 * Nothing is created per operation; an adapter's out-of-band metadata is exchanged once per thread
 * at set-up.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RaceBenchmarks {

    /** The library's world and the shape, shared by the benchmark's threads. */
    @State(Scope.Benchmark)
    public static class Contest {

        /** The adapter id; {@link Races} sets it. */
        @Param("java")
        public String adapter;

        /** The shape id, see {@link org.serialflex.dto.races.Shapes#IDS}. */
        @Param("bean")
        public String shape;

        ShapeWorld world;
        Object value;
        Class<?> rootType;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            world = WORLDS.computeIfAbsent(adapter, id -> ShapeWorld.create(id, "races"));
            value = world.build(shape);
            rootType = value.getClass();
        }
    }

    /**
     * One world per library for the whole JVM, which races that one library only ({@link AdapterRace}):
     * a world per trial would load and JIT-compile the library again for every benchmark, and set-up
     * would cost more than the measurement.
     */
    private static final Map<String, ShapeWorld> WORLDS = new ConcurrentHashMap<>();

    /** One thread's adapter instance and the bytes it deserializes. */
    @State(Scope.Thread)
    public static class Racer {

        SerializerAdapter adapter;
        byte[] bytes;
        private ClassLoader previous;

        @Setup(Level.Trial)
        public void setUp(Contest contest) throws Exception {
            // JMH runs a thread's setup on that thread: the library sees its world's loader, as in the kit.
            previous = Thread.currentThread().getContextClassLoader();
            Thread.currentThread().setContextClassLoader(contest.world.loader());
            adapter = contest.world.newAdapter();
            bytes = adapter.write(contest.value);
            // The out-of-band metadata (Avro's writer schema, one-nio's serializers) crosses once, at set-up,
            // as the kit hands it over before a read; no benchmark exchanges it per operation.
            byte[] metadata = adapter.exportMetadata(contest.value);
            if (metadata != null) {
                adapter.acceptMetadata(metadata);
            }
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    /**
     * Runs round trips of every shape for {@code millisPerShape} each, before JMH starts, in the world
     * the benchmarks then use: the JIT compiles this world's copy of the library once, so that each
     * benchmark's own warm-up can stay short.
     */
    static void warmUp(String adapterId, List<String> shapes, long millisPerShape) throws Exception {
        for (String shape : shapes) {
            Contest contest = new Contest();
            contest.adapter = adapterId;
            contest.shape = shape;
            contest.setUp();
            Racer racer = new Racer();
            racer.setUp(contest);
            try {
                long end = System.nanoTime() + millisPerShape * 1_000_000L;
                while (System.nanoTime() < end) {
                    racer.adapter.read(racer.adapter.write(contest.value), contest.rootType);
                }
            } finally {
                racer.tearDown();
            }
        }
    }

    @Benchmark
    public byte[] serialize(Contest contest, Racer racer) throws Exception {
        return racer.adapter.write(contest.value);
    }

    @Benchmark
    public Object deserialize(Contest contest, Racer racer) throws Exception {
        return racer.adapter.read(racer.bytes, contest.rootType);
    }

    @Benchmark
    public Object roundTrip(Contest contest, Racer racer) throws Exception {
        return racer.adapter.read(racer.adapter.write(contest.value), contest.rootType);
    }
}
