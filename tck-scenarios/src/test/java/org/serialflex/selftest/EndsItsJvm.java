package org.serialflex.selftest;

import org.serialflex.spi.JvmOption;

import java.util.List;

/**
 * Ends its own JVM, the way a library that calls {@code System.exit} or {@code Runtime.halt} does,
 * while it writes or reads C08's String→int holder, and serializes everything else honestly. How it
 * ends the JVM travels to the case hosts as system properties, because the hosts create their own
 * instance from the service file; the instance the test builds only declares them.
 */
public final class EndsItsJvm extends HonestAdapter {

    /** How the JVM is ended. */
    public enum How { EXIT, HALT }

    /** Which half of the case ends it. */
    public enum While { WRITING, READING }

    private static final String HOW = "serialflex.selftest.ends.how";
    private static final String STATUS = "serialflex.selftest.ends.status";
    private static final String WHILE = "serialflex.selftest.ends.while";

    private final List<JvmOption> options;

    /** The instance a case host's service loader creates: it reads what to do from the host's properties. */
    public EndsItsJvm() {
        this.options = List.of();
    }

    /** The instance a test hands the kit: its options tell the hosts how and when to end their JVM. */
    public EndsItsJvm(How how, int status, While when) {
        this.options = List.of(JvmOption.systemProperty(HOW, how.name()),
                JvmOption.systemProperty(STATUS, String.valueOf(status)),
                JvmOption.systemProperty(WHILE, when.name()));
    }

    @Override
    public String id() {
        return "selftest-ends-its-jvm";
    }

    @Override
    public List<JvmOption> requiredJvmOptions() {
        return options;
    }

    @Override
    public byte[] write(Object value) throws Exception {
        endIfAskedFor(While.WRITING, value.getClass());
        return super.write(value);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        endIfAskedFor(While.READING, rootType);
        return super.read(bytes, rootType);
    }

    private static void endIfAskedFor(While now, Class<?> type) {
        if (type == null || !type.getName().endsWith("HolderStringtoint")
                || !now.name().equals(System.getProperty(WHILE))) {
            return;
        }
        int status = Integer.parseInt(System.getProperty(STATUS));
        if (How.valueOf(System.getProperty(HOW)) == How.HALT) {
            Runtime.getRuntime().halt(status);
        }
        System.exit(status);
    }
}
