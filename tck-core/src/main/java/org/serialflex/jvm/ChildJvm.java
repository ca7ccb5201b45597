package org.serialflex.jvm;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A JVM the kit starts: case hosts, safety probes, races and the check all describe theirs here and
 * start it through {@link #start}, so that which java runs, which options it inherits, where its
 * fatal error report goes and how its class path is kept apart from the library's are decided in
 * one place. Build one with {@link #builder}; the command line is
 * {@code java <inherited> <options> <defaults> -XX:ErrorFile=... -D... <class path> <main> <arguments>}.
 *
 * @param command the whole command line, the java executable first
 * @param what    what the JVM is for, as error messages name it (e.g. {@code case host})
 */
public record ChildJvm(List<String> command, String what) {

    /** A JVM of this machine's running JDK that will run {@code mainClass}; {@code what} names it in errors. */
    public static Builder builder(String what, String mainClass) {
        return new Builder(what, mainClass);
    }

    /** The java executable this JVM runs on: the first word of {@link #command}. */
    public String java() {
        return command.get(0);
    }

    /**
     * Starts the JVM with its standard output and error as {@code output} says.
     *
     * @throws UncheckedIOException when the JVM cannot be started, naming what it was for and its command
     */
    public Process start(Output output) {
        ProcessBuilder builder = new ProcessBuilder(command);
        try {
            if (output instanceof Output.ErrorsAppendedTo log) {
                builder.redirectError(ProcessBuilder.Redirect.appendTo(log.file().toFile()));
            } else if (output instanceof Output.AllTo log) {
                builder.redirectErrorStream(true).redirectOutput(log.file().toFile());
            } else if (output instanceof Output.AllPiped) {
                builder.redirectErrorStream(true);
            }
            return builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the " + what + " JVM: " + command, e);
        }
    }

    /** Where a child JVM's standard output and error go. */
    public sealed interface Output {

        /** Both piped to the caller, each on its own stream. */
        static Output piped() {
            return new Piped();
        }

        /** Standard output piped to the caller, standard error appended to {@code log}. */
        static Output errorsAppendedTo(Path log) {
            return new ErrorsAppendedTo(log);
        }

        /** Both written to {@code log}, in the order the JVM wrote them. */
        static Output allTo(Path log) {
            return new AllTo(log);
        }

        /** Both piped to the caller as one stream, in the order the JVM wrote them. */
        static Output allPiped() {
            return new AllPiped();
        }

        /** See {@link #piped()}. */
        record Piped() implements Output {
        }

        /** See {@link #errorsAppendedTo(Path)}. */
        record ErrorsAppendedTo(Path file) implements Output {
        }

        /** See {@link #allTo(Path)}. */
        record AllTo(Path file) implements Output {
        }

        /** See {@link #allPiped()}. */
        record AllPiped() implements Output {
        }
    }

    /** Which of this JVM's own options a child JVM starts with. */
    public enum Inherited {
        /** None: the child's options are the ones the builder names. */
        NOTHING,
        /** This JVM's options (the build's argLine: stack, collector, the flags libraries need), less a debugger's. */
        OPTIONS,
        /** As {@link #OPTIONS}, less heap sizes, for a child that sets its own heap. */
        OPTIONS_BUT_HEAP;

        List<String> options() {
            if (this == NOTHING) {
                return List.of();
            }
            return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                    .filter(o -> !o.startsWith("-agentlib:jdwp") && !o.startsWith("-Xrunjdwp")
                            && !o.startsWith("-XX:ErrorFile"))
                    .filter(o -> this == OPTIONS || !(o.startsWith("-Xmx") || o.startsWith("-Xms")
                            || o.startsWith("-XX:MaxHeapSize") || o.startsWith("-XX:InitialHeapSize")))
                    .toList();
        }
    }

    /** Describes a child JVM step by step; {@link #build} checks nothing is missing. */
    public static final class Builder {
        private final String what;
        private final String mainClass;
        private Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        private Inherited inherited = Inherited.NOTHING;
        private final List<String> options = new ArrayList<>();
        private final Map<Predicate<String>, String> defaults = new LinkedHashMap<>();
        private Path crashDirectory;
        private final Map<String, String> properties = new LinkedHashMap<>();
        private List<String> classPath = List.of();
        private String isolatedWorldClassPath;
        private final List<String> arguments = new ArrayList<>();

        private Builder(String what, String mainClass) {
            this.what = what;
            this.mainClass = mainClass;
        }

        /** The java executable of another JDK than the running one (a lane side's). */
        public Builder java(Path executable) {
            this.java = executable;
            return this;
        }

        /** Which of this JVM's own options the child inherits; {@link Inherited#NOTHING} unless said. */
        public Builder inherit(Inherited inherited) {
            this.inherited = inherited;
            return this;
        }

        /** JVM options, after the inherited ones; an option already there is not repeated. */
        public Builder options(List<String> jvmOptions) {
            options.addAll(jvmOptions);
            return this;
        }

        /**
         * {@code option} unless the inherited or given options already hold one that {@code chosen}
         * matches: the kit's default for a setting the build may choose itself.
         */
        public Builder defaultOption(String option, Predicate<String> chosen) {
            defaults.put(chosen, option);
            return this;
        }

        /**
         * Transparent huge pages for the JVM's heap where this machine's kernel hands them out only when asked
         * ({@link HugePages}), unless the inherited or given options say anything about huge or large pages.
         */
        public Builder hugePagesWhereAsked() {
            HugePages.option().ifPresent(option -> defaults.put(HugePages::chosen, option));
            return this;
        }

        /** Where the JVM writes its fatal error report, {@code hs_err_pid<pid>.log} ({@link JvmDeath#of}). */
        public Builder fatalErrorReportsIn(Path directory) {
            this.crashDirectory = directory;
            return this;
        }

        /** A system property of the child, {@code -Dname=value}. */
        public Builder property(String name, String value) {
            properties.put(name, value);
            return this;
        }

        /** The child's class path, as it is. */
        public Builder classPath(List<String> entries) {
            this.classPath = List.copyOf(entries);
            this.isolatedWorldClassPath = null;
            return this;
        }

        /**
         * The child's system class loader holds the kit's own jar alone and {@link IsolatedHost} loads
         * the main class, the kit and the library from {@code worldClassPath} in a loader of their own,
         * so that no library finds copies of itself through the system class loader.
         */
        public Builder isolated(String worldClassPath) {
            this.isolatedWorldClassPath = worldClassPath;
            this.classPath = List.of();
            return this;
        }

        /** The main class's arguments. */
        public Builder arguments(List<String> args) {
            arguments.addAll(args);
            return this;
        }

        /** The JVM as described; its fatal error report directory is created now. */
        public ChildJvm build() {
            List<String> command = new ArrayList<>();
            command.add(java.toString());
            Set<String> jvmOptions = new LinkedHashSet<>(inherited.options());
            jvmOptions.addAll(options);
            defaults.forEach((chosen, option) -> {
                if (jvmOptions.stream().noneMatch(chosen)) {
                    jvmOptions.add(option);
                }
            });
            command.addAll(jvmOptions);
            if (crashDirectory != null) {
                try {
                    Files.createDirectories(crashDirectory);
                } catch (IOException e) {
                    throw new UncheckedIOException("Cannot create " + crashDirectory + " for the " + what + " JVM", e);
                }
                command.add("-XX:ErrorFile=" + crashDirectory.resolve("hs_err_pid%p.log"));
            }
            if (isolatedWorldClassPath != null) {
                properties.put(IsolatedHost.WORLD_CLASS_PATH, isolatedWorldClassPath);
            }
            properties.forEach((name, value) -> command.add("-D" + name + "=" + value));
            if (isolatedWorldClassPath != null) {
                command.addAll(List.of("-cp", IsolatedHost.ownClassPath(), IsolatedHost.class.getName()));
            } else if (!classPath.isEmpty()) {
                command.addAll(List.of("-cp", String.join(File.pathSeparator, classPath)));
            }
            command.add(mainClass);
            command.addAll(arguments);
            return new ChildJvm(List.copyOf(command), what);
        }
    }
}
