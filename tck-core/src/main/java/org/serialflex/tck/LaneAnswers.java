package org.serialflex.tck;

import org.serialflex.results.CaseResult;
import org.serialflex.runner.RunReport;
import org.serialflex.runner.WorseAcrossLane;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The answer to a lane typed on the command line, under its verdict line: each case the upgrade makes
 * worse than one version, one line with its outcome and evidence. Lanes the module declares keep the
 * verdict line alone: their cases are the pins' to judge, and a default build would drown in them.
 */
final class LaneAnswers implements RunReport {

    /** Enough to see a pattern on a console; the results file has every case. */
    static final int MOST_LINES = 40;

    private final RunReport console;
    private final Set<String> asked;
    private final Path resultsFile;

    LaneAnswers(RunReport console, Set<String> asked, Path resultsFile) {
        this.console = console;
        this.asked = Set.copyOf(asked);
        this.resultsFile = resultsFile;
    }

    @Override
    public void laneWorse(String lane, List<WorseAcrossLane> cases) {
        if (!asked.contains(lane)) {
            return;
        }
        if (cases.isEmpty()) {
            console.notice("serialflex:     no case fares worse across this lane than on one version");
            return;
        }
        int width = cases.stream().mapToInt(c -> label(c.result()).length()).max().orElse(0);
        for (WorseAcrossLane worse : cases.subList(0, Math.min(cases.size(), MOST_LINES))) {
            CaseResult result = worse.result();
            // between two adapters a CORRUPT case counts even when the module's adapter alone loses the value too
            String same = result.outcome() == worse.onOneVersion() ? " too, but that is one side's alone" : "";
            console.notice(String.format("serialflex:     %-" + width + "s  %-11s (%s on one version%s%s)  %s",
                    label(result), result.outcome(), worse.onOneVersion(), same,
                    worse.identity() ? "" : "; classes change too", firstLine(result.evidence())));
        }
        if (cases.size() > MOST_LINES) {
            console.notice("serialflex:     ... and " + (cases.size() - MOST_LINES) + " more, every case in "
                    + resultsFile);
        }
    }

    /** A criterion's case by its id; a value of the zoo by what it is and how it is held: "UUID held as Object". */
    private static String label(CaseResult result) {
        return result.id().startsWith(org.serialflex.runner.Criterion.VALUE_ZOO + ".") && result.title() != null
                ? result.title() + ":" : result.id();
    }

    private static String firstLine(String evidence) {
        if (evidence == null || evidence.isBlank()) {
            return "";
        }
        String line = evidence.strip().lines().findFirst().orElse("");
        return line.length() <= 240 ? line : line.substring(0, 237) + "...";
    }
}
