package org.serialflex.tck;

import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Refuses to score an adapter in this JVM ({@code -Dserialflex.fork=false}) when its library needs
 * JVM options this JVM lacks, and says what to add. Forked, the case hosts get the options the
 * adapter declares ({@link SerializerAdapter#requiredJvmOptions()}), so nothing has to repeat them.
 */
final class JvmOptionsCheck {

    private JvmOptionsCheck() {
    }

    static void requirePresent(SerializerAdapter adapter, boolean forked) {
        if (forked) {
            return;
        }
        List<JvmOption> missing = adapter.requiredJvmOptions().stream().filter(o -> !o.isPresent()).toList();
        if (missing.isEmpty()) {
            return;
        }
        String options = missing.stream().map(JvmOption::option).collect(Collectors.joining(" "));
        throw new IllegalStateException("Adapter '" + adapter.id() + "' (" + adapter.library().coordinates()
                + ") needs JVM options this JVM was started without:\n  " + options
                + "\n-Dserialflex.fork=false runs the cases in this JVM, so it needs them too: add them to the "
                + "test JVM's command line (in this kit's build: -Dserialflex.jvmFlags=\"" + options + "\"; elsewhere "
                + "Surefire's argLine or the java command), or drop -Dserialflex.fork=false and the case JVMs get "
                + "them from the adapter.");
    }
}
