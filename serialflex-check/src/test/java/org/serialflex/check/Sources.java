package org.serialflex.check;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compiles a version of a team's classes from source text, as its build would, into a directory of class files. Public,
 * and in the module's test-jar alone, for check-corpus's fixtures.
 */
public final class Sources {

    private static final Pattern PACKAGE = Pattern.compile("package\\s+([\\w.]+)\\s*;");
    private static final Pattern TYPE = Pattern.compile("public\\s+(?:abstract\\s+|final\\s+)*(?:class|interface|enum|record)\\s+(\\w+)");

    private Sources() {
    }

    /**
     * Compiles {@code units} (whole compilation units, one public type each) into {@code dir}/classes.
     *
     * @return the directory of class files
     */
    public static Path compile(Path dir, String... units) {
        return compile(dir, List.of(), units);
    }

    /** As {@link #compile(Path, String...)}, against this test's class path (for a library's annotations). */
    public static Path compileWith(Path dir, String... units) {
        return compile(dir, List.of("-cp", System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path"))), units);
    }

    private static Path compile(Path dir, List<String> options, String... units) {
        try {
            Path sources = Files.createDirectories(dir.resolve("sources"));
            Path classes = Files.createDirectories(dir.resolve("classes"));
            List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-proc:none"));
            arguments.addAll(options);
            for (String unit : units) {
                Matcher pkg = PACKAGE.matcher(unit);
                Matcher type = TYPE.matcher(unit);
                if (!pkg.find() || !type.find()) {
                    throw new IllegalArgumentException("No package or public type in " + unit);
                }
                Path file = sources.resolve(pkg.group(1).replace('.', '/')).resolve(type.group(1) + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, unit);
                arguments.add(file.toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            if (javac.run(null, null, errors, arguments.toArray(String[]::new)) != 0) {
                throw new IllegalStateException("The test's sources do not compile:\n" + errors);
            }
            return classes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
