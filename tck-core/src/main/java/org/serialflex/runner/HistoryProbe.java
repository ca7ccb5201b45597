package org.serialflex.runner;

import org.serialflex.results.CaseResult;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Asks whether a library remembers, across adapter instances, something that changes what it
 * writes or reads: a static registry that numbers classes in the order it first meets them, say.
 * {@link WorldPool}'s rule keeps every class name's meaning fixed in a shared world, which makes
 * caches keyed by class or name harmless, but not a memory of <em>order</em>. So before a run
 * shares worlds, one case is written in a fresh writer world, then in a writer world that first
 * wrote other cases; the two byte arrays must be equal (when they are not, a second fresh world
 * tells a library that remembers from one whose bytes differ every time). It is read in a fresh reader world
 * and in one that first read the other two; the outcomes must be equal. Any difference, and the
 * run gives every case fresh worlds.
 */
final class HistoryProbe {

    /** Identity cases of criteria whose classes differ in kind: plain beans, polymorphic fields, maps. */
    private static final List<String> PREFERRED = List.of("C01", "C11", "C18", "C09", "C17", "C05");

    /** How many cases are tried, each in a fresh world, for one the library writes. */
    private static final int ATTEMPTS = 4;

    private HistoryProbe() {
    }

    /** Whether the adapter's worlds may be shared, with the reason. */
    static SharingDecision run(String adapterId, Duration timeLimit, List<TckCase> candidates) {
        List<TckCase> probes = pick(candidates);
        if (probes.size() < 3) {
            return SharingDecision.fresh("the history probe needs three identity cases and found " + probes.size());
        }
        RunTimings timings = new RunTimings();
        WriteHalf fresh = new WriteHalf(adapterId, timeLimit, timings, new WorldPool("probe writer", WorldSharing.FRESH));
        TckCase probe = null;
        Written first = null;
        for (TckCase candidate : probes.subList(0, Math.min(ATTEMPTS, probes.size() - 2))) {
            Written written = fresh.write(candidate);
            if (!written.ended()) {
                probe = candidate;
                first = written;
                break;
            }
        }
        if (probe == null) {
            return SharingDecision.shared("the library writes none of the history probe's cases "
                    + ids(probes.subList(0, Math.min(ATTEMPTS, probes.size() - 2))) + ", so it has nothing to remember");
        }
        TckCase chosen = probe;
        probes = new ArrayList<>(probes.stream().filter(c -> c != chosen).toList());
        probes.add(0, chosen);
        WriteHalf warm = new WriteHalf(adapterId, timeLimit, timings, new WorldPool("probe writer", WorldSharing.SHARED));
        // The reads need only the bytes already written, so they run beside the writes, in the order
        // they always ran (fresh, then the others, then the probe), on a thread of their own.
        ExecutorService reading = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "serialflex-history-probe-reader");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Written fromFresh = first;
            Future<CaseResult> coldRead = reading.submit(() -> new ReadHalf(adapterId, timeLimit, timings,
                    new WorldPool("probe reader", WorldSharing.FRESH)).read(chosen, fromFresh));
            ReadHalf warmReader = new ReadHalf(adapterId, timeLimit, timings, new WorldPool("probe reader", WorldSharing.SHARED));
            for (TckCase other : probes.subList(1, probes.size())) {
                Written written = warm.write(other);
                reading.submit(() -> warmReader.read(other, written));
            }
            Written afterOthers = warm.write(probe);
            if (!sameBytes(first, afterOthers)) {
                // Either way every case gets fresh worlds; a second fresh world only says which it is.
                if (!sameBytes(first, fresh.write(probe))) {
                    return SharingDecision.fresh("the library writes " + probe.id() + " differently in two fresh worlds, "
                            + "so its bytes cannot show whether it remembers earlier cases");
                }
                return SharingDecision.fresh("the library writes " + probe.id() + " differently after writing "
                        + ids(probes.subList(1, probes.size())) + " in the same world");
            }
            Future<CaseResult> warmRead = reading.submit(() -> warmReader.read(chosen, fromFresh));
            return compare(chosen, probes, CasesInThisJvm.join(coldRead), CasesInThisJvm.join(warmRead));
        } finally {
            reading.shutdownNow();
        }
    }

    private static SharingDecision compare(TckCase probe, List<TckCase> probes, CaseResult coldRead, CaseResult warmRead) {
        if (coldRead.outcome() != warmRead.outcome()) {
            return SharingDecision.fresh("reading " + probe.id() + " gives " + coldRead.outcome() + " in a fresh world and "
                    + warmRead.outcome() + " after reading " + ids(probes.subList(1, probes.size())));
        }
        return SharingDecision.shared("the history probe wrote " + probe.id() + " to the same bytes and read it to the "
                + "same outcome (" + coldRead.outcome() + ") after " + ids(probes.subList(1, probes.size()))
                + " as in fresh worlds");
    }

    /** One identity case of each preferred criterion, in that order; the first that writes is the probe. */
    private static List<TckCase> pick(List<TckCase> candidates) {
        List<TckCase> picked = new ArrayList<>();
        for (String criterion : PREFERRED) {
            candidates.stream().filter(c -> c.criterionId().equals(criterion)).findFirst().ifPresent(picked::add);
        }
        return picked;
    }

    private static boolean sameBytes(Written a, Written b) {
        return !b.ended() && Arrays.equals(a.payloadBytes(), b.payloadBytes())
                && Objects.equals(a.metadata(), b.metadata());
    }

    private static String ids(List<TckCase> cases) {
        return String.join(" and ", cases.stream().map(TckCase::id).toList());
    }
}
