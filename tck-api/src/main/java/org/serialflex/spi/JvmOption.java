package org.serialflex.spi;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * A JVM option a library needs, with a check whether the running JVM has it.
 *
 * @param option the option as it goes on the command line, e.g.
 *               {@code --add-opens=java.base/java.lang=ALL-UNNAMED}
 */
public record JvmOption(String option) {

    /** {@code --add-opens=<module>/<package>=ALL-UNNAMED}. */
    public static JvmOption addOpens(String module, String packageName) {
        return new JvmOption("--add-opens=" + module + "/" + packageName + "=ALL-UNNAMED");
    }

    /** {@code -D<name>=<value>}. */
    public static JvmOption systemProperty(String name, String value) {
        return new JvmOption("-D" + name + "=" + value);
    }

    /** Whether the running JVM was started with this option. */
    public boolean isPresent() {
        if (option.startsWith("-D")) {
            String[] nameValue = option.substring(2).split("=", 2);
            return nameValue.length == 2 && nameValue[1].equals(System.getProperty(nameValue[0]));
        }
        if (option.startsWith("--add-opens=")) {
            String[] parts = option.substring("--add-opens=".length()).split("[/=]");
            Module module = ModuleLayer.boot().findModule(parts[0]).orElse(null);
            return module != null && module.isOpen(parts[1], JvmOption.class.getClassLoader().getUnnamedModule());
        }
        List<String> arguments = ManagementFactory.getRuntimeMXBean().getInputArguments();
        return arguments.contains(option);
    }
}
