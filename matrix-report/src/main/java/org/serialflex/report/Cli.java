package org.serialflex.report;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Parses the command line and runs {@code report} or {@code diff}; returns the exit code. */
final class Cli {

    static final String USAGE = """
            usage:
              java -jar matrix-report.jar report [--require-results] [--adapters=<id,...>] <project-root|results-dir|results.json>... <out-dir>
                  writes index.html, matrix.md, matrix.json and matrix.csv into <out-dir>
                  (--adapters: only these adapters; an id no adapter module recorded is an error;
                   --adapters-from=<words>: where the selection was written, for that error's message;
                   --outside-the-kit: the build is not the kit's own, so the fix it names applies to a project)
                  (--defer-summary: print the summary later, with the summary command)
              java -jar matrix-report.jar summary <out-dir>
                  prints the console summary of the report in <out-dir> again
              java -jar matrix-report.jar diff <before.json> <after.json> [--fail-on-worse]
                  inputs: matrix.json files of two runs, or two single-adapter results files;
                  --fail-on-worse exits 1 when a case outcome got worse or a criterion score dropped
            """;

    private Cli() {
    }

    static int run(String[] args, Clock clock, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(USAGE);
            return 2;
        }
        List<String> operands = new ArrayList<>();
        boolean requireResults = Boolean.getBoolean("serialflex.report.requireResults");
        boolean failOnWorse = false;
        boolean deferSummary = false;
        Set<String> adapters = new LinkedHashSet<>();
        String adaptersFrom = null;
        boolean inKit = true;
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--require-results") || arg.equals("--require-results=true")) {
                requireResults = true;
            } else if (arg.equals("--require-results=false")) {
                requireResults = false;
            } else if (arg.startsWith("--adapters=")) {
                Arrays.stream(arg.substring("--adapters=".length()).split(",")).map(String::strip)
                        .filter(id -> !id.isEmpty()).forEach(adapters::add);
            } else if (arg.startsWith("--adapters-from=")) {
                adaptersFrom = arg.substring("--adapters-from=".length());
            } else if (arg.equals("--outside-the-kit")) {
                inKit = false;
            } else if (arg.equals("--defer-summary")) {
                deferSummary = true;
            } else if (arg.equals("--fail-on-worse")) {
                failOnWorse = true;
            } else if (arg.startsWith("--")) {
                err.println("matrix-report: unknown option " + arg);
                err.print(USAGE);
                return 2;
            } else {
                operands.add(arg);
            }
        }
        switch (args[0]) {
            case "report" -> {
                if (operands.size() < 2) {
                    err.println("matrix-report: report needs at least one input and an output directory");
                    err.print(USAGE);
                    return 2;
                }
                List<Path> inputs = operands.subList(0, operands.size() - 1).stream().map(Path::of).toList();
                Path outDir = Path.of(operands.get(operands.size() - 1));
                return new ReportCommand(clock, out, err).run(inputs, outDir, requireResults, deferSummary, adapters,
                        adaptersFrom != null ? adaptersFrom : "--adapters=" + String.join(",", adapters), inKit);
            }
            case "summary" -> {
                if (operands.size() != 1) {
                    err.println("matrix-report: summary needs the report's directory");
                    err.print(USAGE);
                    return 2;
                }
                return new ReportCommand(clock, out, err).printSummary(Path.of(operands.get(0)));
            }
            case "diff" -> {
                if (operands.size() != 2) {
                    err.println("matrix-report: diff needs exactly two files, before and after");
                    err.print(USAGE);
                    return 2;
                }
                return new DiffCommand(out, err).run(Path.of(operands.get(0)), Path.of(operands.get(1)), failOnWorse);
            }
            default -> {
                err.println("matrix-report: unknown command " + args[0]);
                err.print(USAGE);
                return 2;
            }
        }
    }
}
