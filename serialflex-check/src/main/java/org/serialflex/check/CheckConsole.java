package org.serialflex.check;

import java.util.List;
import java.util.Locale;

/**
 * What a finished check prints on the console: the verdict per root class with the first line of each
 * direction's evidence (the report has it all), notes, warnings, where the report went, what the check
 * spent its time on, and what failed it, ending with {@link LastLine}.
 */
final class CheckConsole {

    private CheckConsole() {
    }

    /**
     * Prints the outcome of a check whose report is written, and returns the exit status: 0 passed, 1 failed.
     * The one place that decides what a finished check prints.
     */
    static int report(Check check, CheckReport report, CheckOptions options, long started) {
        System.out.println("serialflex check: " + report.adapterId() + " (" + report.library()
                + (report.oldLibrary().equals(report.library()) ? "" : "; old side " + report.oldLibrary())
                + "): overall " + report.overall());
        for (RootResult root : report.roots()) {
            System.out.println("  " + root.root() + ": " + root.verdict() + (root.accepted() ? " (accepted)" : "")
                    + "; old→new " + line(root.backward()) + "; new→old " + line(root.forward())
                    + "; controls old→old " + line(root.oldControl()) + ", new→new " + line(root.newControl()));
        }
        report.accepted().stream().filter(Acceptance::occurs).forEach(a -> System.out.println("serialflex check: "
                + "accepted: " + a.root() + " " + a.direction() + " " + a.outcome()
                + (a.adapter() == null ? "" : " with " + a.adapter()) + ": " + a.reason()));
        report.notes().forEach(n -> System.out.println("serialflex check: note: " + n));
        report.warnings().forEach(w -> System.out.println("serialflex check: WARNING: " + firstLine(w)));
        System.out.println("serialflex check: report " + options.outputDir().resolve("check.html") + " (evidence in full; "
                + "check.md, check.json, " + CheckJUnitXml.FILE_NAME + " beside it)");
        // what a slow check spent its time on: worlds are the expensive part (a library loaded afresh in each)
        System.out.printf(Locale.ROOT, "serialflex check: %d cases in %d worlds, %.1f s (CPU %.1f s)%n",
                check.timings().cases(), check.timings().worlds(), (System.nanoTime() - started) / 1e9,
                processCpuSeconds());
        if (options.required() == Compatibility.NONE) {
            // a report-only run must never look like a gate: said on every run, last when nothing failed
            System.out.println(LastLine.gatesNothing(options));
        }
        List<Failure> failures = check.gate(report);
        failures.forEach(f -> System.out.println("serialflex check: FAILED: " + firstLine(f.text())));
        if (failures.isEmpty()) {
            return 0;
        }
        System.out.println(LastLine.failed(failures, report, options));
        return 1;
    }

    /** A direction on the console: its outcome and the first line of its evidence (the report has it all). */
    private static String line(DirectionResult d) {
        String outcome = d.status() != DirectionResult.Status.JUDGED ? d.status().name()
                : d.outcome() == null ? "n/a" : d.outcome().name();
        return outcome + (d.evidence() == null || d.status() == DirectionResult.Status.NOTHING_TO_WRITE ? ""
                : " (" + firstLine(d.evidence()) + ")");
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline) + " […]";
    }

    /** This JVM's CPU time so far, JIT and GC threads included; 0 where the JVM does not tell. */
    private static double processCpuSeconds() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() / 1e9 : 0;
    }
}
