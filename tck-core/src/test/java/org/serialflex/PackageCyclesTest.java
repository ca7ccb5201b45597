package org.serialflex;

import org.junit.jupiter.api.Test;
import org.serialflex.worlds.World;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No two of the kit's packages depend on each other, directly or through others: a cycle makes a
 * newcomer read all of its packages to change one. The dependencies are the JDK's {@code jdeps}
 * view of this module's compiled classes, so the test sees what the bytecode uses, imports or not.
 */
class PackageCyclesTest {

    /** A line of {@code jdeps -verbose:package}: {@code   org.serialflex.a   -> org.serialflex.b   classes}. */
    private static final Pattern EDGE = Pattern.compile("^\\s+(org\\.serialflex\\.[\\w.]+)\\s+->\\s+(org\\.serialflex\\.[\\w.]+)\\s");

    @Test
    void theKitsPackagesFormNoCycle() throws URISyntaxException {
        Map<String, Set<String>> uses = packageDependencies(
                Path.of(World.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        assertThat(uses).as("jdeps saw the kit's packages").containsKeys("org.serialflex.runner", "org.serialflex.tck");

        assertThat(cycles(uses)).as("packages that depend on each other, with what each uses: %s", uses).isEmpty();
    }

    @Test
    void aCycleIsFound() {
        Map<String, Set<String>> uses = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));

        assertThat(cycles(uses)).containsExactly(new TreeSet<>(Set.of("a", "b", "c")));
    }

    private static Map<String, Set<String>> packageDependencies(Path classes) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new IllegalStateException(
                "This JDK has no jdeps; the package cycle test needs a full JDK"));
        StringWriter out = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:package", "-filter:none",
                classes.toString());
        assertThat(status).as("jdeps on %s: %s", classes, out).isZero();
        Map<String, Set<String>> uses = new TreeMap<>();
        for (String line : out.toString().lines().toList()) {
            Matcher edge = EDGE.matcher(line);
            // the shaded Gson is the kit's copy of a library, not one of its packages
            if (edge.find() && !edge.group(2).startsWith("org.serialflex.internal")
                    && !edge.group(1).startsWith("org.serialflex.internal")) {
                uses.computeIfAbsent(edge.group(1), p -> new TreeSet<>());
                if (!edge.group(1).equals(edge.group(2))) {
                    uses.get(edge.group(1)).add(edge.group(2));
                }
            }
        }
        return uses;
    }

    /** The strongly connected groups of more than one package (Tarjan's algorithm). */
    private static List<Set<String>> cycles(Map<String, Set<String>> uses) {
        return new Object() {
            final Map<String, Integer> index = new TreeMap<>();
            final Map<String, Integer> low = new TreeMap<>();
            final List<String> stack = new ArrayList<>();
            final List<Set<String>> found = new ArrayList<>();

            List<Set<String>> all() {
                new TreeSet<>(uses.keySet()).forEach(p -> {
                    if (!index.containsKey(p)) {
                        visit(p);
                    }
                });
                return found;
            }

            void visit(String p) {
                index.put(p, index.size());
                low.put(p, index.get(p));
                stack.add(p);
                for (String q : uses.getOrDefault(p, Set.of())) {
                    if (!index.containsKey(q)) {
                        visit(q);
                        low.put(p, Math.min(low.get(p), low.get(q)));
                    } else if (stack.contains(q)) {
                        low.put(p, Math.min(low.get(p), index.get(q)));
                    }
                }
                if (low.get(p).equals(index.get(p))) {
                    Set<String> group = new TreeSet<>();
                    String q;
                    do {
                        q = stack.remove(stack.size() - 1);
                        group.add(q);
                    } while (!q.equals(p));
                    if (group.size() > 1) {
                        found.add(group);
                    }
                }
            }
        }.all();
    }
}
