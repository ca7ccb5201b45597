package org.serialflex.adapters.bson4jackson;

import com.fasterxml.jackson.databind.json.JsonMapper;
import de.undercouch.bson4jackson.BsonFactory;
import org.serialflex.adapters.jacksonstudy.StudyMapperAdapter;
import org.serialflex.adapters.jacksonstudy.StudyMappers;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.Library;

import java.util.Optional;

/**
 * Jackson databind writing BSON through bson4jackson's {@link BsonFactory}, plain: the study's
 * "Bson4Jackson" row, configured exactly as the plain JSON adapter ({@link StudyMappers#plain})
 * so that the two differ in the format alone. bson4jackson ships no mapper builder; a
 * {@code JsonMapper} over the BSON factory is the builder form of its documented
 * {@code new ObjectMapper(new BsonFactory())}. Its optional {@code BsonModule} (ObjectId, Date
 * and friends as native BSON types) is not registered, as in the study.
 *
 * <p>A BSON root must be a document. A root collection is written as a document keyed
 * {@code "0"}, {@code "1"}, ... and read back as a collection (bson4jackson's parser treats a
 * document whose first key is {@code "0"} as an array when an array is expected), so it runs. A
 * root enum constant has no document form: bson4jackson writes it as a bare BSON string with no
 * document around it, without complaint, and reads those bytes back as an empty document, so it
 * is declared unsupported.
 */
public final class Bson4JacksonAdapter extends StudyMapperAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public Bson4JacksonAdapter() {
        super("bson4jackson", "Bson4Jackson", scoredLibrary(), StudyMappers.plain(JsonMapper.builder(new BsonFactory())));
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        return rootMustBeDocument(caseInfo);
    }

    static Optional<String> rootMustBeDocument(CaseInfo caseInfo) {
        if (caseInfo.has(CaseTrait.ROOT_ENUM)) {
            return Optional.of("a BSON root must be a document; bson4jackson writes a root enum constant as a bare "
                    + "string outside any document (malformed BSON) and reads it back as an empty document");
        }
        if (caseInfo.has(CaseTrait.ROOT_VALUE)) {
            return Optional.of("a BSON root must be a document (BSON specification: a document is the top-level "
                    + "element); a single value (a String, a number, a UUID, a date) has no BSON encoding of its own");
        }
        return Optional.empty();
    }

    static Library scoredLibrary() {
        return Library.fromPomProperties("de.undercouch", "bson4jackson", BsonFactory.class);
    }
}
