package org.serialflex.report;

import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * "At a glance": the page's first table, one row per adapter with the answers a team comes for (score,
 * silent loss, upgrade lanes, hostile input, bytes and speed), sortable and filterable by the page's
 * script. Every number links to its evidence further down; {@code data-sort} holds the value to sort by. The
 * section is {@code templates/glance.mustache}, filled from the records here.
 */
final class GlanceHtml {

    /** The shape whose bytes and speed the row shows: the study's baseline bean, when it was weighed. */
    static final String SHAPE = "bean";

    private GlanceHtml() {
    }

    /**
     * The section's values: the speed column's thread count in its heading's title, a row per adapter, and where
     * the speeds come from ({@link RaceRun#line()}), said under the table; empty when no races were found.
     */
    record Glance(String threads, List<Row> rows, List<String> speedProvenance) {
    }

    /** An adapter's row: its name, id and library, and a cell per answer. */
    record Row(String id, String text, String sortName, String name, String coordinates, String library,
               List<GlanceCell> cells) {
    }

    /**
     * A value linked to its evidence ({@code href}), {@code sort} what the script sorts by, {@code title} (none or
     * one) what hovering it tells; or, not {@code linked}, a dash: nothing to link to (no lanes, no safety profile).
     */
    record GlanceCell(boolean linked, String kind, String sort, String href, String text, List<String> title) {

        static final GlanceCell NONE = new GlanceCell(false, "", "", "", "", List.of());
    }

    static Glance of(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        boolean raced = !extras.speeds().isEmpty();
        int threads = raced ? extras.threadCounts().get(0) : 1;
        return new Glance(SizeSpeedHtml.threads(threads),
                matrix.adapters().stream().map(a -> row(matrix, a, threads)).toList(),
                extras.races().map(RaceRun::line).stream().toList());
    }

    private static Row row(Matrix matrix, AdapterColumn a, int threads) {
        String id = a.id();
        List<GlanceCell> cells = new ArrayList<>();
        cells.add(cell(Scores.plain(a.total()), "#m-" + id, Scores.total(a.total(), a.criteriaRun()), "score"));
        long corrupt = a.count(Outcome.CORRUPT);
        long crash = a.count(Outcome.CRASH);
        cells.add(cell(String.valueOf(corrupt), "#m-" + id, String.valueOf(corrupt), corrupt > 0 ? "g-corrupt" : "g-none"));
        cells.add(cell(String.valueOf(crash), "#m-" + id, String.valueOf(crash), crash > 0 ? "g-crash" : "g-none"));
        cells.add(lanes(a));
        cells.add(safety(a));
        SizeAndSpeed extras = matrix.extras();
        Optional<SizeAndSpeed.ShapeSize> size = extras.size(a.id(), SHAPE);
        Integer bytes = size.map(SizeAndSpeed.ShapeSize::serializedSize).orElse(null);
        cells.add(cell(bytes == null ? "" : String.valueOf(bytes), "#sizes", bytes == null ? "—"
                : bytes + " / " + Objects.requireNonNullElse(size.get().deflatedSize(), "—"), "num"));
        cells.add(speed(extras, a.id(), threads));
        return new Row(id, (a.id() + " " + a.name() + " " + a.coordinates()).toLowerCase(Locale.ROOT),
                a.name().toLowerCase(Locale.ROOT), a.name(), a.coordinates(),
                a.results().library().artifactId() + " " + a.results().library().version(), cells);
    }

    /**
     * Round trips per second on the bean, from the one run the page's speeds come from; or, without one, why not
     * (cannot read the bean back, not raced), the whole reason in the title: never an empty cell.
     */
    private static GlanceCell speed(SizeAndSpeed extras, String id, int threads) {
        Optional<SizeAndSpeed.Speed> speed = extras.speed(id, SHAPE, "roundTrip", threads).filter(s -> s.score() > 0);
        if (speed.isPresent()) {
            SizeAndSpeed.Speed s = speed.get();
            return new GlanceCell(true, "num", Scores.plain(Math.round(s.score())), "#speed",
                    SizeSpeedHtml.grouped(s.score()), List.of(SizeSpeedHtml.score(s.score(), s.error())
                    + " round trips/s, " + SizeSpeedHtml.threads(threads) + ". " + extras.races().map(RaceRun::line)
                    .orElse("")));
        }
        SizeAndSpeed.NoSpeed why = extras.noSpeed(id, SHAPE).orElseThrow();
        return new GlanceCell(true, "reason", "", why.text().equals("cannot read back") ? "#sizes" : "#races",
                why.text(), List.of(why.reason()));
    }

    private static GlanceCell cell(String sort, String href, String text, String kind) {
        return new GlanceCell(true, kind, sort, href, text, List.of());
    }

    private static GlanceCell lanes(AdapterColumn a) {
        List<LaneResults> lanes = a.results().lanes();
        if (lanes.isEmpty()) {
            return GlanceCell.NONE;
        }
        long safe = lanes.stream().filter(l -> LaneStatus.of(l).safe()).count();
        long noStart = lanes.stream().filter(l -> LaneStatus.of(l).kind().equals("nostart")).count();
        long unsafe = lanes.size() - safe - noStart;
        // Sorted by the share of lanes that are safe, so that a library with one lane compares with one with five.
        String sort = Scores.plain(Math.round(1000.0 * safe / lanes.size()) / 1000.0);
        String kind = noStart > 0 ? "g-crash" : unsafe > 0 ? "g-warn" : "g-ok";
        return cell(sort, "#lanes-" + a.id(), safe + " / " + unsafe + " / " + noStart, kind);
    }

    private static GlanceCell safety(AdapterColumn a) {
        SafetyProfile profile = a.results().safety();
        if (profile == null) {
            return GlanceCell.NONE;
        }
        Optional<SafetyOutcome> defaults = worst(profile.defaults());
        Optional<SafetyOutcome> hardened = profile.hardened() ? worst(profile.hardenedProbes()) : Optional.empty();
        String text = defaults.map(SafetyCells::mark).orElse("SAFE") + " / " + (profile.hardened()
                ? hardened.map(SafetyCells::mark).orElse("SAFE") : "none");
        // Worse outcomes sort first: the rank of the default configuration's worst outcome, SAFE last.
        int rank = defaults.map(SafetyOutcome::ordinal).orElse(SafetyOutcome.values().length);
        return cell(String.valueOf(rank), "#safety-" + a.id(), text, defaults.isPresent() ? "g-warn" : "g-ok");
    }

    /** The worst outcome any probe counts against the reader; empty when every probe is SAFE or not measured. */
    static Optional<SafetyOutcome> worst(List<ProbeResult> probes) {
        return probes.stream().map(ProbeResult::worst).filter(Objects::nonNull).min(Enum::compareTo);
    }
}
