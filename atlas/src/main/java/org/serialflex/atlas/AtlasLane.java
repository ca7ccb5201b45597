package org.serialflex.atlas;

/**
 * One lane of the atlas: a library's release (or JDK) writing, another reading.
 *
 * @param library    the version file's library
 * @param id         the lane in the kit's lane syntax ({@code kryo@5.5.0>kryo@5.6.0}), as the results name it
 * @param writer     the writing side for people: {@code 5.5.0}, {@code 5.6.2 on JDK 25 (Unsafe denied)}
 * @param reader     the reading side, the same way
 * @param module     the adapter module the lane runs in ({@code adapters/kryo}), or {@code null} when it cannot run
 * @param adapters   the adapters of the module the lane needs, comma-separated
 * @param key        what the lane's result depends on: both sides' coordinates and JDKs (the case set is added by
 *                   {@link LaneCache})
 * @param cannotRun  one line saying why the kit cannot run the lane, or {@code null}
 * @param note       what else differs between the sides when the lane crosses eras (another adapter, another
 *                   configuration), so that the lane is named for it; empty when only the version or JDK differs
 */
record AtlasLane(String library, String id, String writer, String reader, String module, String adapters, String key,
                 String cannotRun, String note) {

    boolean runnable() {
        return cannotRun == null;
    }
}
