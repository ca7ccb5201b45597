package org.serialflex.verdicts;

import org.serialflex.results.Outcome;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rules of "what counts as equal", one by one, on plain test classes. */
class DeepComparisonTest {

    /** A stand-in for a generated DTO; deliberately has an equals() that lies, which must never be used. */
    static final class Item {
        String name;
        int quantity;
        BigDecimal price;
        Item next;

        Item(String name, int quantity, BigDecimal price) {
            this.name = name;
            this.quantity = quantity;
            this.price = price;
        }

        @Override
        public boolean equals(Object other) {
            return true;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    static final class Pair {
        Item left;
        Item right;
    }

    private static Verdict compare(Object expected, Object actual) {
        return DeepComparison.compare(expected, actual);
    }

    @Test
    void equalBeansPass() {
        assertThat(compare(new Item("pen", 2, new BigDecimal("1.50")), new Item("pen", 2, new BigDecimal("1.5"))))
                .isEqualTo(Verdict.pass());
    }

    @Test
    void aDifferentFieldIsCorruptWithItsPathAndBothValues() {
        Verdict verdict = compare(new Item("pen", 2, BigDecimal.ONE), new Item("pen", 3, BigDecimal.ONE));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.CORRUPT, "quantity: expected 2 (Integer) got 3 (Integer)"));
    }

