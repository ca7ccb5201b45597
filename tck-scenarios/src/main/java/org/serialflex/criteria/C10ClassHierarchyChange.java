package org.serialflex.criteria;

import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;

import java.util.List;

/**
 * #10 Class hierarchy change. The fields stay, the classes declaring them move:
 * <ul>
 * <li>(a) v2 pulls {@code id} up from the bean into a new abstract superclass {@code Party};</li>
 * <li>(b) v2 gives the bean a new abstract superclass {@code Audited} with fields of its own,
 *     {@code createdBy} and {@code revision};</li>
 * <li>(c) v1's bean extends an abstract {@code Organisation} declaring {@code id} and
 *     {@code name}; v2 removes the superclass and declares both fields in the bean itself, at their
 *     baseline places (so a format that lays superclass fields out first sees them move).</li>
 * </ul>
 * Each runs both ways. Every field both versions declare, by name and wherever it is declared,
 * must keep its value; fields only the reader's version declares hold their Java default.
 */
public final class C10ClassHierarchyChange extends CriterionDefinition {

    private static final String CREATED_BY = "clerk-17";
    private static final long REVISION = 3L;

    /** Registered through META-INF/services; the kit instantiates it. */
    public C10ClassHierarchyChange() {
        super("C10", "Class hierarchy change");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        fieldPulledUp(cases);
        superclassAdded(cases);
        superclassRemoved(cases);
    }

    private void fieldPulledUp(List<CaseDefinition> cases) {
        BaselineBean customer = baseline("Customer", "CustomerAddress");
        String party = dto("Party");
        Dto v1 = customer.bean();
        Dto v2 = v1.withoutField("id").extending(party);
        ClassVersions versions = ClassVersions.of(List.of(v1, customer.address()),
                List.of(v2, Dto.abstractClass(party).field("id", long.class), customer.address()));
        for (Direction direction : List.of(Direction.OLD_TO_NEW, Direction.NEW_TO_OLD)) {
            cases.add(CaseDefinition.of("field-pulled-up", "field pulled up into a new superclass", versions, direction)
                    .writes(customer::write)
                    .expects(r -> customer.expected()));
        }
    }

    private void superclassAdded(List<CaseDefinition> cases) {
        BaselineBean invoice = baseline("Invoice", "InvoiceAddress");
        String audited = dto("Audited");
        Dto v1 = invoice.bean();
        Dto v2 = v1.extending(audited);
        ClassVersions versions = ClassVersions.of(List.of(v1, invoice.address()),
                List.of(v2, Dto.abstractClass(audited).field("createdBy", String.class).field("revision", long.class),
                        invoice.address()));
        cases.add(CaseDefinition.of("superclass-added", "superclass with its own fields added", versions,
                        Direction.OLD_TO_NEW)
                .writes(invoice::write)
                .expects(r -> invoice.expected()));
        cases.add(CaseDefinition.of("superclass-added", "superclass with its own fields added", versions,
                        Direction.NEW_TO_OLD)
                .writes(w -> invoice.write(w, "createdBy", CREATED_BY, "revision", REVISION))
                .expects(r -> invoice.expected()));
    }

    private void superclassRemoved(List<CaseDefinition> cases) {
        BaselineBean supplier = baseline("Supplier", "SupplierAddress");
        String organisation = dto("Organisation");
        Dto flat = supplier.bean();
        Dto v1 = flat.withoutField("id").withoutField("name").extending(organisation);
        ClassVersions versions = ClassVersions.of(
                List.of(v1, Dto.abstractClass(organisation).field("id", long.class).field("name", String.class),
                        supplier.address()),
                List.of(flat, supplier.address()));
        for (Direction direction : List.of(Direction.OLD_TO_NEW, Direction.NEW_TO_OLD)) {
            cases.add(CaseDefinition.of("superclass-removed", "superclass removed, its fields moved down", versions,
                            direction)
                    .writes(supplier::write)
                    .expects(r -> supplier.expected()));
        }
    }
}
