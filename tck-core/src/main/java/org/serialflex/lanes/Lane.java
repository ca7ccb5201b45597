package org.serialflex.lanes;

/**
 * The kit's second axis: bytes written by one side (an adapter at a library version on a JDK)
 * and read by another. The identity lane, both sides as the module's build runs them, is the
 * flexibility matrix itself; every other lane asks the rolling-upgrade question "can the new side
 * read what the old side wrote, and the other way round?".
 *
 * @param writer the side that serializes
 * @param reader the side that deserializes
 */
public record Lane(LaneSide writer, LaneSide reader) {

    /** The lane of the matrix: {@code adapterId} on both sides, exactly as the module's build runs it. */
    public static Lane identity(String adapterId) {
        return new Lane(LaneSide.plain(adapterId), LaneSide.plain(adapterId));
    }

    /** Whether both sides are the module's own adapter as built: the matrix, not an upgrade lane. */
    public boolean isIdentity() {
        return writer.isPlain() && reader.isPlain() && writer.adapterId().equals(reader.adapterId());
    }

    /** Stable id in lane syntax, e.g. {@code kryo@5.5.0>kryo@5.6.2}; used in pins, results and reports. */
    public String id() {
        return writer + ">" + reader;
    }

    @Override
    public String toString() {
        return id();
    }
}
