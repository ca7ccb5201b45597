package org.serialflex.criteria;

import org.serialflex.runner.CriterionDescription;
import org.serialflex.verdicts.Expect;

import java.util.List;

/**
 * #6 New field at the reader. The classes of C05 in the opposite direction: the reader's class
 * (v2) declares four fields the old data does not carry. They must come back as Java defaults or
 * as the reader's own initializer values, and the rest intact.
 */
public final class C06NewFieldAtReader extends CriterionDefinition {

    private final AddedFields classes = new AddedFields("org.serialflex.dto.c06");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C06NewFieldAtReader() {
        super("C06", "New field at the reader", new CriterionDescription(
                "The reader's class declares fields the writer's class lacks: a primitive and a String with "
                        + "initializers, a nested bean and a list.",
                "New code must read data stored or sent by old code: archives, caches, queues and the consumers "
                        + "that are upgraded before their producers.",
                "Every field the writer sent keeps its value; each added field holds its Java default or the "
                        + "value the reader's constructor assigns.",
                "Not expected: there is no value to substitute.",
                "READ_FAILED when the library insists on every declared field; CORRUPT when a known field is "
                        + "disturbed or an added field holds anything but its default or initializer."));
    }

    @Override
    void define(List<CaseDefinition> cases) {
        String order = classes.order;
        String address = classes.address;
        cases.add(CaseDefinition.of("added-fields", "four fields added", classes.versions, Direction.OLD_TO_NEW)
                .writes(w -> Baseline.write(w, order, address))
                .expects(r -> Baseline.expected(order, address)
                        .field("retries", Expect.defaultOrInitializer(AddedFields.RETRIES_INITIALIZER))
                        .field("status", Expect.defaultOrInitializer(AddedFields.STATUS_INITIALIZER))
                        .field("shipment", null)
                        .field("history", null)));
    }
}
