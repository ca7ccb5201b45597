package org.serialflex.criteria;

import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;

import java.util.List;

/**
 * #6 New field at the reader. The classes of C05 in the opposite direction: the reader's class
 * (v2) declares fields the old data does not carry, one kind per case (a primitive, a String, a
 * nested bean, a list) and all four in a last case, so a verdict says which kind failed. They
 * must come back as Java defaults or as the reader's own initializer values, and the rest intact.
 */
public final class C06NewFieldAtReader extends CriterionDefinition {

    private final AddedFields classes = new AddedFields("org.serialflex.dto.c06");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C06NewFieldAtReader() {
        super("C06", "New field at the reader");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        added(cases, "added-primitive", "added primitive", AddedFields.Kind.PRIMITIVE);
        added(cases, "added-string", "added String", AddedFields.Kind.STRING);
        added(cases, "added-bean", "added nested bean", AddedFields.Kind.BEAN);
        added(cases, "added-list", "added list", AddedFields.Kind.LIST);
        added(cases, "added-all", "all four added", AddedFields.Kind.values());
    }

    private void added(List<CaseDefinition> cases, String name, String title, AddedFields.Kind... kinds) {
        String order = classes.order;
        String address = classes.address;
        cases.add(CaseDefinition.of(name, title, classes.adding(kinds), Direction.OLD_TO_NEW)
                .writes(w -> Baseline.write(w, order, address))
                .expects(r -> {
                    Expected.Bean expected = Baseline.expected(order, address);
                    for (AddedFields.Kind kind : kinds) {
                        expected = expected.field(kind.field, expectedAdded(kind));
                    }
                    return expected;
                }));
    }

    /** What the reader must show in an added field: its default, or for the two with initializers, the initializer. */
    private static Object expectedAdded(AddedFields.Kind kind) {
        return switch (kind) {
            case PRIMITIVE -> Expect.defaultOrInitializer(AddedFields.RETRIES_INITIALIZER);
            case STRING -> Expect.defaultOrInitializer(AddedFields.STATUS_INITIALIZER);
            case BEAN, LIST -> null;
        };
    }
}
