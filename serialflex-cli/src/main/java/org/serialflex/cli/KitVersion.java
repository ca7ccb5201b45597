package org.serialflex.cli;

import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** {@code --version} of every command: the command and the kit's version (from the build), then the JVM. */
public final class KitVersion implements IVersionProvider {

    @Spec
    CommandSpec spec;

    @Override
    public String[] getVersion() throws IOException {
        return new String[] {CommandLines.prefix(spec.commandLine()) + " " + version(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + "), "
                        + System.getProperty("os.name") + " " + System.getProperty("os.arch")};
    }

    /** The kit's version, as its build wrote it. */
    static String version() throws IOException {
        Properties build = new Properties();
        try (InputStream in = KitVersion.class.getResourceAsStream("serialflex.properties")) {
            if (in != null) {
                build.load(in);
            }
        }
        return build.getProperty("version", "(version unknown)");
    }
}
