package org.serialflex.tck;

import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;
import java.util.stream.Collectors;

/** Refuses to score an adapter whose library needs JVM options this JVM lacks, and says what to add. */
final class JvmOptionsCheck {

    private JvmOptionsCheck() {
    }

    static void requirePresent(SerializerAdapter adapter) {
        List<JvmOption> missing = adapter.requiredJvmOptions().stream().filter(o -> !o.isPresent()).toList();
        if (missing.isEmpty()) {
            return;
        }
        String options = missing.stream().map(JvmOption::option).collect(Collectors.joining(" "));
        throw new IllegalStateException("Adapter '" + adapter.id() + "' (" + adapter.library().coordinates()
                + ") needs JVM options this JVM was started without:\n  " + options
                + "\nAdd them to the adapter module's pom.xml:\n  <properties>\n    <serialflex.jvmFlags>" + options
                + "</serialflex.jvmFlags>\n  </properties>\nor, outside Maven, to the java command line.");
    }
}
