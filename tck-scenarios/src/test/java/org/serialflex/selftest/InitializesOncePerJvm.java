package org.serialflex.selftest;

import org.serialflex.spi.JvmOption;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Serializes honestly, but its library can initialize once per JVM, not once per class loader: its first
 * instance claims a JVM-wide place (as one-nio up to 2.2 defines {@code jdk.internal.reflect.MagicAccessorBridge}
 * in the bootstrap loader), and every other world of the same JVM fails to create it with the
 * {@link LinkageError} one-nio's second copy meets. Each refusal is appended to a file the test names (a system
 * property, as the hosts create their own instance), so the test can count how many worlds the kit wasted on it.
 */
public final class InitializesOncePerJvm extends HonestAdapter {

    private static final String REFUSALS = "serialflex.selftest.onceperjvm.refusals";
    private static final String CLAIM = "serialflex.selftest.onceperjvm.claimedBy";

    private final List<JvmOption> options;

    /** The instance a case host's service loader creates. */
    public InitializesOncePerJvm() {
        this(List.of());
    }

    /** The instance a test hands the kit: its hosts append each refused initialization to {@code refusals}. */
    public InitializesOncePerJvm(Path refusals) {
        this(List.of(JvmOption.systemProperty(REFUSALS, refusals.toString())));
    }

    private InitializesOncePerJvm(List<JvmOption> options) {
        super("selftest-initializes-once-per-jvm");
        this.options = options;
    }

    @Override
    public List<JvmOption> requiredJvmOptions() {
        return options;
    }

    @Override
    public byte[] write(Object value) throws Exception {
        Bridge.touch();
        return super.write(value);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        Bridge.touch();
        return super.read(bytes, rootType);
    }

    /**
     * The library's JVM-wide class: initialized once per world (each world defines this class again), at the
     * first write or read, not when the kit's service scan creates every registered adapter.
     */
    private static final class Bridge {

        private static final String OWNER = claimTheJvm();

        static void touch() {
            if (OWNER.isEmpty()) {
                throw new IllegalStateException("no owner");
            }
        }
    }

    private static String claimTheJvm() {
        String me = InitializesOncePerJvm.class.getClassLoader() + "@"
                + System.identityHashCode(InitializesOncePerJvm.class.getClassLoader());
        String owner = (String) System.getProperties().putIfAbsent(CLAIM, me);
        if (owner != null && !owner.equals(me)) {
            String refusals = System.getProperty(REFUSALS);
            if (refusals != null) {
                try {
                    Files.writeString(Path.of(refusals), me + "\n", StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            throw new LinkageError("attempted duplicate class definition for the JVM-wide bridge (claimed by "
                    + owner + ")");
        }
        return me;
    }
}
