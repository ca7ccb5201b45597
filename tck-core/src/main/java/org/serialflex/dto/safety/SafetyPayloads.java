package org.serialflex.dto.safety;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the safety probes' payloads. The kit calls it by reflection in a world's own copy, so
 * every object is of that world's classes. Everything is deterministic: no clock, no randomness.
 */
public final class SafetyPayloads {

    /** Elements in {@link Lengths#getNumbers()}: 300 (varint {@code AC 02}, int {@code 00 00 01 2C}). */
    public static final int LIST_SIZE = 300;
    /** Bytes in {@link Lengths#getBlob()}. */
    public static final int BLOB_SIZE = 333;
    /** Characters in {@link Lengths#getText()}, all {@code é} (two bytes each in UTF-8). */
    public static final int TEXT_LENGTH = 321;

    /** The classes the probes send and read on purpose: what a hardened reader's allow-list admits. */
    public static final Set<String> APPLICATION_CLASSES = Set.of(Sample.class.getName(), Address.class.getName(),
            Lengths.class.getName(), Node.class.getName(), Nest.class.getName(), TypedNest.class.getName(),
            Envelope.class.getName());

    private SafetyPayloads() {
    }

    /** The baseline bean, every field set but {@code note}. */
    public static Sample baseline() {
        Sample sample = new Sample();
        sample.setName("Ann Example");
        sample.setCount(42);
        sample.setId(9_000_000_001L);
        sample.setRatio(0.25);
        sample.setActive(true);
        sample.setBoxedCount(7);
        sample.setPrice(new BigDecimal("9.99"));
        sample.setPayload(new byte[]{1, 2, 3});
        sample.setTags(new ArrayList<>(List.of("red", "green")));
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("colour", "blue");
        sample.setAttributes(attributes);
        sample.setAddress(new Address("1 Main St", 12345));
        return sample;
    }

    /** The baseline bean with its collections empty and its nested bean and strings absent. */
    public static Sample sparse() {
        Sample sample = new Sample();
        sample.setCount(1);
        sample.setTags(new ArrayList<>());
        sample.setAttributes(new LinkedHashMap<>());
        return sample;
    }

    /** The length-bomb payload. */
    public static Lengths lengths() {
        Lengths lengths = new Lengths();
        lengths.setNumbers(new ArrayList<>(Collections.nCopies(LIST_SIZE, 7)));
        byte[] blob = new byte[BLOB_SIZE];
        java.util.Arrays.fill(blob, (byte) 5);
        lengths.setBlob(blob);
        lengths.setText("é".repeat(TEXT_LENGTH));
        return lengths;
    }

    /** {@code depth} nodes, each the {@code next} of the one before. */
    public static Node beans(int depth) {
        Node root = new Node();
        Node current = root;
        for (int i = 1; i < depth; i++) {
            Node next = new Node();
            current.setNext(next);
            current = next;
        }
        return root;
    }

    /** A nest whose {@code items} is a list in a list ... {@code depth} lists deep, the innermost empty. */
    public static Nest lists(int depth) {
        List<Object> outer = new ArrayList<>();
        List<Object> current = outer;
        for (int i = 1; i < depth; i++) {
            List<Object> inner = new ArrayList<>();
            current.add(inner);
            current = inner;
        }
        Nest nest = new Nest();
        nest.setItems(outer);
        return nest;
    }

    /**
     * Lists in lists with a declared element type: {@code depth} lists, each but the innermost
     * (empty) holding one {@link TypedNest} whose list is the next.
     */
    public static TypedNest typedLists(int depth) {
        TypedNest root = new TypedNest();
        TypedNest current = root;
        for (int i = 1; i < depth; i++) {
            TypedNest inner = new TypedNest();
            current.setItems(new ArrayList<>(List.of(inner)));
            current = inner;
        }
        current.setItems(new ArrayList<>());
        return root;
    }

    /**
     * How deep the object a reader returned for a depth bomb goes, counted without recursion:
     * nodes for a {@link Node}, lists for a {@link Nest} or a {@link TypedNest}; -1 for anything else.
     */
    public static int depthOf(Object read) {
        if (read instanceof Node node) {
            int depth = 0;
            for (Node n = node; n != null; n = n.getNext()) {
                depth++;
            }
            return depth;
        }
        if (read instanceof Nest nest) {
            int depth = 0;
            Object current = nest.getItems();
            while (current instanceof List<?> list) {
                depth++;
                current = list.isEmpty() ? null : list.get(0);
            }
            return depth;
        }
        if (read instanceof TypedNest nest) {
            int depth = 0;
            for (TypedNest n = nest; n != null && n.getItems() != null; ) {
                depth++;
                n = n.getItems().isEmpty() ? null : n.getItems().get(0);
            }
            return depth;
        }
        return -1;
    }

    /** The gadget, as its writer holds it. */
    public static Object gadget() {
        return new org.serialflex.gadget.Gadget();
    }

    /** An envelope carrying the gadget's subclass from the application's own package in its {@code Object} field. */
    public static Envelope envelopeWithLocalGadget() {
        Envelope envelope = new Envelope();
        envelope.setNote("hello");
        envelope.setContent(new LocalGadget());
        return envelope;
    }

    /** An envelope carrying the gadget in its {@code Object} field. */
    public static Envelope envelopeWithGadget() {
        Envelope envelope = new Envelope();
        envelope.setNote("hello");
        envelope.setContent(new org.serialflex.gadget.Gadget());
        return envelope;
    }
}
