package org.serialflex.adapters.smile;

import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import org.serialflex.adapters.jacksonstudy.StudyMapperAdapter;
import org.serialflex.adapters.jacksonstudy.StudyMappers;
import org.serialflex.spi.Library;

/**
 * Jackson databind writing Smile, the binary JSON of jackson-dataformats-binary, plain: the
 * study's "Jackson Smile" row, configured exactly as the plain JSON adapter
 * ({@link StudyMappers#plain}: fields only, Jackson's defaults otherwise) so that the two differ
 * in the format alone. Smile's own defaults (shared property names, no raw binary) are kept.
 */
public final class JacksonSmileAdapter extends StudyMapperAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public JacksonSmileAdapter() {
        super("jackson-smile", "Jackson Smile", scoredLibrary(), StudyMappers.plain(SmileMapper.builder()));
    }

    static Library scoredLibrary() {
        return Library.fromPomProperties("com.fasterxml.jackson.dataformat", "jackson-dataformat-smile",
                SmileFactory.class);
    }
}
