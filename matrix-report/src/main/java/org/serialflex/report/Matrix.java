package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The one result model every renderer reads: the adapters' results as written by their TCK runs,
 * arranged as criteria (rows) × adapters (columns, best total first). Nothing here is re-scored.
 *
 * @param generatedAt when the report was made
 * @param source      what was searched for results, for the page and messages
 * @param adapters    the columns, best total first
 * @param criteria    the rows, by criterion id
 * @param problems    inputs that were left out, with the reason
 * @param extras      the races module's weighing and races of the same adapters; {@link SizeAndSpeed#NONE} without them
 */
record Matrix(Instant generatedAt, String source, List<AdapterColumn> adapters, List<CriterionRow> criteria,
              List<InputProblem> problems, SizeAndSpeed extras) {

    /** Best total first; among equals, fewer alarming cases first, then by id. */
    static final Comparator<AdapterColumn> BEST_FIRST = Comparator
            .comparingDouble(AdapterColumn::total).reversed()
            .thenComparingLong(AdapterColumn::alarms)
            .thenComparing(AdapterColumn::id);

    Matrix {
        adapters = List.copyOf(adapters);
        criteria = List.copyOf(criteria);
        problems = List.copyOf(problems);
    }

    Matrix(Instant generatedAt, String source, List<AdapterColumn> adapters, List<CriterionRow> criteria,
           List<InputProblem> problems) {
        this(generatedAt, source, adapters, criteria, problems, SizeAndSpeed.NONE);
    }

    /** This matrix with the sizes and speeds of its own adapters. */
    Matrix with(SizeAndSpeed sizeAndSpeed) {
        Set<String> ids = adapters.stream().map(AdapterColumn::id).collect(Collectors.toSet());
        return new Matrix(generatedAt, source, adapters, criteria, problems, sizeAndSpeed.only(ids));
    }

    /** The column of adapter {@code id}, if it is in the matrix. */
    Optional<AdapterColumn> adapter(String id) {
        return adapters.stream().filter(a -> a.id().equals(id)).findFirst();
    }

    /** Arranges {@code results} into the matrix. */
    static Matrix of(Collection<AdapterResults> results, List<InputProblem> problems, String source,
                     Instant generatedAt) {
        List<AdapterColumn> columns = results.stream().map(AdapterColumn::new).sorted(BEST_FIRST).toList();
        Map<String, String> titles = new TreeMap<>();
        for (AdapterColumn column : columns) {
            for (CriterionResult criterion : column.results().criteria()) {
                titles.merge(criterion.id(), Objects.requireNonNullElse(criterion.title(), ""),
                        (first, other) -> first.isEmpty() ? other : first);
            }
        }
        List<CriterionRow> rows = new ArrayList<>();
        titles.forEach((id, title) -> rows.add(new CriterionRow(id, title,
                columns.stream().map(column -> new Cell(column, column.criterion(id))).toList())));
        return new Matrix(generatedAt, source, columns, rows, problems);
    }

    boolean isEmpty() {
        return adapters.isEmpty();
    }

    int caseCount() {
        return adapters.stream().mapToInt(AdapterColumn::caseCount).sum();
    }

    /** The distinct kit versions of the runs, usually one. */
    List<String> kitVersions() {
        return distinct(adapters.stream().map(a -> a.results().kitVersion()).toList());
    }

    /** The distinct JVMs the runs used, e.g. {@code 17.0.15 (Debian, OpenJDK 64-Bit Server VM)}. */
    List<String> jdks() {
        return distinct(adapters.stream().map(a -> describe(a.results().jdk())).toList());
    }

    static String describe(JdkInfo jdk) {
        return jdk.version() + " (" + jdk.vendor() + ", " + jdk.vm() + ")";
    }

    private static List<String> distinct(List<String> values) {
        return List.copyOf(new LinkedHashSet<>(values.stream().map(v -> v == null ? "unknown" : v).toList()));
    }
}
