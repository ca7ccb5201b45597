package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * #9 Reordered and inserted fields. v1 is the baseline bean plus three Strings declared last,
 * {@code team}, {@code topic}, {@code zone}, which are also last in alphabetical order. v2
 * declares them in another order, or inserts a String {@code title} between {@code team} and
 * {@code topic} (between two existing fields in declaration order AND in alphabetical order,
 * since formats position fields either way), or both. The neighbours are Strings with distinct
 * values, so a format that matches fields by position reads a valid value into the wrong field
 * and shows up as CORRUPT instead of tripping over a type. A last pair of cases reverses the whole
 * declaration order, mixing every baseline type.
 */
public final class C09ReorderedAndInsertedFields extends CriterionDefinition {

    private static final String TEAM = "blue";
    private static final String TOPIC = "billing";
    private static final String ZONE = "EU";
    private static final String TITLE = "Printer on fire";

    /** Registered through META-INF/services; the kit instantiates it. */
    public C09ReorderedAndInsertedFields() {
        super("C09", "Reordered and inserted fields");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        BaselineBean ticket = baseline("Ticket", "Address");
        Dto v1 = ticket.bean().field("team", String.class).field("topic", String.class).field("zone", String.class);
        Dto reordered = v1.reorderFields(withTrailing(ticket.bean(), "zone", "topic", "team"));
        Dto inserted = v1.insertFieldAfter("team", "title", String.class);
        Dto reorderedAndInserted = reordered.insertFieldAfter("topic", "title", String.class);
        List<String> reversedNames = new ArrayList<>(v1.fieldNames());
        Collections.reverse(reversedNames);
        Dto reversed = v1.reorderFields(reversedNames.toArray(String[]::new));

        both(cases, "reordered", "trailing fields reordered", versions(v1, reordered, ticket), ticket, false);
        both(cases, "inserted-field", "field inserted between two", versions(v1, inserted, ticket), ticket, true);
        both(cases, "reordered-and-inserted", "fields reordered and one inserted",
                versions(v1, reorderedAndInserted, ticket), ticket, true);
        both(cases, "reversed", "every field in reverse order", versions(v1, reversed, ticket), ticket, false);
    }

    private static String[] withTrailing(Dto baseline, String... trailing) {
        List<String> names = new ArrayList<>(baseline.fieldNames());
        names.addAll(List.of(trailing));
        return names.toArray(String[]::new);
    }

    private static ClassVersions versions(Dto v1, Dto v2, BaselineBean ticket) {
        return ClassVersions.of(List.of(v1, ticket.address()), List.of(v2, ticket.address()));
    }

    private static void both(List<CaseDefinition> cases, String name, String title, ClassVersions versions,
                             BaselineBean ticket, boolean v2HasTitle) {
        cases.add(CaseDefinition.of(name, title, versions, Direction.OLD_TO_NEW)
                .writes(w -> write(w, ticket, false))
                .expects(r -> expected(ticket)));
        cases.add(CaseDefinition.of(name, title, versions, Direction.NEW_TO_OLD)
                .writes(w -> write(w, ticket, v2HasTitle))
                .expects(r -> expected(ticket)));
    }

    private static Object write(WorldObjects w, BaselineBean ticket, boolean withTitle) {
        Object written = ticket.write(w, "team", TEAM, "topic", TOPIC, "zone", ZONE);
        return withTitle ? w.set(written, "title", TITLE) : written;
    }

    /** The reader's fields; a {@code title} the reader declares but the writer lacked must be null. */
    private static Expected.Bean expected(BaselineBean ticket) {
        return ticket.expected().field("team", TEAM).field("topic", TOPIC).field("zone", ZONE);
    }
}
