package org.serialflex.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The check's last console line, the one a user reads first: when the check fails the build, what failed it and the
 * one setting that would accept it (the Maven goal repeats it as its failure message, Maven's own last words); when
 * {@code require} is NONE and nothing failed, that the run gated nothing.
 */
final class LastLine {

    /** Roots named on the line; the rest are counted (a package of roots may fail by the dozen). */
    private static final int NAMED = 3;

    private LastLine() {
    }

    /** The line after a check that fails the build for {@code failures} (none empty), {@code serialflex check: } first. */
    static String failed(List<Failure> failures, CheckReport report, CheckOptions options) {
        List<String> what = new ArrayList<>();
        List<String> accept = new ArrayList<>();
        List<Failure> shortOf = of(failures, Failure.Kind.SHORT_OF_REQUIRED);
        if (!shortOf.isEmpty()) {
            what.add(names(shortOf.stream().map(f -> f.root() + " is " + f.verdict() + " (" + String.join(", ",
                    f.directions().stream().map(d -> d.direction() + " " + d.outcome()).toList()) + ")").toList())
                    + ", short of the required " + options.required());
            String level = acceptingLevel(report).name();
            accept.add("require " + level + " (--require " + level + ", <require>" + level + "</require>)");
        }
        List<Failure> corrupt = of(failures, Failure.Kind.CORRUPT);
        if (!corrupt.isEmpty()) {
            // one root's two directions together: "t.Order old→new and new→old"
            java.util.Map<String, List<String>> byRoot = new java.util.LinkedHashMap<>();
            corrupt.forEach(f -> byRoot.computeIfAbsent(f.root(), r -> new ArrayList<>())
                    .add(f.directions().get(0).direction().label()));
            what.add(names(byRoot.entrySet().stream().map(e -> e.getKey() + " " + String.join(" and ", e.getValue()))
                    .toList()) + " CORRUPT (silent data loss)");
            accept.add("failOnCorrupt false (--fail-on-corrupt false, <failOnCorrupt>false</failOnCorrupt>)");
        }
        List<Failure> noVerdict = of(failures, Failure.Kind.NO_VERDICT);
        if (!noVerdict.isEmpty()) {
            Set<String> classes = new LinkedHashSet<>();
            report.roots().stream().filter(r -> noVerdict.stream().anyMatch(f -> f.root().equals(r.root())))
                    .forEach(r -> classes.add(r.className()));
            what.add(names(noVerdict.stream().map(Failure::root).toList()) + " without a verdict");
            accept.add("acceptNoVerdict (--accept-no-verdict " + String.join(",", classes) + ", <acceptNoVerdict>"
                    + String.join("", classes.stream().map(c -> "<root>" + c + "</root>").toList())
                    + "</acceptNoVerdict>)");
        }
        List<Failure> stale = of(failures, Failure.Kind.ACCEPTED_NO_LONGER_OCCURS);
        if (!stale.isEmpty()) {
            what.add(names(stale.stream().map(Failure::root).toList()) + " accepted but no longer failing so");
            accept.add("remove " + (stale.size() == 1 ? "its entry" : "their entries") + " from "
                    + options.acceptedChanges().map(Path::toString).orElse("the accepted changes"));
        }
        return CheckLauncher.FAILED_THE_BUILD + String.join("; ", what) + ". To accept "
                + (failures.size() == 1 ? "it" : "them") + ": " + String.join(" and ", accept) + ".";
    }

    /** The line after a check that passed with {@code require} NONE: it reported, and gated no verdict. */
    static String gatesNothing(CheckOptions options) {
        return "serialflex check: require NONE gates nothing: a change new code cannot read passes this build"
                + (options.failOnCorrupt() ? " (only CORRUPT and a root without verdict fail it)"
                : " (only a root without verdict fails it)") + ". For a gate, leave require at its default, "
                + CheckOptions.DEFAULT_REQUIRED + ", or set FULL.";
    }

    /**
     * The strongest level every root with a verdict meets, so the one {@code require} that accepts them all: a root at
     * FORWARD and one at BACKWARD are accepted together by NONE alone.
     */
    private static Compatibility acceptingLevel(CheckReport report) {
        List<Compatibility> verdicts = report.roots().stream().map(RootResult::verdict)
                .filter(v -> v != Compatibility.NO_VERDICT).toList();
        return Compatibility.of(verdicts.stream().allMatch(Compatibility::backward),
                verdicts.stream().allMatch(Compatibility::forward));
    }

    private static List<Failure> of(List<Failure> failures, Failure.Kind kind) {
        return failures.stream().filter(f -> f.kind() == kind).toList();
    }

    private static String names(List<String> items) {
        List<String> named = items.stream().distinct().toList();
        return named.size() <= NAMED ? String.join(", ", named)
                : String.join(", ", named.subList(0, NAMED)) + " and " + (named.size() - NAMED) + " more";
    }
}
