package org.serialflex.report;

import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The value zoo (docs/zoo.md; not part of the score): a row per value, a column per adapter, and in each cell the
 * value's four holdings (as the root, in a field of its type, as Object, in a List and a Map) as four marks coloured
 * by outcome, each with its evidence on hover; in {@code matrix.md} each adapter's counts per outcome and the same
 * grid with a letter per holding. Left out when no adapter ran the zoo.
 */
final class ZooSection extends NamedSection {

    /** The holdings in the order a cell shows them, by the last part of a zoo case id. */
    static final List<String> HOLDINGS = List.of("as-root", "in-typed-field", "as-object", "in-collections");

    ZooSection() {
        super("zoo", "Value zoo");
    }

    @Override
    public Optional<Html> html(Matrix matrix) {
        List<AdapterColumn> adapters = withZoo(matrix);
        if (adapters.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Html(adapters.stream().map(a -> new Heading(a.id(), a.name())).toList(),
                rows(adapters), adapters.stream().map(ZooSection::counts).toList()));
    }

    @Override
    public Optional<Markdown> markdown(Matrix matrix) {
        List<AdapterColumn> adapters = withZoo(matrix);
        if (adapters.isEmpty()) {
            return Optional.empty();
        }
        List<Outcome> outcomes = Arrays.stream(Outcome.values()).toList();
        List<MarkdownCount> counts = adapters.stream().map(a -> new MarkdownCount(MarkdownRenderer.code(a.id()),
                outcomes.stream().map(o -> String.valueOf(cases(a).stream().filter(c -> c.outcome() == o).count()))
                        .toList())).toList();
        List<MarkdownRow> rows = rows(adapters).stream().map(row -> new MarkdownRow(row.value(),
                row.cells().stream().map(cell -> cell.marks().stream().map(Mark::letter)
                        .reduce("", String::concat)).toList())).toList();
        return Optional.of(new Markdown(outcomes.stream().map(Outcome::name).toList(), counts,
                adapters.stream().map(a -> MarkdownRenderer.code(a.id())).toList(), rows));
    }

    private static List<AdapterColumn> withZoo(Matrix matrix) {
        return matrix.adapters().stream().filter(a -> a.results().zoo() != null).toList();
    }

    private static List<CaseResult> cases(AdapterColumn adapter) {
        CriterionResult zoo = adapter.results().zoo();
        return zoo == null ? List.of() : zoo.cases();
    }

    /** A row per value, in the zoo's order, a cell per adapter. */
    private static List<Row> rows(List<AdapterColumn> adapters) {
        Map<String, Map<String, Map<String, CaseResult>>> byValue = new LinkedHashMap<>();
        for (AdapterColumn adapter : adapters) {
            for (CaseResult c : cases(adapter)) {
                String[] parts = c.id().split("\\.");
                if (parts.length == 3) {
                    byValue.computeIfAbsent(parts[1], v -> new LinkedHashMap<>())
                            .computeIfAbsent(adapter.id(), a -> new LinkedHashMap<>()).put(parts[2], c);
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        byValue.forEach((value, byAdapter) -> rows.add(new Row(value, adapters.stream()
                .map(a -> new Cell(a.id(), marks(byAdapter.getOrDefault(a.id(), Map.of())))).toList())));
        return rows;
    }

    /** The value's holdings in one adapter: the four of every value, or the three of a value held twice. */
    private static List<Mark> marks(Map<String, CaseResult> byHolding) {
        List<String> holdings = byHolding.keySet().stream().anyMatch(HOLDINGS::contains) ? HOLDINGS
                : List.copyOf(byHolding.keySet());
        return holdings.stream().map(h -> Mark.of(h, byHolding.get(h))).toList();
    }

    private static Count counts(AdapterColumn adapter) {
        List<CaseResult> cases = cases(adapter);
        long pass = cases.stream().filter(c -> c.outcome() == Outcome.PASS).count();
        long corrupt = cases.stream().filter(c -> c.outcome() == Outcome.CORRUPT).count();
        return new Count(adapter.id(), pass + " of " + cases.size() + " PASS" + (corrupt == 0 ? "" : ", " + corrupt
                + " CORRUPT"));
    }

    /** The page's values: the adapters (columns), a row per value, each adapter's PASS count. */
    record Html(List<Heading> adapters, List<Row> rows, List<Count> counts) {
    }

    record Heading(String id, String name) {
    }

    record Count(String id, String text) {
    }

    /** A value of the zoo ({@code uuid}) and its cell per adapter. */
    record Row(String value, List<Cell> cells) {
    }

    record Cell(String adapter, List<Mark> marks) {
    }

    /**
     * One holding of a value in one adapter: its outcome ({@code none} when the adapter did not run it), the letter
     * the Markdown shows ({@code .} PASS, {@code D} DEGRADED, {@code U} UNSUPPORTED, {@code R}/{@code W} READ/WRITE
     * FAILED, {@code C} CORRUPT, {@code X} CRASH, {@code K} KIT_ERROR, {@code -} not run) and the hover text.
     */
    record Mark(String holding, String outcome, String letter, String title) {

        static Mark of(String holding, CaseResult result) {
            if (result == null) {
                return new Mark(holding, "none", "-", holding + ": not run");
            }
            String evidence = result.evidence() == null ? "" : ": " + MatrixSection.shorten(result.evidence());
            return new Mark(holding, result.outcome().name(), letter(result.outcome()),
                    (result.title() == null ? result.id() : result.title()) + " — " + result.outcome() + evidence);
        }

        private static String letter(Outcome outcome) {
            return switch (outcome) {
                case PASS -> ".";
                case DEGRADED -> "D";
                case UNSUPPORTED -> "U";
                case READ_FAILED -> "R";
                case WRITE_FAILED -> "W";
                case CORRUPT -> "C";
                case CRASH -> "X";
                case KIT_ERROR -> "K";
            };
        }
    }

    /** The Markdown's values: the outcomes (columns of the counts), each adapter's counts, the grid. */
    record Markdown(List<String> outcomes, List<MarkdownCount> counts, List<String> adapters, List<MarkdownRow> rows) {
    }

    record MarkdownCount(String id, List<String> counts) {
    }

    record MarkdownRow(String value, List<String> cells) {
    }
}
