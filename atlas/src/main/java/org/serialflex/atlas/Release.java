package org.serialflex.atlas;

import java.util.ArrayList;
import java.util.List;

/**
 * One release of a library, in the era whose coordinates publish it.
 *
 * @param version    the version as published ({@code 2.15.0}, {@code 1.4.11.1})
 * @param era        the coordinates it is published under
 * @param jvmOptions the JVM options the release needs on the kit's JDKs that the module's release does not
 *                   (Hessian before 4.0.60 reflects into {@code java.lang}; FST 3 into {@code java.sql}), as its
 *                   users must give them; empty for most
 */
record Release(String version, Era era, List<String> jvmOptions) implements Comparable<Release> {

    Release {
        jvmOptions = List.copyOf(jvmOptions);
    }

    Release(String version, Era era) {
        this(version, era, List.of());
    }

    Release withJvmOptions(List<String> options) {
        return new Release(version, era, options);
    }

    /** The numeric parts of a plain release version ({@code 1.4.11.1} → 1, 4, 11, 1). */
    static List<Integer> parts(String version) {
        List<Integer> parts = new ArrayList<>();
        for (String part : version.split("\\.")) {
            parts.add(Integer.parseInt(part));
        }
        return parts;
    }

    /** Whether a version is a plain release: numbers and dots only (no {@code -RC1}, {@code -jdk17}, {@code -alpha}). */
    static boolean plain(String version) {
        return version.matches("[0-9]+(\\.[0-9]+)*");
    }

    /** The release line the version belongs to: its first {@code depth} numbers ({@code 2.15} of {@code 2.15.3}). */
    String line(int depth) {
        List<Integer> parts = parts(version);
        return String.join(".", parts.subList(0, Math.min(depth, parts.size())).stream().map(String::valueOf).toList());
    }

    int major() {
        return parts(version).get(0);
    }

    @Override
    public int compareTo(Release other) {
        return compareVersions(version, other.version);
    }

    static int compareVersions(String a, String b) {
        List<Integer> x = parts(a);
        List<Integer> y = parts(b);
        for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
            int c = Integer.compare(i < x.size() ? x.get(i) : 0, i < y.size() ? y.get(i) : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
