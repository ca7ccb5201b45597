package org.serialflex.adapters.avro;

import org.apache.avro.reflect.ReflectData;
import org.junit.jupiter.api.Test;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Backs the adapter's UNSUPPORTED declarations with what ReflectData really does, and checks
 * that the reported version is the one the module's pom asks for.
 */
class AvroReflectSetupTest {

    private final AvroReflectAdapter adapter = new AvroReflectAdapter();

    /** A bean ReflectData maps field by field. */
    public static class Plain {
        public String name;
        public List<String> tags;
        public Map<String, Integer> counts;
        public Plain next;
    }

    /** The shape of C11: a field declared Object. */
    public static class WithObject {
        public Object anything;
    }

    /** A field declared as an interface, one level down. */
    public static class WithNestedInterface {
        public Plain plain;
        public Holder holder;
    }

    /** Holds a field declared as an interface. */
    public static class Holder {
        public Comparable<String> comparable;
    }

    /** A list of Object. */
    public static class WithObjectList {
        public List<Object> items;
    }

    @Test
    void aFieldDeclaredObjectGetsARecordWithoutFields() {
        // What the declaration guards against: the held object's fields would be silently lost.
        assertTrue(ReflectData.AllowNull.get().getSchema(WithObject.class).getField("anything").schema()
                .getTypes().stream().anyMatch(t -> t.getType() == org.apache.avro.Schema.Type.RECORD
                        && t.getFields().isEmpty()));
    }

    @Test
    void polymorphicFieldsAreUnsupportedWithTheFieldNamed() {
        assertEquals("field WithObject.anything declared java.lang.Object", Polymorphic.firstField(WithObject.class).orElseThrow());
        assertEquals("field Holder.comparable declared java.lang.Comparable<java.lang.String>",
                Polymorphic.firstField(WithNestedInterface.class).orElseThrow());
        assertTrue(Polymorphic.firstField(WithObjectList.class).isPresent());
        assertTrue(adapter.unsupported(caseOf(WithObject.class, Set.of())).isPresent());
    }

    @Test
    void beansOfValuesCollectionsAndThemselvesAreSupported() {
        assertTrue(Polymorphic.firstField(Plain.class).isEmpty());
        assertTrue(adapter.unsupported(caseOf(Plain.class, Set.of())).isEmpty());
    }

    @Test
    void aRootCollectionIsUnsupported() {
        assertTrue(adapter.unsupported(caseOf(Plain.class, Set.of(CaseTrait.ROOT_COLLECTION))).isPresent());
    }

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        assertEquals("org.apache.avro:avro:" + System.getProperty("avro.version"), adapter.library().coordinates());
    }

    private static CaseInfo caseOf(Class<?> root, Set<CaseTrait> traits) {
        return new CaseInfo("C00", "C00.test", "v1", "v1", root.getName(), traits);
    }
}
