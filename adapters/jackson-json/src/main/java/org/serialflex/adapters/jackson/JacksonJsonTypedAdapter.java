package org.serialflex.adapters.jackson;

import com.fasterxml.jackson.databind.json.JsonMapper;
import org.serialflex.adapters.jacksonstudy.StudyMapperAdapter;
import org.serialflex.adapters.jacksonstudy.StudyMappers;
import org.serialflex.spi.Hardening;

import java.util.Set;

/**
 * Jackson databind writing JSON with full class names: the study's "Jackson JSON (with types)"
 * row, its lenient mapper with default typing NON_FINAL ({@link StudyMappers#typed}, where the
 * translation to today's API is documented). Every non-final value goes out as
 * {@code ["class.Name", value]}, so the reader needs the class, or fails to resolve the type id.
 */
public final class JacksonJsonTypedAdapter extends StudyMapperAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public JacksonJsonTypedAdapter() {
        super("jackson-json-typed", "Jackson JSON (with types)", JacksonJsonAdapter.scoredLibrary(),
                StudyMappers.typed(JsonMapper.builder()));
    }

    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return hardenedTyped(StudyMappers.hardenedTyped(JsonMapper.builder(), applicationClasses, getClass().getClassLoader()));
    }
}
