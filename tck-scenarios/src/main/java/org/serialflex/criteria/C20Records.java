package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * #20 Records. The baseline bean's fields become the components of a record, whose canonical
 * constructor is its only constructor: a library must build the reader's record through it,
 * since a record's fields cannot be set afterwards. Then the record evolves: v2 appends
 * components, or declares the same components in another order.
 *
 * <p>Writers build records through the canonical constructor with the baseline values matched by
 * component name, so one helper serves every component order.
 */
public final class C20Records extends CriterionDefinition {

    private final String order = dto("OrderRecord");
    private final String address = dto("Address");
    private final String holder = dto("Route");
    private final String point = dto("Point");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C20Records() {
        super("C20", "Records");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        Dto record = Baseline.record(order, address);
        Dto addressDto = Baseline.address(address);

        cases.add(CaseDefinition.of("round-trip", "record with the baseline components",
                        ClassVersions.same(record, addressDto), Direction.SAME)
                .writes(w -> baselineRecord(w, order))
                .expects(r -> Baseline.expected(order, address)));
        nested(cases);

        ClassVersions added = ClassVersions.of(List.of(record, addressDto),
                List.of(record.field("priority", int.class).field("channel", String.class), addressDto));
        cases.add(CaseDefinition.of("added-components", "v2 appends two components", added, Direction.OLD_TO_NEW)
                .writes(w -> baselineRecord(w, order))
                .expects(r -> Baseline.expected(order, address)));
        cases.add(CaseDefinition.of("added-components", "v2 appends two components", added, Direction.NEW_TO_OLD)
                .writes(w -> baselineRecord(w, order, "priority", 5, "channel", "web"))
                .expects(r -> Baseline.expected(order, address)));

        List<String> names = record.fieldNames();
        List<String> swapped = new ArrayList<>(names);
        swapped.set(names.indexOf("name"), "note");
        swapped.set(names.indexOf("note"), "name");
        reordered(cases, "swapped-components", "v2 swaps two String components (name, note)", record, addressDto,
                swapped);
        List<String> reversed = new ArrayList<>(names);
        Collections.reverse(reversed);
        reordered(cases, "reversed-components", "v2 declares the components in reverse order", record, addressDto,
                reversed);
    }

    private void reordered(List<CaseDefinition> cases, String name, String title, Dto record, Dto addressDto,
                           List<String> newOrder) {
        ClassVersions versions = ClassVersions.of(List.of(record, addressDto),
                List.of(record.reorderFields(newOrder.toArray(new String[0])), addressDto));
        for (Direction direction : List.of(Direction.OLD_TO_NEW, Direction.NEW_TO_OLD)) {
            cases.add(CaseDefinition.of(name, title, versions, direction)
                    .writes(w -> baselineRecord(w, order))
                    .expects(r -> Baseline.expected(order, address)));
        }
    }

    /** A bean holding a record in a field and two in a list: records as values, not just as the root. */
    private void nested(List<CaseDefinition> cases) {
        Dto pointDto = Dto.record(point).field("x", int.class).field("y", int.class).field("label", String.class);
        ClassVersions versions = ClassVersions.same(
                Baseline.bean(holder, address)
                        .field("origin", TypeRef.generated(point))
                        .field("stops", TypeRef.listOf(TypeRef.generated(point))),
                pointDto, Baseline.address(address));
        cases.add(CaseDefinition.of("nested-records", "records in a bean field and in a list", versions,
                        Direction.SAME)
                .writes(w -> Baseline.write(w, holder, address,
                        "origin", w.record(point, 0, 0, "depot"),
                        "stops", new ArrayList<>(List.of(w.record(point, 3, 4, "shop"), w.record(point, -1, 7, null)))))
                .expects(r -> Baseline.expected(holder, address)
                        .field("origin", Expect.record(point).field("x", 0).field("y", 0).field("label", "depot"))
                        .field("stops", new ArrayList<>(List.of(
                                Expect.record(point).field("x", 3).field("y", 4).field("label", "shop"),
                                Expect.record(point).field("x", -1).field("y", 7).field("label", null))))));
    }

    /**
     * The writer's record {@code className}: the baseline values plus {@code extra} name/value
     * pairs, passed to the canonical constructor in the order this world's record declares them.
     */
    private Object baselineRecord(WorldObjects w, String className, Object... extra) throws Exception {
        Map<String, Object> byName = new HashMap<>();
        Object[] values = Baseline.values(w, address);
        for (int i = 0; i < values.length; i += 2) {
            byName.put((String) values[i], values[i + 1]);
        }
        for (int i = 0; i < extra.length; i += 2) {
            byName.put((String) extra[i], extra[i + 1]);
        }
        RecordComponent[] components = w.type(className).getRecordComponents();
        Object[] arguments = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            if (!byName.containsKey(components[i].getName())) {
                throw new IllegalArgumentException("No value for component " + components[i].getName());
            }
            arguments[i] = byName.get(components[i].getName());
        }
        return w.record(className, arguments);
    }
}
