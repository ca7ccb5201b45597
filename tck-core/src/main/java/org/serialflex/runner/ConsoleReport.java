package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyProfile;

import java.io.PrintStream;
import java.util.List;
import java.util.OptionalLong;

/**
 * The run's summaries as lines starting {@code serialflex:} on a console (the build log): how worlds
 * are shared, one line per lane with its score, cases and times, each upgrade lane's verdict, and
 * the safety profile, and the engine's notices. Cases themselves are the test engine's to show. It is
 * the one place in the core that writes to the console.
 */
public final class ConsoleReport implements RunReport {

    private final PrintStream console;

    /** Writes to {@code console}, e.g. {@code System.out}. */
    public ConsoleReport(PrintStream console) {
        this.console = console;
    }

    /** Writes to {@code System.out} as it is now (a test may have replaced it). */
    public static ConsoleReport standardOut() {
        return new ConsoleReport(System.out);
    }

    @Override
    public void notice(String line) {
        console.println(line);
    }

    @Override
    public void worldSharing(String adapterId, WorldSharing sharing, String reason, long probeMillis,
                             OptionalLong shuffleSeed) {
        console.println(String.format("serialflex: %s: %s; %s (%.1f s)%s", adapterId,
                sharing == WorldSharing.SHARED ? "worlds shared between cases" : "fresh worlds for every case", reason,
                probeMillis / 1000.0,
                shuffleSeed.isEmpty() ? "" : "; case order shuffled with seed " + shuffleSeed.getAsLong()));
    }

    @Override
    public void laneScored(LaneSummary summary) {
        List<CaseResult> zoo = summary.zoo() == null ? List.of() : summary.zoo().cases();
        List<CaseResult> cases = java.util.stream.Stream.concat(summary.results().stream().flatMap(c -> c.cases().stream()),
                zoo.stream()).toList();
        console.println(String.format("serialflex: %-20s %5s/%d  %d cases (%s%d CORRUPT, %d CRASH) in %.1f s; "
                        + "%d worlds, median set-up %.1f ms; median case %.1f ms",
                summary.label(), AdapterRun.formatScore(summary.total()), summary.results().size(), cases.size(),
                zoo.isEmpty() ? "" : zoo.size() + " of the value zoo; ",
                cases.stream().filter(c -> c.outcome() == Outcome.CORRUPT).count(),
                cases.stream().filter(c -> c.outcome() == Outcome.CRASH).count(), summary.millis() / 1000.0,
                summary.timings().worlds(), summary.timings().medianWorldMillis(),
                summary.timings().medianCaseMillis()));
    }

    @Override
    public void laneVerdict(String lane, String verdict) {
        console.println("serialflex:   lane " + lane + ": " + verdict);
    }

    @Override
    public void safetyProfiled(String adapterId, SafetyProfile profile) {
        console.println(String.format("serialflex: %-20s safety: default %s; hardened %s (%.1f s)", adapterId,
                summary(profile.defaults()), profile.hardened() ? summary(profile.hardenedProbes()) : "none",
                profile.durationMillis() / 1000.0));
    }

    private static String summary(List<ProbeResult> probes) {
        return String.join(", ", probes.stream().map(p -> p.probe() + " " + (p.worst() == null ? p.verdict()
                : p.worst().name())).toList());
    }
}
