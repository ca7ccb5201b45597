package org.serialflex.races;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What {@code serialflex races} is asked to do.
 *
 * @param mode            how much to race
 * @param outputDirectory where weighing.json, races.json and the logs go
 * @param adapters        the adapter ids to weigh and race, empty for every adapter on the class path
 * @param project         the kit checkout, to warn about adapter modules missing from the class path; empty for none
 */
record RacesOptions(Mode mode, Path outputDirectory, List<String> adapters, Optional<Path> project) {

    RacesOptions {
        adapters = List.copyOf(adapters);
    }

    /** How much to race. */
    enum Mode {
        /** One short round trip of one adapter: the default build's proof that the module works. */
        SMOKE,
        /** Every adapter, every raceable shape, serialize / deserialize / round trip, 1 and 4 threads. */
        FULL;

        /** As on the command line. */
        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
