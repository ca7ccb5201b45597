package org.serialflex.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The matrix's columns grouped by library, so that a library's configurations (Kryo and Kryo with
 * Unsafe, the one-nio set-ups, Jackson's formats) stand side by side: groups in the order of their best
 * adapter, adapters best first within a group.
 *
 * @param key      the library's Maven group, less a Jackson-style sub-group
 * @param label    what the page prints above the group: the adapters' common id prefix, or the group id
 * @param adapters the group's columns, best first
 */
record LibraryGroups(String key, String label, List<AdapterColumn> adapters) {

    /** The groups of {@code matrix}'s adapters, best first. */
    static List<LibraryGroups> of(Matrix matrix) {
        Map<String, List<AdapterColumn>> byKey = new LinkedHashMap<>();
        matrix.adapters().forEach(a -> byKey.computeIfAbsent(key(a), k -> new ArrayList<>()).add(a));
        List<LibraryGroups> groups = new ArrayList<>();
        byKey.forEach((key, adapters) -> groups.add(new LibraryGroups(key, label(key, adapters), adapters)));
        return groups;
    }

    /** The columns in grouped order. */
    static List<AdapterColumn> columns(Matrix matrix) {
        return of(matrix).stream().flatMap(g -> g.adapters().stream()).toList();
    }

    /**
     * Jackson publishes one project under several groups ({@code com.fasterxml.jackson.core},
     * {@code ...dataformat}); those sub-groups are one library to a reader of the matrix.
     */
    static String key(AdapterColumn adapter) {
        String group = adapter.results().library().groupId();
        return group == null ? adapter.id() : group.replaceFirst("\\.(core|dataformat|datatype|module)$", "");
    }

    private static String label(String key, List<AdapterColumn> adapters) {
        String prefix = adapters.get(0).id();
        for (AdapterColumn a : adapters) {
            int i = 0;
            while (i < prefix.length() && i < a.id().length() && prefix.charAt(i) == a.id().charAt(i)) {
                i++;
            }
            prefix = prefix.substring(0, i);
        }
        prefix = prefix.replaceAll("[-_.]+$", "");
        return prefix.length() >= 2 ? prefix : key.substring(key.lastIndexOf('.') + 1);
    }
}
