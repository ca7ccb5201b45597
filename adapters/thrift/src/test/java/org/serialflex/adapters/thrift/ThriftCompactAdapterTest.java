package org.serialflex.adapters.thrift;

import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.junit.jupiter.api.Test;
import org.serialflex.spi.CaseInfo;
import org.serialflex.versions.runtime.FieldId;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Field ids: from {@code @FieldId} where every field carries it; for a team's own classes without
 * it (serialflex-check), by declaration position, superclass first, as the adapter's javadoc
 * promises; a class whose ids clash (a shadowed superclass field) refused with the reason.
 */
class ThriftCompactAdapterTest {

    enum Colour { RED, GREEN }

    static class Base {
        long id;
    }

    static class Plain extends Base {
        String name;
        transient String derived = "not data";
        BigDecimal price;
        List<String> tags;
        Map<String, Integer> counts;
        Colour colour;
        Plain next;
    }

    static class Holder {
        Object anything;
    }

    static class Numbered {
        @FieldId(7)
        String name = "Ann";
        @FieldId(3)
        int age = 42;
    }

    static class Shadowed extends Numbered {
        @FieldId(7)
        String name = "Bob";
        @FieldId(9)
        int height = 180;
    }

    private final ThriftCompactAdapter adapter = new ThriftCompactAdapter();

    @Test
    void classesWithoutFieldIdRoundTrip() throws Exception {
        Plain plain = sample();
        plain.next = sample();

        Plain read = (Plain) adapter.read(adapter.write(plain), Plain.class);

        assertNotSame(plain, read);
        assertEquals(7L, read.id);
        assertEquals("Ann", read.name);
        assertEquals(0, new BigDecimal("9.99").compareTo(read.price));
        assertEquals(List.of("a", "b"), read.tags);
        assertEquals(Map.of("x", 1), read.counts);
        assertEquals(Colour.GREEN, read.colour);
        assertEquals("Ann", read.next.name);
        assertEquals("not data", read.derived, "a transient field is not carried; the fresh instance keeps its initializer");
    }

    @Test
    void classesWithoutFieldIdAreNumberedByDeclarationSuperclassFirst() throws Exception {
        assertEquals(List.of((short) 1, (short) 2, (short) 3, (short) 4, (short) 5, (short) 6),
                ids(adapter.write(sample())),
                "id, name, price, tags, counts, colour (next is null, so not written)");
    }

    /** The field ids of a struct's fields, in the order they are on the wire. */
    private static List<Short> ids(byte[] bytes) throws Exception {
        TCompactProtocol in = new TCompactProtocol(new TMemoryInputTransport(bytes));
        List<Short> ids = new ArrayList<>();
        in.readStructBegin();
        for (TField field = in.readFieldBegin(); field.type != TType.STOP; field = in.readFieldBegin()) {
            ids.add(field.id);
            TProtocolUtil.skip(in, field.type);
        }
        return ids;
    }

    @Test
    void annotatedFieldsCarryTheirFieldIds() throws Exception {
        assertEquals(List.of((short) 7, (short) 3), ids(adapter.write(new Numbered())));
    }

    @Test
    void aShadowedFieldSharingItsIdIsRefused() {
        CaseInfo info = new CaseInfo("C10", "C10.test", "v1", "v1", Shadowed.class.getName(), Set.of());
        String reason = adapter.unsupported(info).orElseThrow();
        assertTrue(reason.contains("gives field id 7 to two fields"), reason);
    }

    @Test
    void aFieldDeclaredObjectIsUnsupportedWithTheFieldNamed() {
        CaseInfo info = new CaseInfo("C11", "C11.test", "v1", "v1", Holder.class.getName(), Set.of());
        String reason = adapter.unsupported(info).orElseThrow();
        assertTrue(reason.startsWith("field Holder.anything declared java.lang.Object: no Thrift type"), reason);
    }

    private static Plain sample() {
        Plain plain = new Plain();
        plain.id = 7L;
        plain.name = "Ann";
        plain.derived = "changed";
        plain.price = new BigDecimal("9.99");
        plain.tags = List.of("a", "b");
        plain.counts = Map.of("x", 1);
        plain.colour = Colour.GREEN;
        return plain;
    }
}
