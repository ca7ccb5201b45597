package org.serialflex.adapters.bson4jackson;

import com.fasterxml.jackson.databind.json.JsonMapper;
import de.undercouch.bson4jackson.BsonFactory;
import org.serialflex.adapters.jacksonstudy.StudyMapperAdapter;
import org.serialflex.adapters.jacksonstudy.StudyMappers;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.CaseInfo;

import java.util.Optional;
import java.util.Set;

/**
 * bson4jackson with full class names: the study's "Bson4Jackson (with types)" row, the same
 * lenient mapper with default typing NON_FINAL as the JSON one ({@link StudyMappers#typed}),
 * unchanged. Default typing wraps a non-final root as the array {@code [className, value]},
 * which BSON cannot hold at the root; bson4jackson writes it as the document
 * {@code {"0": className, "1": value}} and, because its parser reports a document whose first
 * key is {@code "0"} as an array where an array is expected, Jackson's type-id reader takes it
 * back as the wrapper array. So the study's set-up works on BSON as it stands and no other
 * type-id inclusion is substituted. Root enum constants are unsupported as for the plain
 * adapter ({@link Bson4JacksonAdapter}).
 */
public final class Bson4JacksonTypedAdapter extends StudyMapperAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public Bson4JacksonTypedAdapter() {
        super("bson4jackson-typed", "Bson4Jackson (with types)", Bson4JacksonAdapter.scoredLibrary(),
                StudyMappers.typed(JsonMapper.builder(new BsonFactory())));
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        return Bson4JacksonAdapter.rootMustBeDocument(caseInfo);
    }

    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return hardenedTyped(StudyMappers.hardenedTyped(JsonMapper.builder(new BsonFactory()), applicationClasses,
                getClass().getClassLoader(), false), "FAIL_ON_TRAILING_TOKENS left off (bson4jackson's parser "
                + "reports the end of its root wrapper document as an element outside the document)");
    }
}
