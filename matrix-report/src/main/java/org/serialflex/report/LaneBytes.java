package org.serialflex.report;

/**
 * How a lane's writer's bytes compare with the bytes its reader's own side writes, case by case, by
 * payload digest ({@link WrittenBytes}). It measures bytes, not behaviour: two versions may write
 * different bytes (a timestamp, a new header) that both read the same, which the lane's verdicts say.
 *
 * @param compared  cases both sides were recorded writing
 * @param differing of those, cases whose bytes differ while each side wrote them the same in every run recorded
 * @param varying   of those, cases where one side's own recordings differ: bytes that vary from run to run (an
 *                  identity hash, a timestamp), so that comparing them says nothing about the versions
 * @param missing   cases of the lane's criteria the reader's side was never recorded writing
 * @param anyBytes  whether any compared case wrote bytes at all (not only failures on both sides)
 * @param problem   why nothing was compared, or {@code null}
 */
record LaneBytes(int compared, int differing, int varying, int missing, boolean anyBytes, String problem) {

    /** No digests to compare: results written before they existed, or a lane whose two sides are one. */
    static final LaneBytes UNMEASURED = new LaneBytes(0, 0, 0, 0, false, null);

    static LaneBytes readerNeverWrote() {
        return new LaneBytes(0, 0, 0, 0, false, "the reader's side wrote nothing in this run, so its bytes are unknown");
    }

    /** Whether digests were there to compare at all; without them the lane's status rests on its verdicts alone. */
    boolean measured() {
        return compared > 0 || problem != null;
    }

    /** Every case the writer wrote is byte for byte what the reader's own side writes, run after run. */
    boolean identical() {
        return compared > 0 && differing == 0 && varying == 0 && missing == 0 && anyBytes;
    }

    /** The few words a lane's grid cell has room for; empty when nothing was measured. */
    String note() {
        if (!measured()) {
            return "";
        }
        if (problem != null) {
            return "bytes not compared";
        }
        if (identical()) {
            return "identical bytes";
        }
        if (differing > 0) {
            return "bytes differ in " + differing + " of " + compared;
        }
        if (varying > 0) {
            // Java's HashMap of keys without hashCode: the order follows identity hashes, different in every JVM.
            return "same bytes, but " + varying + (varying == 1 ? " varies" : " vary") + " run to run";
        }
        return "same bytes in " + compared + " compared";
    }

    /** The whole measurement as a sentence, for the cell's tooltip and the lane's details. */
    String sentence() {
        if (!measured()) {
            return "";
        }
        if (problem != null) {
            return "Bytes not compared: " + problem + ".";
        }
        StringBuilder s = new StringBuilder();
        if (differing == 0) {
            s.append("The writer wrote the same bytes as the reader's own side in all ").append(compared - varying)
                    .append(" of the ").append(compared).append(" cases both wrote that each side wrote alike in every run");
        } else {
            s.append("The writer's bytes differ from the reader's own side's in ").append(differing).append(" of ")
                    .append(compared).append(" cases both wrote; different bytes are no verdict: the cases say "
                            + "whether they read right");
        }
        if (varying > 0) {
            s.append("; ").append(varying).append(varying == 1 ? " case varies" : " cases vary")
                    .append(" from run to run on one side (its own runs wrote different bytes), not between versions");
        }
        if (missing > 0) {
            s.append("; ").append(missing).append(" of the lane's cases the reader's side never wrote, so they are not compared");
        }
        return s.append('.').toString();
    }
}
