package org.serialflex.adapters.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.serialflex.adapters.jacksonstudy.StudyMapperAdapter;
import org.serialflex.adapters.jacksonstudy.StudyMappers;
import org.serialflex.spi.Library;

/**
 * Jackson databind writing JSON, plain: the study's "Jackson JSON" row. The study used
 * {@code new ObjectMapper()}; here the mapper sees fields only ({@link StudyMappers#plain}), so
 * that a class without getters and setters is measured on what it carries rather than written as
 * {@code {}}, and every other setting, {@code FAIL_ON_UNKNOWN_PROPERTIES} included, keeps
 * Jackson's default.
 */
public final class JacksonJsonAdapter extends StudyMapperAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public JacksonJsonAdapter() {
        super("jackson-json", "Jackson JSON", scoredLibrary(), StudyMappers.plain(JsonMapper.builder()));
    }

    static Library scoredLibrary() {
        return Library.fromPomProperties("com.fasterxml.jackson.core", "jackson-databind", ObjectMapper.class);
    }

    /** JSON text, as Jackson 3's {@code jackson3-json} writes it: the two form the Jackson 2 ⇄ 3 upgrade lane. */
    @Override
    public String format() {
        return "json";
    }
}
