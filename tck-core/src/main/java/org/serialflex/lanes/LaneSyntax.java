package org.serialflex.lanes;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the lanes of {@code -Dserialflex.lanes} and of an adapter module's
 * {@code <serialflex.lanes>} property: lanes separated by {@code ;}, each
 * <pre>
 * writer&gt;reader      one way:          kryo@4.0.3&gt;kryo@5.6.2
 * a&lt;&gt;b              both directions:  kryo@5.5.0&lt;&gt;kryo@5.6.2
 * side              same on both sides: * /jdk25[--sun-misc-unsafe-memory-access=deny]
 * none              no lane but the matrix itself
 * </pre>
 * A side is {@code adapter[@libraryVersion][/jdkN][[jvm options separated by spaces]]}, see
 * {@link LaneSide}; {@code *} stands for each adapter of the module.
 */
public final class LaneSyntax {

    /** The value that turns every upgrade lane off. */
    public static final String NONE = "none";

    private static final Pattern SIDE = Pattern.compile(
            "(?<adapter>[A-Za-z0-9][A-Za-z0-9._-]*|\\*)(?:@(?<version>[A-Za-z0-9][A-Za-z0-9._+-]*))?"
                    + "(?:/jdk(?<jdk>\\d+))?(?:\\[(?<options>[^\\]]*)])?");

    private LaneSyntax() {
    }

    /**
     * The lanes {@code text} declares, in order, without duplicates.
     *
     * @throws IllegalArgumentException naming the part that does not parse and showing the syntax
     */
    public static List<Lane> parse(String text) {
        Set<Lane> lanes = new LinkedHashSet<>();
        if (text == null || text.isBlank() || text.strip().equalsIgnoreCase(NONE)) {
            return List.of();
        }
        for (String part : text.split(";")) {
            String lane = part.strip();
            if (lane.isEmpty()) {
                continue;
            }
            int both = lane.indexOf("<>");
            int oneWay = lane.indexOf('>');
            if (both >= 0) {
                LaneSide a = side(lane.substring(0, both), lane);
                LaneSide b = side(lane.substring(both + 2), lane);
                lanes.add(new Lane(a, b));
                lanes.add(new Lane(b, a));
            } else if (oneWay >= 0 && !insideOptions(lane, oneWay)) {
                lanes.add(new Lane(side(lane.substring(0, oneWay), lane), side(lane.substring(oneWay + 1), lane)));
            } else {
                LaneSide same = side(lane, lane);
                lanes.add(new Lane(same, same));
            }
        }
        return List.copyOf(lanes);
    }

    /** {@code lanes} with each {@code *} side replaced by {@code adapterId}; lanes of other adapters are left out. */
    public static List<Lane> forAdapter(List<Lane> lanes, String adapterId) {
        List<Lane> mine = new ArrayList<>();
        for (Lane lane : lanes) {
            Lane concrete = new Lane(lane.writer().forAdapter(adapterId), lane.reader().forAdapter(adapterId));
            boolean involves = concrete.writer().adapterId().equals(adapterId)
                    || concrete.reader().adapterId().equals(adapterId);
            if (involves && !concrete.isIdentity() && !mine.contains(concrete)) {
                mine.add(concrete);
            }
        }
        return mine;
    }

    private static boolean insideOptions(String lane, int index) {
        int open = lane.lastIndexOf('[', index);
        return open >= 0 && lane.indexOf(']', open) > index;
    }

    private static LaneSide side(String text, String lane) {
        Matcher matcher = SIDE.matcher(text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("'" + text.strip() + "' in lane '" + lane + "' is not a lane side. A "
                    + "side is adapter[@libraryVersion][/jdkN][[jvm options]], e.g. kryo@5.5.0, java/jdk25, "
                    + "fst/jdk25[--sun-misc-unsafe-memory-access=deny]; a lane is writer>reader, a<>b (both ways) "
                    + "or one side (same on both); lanes are separated by ';' (docs/lanes.md).");
        }
        String options = matcher.group("options");
        List<String> jvmOptions = options == null || options.isBlank() ? List.of()
                : List.of(options.strip().split("\\s+"));
        return new LaneSide(matcher.group("adapter"), Optional.ofNullable(matcher.group("version")),
                Optional.ofNullable(matcher.group("jdk")).map(Integer::valueOf), jvmOptions);
    }
}
