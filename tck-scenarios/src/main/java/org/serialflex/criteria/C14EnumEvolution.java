package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.ArrayList;
import java.util.List;

/**
 * #14 Enum evolution. The baseline bean gets an enum field {@code status} and a
 * {@code List<Status>} {@code history}; the enum changes between versions: a constant the reader
 * lacks, constants in another order. Two more enums are harder to write: one with a constant that
 * has its own body (an anonymous subclass {@code Priority$1}, whose class is not the enum's), also
 * in a version where only v2 gives the constant its body; and one with fields. The written
 * constants are chosen so that a library that writes ordinals instead of names reads a different
 * constant and shows up as CORRUPT.
 */
public final class C14EnumEvolution extends CriterionDefinition {

    private static final List<String> HISTORY = List.of("NEW", "PAID");

    private final BaselineBean holder = baseline("Holder", "Address");
    private final String status = dto("Status");
    private final String priority = dto("Priority");
    private final String currency = dto("Currency");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C14EnumEvolution() {
        super("C14", "Enum evolution");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        ClassVersions added = statusVersions(List.of("NEW", "PAID", "SHIPPED"), List.of("NEW", "PAID", "SHIPPED",
                "CANCELLED"));
        cases.add(CaseDefinition.of("missing-constant", "constant the reader lacks (v2 added CANCELLED)", added,
                        Direction.NEW_TO_OLD)
                .writes(w -> holder.write(w, "status", w.enumConstant(status, "CANCELLED"),
                        "history", constants(w, status, HISTORY)))
                .expects(r -> holder.expected().field("status", null)
                        .field("history", expectedConstants(status, HISTORY))));

        ClassVersions removed = statusVersions(List.of("NEW", "LEGACY", "PAID", "SHIPPED"),
                List.of("NEW", "PAID", "SHIPPED"));
        cases.add(CaseDefinition.of("missing-constant", "constant the reader lacks (v2 removed LEGACY)", removed,
                        Direction.OLD_TO_NEW)
                .writes(w -> holder.write(w, "status", w.enumConstant(status, "LEGACY"),
                        "history", constants(w, status, HISTORY)))
                .expects(r -> holder.expected().field("status", null)
                        .field("history", expectedConstants(status, HISTORY))));

        // A rotation: no constant keeps its position, so every ordinal names another constant.
        ClassVersions reordered = statusVersions(List.of("NEW", "PAID", "SHIPPED"), List.of("SHIPPED", "NEW", "PAID"));
        List<String> all = List.of("NEW", "PAID", "SHIPPED");
        for (Direction direction : List.of(Direction.OLD_TO_NEW, Direction.NEW_TO_OLD)) {
            cases.add(CaseDefinition.of("reordered-constants", "constants in another order", reordered, direction)
                    .writes(w -> holder.write(w, "status", w.enumConstant(status, "PAID"),
                            "history", constants(w, status, all)))
                    .expects(r -> holder.expected().field("status", Expect.enumConstant(status, "PAID"))
                            .field("history", expectedConstants(status, all))));
        }

        Dto plainPriority = Dto.enumeration(priority, "LOW", "NORMAL", "URGENT");
        Dto priorityHolder = holder.bean().field("priority", TypeRef.generated(priority))
                .field("priorities", TypeRef.listOf(TypeRef.generated(priority)));
        List<String> priorities = List.of("LOW", "URGENT");
        ClassVersions body = ClassVersions.same(priorityHolder, holder.address(),
                plainPriority.constantWithBody("URGENT"));
        cases.add(CaseDefinition.of("constant-with-body", "constant with its own body", body, Direction.SAME)
                .writes(w -> holder.write(w, "priority", w.enumConstant(priority, "URGENT"),
                        "priorities", constants(w, priority, priorities)))
                .expects(r -> holder.expected().field("priority", Expect.enumConstant(priority, "URGENT"))
                        .field("priorities", expectedConstants(priority, priorities))));

        ClassVersions gainsBody = ClassVersions.of(List.of(priorityHolder, holder.address(), plainPriority),
                List.of(priorityHolder, holder.address(), plainPriority.constantWithBody("URGENT")));
        for (Direction direction : List.of(Direction.OLD_TO_NEW, Direction.NEW_TO_OLD)) {
            cases.add(CaseDefinition.of("constant-gains-body", "constant that has a body in v2 only", gainsBody,
                            direction)
                    .writes(w -> holder.write(w, "priority", w.enumConstant(priority, "URGENT"),
                            "priorities", constants(w, priority, priorities)))
                    .expects(r -> holder.expected()
                            .field("priority", Expect.enumConstant(priority, "URGENT"))
                            .field("priorities", expectedConstants(priority, priorities))));
        }

        ClassVersions fields = ClassVersions.same(
                holder.bean().field("currency", TypeRef.generated(currency)),
                holder.address(),
                Dto.enumeration(currency, "EUR", "USD", "JPY")
                        .enumField("isoNumber", String.class, "978", "840", "392")
                        .enumField("decimals", int.class, 2, 2, 0));
        cases.add(CaseDefinition.of("enum-with-fields", "enum with fields", fields, Direction.SAME)
                .writes(w -> holder.write(w, "currency", w.enumConstant(currency, "JPY")))
                .expects(r -> holder.expected()
                        .field("currency", Expect.sameInstance(r.enumConstant(currency, "JPY")))));
    }

    private ClassVersions statusVersions(List<String> v1Constants, List<String> v2Constants) {
        Dto bean = holder.bean()
                .field("status", TypeRef.generated(status))
                .field("history", TypeRef.listOf(TypeRef.generated(status)));
        Dto v1 = Dto.enumeration(status, v1Constants.toArray(String[]::new));
        return ClassVersions.of(List.of(bean, holder.address(), v1),
                List.of(bean, holder.address(), v1.withConstants(v2Constants.toArray(String[]::new))));
    }

    private static ArrayList<Object> constants(WorldObjects world, String enumClass,
                                               List<String> names) {
        return new ArrayList<>(names.stream().map(name -> world.enumConstant(enumClass, name)).toList());
    }

    private static ArrayList<Object> expectedConstants(String enumClass, List<String> names) {
        return new ArrayList<>(names.stream().map(name -> Expect.enumConstant(enumClass, name)).toList());
    }
}
