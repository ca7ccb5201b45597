package org.serialflex.criteria;


import java.util.ArrayList;
import java.util.List;

/**
 * #5 New field at the writer. The writer's class (v2) has four fields the reader's class (v1)
 * lacks: a primitive, a String, a nested bean and a list. Old code reading new data must keep
 * every field it knows and ignore the rest.
 */
public final class C05NewFieldAtWriter extends CriterionDefinition {

    private final AddedFields classes = new AddedFields("org.serialflex.dto.c05");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C05NewFieldAtWriter() {
        super("C05", "New field at the writer");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        String order = classes.order;
        String address = classes.address;
        String shipment = classes.shipment;
        cases.add(CaseDefinition.of("added-primitive", "added primitive", classes.versions, Direction.NEW_TO_OLD)
                .writes(w -> Baseline.write(w, order, address, "retries", 9))
                .expects(r -> Baseline.expected(order, address)));
        cases.add(CaseDefinition.of("added-string", "added String", classes.versions, Direction.NEW_TO_OLD)
                .writes(w -> Baseline.write(w, order, address, "status", "SHIPPED"))
                .expects(r -> Baseline.expected(order, address)));
        cases.add(CaseDefinition.of("added-bean", "added nested bean", classes.versions, Direction.NEW_TO_OLD)
                .writes(w -> Baseline.write(w, order, address,
                        "shipment", w.bean(shipment, "carrier", "ACME", "weight", 12)))
                .expects(r -> Baseline.expected(order, address)));
        cases.add(CaseDefinition.of("added-list", "added list", classes.versions, Direction.NEW_TO_OLD)
                .writes(w -> Baseline.write(w, order, address,
                        "history", new ArrayList<>(List.of("created", "paid"))))
                .expects(r -> Baseline.expected(order, address)));
        cases.add(CaseDefinition.of("added-all", "all four added", classes.versions, Direction.NEW_TO_OLD)
                .writes(w -> Baseline.write(w, order, address, "retries", 9, "status", "SHIPPED",
                        "shipment", w.bean(shipment, "carrier", "ACME", "weight", 12),
                        "history", new ArrayList<>(List.of("created", "paid"))))
                .expects(r -> Baseline.expected(order, address)));
    }
}
