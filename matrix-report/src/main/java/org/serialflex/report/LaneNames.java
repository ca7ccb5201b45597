package org.serialflex.report;

import org.serialflex.results.LaneResults;
import org.serialflex.results.SideInfo;

import java.util.List;
import java.util.Objects;

/**
 * Human names for lanes and their sides ({@code Kryo 5.5.0 → 5.6.2 · JDK 17},
 * {@code Java built-in · JDK 17 → 25}, {@code XStream 1.4.21 · JDK 25 (Unsafe denied)}) instead of the
 * lane syntax, whose every JVM flag a reader would otherwise have to parse.
 */
final class LaneNames {

    /** The one flag whose effect the page spells out; the adapters' own {@code --add-opens} are left out. */
    static final String UNSAFE_DENIED = "--sun-misc-unsafe-memory-access=deny";

    private LaneNames() {
    }

    /** The lane's name: what the two sides share once, what differs as {@code writer → reader}. */
    static String lane(LaneResults lane, AdapterColumn owner) {
        SideInfo w = lane.writer();
        SideInfo r = lane.reader();
        if (w == null || r == null) {
            return lane.id();
        }
        String library = changedLibrary(library(w, owner), library(r, owner));
        String jdk = "JDK " + changed(jdk(w), jdk(r));
        String flags = changed(flags(w), flags(r));
        return (library.isEmpty() ? owner.name() : library) + " · " + jdk + (flags.isBlank() ? "" : " " + flags);
    }

    /** One side alone, for a grid's row (writer) or column (reader): {@code 5.5.0 · JDK 17 (Unsafe denied)}. */
    static String side(SideInfo side, AdapterColumn owner) {
        if (side == null) {
            return "?";
        }
        String library = library(side, owner);
        String flags = flags(side);
        return (library.isEmpty() ? "" : library + " · ") + "JDK " + jdk(side) + (flags.isEmpty() ? "" : " " + flags);
    }

    /** {@code Kryo 5.5.0 → 5.6.2} when only the version changes; both names otherwise. */
    /** A grid's row or column heading: {@link #side} without the owner's name, which the grid's title says. */
    static String axis(SideInfo side, AdapterColumn owner) {
        String label = side(side, owner);
        String name = owner.name();
        if (label.startsWith(name + " · ")) {
            return label.substring(name.length() + 3);
        }
        return label.startsWith(name + " ") ? label.substring(name.length() + 1) : label;
    }

    private static String changedLibrary(String writer, String reader) {
        int w = writer.lastIndexOf(' ');
        int r = reader.lastIndexOf(' ');
        if (w > 0 && r > 0 && writer.substring(0, w).equals(reader.substring(0, r)) && !writer.equals(reader)) {
            return writer + " → " + reader.substring(r + 1);
        }
        return changed(writer, reader);
    }

    private static String changed(String writer, String reader) {
        return Objects.equals(writer, reader) ? writer : writer + " → " + reader;
    }

    /**
     * {@code Kryo 5.5.0} on the owner's adapter, {@code jackson3-json 3.0.1} on another one; empty for the
     * JDK's own serialization, whose version is the JDK's.
     */
    private static String library(SideInfo side, AdapterColumn owner) {
        if ("jdk".equals(side.library().groupId())) {
            return side.adapterId().equals(owner.id()) ? owner.name() : side.adapterId();
        }
        String name = side.adapterId().equals(owner.id()) ? owner.name() : side.adapterId();
        return name + " " + side.library().version();
    }

    /** The feature release: {@code 25} for {@code 25.0.3}. */
    static String jdk(SideInfo side) {
        String version = side.jdk() == null || side.jdk().version() == null ? "?" : side.jdk().version();
        int dot = version.indexOf('.');
        return dot > 0 ? version.substring(0, dot) : version;
    }

    private static String flags(SideInfo side) {
        List<String> shown = laneOptions(side).stream().map(o -> o.equals(UNSAFE_DENIED) ? "Unsafe denied" : o)
                .toList();
        return shown.isEmpty() ? "" : "(" + String.join(", ", shown) + ")";
    }

    /** The side's JVM options that are the lane's own, not the adapter's set-up that every side of it gets. */
    static List<String> laneOptions(SideInfo side) {
        // --add-opens and -D properties are the adapter's own set-up, which every side of it gets (the matrix's
        // side too, whose options the results do not list); what tells two sides apart is a JVM option of the lane's.
        return side.jvmOptions().stream().filter(o -> !o.startsWith("--add-opens")
                && !o.startsWith("--add-exports") && !o.startsWith("-D")).toList();
    }
}
