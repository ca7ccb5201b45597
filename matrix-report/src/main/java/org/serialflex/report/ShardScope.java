package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.shard.Shard;
import org.serialflex.shard.ShardPlan;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code -Dserialflex.shard=i/n} seen from the report: a shard's build scored only the adapters
 * {@link ShardPlan} gives it, so its matrix shows those (results another build left in the same
 * directories are not this shard's) and says which shard it is. The shards' results together, read
 * without a shard, make the whole matrix.
 */
final class ShardScope {

    private ShardScope() {
    }

    /**
     * What a shard holds.
     *
     * @param loaded   the inputs narrowed to the shard's adapters
     * @param adapters the shard's adapters among those every module recorded
     * @param line     one line naming the shard and its adapters, for the console and the summary
     */
    record Scoped(ResultsInputs.Loaded loaded, Set<String> adapters, String line) {
    }

    /** {@code loaded} narrowed to {@code shard}'s adapters, by the committed weight table's split. */
    static Scoped of(Shard shard, ResultsInputs.Loaded loaded) {
        ShardPlan plan = ShardPlan.measured();
        Set<String> known = new TreeSet<>();
        loaded.modules().forEach(m -> m.ids().ifPresent(known::addAll));
        loaded.results().forEach(r -> known.add(r.adapterId()));
        Set<String> held = new TreeSet<>();
        known.stream().filter(id -> plan.holds(shard, ShardPlan.adapter(id))).forEach(held::add);
        List<AdapterResults> kept = loaded.results().stream().filter(r -> held.contains(r.adapterId())).toList();
        List<InputProblem> missing = loaded.modules().stream()
                .filter(m -> m.ids().map(ids -> ids.stream().anyMatch(held::contains)).orElse(false))
                .flatMap(m -> m.missingResults().stream()).toList();
        String line = "serialflex: this matrix is " + shard.describe() + " (-D" + Shard.PROPERTY + "=" + shard
                + "), adapters " + (held.isEmpty() ? "none" : String.join(", ", held)) + "; the whole matrix is "
                + "the shards' results merged (docs/performance.md, \"Sharding across machines\")";
        return new Scoped(new ResultsInputs.Loaded(kept, loaded.problems(), missing, loaded.searched(),
                loaded.modules()), held, line);
    }

    /** The shard {@code value} names, or empty; a bad value is refused with the one line {@link Shard} gives. */
    static Optional<Shard> parse(String value) {
        return Shard.parse(value);
    }
}
