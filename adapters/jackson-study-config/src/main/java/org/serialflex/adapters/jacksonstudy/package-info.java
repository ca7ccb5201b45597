/**
 * What every Jackson-family adapter module shares: {@link StudyMapperAdapter} (the whole object through one
 * ObjectMapper, configured as the study's services configure it) and {@link StudyMappers}; it registers no
 * adapter of its own.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code com.fasterxml.jackson}.
 */
package org.serialflex.adapters.jacksonstudy;
