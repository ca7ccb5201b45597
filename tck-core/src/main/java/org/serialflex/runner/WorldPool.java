package org.serialflex.runner;

import org.serialflex.worlds.World;
import org.serialflex.worlds.WorldClassPath;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worlds of one side (writers or readers) of one JVM. Loading and initialising a library in a
 * fresh class loader is most of a case's cost, so by default a world serves many cases, one at a
 * time, each with a fresh adapter instance, under one rule that keeps every case's view what a
 * fresh world would give it: <em>every DTO class name a case mentions means the same in the world
 * as it meant to every case the world served before</em>. A name's meaning on the writer's side is
 * the writer's class bytes (or their absence); on the reader's side it is the reader's bytes and
 * the writer's bytes together (or their absence), because what a reading library remembers of a
 * name (a stub for a missing class, a schema imported from the writer) is built from both. So a
 * cache a library keys by class or class name only ever holds what this case would have built
 * itself, and a class a case's reader must miss is missing. The catalog gives every case's classes
 * a package of its own ({@link CaseNames}), so no name has two meanings in a run and one world per
 * side serves every case; the rule still keeps apart cases whose classes share names (the check's).
 *
 * <p>A world whose case ended with a {@link Error}, hung, or did not end as a library ends normally
 * (the kit's own failure) is closed, never used again. Writer and reader never share a world: each
 * side has a pool of its own, and in the kit's runs a JVM of its own. {@link WorldSharing#FRESH}
 * ({@code -Dserialflex.worlds=fresh}) gives every case fresh worlds, as a check that sharing changes no verdict.
 */
final class WorldPool {

    /**
     * How long a case waits for a world another case holds where the library initializes once per JVM: long
     * enough for most cases to end (a case takes milliseconds), short beside a case's time limit, which the
     * wait is part of; past it the case makes a world of its own, and the kit's rerun in a JVM of its own gives
     * its verdict, as before.
     */
    private static final java.time.Duration PATIENCE = java.time.Duration.ofSeconds(2);

    private static final java.util.concurrent.atomic.AtomicBoolean MET_ONCE_PER_JVM =
            new java.util.concurrent.atomic.AtomicBoolean();

    /** Worlds created in this JVM, by every pool: the first is the only one no other world went before. */
    private static final AtomicInteger IN_THIS_JVM = new AtomicInteger();

    private final String side;
    private final boolean share;
    private final WorldClassPath classPath;
    private final List<Hosting> idle = new ArrayList<>();
    private final AtomicInteger created = new AtomicInteger();
    /** Worlds of this pool not closed, idle or lent (guarded by {@code idle}). */
    private int alive;
    private volatile boolean oncePerJvm;
    /**
     * Each class file's digest, by the array that holds it (an array's equals is identity): a case's classes arrive
     * as the same arrays case after case (the check's every sample of a root, hundreds of classes each), and a
     * class file is never changed once made, so its digest is taken once per pool, not once per case and side.
     */
    private final Map<byte[], String> digests = new java.util.concurrent.ConcurrentHashMap<>();

    WorldPool(String side, WorldSharing sharing) {
        this(side, sharing, WorldClassPath.kit());
    }

    /** A pool whose worlds are built from {@code classPath} instead of the kit's (another library version). */
    WorldPool(String side, WorldSharing sharing, WorldClassPath classPath) {
        this.side = side;
        this.share = sharing == WorldSharing.SHARED;
        this.classPath = classPath;
    }

    /**
     * A world for {@code tckCase}'s side: an idle one where every name the case mentions means the
     * same, given the classes it lacks, or a new one.
     *
     * @param own   the DTO classes of this side
     * @param other the DTO classes of the other side
     */
    Lease take(Map<String, byte[]> own, Map<String, byte[]> other, boolean reader) {
        if (!share) {
            IN_THIS_JVM.incrementAndGet();
            return new Lease(World.create(side + " world " + created.incrementAndGet(), own, classPath), null, false, 0);
        }
        Map<String, String> meanings = meanings(own, other, reader);
        long asked = System.nanoTime();
        long waited = 0;
        synchronized (idle) {
            while (true) {
                for (Iterator<Hosting> it = idle.iterator(); it.hasNext(); ) {
                    Hosting hosting = it.next();
                    if (hosting.accepts(meanings)) {
                        it.remove();
                        hosting.world.addClasses(own);
                        hosting.meanings.putAll(meanings);
                        return new Lease(hosting.world, hosting, true, waited);
                    }
                }
                long before = System.nanoTime();
                boolean again = awaitLeasedWorld(asked);
                // only the wait itself is not the case's time; making a world is, as it always was
                waited += System.nanoTime() - before;
                if (!again) {
                    break;
                }
            }
            alive++;
        }
        IN_THIS_JVM.incrementAndGet();
        try {
            World world = World.create(side + " world " + created.incrementAndGet(), own, classPath);
            return new Lease(world, new Hosting(world, new HashMap<>(meanings)), false, waited);
        } catch (RuntimeException | Error e) {
            forget();
            throw e;
        }
    }

    /**
     * Where the library initializes once per JVM ({@link #initializesOncePerJvm}), a second world would fail
     * as every world after the first does; so a case waits, up to {@link #PATIENCE}, for a world another case
     * holds, instead of making one. Called holding {@code idle}.
     *
     * @return whether it waited and the idle worlds are worth another look
     */
    private boolean awaitLeasedWorld(long asked) {
        long left = PATIENCE.toNanos() - (System.nanoTime() - asked);
        if (!oncePerJvm || alive <= idle.size() || left <= 0) {
            return false;
        }
        try {
            idle.wait(Math.max(1, left / 1_000_000));
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The library failed to initialize in a world of this JVM that was not its first, in a way an earlier world
     * causes ({@link #mayBeAnEarlierWorlds}): from now on a case waits for a world of this pool that lives rather
     * than make a new one, so that the failure costs the case that met it, not every case after it.
     */
    void initializesOncePerJvm() {
        oncePerJvm = true;
        MET_ONCE_PER_JVM.set(true);
    }

    /** Whether any pool of this JVM met a library that initializes once per JVM. */
    static boolean metOncePerJvm() {
        return MET_ONCE_PER_JVM.get();
    }

    private void forget() {
        synchronized (idle) {
            alive--;
            idle.notifyAll();
        }
    }

    /**
     * Offers {@code world}, in which the adapter has been created and no case has run, to this pool
     * as its first world, or closes it when the pool gives every case fresh worlds.
     *
     * @return whether the pool kept it
     */
    boolean seed(World world) {
        if (!share) {
            world.close();
            return false;
        }
        IN_THIS_JVM.incrementAndGet();
        created.incrementAndGet();
        synchronized (idle) {
            alive++;
            idle.add(new Hosting(world, new HashMap<>()));
            idle.notifyAll();
        }
        return true;
    }

    /** Keeps the lease's world for later cases when its case ended {@code cleanly}; else closes it. */
    void giveBack(Lease lease, boolean cleanly) {
        if (lease.hosting() == null || !cleanly) {
            lease.world().close();
            if (lease.hosting() != null) {
                forget();
            }
            return;
        }
        synchronized (idle) {
            idle.add(lease.hosting());
            idle.notifyAll();
        }
    }

    /** Closes the worlds no case holds, once the run that owns this pool has ended. */
    void closeIdle() {
        synchronized (idle) {
            idle.forEach(hosting -> hosting.world().close());
            alive -= idle.size();
            idle.clear();
        }
    }

    /** How many worlds this pool has created. */
    int created() {
        return created.get();
    }

    private Map<String, String> meanings(Map<String, byte[]> own, Map<String, byte[]> other, boolean reader) {
        TreeSet<String> names = new TreeSet<>(own.keySet());
        names.addAll(other.keySet());
        Map<String, String> meanings = new HashMap<>();
        for (String name : names) {
            String meaning = digest(own.get(name));
            meanings.put(name, reader ? meaning + "/" + digest(other.get(name)) : meaning);
        }
        return meanings;
    }

    private String digest(byte[] bytes) {
        return bytes == null ? "absent" : digests.computeIfAbsent(bytes, WorldPool::sha256);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** A world and what each name it has been asked about means there. */
    record Hosting(World world, Map<String, String> meanings) {

        boolean accepts(Map<String, String> wanted) {
            for (Map.Entry<String, String> e : wanted.entrySet()) {
                String meaning = meanings.get(e.getKey());
                if (meaning != null && !meaning.equals(e.getValue())) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * A world lent to one case.
     *
     * @param world   the world
     * @param hosting its place in the pool, {@code null} for a world of its own
     * @param reused  whether an earlier case already used it
     * @param waitedNanos how long the case waited for a world another case held ({@link #initializesOncePerJvm}),
     *                    which is not the case's own time
     */
    record Lease(World world, Hosting hosting, boolean reused, long waitedNanos) {
    }

    /** Whether this JVM has created more than one world, so that another may have gone before any of them. */
    static boolean othersInThisJvm() {
        return IN_THIS_JVM.get() > 1;
    }

    /**
     * Whether {@code failure}, thrown in a JVM that holds more than one world, may be the work of
     * another world: a library that defines a class in a JVM-wide loader, or loads a native library,
     * in its static initializer can do so once per JVM (one-nio 1.7.1 defines
     * {@code jdk.internal.reflect.MagicAccessorBridge} in the bootstrap loader), and every world
     * but the one that initialized it first fails. Such a case is run again in a JVM of its own.
     */
    static boolean mayBeAnEarlierWorlds(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof ExceptionInInitializerError || t instanceof LinkageError) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }
}
