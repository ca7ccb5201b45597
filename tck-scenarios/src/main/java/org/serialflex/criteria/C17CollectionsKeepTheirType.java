package org.serialflex.criteria;

import org.serialflex.runner.ObjectFactory;
import org.serialflex.runner.WorldObjects;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * #17 Collections keep their concrete type. The baseline bean gains four collection fields,
 * declared {@code List<String>}, {@code Set<String>}, {@code Collection<String>} and
 * {@code Set<Colour>}; each case fills one of them with one JDK collection class and expects the
 * reader to rebuild that very class with the same elements, in the same order where the class
 * has one. Writer and reader hold the same classes: this is about the collection, not evolution.
 *
 * <p>Elements are inserted as {@code pear, apple, fig}: neither sorted nor in hash order, so a
 * reader that sorts or hashes an ordered collection is visible. Collections that accept null
 * elements and commonly hold them get a second case with a null in the middle.
 */
public final class C17CollectionsKeepTheirType extends CriterionDefinition {

    private static final List<String> FRUIT = List.of("pear", "apple", "fig");
    private static final List<String> FRUIT_WITH_NULL = Arrays.asList("pear", null, "apple");

    private final BaselineBean holder = baseline("Basket", "Address");
    private final String colour = dto("Colour");
    private final ClassVersions classes = ClassVersions.same(
            holder.bean()
                    .field("list", TypeRef.listOf(String.class))
                    .field("set", TypeRef.setOf(String.class))
                    .field("collection", TypeRef.parameterized(Collection.class, String.class))
                    .field("colours", TypeRef.setOf(TypeRef.generated(colour))),
            holder.address(),
            Dto.enumeration(colour, "RED", "GREEN", "BLUE"));

    /** Registered through META-INF/services; the kit instantiates it. */
    public C17CollectionsKeepTheirType() {
        super("C17", "Collections keep their concrete type");
    }

    /** The concrete class of a collection is this criterion's subject. */
    @Override
    boolean judgesCollectionClasses() {
        return true;
    }

    @Override
    void define(List<CaseDefinition> cases) {
        inList(cases, "array-list", "ArrayList", ArrayList::new);
        withNull(cases, "array-list", "ArrayList", "list", ArrayList::new);
        inList(cases, "linked-list", "LinkedList", LinkedList::new);
        withNull(cases, "linked-list", "LinkedList", "list", LinkedList::new);
        inList(cases, "copy-on-write-array-list", "CopyOnWriteArrayList", CopyOnWriteArrayList::new);
        inList(cases, "list-of", "List.of(...)", elements -> List.of(elements.toArray(new String[0])));
        inList(cases, "unmodifiable-list", "Collections.unmodifiableList",
                elements -> Collections.unmodifiableList(new ArrayList<>(elements)));
        inList(cases, "arrays-as-list", "Arrays.asList", elements -> Arrays.asList(elements.toArray(new String[0])));
        withNull(cases, "arrays-as-list", "Arrays.asList", "list",
                elements -> Arrays.asList(elements.toArray(new String[0])));
        inSet(cases, "hash-set", "HashSet", HashSet::new);
        withNull(cases, "hash-set", "HashSet", "set", HashSet::new);
        inSet(cases, "linked-hash-set", "LinkedHashSet", LinkedHashSet::new);
        withNull(cases, "linked-hash-set", "LinkedHashSet", "set", LinkedHashSet::new);
        inSet(cases, "tree-set", "TreeSet", TreeSet::new);
        inSet(cases, "tree-set-reverse-order", "TreeSet with Comparator.reverseOrder()", elements -> {
            TreeSet<String> set = new TreeSet<>(Comparator.reverseOrder());
            set.addAll(elements);
            return set;
        });
        cases.add(filled("enum-set", "EnumSet in a Set field", "colours", this::colours));
        cases.add(filled("array-deque", "ArrayDeque in a Collection field", "collection",
                w -> new ArrayDeque<>(FRUIT)));
    }

    private void inList(List<CaseDefinition> cases, String name, String kind,
                        Function<List<String>, Collection<String>> collection) {
        cases.add(filled(name, kind + " in a List field", "list", w -> collection.apply(FRUIT)));
    }

    private void inSet(List<CaseDefinition> cases, String name, String kind,
                       Function<List<String>, Collection<String>> collection) {
        cases.add(filled(name, kind + " in a Set field", "set", w -> collection.apply(FRUIT)));
    }

    private void withNull(List<CaseDefinition> cases, String name, String kind, String field,
                          Function<List<String>, Collection<String>> collection) {
        cases.add(filled(name + "-null-element", kind + " holding a null element", field,
                w -> collection.apply(FRUIT_WITH_NULL)));
    }

    /** The baseline bean with {@code field} set to the collection; the reader must rebuild exactly that. */
    private CaseDefinition filled(String name, String title, String field, ObjectFactory collection) {
        return CaseDefinition.of(name, title, classes, Direction.SAME)
                .writes(w -> holder.write(w, field, collection.create(w)))
                .expectsSameObject();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object colours(WorldObjects w) {
        return EnumSet.of((Enum) w.enumConstant(colour, "RED"), (Enum) w.enumConstant(colour, "BLUE"));
    }
}
