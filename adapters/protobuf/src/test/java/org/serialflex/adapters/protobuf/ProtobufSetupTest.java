package org.serialflex.adapters.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import org.junit.jupiter.api.Test;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.versions.runtime.FieldId;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The adapter on classes the kit did not generate: without {@code @FieldId} it numbers fields by
 * declaration order (superclass first) and enum constants by ordinal + 1; a subclass shadowing a
 * numbered superclass field is refused with both fields named; the declared UNSUPPORTED cases; the
 * version reported is the pom's.
 */
class ProtobufSetupTest {

    private final ProtobufAdapter adapter = new ProtobufAdapter();

    enum Colour { RED, GREEN }

    static class Base {
        String id;
    }

    /** A team's own class: no @FieldId anywhere. */
    static class Plain extends Base {
        int count;
        transient String cache = "not carried";
        Colour colour;
        List<String> tags;
    }

    static class NumberedBase {
        @FieldId(1) String id;
    }

    static class Shadowing extends NumberedBase {
        @FieldId(1) String id;
    }

    @Test
    void classesWithoutFieldIdAreNumberedInDeclarationOrderSuperclassFirst() throws Exception {
        Descriptor plain = adapter.schemaOf(Plain.class).root();
        assertEquals(List.of("id:1", "count:2", "colour:3", "tags:4"), plain.getFields().stream()
                .map(field -> field.getName() + ":" + field.getNumber()).toList());
        assertEquals(List.of(0, 1, 2), plain.findFieldByName("colour").getEnumType().getValues().stream()
                .map(value -> value.getNumber()).toList());

        Plain written = new Plain();
        written.id = "p-1";
        written.count = 3;
        written.cache = "changed";
        written.colour = Colour.GREEN;
        written.tags = List.of("a", "b");
        Plain read = (Plain) adapter.read(adapter.write(written), Plain.class);
        assertEquals("p-1", read.id);
        assertEquals(3, read.count);
        assertEquals("not carried", read.cache);
        assertEquals(Colour.GREEN, read.colour);
        assertEquals(List.of("a", "b"), read.tags);
    }

    /** As swagger-models' Schema: a Java name protobuf does not allow as a field name. */
    static class Reference {
        String $ref;
        String _ref;
        int count;
    }

    @Test
    void javaNamesProtobufDoesNotAllowAreRenamedInTheDescriptorOnly() throws Exception {
        Descriptor reference = adapter.schemaOf(Reference.class).root();
        assertEquals(List.of("_ref_1:1", "_ref:2", "count:3"), reference.getFields().stream()
                .map(field -> field.getName() + ":" + field.getNumber()).toList());

        Reference written = new Reference();
        written.$ref = "#/components/schemas/Pet";
        written._ref = "other";
        written.count = 2;
        Reference read = (Reference) adapter.read(adapter.write(written), Reference.class);
        assertEquals("#/components/schemas/Pet", read.$ref);
        assertEquals("other", read._ref);
        assertEquals(2, read.count);
    }

    @Test
    void aSubclassShadowingANumberedFieldIsRefusedWithBothFieldsNamed() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> adapter.write(new Shadowing()));
        assertEquals("protobuf message " + Shadowing.class.getName() + " cannot hold both NumberedBase.id and "
                + "Shadowing.id: they share field number 1 (a subclass shadows a superclass field)", refused.getMessage());
    }

    @Test
    void onlyWhatAProtobufMessageCannotExpressIsUnsupported() {
        for (CaseTrait trait : List.of(CaseTrait.ROOT_COLLECTION, CaseTrait.ROOT_ENUM,
                CaseTrait.ROOT_CLASS_MISSING_AT_READER, CaseTrait.CYCLE)) {
            assertTrue(adapter.unsupported(caseWith(trait)).isPresent(), trait.name());
        }
        for (CaseTrait trait : List.of(CaseTrait.ROOT_RECORD, CaseTrait.EXTERNALIZABLE, CaseTrait.NOT_SERIALIZABLE)) {
            assertTrue(adapter.unsupported(caseWith(trait)).isEmpty(), trait.name());
        }
    }

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        assertEquals("com.google.protobuf:protobuf-java:" + System.getProperty("protobuf.version"),
                adapter.library().coordinates());
    }

    private static CaseInfo caseWith(CaseTrait trait) {
        return new CaseInfo("C00", "C00.test", "v1", "v1", Plain.class.getName(), Set.of(trait));
    }
}
