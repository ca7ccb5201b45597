package org.serialflex.criteria;

import org.serialflex.runner.ObjectFactory;
import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * #19 Collection evolution. Three changes to a collection between versions, each run both ways:
 * the bean inside a {@code List} gains a field; a {@code List<String>} field is redeclared as
 * {@code Set<String>}; a {@code String[]} field is redeclared as {@code List<String>}.
 *
 * <p>Expectations are in the reader's terms: the reader's field holds the writer's elements in the
 * reader's declared type. As outside C17 and C18 everywhere, which class the reader builds for a
 * List or a Set does not count (C17 scores that); a List keeps the writer's order, which for a
 * list read from a set is the order the writer's set iterated, the only order the data carries.
 * A redeclared field the reader leaves at null is silent data loss (CORRUPT): the reader's type
 * can hold every element sent.
 */
public final class C19CollectionEvolution extends CriterionDefinition {

    private static final List<String> LABELS = List.of("pear", "apple", "fig");

    private final BaselineBean order = baseline("Order", "Address");
    private final String item = dto("Item");
    private final BaselineBean listToSet = baseline("ListToSet", "Address");
    private final BaselineBean arrayToList = baseline("ArrayToList", "Address");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C19CollectionEvolution() {
        super("C19", "Collection evolution");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        ClassVersions evolvedElement = ClassVersions.of(
                List.of(orderWithItems(), itemV1(), order.address()),
                List.of(orderWithItems(), itemV1().field("colour", String.class), order.address()));
        cases.add(CaseDefinition.of("element-gains-field", "List element bean gains a field", evolvedElement,
                        Direction.OLD_TO_NEW)
                .writes(w -> order.write(w, "items", items(w, false)))
                .expects(r -> order.expected().field("items", expectedItems())));
        cases.add(CaseDefinition.of("element-gains-field", "List element bean gains a field", evolvedElement,
                        Direction.NEW_TO_OLD)
                .writes(w -> order.write(w, "items", items(w, true)))
                .expects(r -> order.expected().field("items", expectedItems())));

        Dto labelsAsList = listToSet.bean().field("labels", TypeRef.listOf(String.class));
        ClassVersions listBecomesSet = ClassVersions.of(List.of(labelsAsList, listToSet.address()),
                List.of(labelsAsList.retypeField("labels", TypeRef.setOf(String.class)), listToSet.address()));
        redeclared(cases, "list-to-set", "List<String> redeclared as Set<String>", listToSet, listBecomesSet,
                w -> new ArrayList<>(LABELS), w -> new HashSet<>(LABELS),
                new HashSet<>(LABELS), new ArrayList<>(new HashSet<>(LABELS)));

        Dto labelsAsArray = arrayToList.bean().field("labels", String[].class);
        ClassVersions arrayBecomesList = ClassVersions.of(List.of(labelsAsArray, arrayToList.address()),
                List.of(labelsAsArray.retypeField("labels", TypeRef.listOf(String.class)), arrayToList.address()));
        redeclared(cases, "array-to-list", "String[] redeclared as List<String>", arrayToList, arrayBecomesList,
                w -> LABELS.toArray(new String[0]), w -> new ArrayList<>(LABELS),
                new ArrayList<>(LABELS), LABELS.toArray(new String[0]));
    }

    /**
     * Both directions of a field {@code labels} whose declared type changes from v1 to v2.
     *
     * @param v1Labels what a v1 writer holds; {@code v2Labels} what a v2 writer holds
     * @param asV2     what a v2 reader must hold after reading v1 data
     * @param asV1     what a v1 reader must hold after reading v2 data
     */
    private void redeclared(List<CaseDefinition> cases, String name, String title, BaselineBean holder,
                            ClassVersions versions, ObjectFactory v1Labels, ObjectFactory v2Labels,
                            Object asV2, Object asV1) {
        cases.add(CaseDefinition.of(name, title, versions, Direction.OLD_TO_NEW)
                .writes(w -> holder.write(w, "labels", v1Labels.create(w)))
                .expects(r -> holder.expected().field("labels", asV2)));
        cases.add(CaseDefinition.of(name, title, versions, Direction.NEW_TO_OLD)
                .writes(w -> holder.write(w, "labels", v2Labels.create(w)))
                .expects(r -> holder.expected().field("labels", asV1)));
    }

    private Dto orderWithItems() {
        return order.bean().field("items", TypeRef.listOf(TypeRef.generated(item)));
    }

    private Dto itemV1() {
        return Dto.bean(item).field("sku", String.class).field("quantity", int.class);
    }

    /** Three items; a v2 writer also gives each a colour, which no reader expectation mentions. */
    private List<Object> items(WorldObjects w, boolean withColour) {
        List<Object> items = new ArrayList<>();
        String[] colours = {"red", "green", "blue"};
        for (int i = 0; i < 3; i++) {
            Object bean = w.bean(item, "sku", "SKU-" + (i + 1), "quantity", i + 2);
            if (withColour) {
                w.set(bean, "colour", colours[i]);
            }
            items.add(bean);
        }
        return items;
    }

    /** The items in the reader's terms: an ArrayList of three Items; a v2 reader's colour stays null. */
    private List<Expected> expectedItems() {
        List<Expected> items = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            items.add(Expect.bean(item).field("sku", "SKU-" + (i + 1)).field("quantity", i + 2));
        }
        return items;
    }
}
