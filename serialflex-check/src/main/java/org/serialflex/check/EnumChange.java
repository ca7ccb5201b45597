package org.serialflex.check;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** How an enum's constants changed between the versions, in words: added, removed, reordered, ordinals shifted. */
final class EnumChange {

    private EnumChange() {
    }

    /**
     * The change of an enum's constants. When a constant keeps its name but not its ordinal (one
     * inserted or removed before it, or the constants reordered) the change is an ordinal shift: a
     * format that writes ordinals reads another constant.
     */
    static ClassChange of(String name, List<String> before, List<String> after) {
        List<String> gone = before.stream().filter(c -> !after.contains(c)).toList();
        List<String> come = after.stream().filter(c -> !before.contains(c)).toList();
        List<String> shifted = before.stream().filter(c -> after.contains(c) && after.indexOf(c) != before.indexOf(c))
                .toList();
        List<String> parts = new ArrayList<>();
        if (!come.isEmpty()) {
            parts.add("added " + come.stream().map(c -> shifted.isEmpty() ? c : c + " at ordinal " + after.indexOf(c))
                    .collect(Collectors.joining(", ")));
        }
        if (!gone.isEmpty()) {
            parts.add("removed " + gone.stream().map(c -> shifted.isEmpty() ? c : c + " (ordinal " + before.indexOf(c) + ")")
                    .collect(Collectors.joining(", ")));
        }
        List<String> keptBefore = before.stream().filter(after::contains).toList();
        List<String> keptAfter = after.stream().filter(before::contains).toList();
        if (!keptBefore.equals(keptAfter)) {
            parts.add("reordered " + keptBefore + " → " + keptAfter);
        }
        String detail = String.join("; ", parts);
        if (shifted.isEmpty()) {
            return new ClassChange(name, ChangeKind.ENUM_CONSTANTS_CHANGED, detail);
        }
        return new ClassChange(name, ChangeKind.ENUM_ORDINALS_SHIFTED, detail + ": " + String.join(", ", shifted)
                + (shifted.size() == 1 ? " shifts" : " shift") + " from "
                + shifted.stream().map(c -> String.valueOf(before.indexOf(c))).collect(Collectors.joining(", "))
                + " to " + shifted.stream().map(c -> String.valueOf(after.indexOf(c))).collect(Collectors.joining(", ")));
    }
}
