package org.serialflex.runner;

import org.serialflex.spi.SerializerAdapter;

import java.time.Duration;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * How an {@link AdapterRun} runs; build one with {@link #builder}.
 *
 * @param adapter     an instance of the adapter in the kit's own loader, for its id, name and library
 * @param timeLimit   per-case time limit, for each half of a case
 * @param kitVersion  version written into the results
 * @param parallelism how many cases run at once; cases share nothing (each has its own worlds, so
 *                    its own copy of the library), so this only trades CPU for wall time
 * @param worlds      {@link WorldSharing#SHARED} to share worlds between cases where the history probe allows it,
 *                    {@link WorldSharing#FRESH} to give every case fresh ones whatever it finds
 * @param hosts       where the matrix's cases run
 * @param shuffleSeed when present, the cases run in an order shuffled by it, so that anyone can
 *                    check that no verdict depends on which case ran before which
 * @param selection   the cases run; a lane's identity cases also run on the matrix's own lane,
 *                    unreported, when the matrix's are not selected: the lane's verdict compares against them
 * @param report      hears of each case and of each summary
 */
public record RunSettings(SerializerAdapter adapter, Duration timeLimit, String kitVersion, int parallelism,
                          WorldSharing worlds, CaseHosts hosts, OptionalLong shuffleSeed, CaseSelection selection, RunReport report) {

    /** Checks that nothing is missing; fewer than one case at a time means one. */
    public RunSettings {
        Objects.requireNonNull(adapter, "adapter");
        Objects.requireNonNull(timeLimit, "timeLimit");
        Objects.requireNonNull(kitVersion, "kitVersion");
        Objects.requireNonNull(worlds, "worlds");
        Objects.requireNonNull(hosts, "hosts: forked(directory) or inThisJvm()");
        parallelism = Math.max(1, parallelism);
    }

    /** Settings for a run of {@code adapter}: every case, one at a time, reported nowhere, until said otherwise. */
    public static Builder builder(SerializerAdapter adapter) {
        return new Builder(adapter);
    }

    /** Sets one thing at a time; {@link #build} checks the time limit, kit version and case hosts were given. */
    public static final class Builder {
        private final SerializerAdapter adapter;
        private Duration timeLimit;
        private String kitVersion;
        private int parallelism = 1;
        private WorldSharing worlds = WorldSharing.SHARED;
        private CaseHosts hosts;
        private OptionalLong shuffleSeed = OptionalLong.empty();
        private CaseSelection selection = CaseSelection.ALL;
        private RunReport report = RunReport.NONE;

        private Builder(SerializerAdapter adapter) {
            this.adapter = adapter;
        }

        /** See {@link RunSettings#timeLimit}. */
        public Builder timeLimit(Duration limit) {
            this.timeLimit = limit;
            return this;
        }

        /** See {@link RunSettings#kitVersion}. */
        public Builder kitVersion(String version) {
            this.kitVersion = version;
            return this;
        }

        /** See {@link RunSettings#parallelism}. */
        public Builder parallelism(int cases) {
            this.parallelism = cases;
            return this;
        }

        /** See {@link RunSettings#worlds}. */
        public Builder worlds(WorldSharing sharing) {
            this.worlds = sharing;
            return this;
        }

        /** See {@link RunSettings#hosts}. */
        public Builder hosts(CaseHosts where) {
            this.hosts = where;
            return this;
        }

        /** See {@link RunSettings#shuffleSeed}. */
        public Builder shuffled(long seed) {
            this.shuffleSeed = OptionalLong.of(seed);
            return this;
        }

        /** See {@link RunSettings#selection}. */
        public Builder selecting(CaseSelection cases) {
            this.selection = cases;
            return this;
        }

        /** See {@link RunSettings#report}. */
        public Builder reportingTo(RunReport to) {
            this.report = to;
            return this;
        }

        /** The settings. */
        public RunSettings build() {
            return new RunSettings(adapter, timeLimit, kitVersion, parallelism, worlds, hosts, shuffleSeed, selection, report);
        }
    }
}
