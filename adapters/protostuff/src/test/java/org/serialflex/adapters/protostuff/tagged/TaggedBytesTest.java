package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.RuntimeSchema;
import org.junit.jupiter.api.Test;
import org.serialflex.adapters.protostuff.ProtostuffAdapter;
import org.serialflex.adapters.protostuff.TaggedProtostuffAdapter;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tagged adapter writes, field for field, what protostuff writes for classes annotated with
 * {@code @Tag}: the same object through the adapter (numbers from {@code @FieldId}) and through
 * {@code RuntimeSchema.getSchema} (numbers from {@code @Tag}, protostuff's own path) gives the same
 * bytes, before and after an evolution (renamed, added, reordered, deprecated and removed fields;
 * enum constants numbered apart from their ordinals, in a field and in a list),
 * and reading either version's bytes with the other version gives the same object both ways.
 */
class TaggedBytesTest {

    @Test
    void writesTheBytesOfTagAnnotatedClasses() throws Exception {
        OrderV1 order = orderV1();

        assertArrayEquals(protostuffWithTags(order), written(order));
    }

    @Test
    void theNumbersComeFromFieldIdNotFromTag() throws Exception {
        TagOnly tagged = new TagOnly();
        tagged.first = "a";
        tagged.count = 7;
        tagged.last = "z";
        FieldIdOnly numbered = new FieldIdOnly();
        numbered.first = "a";
        numbered.count = 7;
        numbered.last = "z";

        assertArrayEquals(protostuffWithTags(tagged), written(numbered));
    }

    @Test
    void theBytesDifferFromTheUntaggedSchema() throws Exception {
        FieldIdOnly numbered = new FieldIdOnly();
        numbered.first = "a";
        numbered.count = 7;
        numbered.last = "z";

        assertFalse(java.util.Arrays.equals(new ProtostuffAdapter().write(numbered), written(numbered)),
                "FieldIdOnly's numbers are not its declaration order, so the untagged schema must write other bytes");
    }

    @Test
    void writesTheBytesOfTagAnnotatedClassesAfterTheEvolution() throws Exception {
        OrderV2 order = orderV2();

        assertArrayEquals(protostuffWithTags(order), written(order));
    }

    @Test
    void oldToNewReadsWhatTagAnnotatedClassesRead() throws Exception {
        byte[] v1 = written(orderV1());

        OrderV2 byAdapter = (OrderV2) crossed(orderV1(), OrderV2.class);
        OrderV2 byTags = readWithTags(v1, OrderV2.class);

        assertEquals(describe(byTags), describe(byAdapter));
        assertEquals(42L, byAdapter.id);
        assertEquals("555-0100", byAdapter.phoneNumber, "the renamed field keeps its number, so its value");
        assertEquals(new Customer("Ada", "ada@example.org"), byAdapter.customer);
        assertEquals(List.of("a", "b"), byAdapter.tags);
        assertEquals(new Customer("Bob", null), byAdapter.extra);
        assertEquals(0, byAdapter.priority);
        assertNull(byAdapter.note, "a @Deprecated field is skipped");
        assertEquals(Status.SHIPPED, byAdapter.status);
        assertEquals(List.of(Status.OPEN, Status.PAID), byAdapter.history);
    }

    @Test
    void newToOldReadsWhatTagAnnotatedClassesRead() throws Exception {
        byte[] v2 = written(orderV2());

        OrderV1 byAdapter = (OrderV1) crossed(orderV2(), OrderV1.class);
        OrderV1 byTags = readWithTags(v2, OrderV1.class);

        assertEquals(describe(byTags), describe(byAdapter));
        assertEquals(43L, byAdapter.id);
        assertEquals("555-0199", byAdapter.phone);
        assertNull(byAdapter.city, "v2 removed city; its number is not reused");
        assertEquals(Status.PAID, byAdapter.status);
        assertNull(byAdapter.note, "v2 writes no deprecated field");
    }

    @Test
    void aClassWithoutNumbersGetsProtostuffsDeclarationOrder() throws Exception {
        Plain plain = new Plain();
        plain.first = 3;
        plain.second = "two";

        assertArrayEquals(new ProtostuffAdapter().write(plain), written(plain));
    }

    @Test
    void aClassThatRefersToItselfGetsTheBytesOfTagAnnotatedClasses() throws Exception {
        Node root = new Node();
        root.name = "root";
        Node leaf = new Node();
        leaf.name = "leaf";
        leaf.parent = root;

        assertArrayEquals(protostuffWithTags(leaf), written(leaf));
    }

    @Test
    void aClassWithSomeFieldsUnnumberedIsRefusedAsProtostuffRefusesIt() {
        HalfNumbered half = new HalfNumbered();
        half.numbered = "1";
        half.forgotten = "2";

        RuntimeException refused = assertThrows(RuntimeException.class, () -> written(half));
        assertTrue(refused.getMessage().startsWith("When using annotation-based mapping, all fields must be annotated"),
                refused.getMessage());
    }

    private static OrderV1 orderV1() {
        OrderV1 order = new OrderV1();
        order.id = 42L;
        order.city = "Oslo";
        order.phone = "555-0100";
        order.customer = new Customer("Ada", "ada@example.org");
        order.tags = List.of("a", "b");
        order.note = "fragile";
        order.extra = new Customer("Bob", null);
        order.status = Status.SHIPPED;
        order.history = List.of(Status.OPEN, Status.PAID);
        return order;
    }

    private static OrderV2 orderV2() {
        OrderV2 order = new OrderV2();
        order.id = 43L;
        order.phoneNumber = "555-0199";
        order.priority = 5;
        order.customer = new Customer("Cy", "cy@example.org");
        order.tags = List.of("c");
        order.note = "never written";
        order.extra = new Customer("Di", "di@example.org");
        order.status = Status.PAID;
        order.history = List.of(Status.PAID, Status.SHIPPED);
        return order;
    }

        private static byte[] written(Object value) throws Exception {
        return new TaggedProtostuffAdapter().write(value);
    }

    /** Through the adapter: write, then its metadata into a fresh reader instance, as the kit's two worlds do. */
    private static Object crossed(Object value, Class<?> readerType) throws Exception {
        TaggedProtostuffAdapter writer = new TaggedProtostuffAdapter();
        byte[] bytes = writer.write(value);
        TaggedProtostuffAdapter reader = new TaggedProtostuffAdapter();
        reader.acceptMetadata(writer.exportMetadata(value));
        return reader.read(bytes, readerType);
    }

    /** Protostuff's own path for {@code @Tag} classes, in a strategy of its own (nothing cached from another test). */
    @SuppressWarnings("unchecked")
    private static byte[] protostuffWithTags(Object value) {
        Schema<Object> schema = RuntimeSchema.getSchema((Class<Object>) value.getClass(), new DefaultIdStrategy());
        return ProtostuffIOUtil.toByteArray(value, schema, LinkedBuffer.allocate(512));
    }

    private static <T> T readWithTags(byte[] bytes, Class<T> type) {
        Schema<T> schema = RuntimeSchema.getSchema(type, new DefaultIdStrategy());
        T message = schema.newMessage();
        ProtostuffIOUtil.mergeFrom(bytes, message, schema);
        return message;
    }

    private static String describe(Object order) throws IllegalAccessException {
        StringBuilder text = new StringBuilder();
        for (java.lang.reflect.Field f : order.getClass().getDeclaredFields()) {
            text.append(f.getName()).append('=').append(f.get(order)).append(';');
        }
        return text.toString();
    }
}
