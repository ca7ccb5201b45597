package org.serialflex.tck;

import org.serialflex.lanes.Lane;
import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.SideResolver;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;

/** Turns a declared lane into one ready to run, refusing lanes whose two adapters write different formats. */
final class LanePlans {

    private LanePlans() {
    }

    static LanePlan plan(Lane lane, SideResolver sides, List<SerializerAdapter> onClassPath) {
        var writer = sides.resolve(lane.writer(), lane);
        var reader = sides.resolve(lane.reader(), lane);
        String writerFormat = format(onClassPath, lane.writer().adapterId());
        String readerFormat = format(onClassPath, lane.reader().adapterId());
        if (!writerFormat.equals(readerFormat)) {
            throw new IllegalArgumentException("Lane " + lane + " pairs adapters of different wire formats ('"
                    + writerFormat + "' and '" + readerFormat + "'): a lane crosses bytes between two sides that "
                    + "claim the same format (SerializerAdapter.format()). Pair an adapter with itself at another "
                    + "library version or JDK, or with an adapter of the same format.");
        }
        return new LanePlan(lane, writer, reader);
    }

    /**
     * Refuses a lane none of whose sides is an adapter on this class path when no later step of the
     * build looks at it (a one-module run): a misspelt id would otherwise run nothing, silently.
     */
    static void requireKnownAdapters(List<Lane> lanes, List<SerializerAdapter> onClassPath, String moduleName,
                                     boolean otherModulesInBuild, TckSettings settings) {
        if (otherModulesInBuild) {
            return;
        }
        var known = onClassPath.stream().map(SerializerAdapter::id).collect(java.util.stream.Collectors.toSet());
        for (Lane lane : lanes) {
            boolean mine = lane.writer().adapterId().equals(org.serialflex.lanes.LaneSide.EACH)
                    || known.contains(lane.writer().adapterId()) || known.contains(lane.reader().adapterId());
            if (!mine) {
                String adapters = String.join(", ", new java.util.TreeSet<>(known));
                throw new IllegalArgumentException("Lane " + lane + " of " + settings.lanesSource() + " names no "
                        + "adapter " + (settings.sources().insideKit() ? "of module " + moduleName : "of this project")
                        + " (its adapters: " + adapters + "), so it would run nothing. Correct the adapter ids there"
                        + (settings.sources().insideKit() ? ", or run the module that has them: in the kit's "
                        + "repository, mvn -pl adapters/<module> -am verify." : "."));
            }
        }
    }

    private static String format(List<SerializerAdapter> adapters, String id) {
        return adapters.stream().filter(a -> a.id().equals(id)).findFirst().map(SerializerAdapter::format).orElse(id);
    }
}
