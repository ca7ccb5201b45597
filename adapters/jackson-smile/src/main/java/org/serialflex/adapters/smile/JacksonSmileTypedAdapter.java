package org.serialflex.adapters.smile;

import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import org.serialflex.adapters.jacksonstudy.StudyMapperAdapter;
import org.serialflex.adapters.jacksonstudy.StudyMappers;
import org.serialflex.spi.Hardening;

import java.util.Set;

/**
 * Jackson Smile with full class names: the study's "Jackson Smile (with types)" row, the same
 * lenient mapper with default typing NON_FINAL as the JSON one ({@link StudyMappers#typed}).
 * The study's {@code ALLOW_SINGLE_QUOTES} has no meaning for a binary format and is not set.
 */
public final class JacksonSmileTypedAdapter extends StudyMapperAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public JacksonSmileTypedAdapter() {
        super("jackson-smile-typed", "Jackson Smile (with types)", JacksonSmileAdapter.scoredLibrary(),
                StudyMappers.typed(SmileMapper.builder()));
    }

    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return hardenedTyped(StudyMappers.hardenedTyped(SmileMapper.builder(), applicationClasses, getClass().getClassLoader()));
    }
}
