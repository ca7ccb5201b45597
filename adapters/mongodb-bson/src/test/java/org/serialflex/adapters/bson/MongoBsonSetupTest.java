package org.serialflex.adapters.bson;

import org.bson.BsonBinaryWriter;
import org.bson.BsonInvalidOperationException;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Backs the adapter's declarations with the library itself: the root of a BSON stream must be a
 * document, so the cases the adapter declares unsupported really have no encoding; records go
 * through the record codec, as with the driver's default registry; and the reported version is
 * the one the module's pom asks for.
 */
class MongoBsonSetupTest {

    private final MongoBsonAdapter adapter = new MongoBsonAdapter();

    @Test
    void theWriterRefusesAnArrayAsRoot() {
        try (BsonBinaryWriter writer = new BsonBinaryWriter(new BasicOutputBuffer())) {
            assertThrows(BsonInvalidOperationException.class, writer::writeStartArray);
        }
    }

    @Test
    void theWriterRefusesASingleValueAsRoot() {
        try (BsonBinaryWriter writer = new BsonBinaryWriter(new BasicOutputBuffer())) {
            assertThrows(BsonInvalidOperationException.class, () -> writer.writeString("RED"));
        }
    }

    @Test
    void aRootCollectionFailsToWriteThroughTheAdapterToo() {
        assertThrows(BsonInvalidOperationException.class, () -> adapter.write(new ArrayList<>(List.of("a"))));
    }

    @Test
    void rootCollectionsEnumsAndSingleValuesAreDeclaredUnsupportedAndNothingElse() {
        assertTrue(adapter.unsupported(caseWith(CaseTrait.ROOT_COLLECTION)).isPresent());
        assertTrue(adapter.unsupported(caseWith(CaseTrait.ROOT_ENUM)).isPresent());
        assertTrue(adapter.unsupported(caseWith(CaseTrait.ROOT_VALUE)).isPresent());
        for (CaseTrait other : CaseTrait.values()) {
            if (other != CaseTrait.ROOT_COLLECTION && other != CaseTrait.ROOT_ENUM && other != CaseTrait.ROOT_VALUE) {
                assertTrue(adapter.unsupported(caseWith(other)).isEmpty(), other.name());
            }
        }
    }

    @Test
    void aRecordRoundTripsThroughTheRecordCodecAsWithTheDriversDefaultRegistry() throws Exception {
        Point point = new Point(3, "apex");

        assertEquals(point, adapter.read(adapter.write(point), Point.class));
    }

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        assertEquals("org.mongodb:bson:" + System.getProperty("mongodb-bson.version"), adapter.library().coordinates());
    }

    private static CaseInfo caseWith(CaseTrait trait) {
        return new CaseInfo("C00", "C00.test", "v1", "v1", "Root", Set.of(trait));
    }
}
