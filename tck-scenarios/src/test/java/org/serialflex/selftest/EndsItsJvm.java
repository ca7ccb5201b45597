package org.serialflex.selftest;

import org.serialflex.spi.JvmOption;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Ends its own JVM, the way a library that calls {@code System.exit} or {@code Runtime.halt} does,
 * while it writes or reads the root classes it was given, each with an ending of its own, and
 * serializes everything else honestly. Which classes end the JVM, and how, travels to the case
 * hosts as a system property, because the hosts create their own instance from the service file;
 * the instance the test builds only declares it.
 */
public final class EndsItsJvm extends HonestAdapter {

    /** How the JVM is ended. */
    public enum How { EXIT, HALT }

    /** Which half of the case ends it. */
    public enum While { WRITING, READING }

    /**
     * How a case whose root class is the given one ends the JVM.
     *
     * @param how    {@code System.exit} or {@code Runtime.halt}
     * @param status the JVM's exit status
     * @param when   while writing or while reading the case
     */
    public record Ending(How how, int status, While when) {

        private String encoded() {
            return how + ":" + status + ":" + when;
        }

        private static Ending decoded(String text) {
            String[] parts = text.split(":");
            return new Ending(How.valueOf(parts[0]), Integer.parseInt(parts[1]), While.valueOf(parts[2]));
        }
    }

    // root class simple name=HOW:status:WHILE, comma-separated (simple, because every case keeps its
    // classes in a package of its own, runner.CaseNames): class names hold neither '=' nor ','
    private static final String ENDINGS = "serialflex.selftest.ends";

    private final List<JvmOption> options;

    /** The instance a case host's service loader creates: it reads what to do from the host's properties. */
    public EndsItsJvm() {
        this(List.of());
    }

    /** The instance a test hands the kit: its options tell the hosts which root classes end their JVM, and how. */
    public EndsItsJvm(Map<String, Ending> byRootClass) {
        this(List.of(JvmOption.systemProperty(ENDINGS, byRootClass.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue().encoded()).collect(Collectors.joining(",")))));
    }

    private EndsItsJvm(List<JvmOption> options) {
        super("selftest-ends-its-jvm");
        this.options = options;
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
        if (type == null) {
            return;
        }
        Ending ending = endings().get(type.getSimpleName());
        if (ending == null || ending.when() != now) {
            return;
        }
        if (ending.how() == How.HALT) {
            Runtime.getRuntime().halt(ending.status());
        }
        System.exit(ending.status());
    }

    private static Map<String, Ending> endings() {
        String text = System.getProperty(ENDINGS, "");
        return text.isEmpty() ? Map.of() : Arrays.stream(text.split(",")).map(entry -> entry.split("=", 2))
                .collect(Collectors.toMap(entry -> entry[0], entry -> Ending.decoded(entry[1])));
    }
}
