package org.serialflex.adapters.thrift;

import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.junit.jupiter.api.Test;
import org.serialflex.spi.CaseInfo;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A team's own classes, without {@code @FieldId}, under serialflex-check: no crash, and field ids
 * by declaration position (superclass first), as the adapter's javadoc promises.
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
        Plain plain = sample();
        TCompactProtocol in = new TCompactProtocol(new TMemoryInputTransport(adapter.write(plain)));
        List<Short> ids = new ArrayList<>();
        in.readStructBegin();
        for (TField field = in.readFieldBegin(); field.type != TType.STOP; field = in.readFieldBegin()) {
            ids.add(field.id);
            TProtocolUtil.skip(in, field.type);
        }
        assertEquals(List.of((short) 1, (short) 2, (short) 3, (short) 4, (short) 5, (short) 6), ids,
                "id, name, price, tags, counts, colour (next is null, so not written)");
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
