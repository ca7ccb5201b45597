package org.serialflex.runner;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.HostErrorOutput;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** What one case host JVM said during one run and how that run ended, gathered as {@link CaseHostJvm} serves it. */
final class HostRun {
    final String side;
    final boolean reading;
    final ChildJvm jvm;
    final Set<String> started = new LinkedHashSet<>();
    /** Cases that asked for a JVM of their own: their verdicts from this host stand only if one of them alone agrees. */
    final Set<String> alone = ConcurrentHashMap.newKeySet();
    final Map<String, Written> written = new LinkedHashMap<>();
    final Map<String, CaseResult> results = new LinkedHashMap<>();
    /** The reason the host gave in {@link HostMessage.NotCreatable}, when it gave one. */
    Optional<String> notCreatable = Optional.empty();
    Optional<HistoryProbe.Answer> sharing = Optional.empty();
    /** How its JVM ended, when it ended during this run; {@code null} while it lives on for other runs. */
    HostDeath death;
    /** Whether the JVM served other runs before this one. */
    boolean reused;
    HostErrorOutput errors;

    HostRun(String side, boolean reading, ChildJvm jvm) {
        this.side = side;
        this.reading = reading;
        this.jvm = jvm;
    }

    /** Keeps what {@code message} tells about this host's cases. */
    void record(HostMessage message) {
        if (message instanceof HostMessage.Started started) {
            this.started.add(started.caseId());
        } else if (message instanceof HostMessage.Alone alone) {
            this.alone.add(alone.caseId());
        } else if (message instanceof HostMessage.WrittenCase writtenCase) {
            written.put(writtenCase.written().caseId(), writtenCase.written());
        } else if (message instanceof HostMessage.Result answer) {
            results.put(answer.result().id(), answer.result());
        } else if (message instanceof HostMessage.NotCreatable notCreatable) {
            this.notCreatable = Optional.of(notCreatable.reason());
        } else if (message instanceof HostMessage.Sharing sharing) {
            this.sharing = Optional.of(sharing.answer());
        }
    }

    /** The verdict of a case this host ran alone and ended before it answered. */
    Verdict crash(HostDeath.Half half) {
        return new Verdict(Outcome.CRASH, death.caseEvidence(half));
    }
}
