package org.serialflex.runner.host;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.HostErrorOutput;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.SharingDecision;
import org.serialflex.runner.Side;
import org.serialflex.runner.Written;
import org.serialflex.verdicts.Verdict;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one case host JVM said during one run and how that run ended, once it ended: gathered by a
 * {@link Recorder} as {@link CaseHostJvm} serves the run, then fixed.
 *
 * @param sideName     the lane side, as messages name it ({@code kryo@5.5.0/jdk21})
 * @param side         whether the host writes or reads
 * @param jvm          the command line the host was started with
 * @param started      the cases it said it started, in order
 * @param alone        cases that asked for a JVM of their own: their verdicts from this host stand only if one of
 *                     them alone agrees
 * @param written      a writing host's answers, by case id
 * @param results      a reading host's verdicts, by case id
 * @param notCreatable the reason the host gave in {@link HostMessage.NotCreatable}, when it gave one
 * @param sharing      the history probe's answer, when the host ran it
 * @param death        how its JVM ended, when it ended during this run; empty while it lives on for other runs
 * @param reused       whether the JVM served other runs before this one
 * @param errors       the JVM's error output
 */
record HostRun(String sideName, Side side, ChildJvm jvm, Set<String> started, Set<String> alone,
               Map<String, Written> written, Map<String, CaseResult> results, Optional<String> notCreatable,
               Optional<SharingDecision> sharing, Optional<HostDeath> death, boolean reused,
               HostErrorOutput errors) {

    HostRun {
        started = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(started));
        alone = Set.copyOf(alone);
        written = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(written));
        results = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(results));
    }

    /** The verdict of a case this host ran alone and ended before it answered. */
    Verdict crash() {
        return new Verdict(Outcome.CRASH, death.orElseThrow().caseEvidence(side));
    }

    /** The JVM's exit status when it ended during this run, else 0. */
    int exitStatus() {
        return death.map(HostDeath::status).orElse(0);
    }

    /** Gathers a run's messages while it is served; {@link #ended} fixes them. */
    static final class Recorder {
        private final String sideName;
        private final Side side;
        private final ChildJvm jvm;
        private final Set<String> started = new LinkedHashSet<>();
        private final Set<String> alone = ConcurrentHashMap.newKeySet();
        private final Map<String, Written> written = new LinkedHashMap<>();
        private final Map<String, CaseResult> results = new LinkedHashMap<>();
        private Optional<String> notCreatable = Optional.empty();
        private Optional<SharingDecision> sharing = Optional.empty();

        Recorder(String sideName, Side side, ChildJvm jvm) {
            this.sideName = sideName;
            this.side = side;
            this.jvm = jvm;
        }

        String sideName() {
            return sideName;
        }

        Side side() {
            return side;
        }

        /** Keeps what {@code message} tells about this host's cases. */
        void record(HostMessage message) {
            if (message instanceof HostMessage.Started start) {
                started.add(start.caseId());
            } else if (message instanceof HostMessage.Alone own) {
                alone.add(own.caseId());
            } else if (message instanceof HostMessage.WrittenCase writtenCase) {
                written.put(writtenCase.written().caseId(), writtenCase.written());
            } else if (message instanceof HostMessage.Result answer) {
                results.put(answer.result().id(), answer.result());
            } else if (message instanceof HostMessage.NotCreatable refusal) {
                notCreatable = Optional.of(refusal.reason());
            } else if (message instanceof HostMessage.Sharing answer) {
                sharing = Optional.of(answer.answer());
            }
        }

        /** Whether the case asked for a JVM of its own, so far in this run. */
        boolean wantsJvmOfItsOwn(String caseId) {
            return alone.contains(caseId);
        }

        /** The run as it ended: its JVM's death if it died, whether it served earlier runs, its error output. */
        HostRun ended(Optional<HostDeath> death, boolean reused, HostErrorOutput errors) {
            return new HostRun(sideName, side, jvm, started, alone, written, results, notCreatable, sharing, death,
                    reused, errors);
        }
    }
}
