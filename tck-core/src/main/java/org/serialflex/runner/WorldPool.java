package org.serialflex.runner;

import org.serialflex.worlds.World;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * Worlds of one side of a lane, kept for the next case that needs exactly the same DTO classes.
 * Loading and initialising a library in a fresh class loader is most of a case's cost; a world
 * whose last case ended cleanly holds the same library copy and the same classes the next case
 * would load again, so that case gets it back, with a fresh adapter instance. A world whose case
 * threw, crashed, hung or was abandoned is closed, never reused, so a library left in a broken
 * state costs no other case. Writer and reader never share a world: they run in different JVMs.
 * Off by default ({@code -Dserialflex.reuseWorlds=true} turns it on): a warm library is not the
 * library a cold case meets. Kryo, recovering from its own StackOverflowError on a cycle, takes
 * about 1 s in a fresh world and over 10 s in a reused one, where the JIT-compiled recursion goes
 * far deeper, so C12's WRITE_FAILED became a CRASH (a hang). Verdicts must not depend on that.
 */
final class WorldPool {

    /** The system property that turns reuse off, also passed on to the case host JVMs. */
    static final String REUSE_PROPERTY = "serialflex.reuseWorlds";

    private final boolean reuse;
    private final Map<String, Deque<World>> idle = new HashMap<>();

    WorldPool(boolean reuse) {
        this.reuse = reuse;
    }

    /** The pool of this JVM, as {@code -Dserialflex.reuseWorlds} says (default: a fresh world per case). */
    static WorldPool fromSystemProperty() {
        return new WorldPool("true".equalsIgnoreCase(System.getProperty(REUSE_PROPERTY, "false").strip()));
    }

    /** An idle world holding exactly {@code classes}, or a new one. */
    Lease take(String label, Map<String, byte[]> classes) {
        String key = reuse ? key(classes) : null;
        if (key != null) {
            synchronized (idle) {
                Deque<World> worlds = idle.get(key);
                if (worlds != null && !worlds.isEmpty()) {
                    return new Lease(worlds.pop(), key, true);
                }
            }
        }
        return new Lease(World.create(label, classes), key, false);
    }

    /** Keeps the lease's world for the next case when its case ended {@code cleanly}; else closes it. */
    void giveBack(Lease lease, boolean cleanly) {
        if (!reuse || !cleanly) {
            lease.world().close();
            return;
        }
        synchronized (idle) {
            idle.computeIfAbsent(lease.key(), k -> new ArrayDeque<>()).push(lease.world());
        }
    }

    private static String key(Map<String, byte[]> classes) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            new TreeMap<>(classes).forEach((name, bytes) -> {
                digest.update(name.getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(bytes);
            });
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /**
     * A world lent to one case.
     *
     * @param world  the world
     * @param key    what identifies its classes, {@code null} when not reusing
     * @param reused whether an earlier case already used it
     */
    record Lease(World world, String key, boolean reused) {
    }
}