    @Test
    void generatedEqualsIsNeverTrusted() {
        assertThat(compare(new Item("pen", 2, null), new Item("ink", 2, null)).outcome()).isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void aBeanReadAsAMapWithTheSameValuesIsDegraded() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("name", "pen");
        map.put("quantity", 2);
        map.put("price", new BigDecimal("1.5"));
        map.put("next", null);

        Verdict verdict = compare(new Item("pen", 2, new BigDecimal("1.5")), map);

        assertThat(verdict.outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(verdict.evidence()).isEqualTo("(root): bean came back as a map: expected a DeepComparisonTest$Item "
                + "got 4 entries (LinkedHashMap)");
    }

    @Test
    void aBigDecimalReadAsADoubleIsDegradedAndAWrongNumberIsCorrupt() {
        assertThat(compare(new BigDecimal("9.99"), 9.99))
                .isEqualTo(new Verdict(Outcome.DEGRADED,
                        "(root): number type substituted: expected 9.99 (BigDecimal) got 9.99 (Double)"));
        assertThat(compare(new BigDecimal("9.99"), 9.98).outcome()).isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void floatingPointIsComparedExactly() {
        assertThat(compare(0.1 + 0.2, 0.3).outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(compare(Double.NaN, Double.NaN).outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void arraysAreComparedByContent() {
        assertThat(compare(new byte[]{1, 2}, new byte[]{1, 2}).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(new byte[]{1, 2}, new byte[]{1, 3}))
                .isEqualTo(new Verdict(Outcome.CORRUPT, "(root)[1]: expected 2 (Byte) got 3 (Byte)"));
    }

    @Test
    void aSubstitutedCollectionClassIsDegradedAndALostElementCorrupt() {
        LinkedList<String> expected = new LinkedList<>(List.of("a", "b"));

        assertThat(compare(expected, new ArrayList<>(List.of("a", "b"))).outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(compare(expected, new LinkedList<>(List.of("a"))).outcome()).isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void lostOrderOfAnOrderedCollectionIsDegradedButAHashSetHasNoOrder() {
        assertThat(compare(new ArrayList<>(List.of("a", "b")), new ArrayList<>(List.of("b", "a"))).evidence())
                .startsWith("(root): order of an ordered collection lost");
        assertThat(compare(new LinkedHashSet<>(List.of("a", "b")), new LinkedHashSet<>(List.of("b", "a"))).outcome())
                .isEqualTo(Outcome.DEGRADED);
        assertThat(compare(new java.util.HashSet<>(Set.of("a", "b")), new java.util.HashSet<>(Set.of("b", "a"))).outcome())
                .isEqualTo(Outcome.PASS);
    }

    @Test
    void mapsCompareByKeyWithTheirClassAndOrder() {
        Map<String, Integer> linked = new LinkedHashMap<>();
        linked.put("z", 1);
        linked.put("a", 2);

        assertThat(compare(linked, new HashMap<>(linked)).outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(compare(new TreeMap<>(linked), new TreeMap<>(Map.of("z", 1, "a", 3))))
                .isEqualTo(new Verdict(Outcome.CORRUPT, "(root)[a]: expected 2 (Integer) got 3 (Integer)"));
    }

    @Test
    void aSharedObjectCopiedTwiceIsDegradedAndIdentityKeptPasses() {
        Pair expected = new Pair();
        expected.left = new Item("pen", 1, null);
        expected.right = expected.left;
        Pair shared = new Pair();
        shared.left = new Item("pen", 1, null);
        shared.right = shared.left;
        Pair copied = new Pair();
        copied.left = new Item("pen", 1, null);
        copied.right = new Item("pen", 1, null);

        assertThat(compare(expected, shared).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(expected, copied)).isEqualTo(new Verdict(Outcome.DEGRADED,
                "right: expected the same instance as at left got a distinct equal-looking copy (identity lost)"));
    }

    @Test
    void cyclesTerminate() {
        Item expected = new Item("loop", 1, null);
        expected.next = expected;
        Item actual = new Item("loop", 1, null);
        actual.next = actual;

        assertThat(compare(expected, actual).outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void describedBeansDemandDefaultsForUnlistedFields() {
        Expected.Bean expected = Expect.bean(Item.class.getName()).field("name", "pen").field("quantity", 2);

        assertThat(compare(expected, new Item("pen", 2, null)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(expected, new Item("pen", 2, BigDecimal.TEN)))
                .isEqualTo(new Verdict(Outcome.CORRUPT, "price: expected the Java default got 10 (BigDecimal)"));
    }

    @Test
    void anExpectationNamingAnUnknownFieldIsADefinitionError() {
        Expected.Bean expected = Expect.bean(Item.class.getName()).field("colour", "red");

        assertThatThrownBy(() -> compare(expected, new Item("pen", 2, null)))
                .isInstanceOf(KitDefect.class).hasMessageContaining("names field 'colour'");
    }

    @Test
    void aSentValueLeftAtItsDefaultIsSilentDataLoss() {
        Expected.Bean expected = Expect.bean(Item.class.getName()).field("quantity", 2).field("name", "pen");

        assertThat(compare(expected, new Item("pen", 2, null)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(expected, new Item("pen", 0, null)))
                .isEqualTo(new Verdict(Outcome.CORRUPT, "quantity: expected 2 (Integer) got 0 (Integer)"));
        assertThat(compare(expected, new Item(null, 2, null)))
                .isEqualTo(new Verdict(Outcome.CORRUPT, "name: expected \"pen\" (String) got null"));
    }

    @Test
    void defaultOrCarriedAcceptsBothAndNothingElse() {
        Expected.Bean expected = Expect.bean(Item.class.getName()).field("name", Expect.defaultOrCarried("pen"));

        assertThat(compare(expected, new Item(null, 0, null)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(expected, new Item("pen", 0, null)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(expected, new Item("ink", 0, null)).outcome()).isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void aPlaceholderMayBeAStubOrAMapAndDroppingItIsDegraded() {
        Expected placeholder = Expect.placeholder("com.example.Coupon", "name", "pen", "quantity", 2);

        assertThat(compare(placeholder, new Item("pen", 2, null)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(placeholder, Map.of("name", "pen", "quantity", 2)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(placeholder, null).outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(compare(placeholder, Map.of("name", "ink", "quantity", 2)).outcome()).isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void aCopyOfASingletonIsDegraded() {
        Item singleton = new Item("only", 1, null);

        assertThat(compare(Expect.sameInstance(singleton), singleton).outcome()).isEqualTo(Outcome.PASS);
        assertThat(compare(Expect.sameInstance(singleton), new Item("only", 1, null)).outcome())
                .isEqualTo(Outcome.DEGRADED);
    }

    @Test
    void theFirstCorruptPathWinsOverAnEarlierDegradedOne() {
        List<Object> expected = new ArrayList<>(List.of(5L, "a"));
        List<Object> actual = new ArrayList<>(List.of(5, "b"));

        assertThat(compare(expected, actual))
                .isEqualTo(new Verdict(Outcome.CORRUPT, "(root)[1]: expected \"a\" (String) got \"b\" (String)"));
    }

    @Test
    void evidenceIsAlwaysPrintable() {
        Verdict verdict = new Verdict(Outcome.READ_FAILED, "bad char \uD800 and a bell \u0007 in a message");

        assertThat(verdict.evidence()).isEqualTo("bad char \uFFFD and a bell \\u0007 in a message");
    }

    static final class Tagged {
        List<String> tags;
        Map<String, String> attributes;

        Tagged(List<String> tags, Map<String, String> attributes) {
            this.tags = tags;
            this.attributes = attributes;
        }
    }

    @Test
    void contentOnlyFieldsIgnoreTheImplementationButNotTheContentNorOtherFields() {
        Tagged expected = new Tagged(new ArrayList<>(List.of("a", "b")), new LinkedHashMap<>(Map.of("k", "v")));
        Expected relaxed = Expect.contentOnlyFields(expected, Set.of("tags", "attributes"));

        assertThat(compare(relaxed, new Tagged(new LinkedList<>(List.of("a", "b")), new HashMap<>(Map.of("k", "v")))))
                .isEqualTo(Verdict.pass());
        assertThat(compare(relaxed, new Tagged(new LinkedList<>(List.of("b", "a")), new HashMap<>(Map.of("k", "v"))))
                .outcome()).as("order of a list still counts").isEqualTo(Outcome.DEGRADED);
        assertThat(compare(relaxed, new Tagged(new ArrayList<>(List.of("a")), new HashMap<>(Map.of("k", "v"))))
                .outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(compare(Expect.contentOnlyFields(expected, Set.of("tags")),
                new Tagged(new ArrayList<>(List.of("a", "b")), new HashMap<>(Map.of("k", "v")))).outcome())
                .as("fields not named keep the strict rule").isEqualTo(Outcome.DEGRADED);
    }

    /** A library's own node for a value (Gson's JsonPrimitive): the value in a field of its own. */
    static final class Node {
        final Object value;

        Node(Object value) {
            this.value = value;
        }
    }

    static final class Note {
        Object data;

        Note(Object data) {
            this.data = data;
        }
    }

    static final class Retyped {
        Node data;
    }

    @Test
    void aValueHandedBackAsTheLibrarysOwnObjectHoldingItIsDegradedWhereTheDeclaredTypeCouldHoldIt() {
        Verdict node = compare(new Note("qhPz"), new Note(new Node("qhPz")));
        assertThat(node.outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(node.evidence()).startsWith("data: type substituted, the value kept: expected \"qhPz\" (String) got ")
                .endsWith(" holding it");
        assertThat(compare(new Note(42), new Note(new Node(new BigDecimal("42")))).outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(compare(new Note("qhPz"), new Note(new Node("other"))).outcome()).as("another value").isEqualTo(Outcome.CORRUPT);
        Retyped retyped = new Retyped();
        retyped.data = new Node("qhPz");
        assertThat(compare(Expect.bean(Retyped.class.getName()).field("data", "qhPz"), retyped).outcome())
                .as("a field retyped to a class: its declared type cannot hold the String").isEqualTo(Outcome.CORRUPT);
    }

    static final class Blob {
        byte[] payload;
    }

    @Test
    void aFieldHoldingAReferenceOfAnotherTypeIsCorruptOnEveryJdk() throws Exception {
        Blob polluted = new Blob();
        // What Unsafe.putObject lets a library do: a String in a byte[] field.
        var unsafeField = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        unsafeField.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) unsafeField.get(null);
        unsafe.putObject(polluted, unsafe.objectFieldOffset(Blob.class.getDeclaredField("payload")), "EU");
        Blob expected = new Blob();
        expected.payload = new byte[]{1};

        assertThat(compare(expected, polluted)).isEqualTo(new Verdict(Outcome.CORRUPT, "payload: the field declared "
                + "byte[] holds a reference of another type: the library wrote past the type system (through Unsafe, "
                + "typically)"));
    }

    static final class Holder {
        Map<String, Object> extras;
        List<String> labels;
        Set<String> codes;

        Holder(Map<String, Object> extras, List<String> labels, Set<String> codes) {
            this.extras = extras;
            this.labels = labels;
            this.codes = codes;
        }
    }

    @Test
    void outsideC17AndC18CollectionsAndMapsCompareByContentInTheOrderTheDeclaredTypePromises() {
        Map<String, Object> linked = new LinkedHashMap<>();
        linked.put("before", "x");
        linked.put("coupon", 10);
        linked.put("after", "y");
        Holder expected = new Holder(linked, new ArrayList<>(List.of("a", "b")),
                new java.util.TreeSet<>(Set.of("p", "q")));
        Expected byContent = Expect.collectionsByContent(expected);

        assertThat(compare(expected, new Holder(new HashMap<>(linked), new LinkedList<>(List.of("a", "b")),
                new java.util.HashSet<>(Set.of("q", "p")))).outcome())
                .as("the strict rule, for C17 and C18").isEqualTo(Outcome.DEGRADED);
        assertThat(compare(byContent, new Holder(new HashMap<>(linked), new LinkedList<>(List.of("a", "b")),
                new java.util.HashSet<>(Set.of("q", "p"))))).isEqualTo(Verdict.pass());
        assertThat(compare(byContent, new Holder(new HashMap<>(linked), new ArrayList<>(List.of("b", "a")),
                new java.util.HashSet<>(Set.of("p", "q")))).outcome())
                .as("a list's order still counts").isEqualTo(Outcome.DEGRADED);
        assertThat(compare(byContent, new Holder(Map.of("before", "x"), new ArrayList<>(List.of("a", "b")),
                new java.util.HashSet<>(Set.of("p", "q")))).outcome())
                .as("a lost entry still counts").isEqualTo(Outcome.CORRUPT);
    }

    /** A relaxed node first, a strictly compared sibling after it. */
    static final class Siblings {
        Object relaxed;
        List<String> strict;

        Siblings(Object relaxed, List<String> strict) {
            this.relaxed = relaxed;
            this.strict = strict;
        }
    }

    @Test
    void aRelaxedNodeRelaxesWhatIsBelowItButNotTheSiblingsComparedAfterIt() {
        Siblings actual = new Siblings(new ArrayList<>(List.of("a")), new ArrayList<>(List.of("b")));

        assertThat(compare(new Siblings(Expect.collectionsByContent(new LinkedList<>(List.of("a"))),
                new LinkedList<>(List.of("b"))), actual)).isEqualTo(new Verdict(Outcome.DEGRADED,
                "strict: collection type substituted: expected 1 elements (LinkedList) got 1 elements (ArrayList)"));
        assertThat(compare(new Siblings(Expect.contentOnlyFields(new Siblings(null, new LinkedList<>(List.of("a"))),
                Set.of("strict")), new LinkedList<>(List.of("b"))),
                new Siblings(new Siblings(null, new ArrayList<>(List.of("a"))), new ArrayList<>(List.of("b")))))
                .as("a field named like one the nested node relaxes")
                .isEqualTo(new Verdict(Outcome.DEGRADED, "strict: collection type substituted: expected 1 "
                        + "elements (LinkedList) got 1 elements (ArrayList)"));
    }

    /** A generic record as libraries return for a class they cannot load: values behind get(String). */
    public static final class GenericRecord {
        private final Map<String, Object> values;

        GenericRecord(Map<String, Object> values) {
            this.values = values;
        }

        public Object get(String field) {
            if (!values.containsKey(field)) {
                throw new IllegalArgumentException("Not a field: " + field);
            }
            return values.get(field);
        }
    }

    @Test
    void aPlaceholdersValuesAreFoundUnderKeysQualifiedByAClassName() {
        Expected placeholder = Expect.placeholder("com.example.Coupon", "name", "pen", "quantity", 2);
        Map<String, Object> qualified = new LinkedHashMap<>();
        qualified.put("com.example.Coupon.name", "pen");
        qualified.put("com.example.Base.quantity", 2);

        assertThat(compare(placeholder, qualified)).as("its own and an inherited field").isEqualTo(Verdict.pass());
        qualified.put("com.example.Base.quantity", 2L);
        assertThat(compare(placeholder, qualified)).as("the usual rules on the values found").isEqualTo(new Verdict(
                Outcome.DEGRADED, "(root).quantity: number type substituted: expected 2 (Integer) got 2 (Long)"));
        qualified.put("com.example.Coupon.quantity", 2);
        assertThat(compare(placeholder, qualified)).as("the missing class's own field hides the inherited one")
                .isEqualTo(Verdict.pass());
        Map<String, Object> twoBases = new LinkedHashMap<>(Map.of("name", "pen"));
        twoBases.put("com.example.Base.quantity", 2);
        twoBases.put("com.example.Other.quantity", 3);
        assertThat(compare(placeholder, twoBases)).isEqualTo(new Verdict(Outcome.CORRUPT, "(root): the stand-in "
                + "LinkedHashMap for missing class com.example.Coupon holds several values that may be field "
                + "'quantity' (keys [com.example.Base.quantity, com.example.Other.quantity])"));
        assertThat(compare(placeholder, Map.of("com.example.Coupon.name", "pen"))).isEqualTo(new Verdict(
                Outcome.CORRUPT, "(root).quantity: expected 2 (Integer) got null"));
        assertThat(compare(placeholder, Map.of("com.example.Coupon.nickname", "pen", "quantity", 2)).outcome())
                .as("a longer name that ends like the field is not the field").isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void aPlaceholdersValuesAreFoundThroughAGenericRecordsGetByName() {
        Expected placeholder = Expect.placeholder("com.example.Coupon", "name", "pen", "quantity", 2);

        assertThat(compare(placeholder, new GenericRecord(Map.of("name", "pen", "quantity", 2))))
                .isEqualTo(Verdict.pass());
        assertThat(compare(placeholder, new GenericRecord(Map.of("name", "pen", "quantity", 2.0))))
                .isEqualTo(new Verdict(Outcome.DEGRADED,
                        "(root).quantity: number type substituted: expected 2 (Integer) got 2.0 (Double)"));
        assertThatThrownBy(() -> compare(placeholder, new GenericRecord(Map.of("name", "pen"))))
                .as("the library's object throwing when inspected: the runner's READ_FAILED")
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Not a field: quantity");
        assertThat(compare(placeholder, new Pair())).isEqualTo(new Verdict(Outcome.CORRUPT, "(root): the stand-in "
                + "DeepComparisonTest$Pair for missing class com.example.Coupon has no field 'name' and no "
                + "get(String) that gives it"));
    }
}
