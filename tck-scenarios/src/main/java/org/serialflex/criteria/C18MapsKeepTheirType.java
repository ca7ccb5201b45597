package org.serialflex.criteria;

import org.serialflex.runner.ObjectFactory;
import org.serialflex.runner.WorldObjects;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * #18 Maps keep their concrete type. The baseline bean gains one map field, keyed by String,
 * Integer, a bean or an enum (a holder class per key kind). Each case fills it with one JDK map
 * class and expects the reader to rebuild that very class with the same entries, in the same
 * order where the class has one. Writer and reader hold the same classes.
 *
 * <p>Keys go in as {@code pear, apple, fig}: neither sorted nor in hash order, so a reader that
 * rebuilds a LinkedHashMap as a HashMap, or a TreeMap without its comparator, is visible.
 */
public final class C18MapsKeepTheirType extends CriterionDefinition {

    private static final List<String> KEYS = List.of("pear", "apple", "fig");

    private final String address = dto("Address");
    private final String key = dto("Key");
    private final String colour = dto("Colour");
    private final Holder byName = holder("Ledger", "byName", TypeRef.mapOf(String.class, String.class));
    private final Holder byNumber = holder("NumberLedger", "byNumber", TypeRef.mapOf(Integer.class, String.class));
    private final Holder byKey = holder("KeyLedger", "byKey",
            TypeRef.mapOf(TypeRef.generated(key), TypeRef.of(String.class)));
    private final Holder byColour = holder("ColourLedger", "byColour",
            TypeRef.mapOf(TypeRef.generated(colour), TypeRef.of(String.class)));

    /**
     * A baseline bean with one map field. Each key kind has its own holder: a library that cannot
     * even declare a bean-keyed map (Jackson needs a key deserializer) must fail that case only.
     */
    private record Holder(String className, String field, ClassVersions classes) {
    }

    private Holder holder(String simpleName, String field, TypeRef mapType) {
        String className = dto(simpleName);
        return new Holder(className, field, ClassVersions.same(
                Baseline.bean(className, address).field(field, mapType),
                Baseline.address(address),
                Dto.bean(key).field("code", String.class).field("number", int.class),
                Dto.enumeration(colour, "RED", "GREEN", "BLUE")));
    }

    /** Registered through META-INF/services; the kit instantiates it. */
    public C18MapsKeepTheirType() {
        super("C18", "Maps keep their concrete type");
    }

    /** The concrete class of a map is this criterion's subject. */
    @Override
    boolean judgesCollectionClasses() {
        return true;
    }

    @Override
    void define(List<CaseDefinition> cases) {
        byName(cases, "hash-map", "HashMap", HashMap::new);
        withNullValue(cases, "hash-map", "HashMap", HashMap::new);
        byName(cases, "linked-hash-map", "LinkedHashMap", LinkedHashMap::new);
        withNullValue(cases, "linked-hash-map", "LinkedHashMap", LinkedHashMap::new);
        byName(cases, "tree-map", "TreeMap", TreeMap::new);
        withNullValue(cases, "tree-map", "TreeMap", TreeMap::new);
        byName(cases, "tree-map-reverse-order", "TreeMap with Comparator.reverseOrder()",
                () -> new TreeMap<>(Comparator.reverseOrder()));
        byName(cases, "concurrent-hash-map", "ConcurrentHashMap", ConcurrentHashMap::new);
        cases.add(filled("map-of", "Map.of(...)", byName,
                w -> Map.of(KEYS.get(0), "green", KEYS.get(1), "red", KEYS.get(2), "purple")));
        cases.add(filled("enum-map", "EnumMap keyed by an enum", byColour, this::colourMap));
        cases.add(filled("integer-keys", "HashMap keyed by Integer", byNumber, w -> {
            Map<Integer, String> map = new HashMap<>();
            map.put(3, "three");
            map.put(1000, "thousand");
            map.put(-7, "minus seven");
            return map;
        }));
        cases.add(filled("bean-keys", "HashMap keyed by a bean", byKey, w -> {
            Map<Object, String> map = new HashMap<>();
            map.put(w.bean(key, "code", "A", "number", 1), "first");
            map.put(w.bean(key, "code", "B", "number", 2), "second");
            return map;
        }));
    }

    private void byName(List<CaseDefinition> cases, String name, String kind, Supplier<Map<String, String>> empty) {
        cases.add(filled(name, kind, byName, w -> fruitColours(empty.get(), "green", "red", "purple")));
    }

    private void withNullValue(List<CaseDefinition> cases, String name, String kind,
                               Supplier<Map<String, String>> empty) {
        cases.add(filled(name + "-null-value", kind + " holding a null value", byName,
                w -> fruitColours(empty.get(), "green", null, "purple")));
    }

    /** {@code map} with the fruit keys, in the order pear, apple, fig, mapped to {@code values}. */
    private static Map<String, String> fruitColours(Map<String, String> map, String... values) {
        for (int i = 0; i < KEYS.size(); i++) {
            map.put(KEYS.get(i), values[i]);
        }
        return map;
    }

    /** The holder with its map field set to the map; the reader must rebuild exactly that. */
    private CaseDefinition filled(String name, String title, Holder holder, ObjectFactory map) {
        return CaseDefinition.of(name, title, holder.classes(), Direction.SAME)
                .writes(w -> Baseline.write(w, holder.className(), address, holder.field(), map.create(w)))
                .expectsSameObject();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object colourMap(WorldObjects w) {
        Map map = new EnumMap(w.type(colour));
        map.put(w.enumConstant(colour, "BLUE"), "sky");
        map.put(w.enumConstant(colour, "RED"), "rose");
        return map;
    }
}
