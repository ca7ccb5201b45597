/**
 * The upgrade atlas: the version files of every library ({@link org.serialflex.atlas.VersionFile}, chosen by
 * {@link org.serialflex.atlas.ReleaseRule} from a repository's version list), the lanes they make ({@link
 * org.serialflex.atlas.AtlasPlan}), their run and cache ({@link org.serialflex.atlas.AtlasRun}, {@link
 * org.serialflex.atlas.LaneCache}) and the published page ({@link org.serialflex.atlas.AtlasPage}), behind the
 * {@code scripts/serialflex atlas} command ({@link org.serialflex.atlas.AtlasCommand}).
 *
 * <p>A lane runs through the kit's own lane command in an adapter module's test class path, never in this JVM: the
 * atlas reads results, names lanes and fingerprints the case set; it scores nothing itself.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.worlds}, {@code org.serialflex.verdicts},
 * {@code org.serialflex.safety}, {@code org.serialflex.jvm}, {@code org.serialflex.report}.
 */
package org.serialflex.atlas;
