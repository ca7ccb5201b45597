/**
 * The one reader and writer of results files: {@link org.serialflex.results.json.ResultsJson} (Gson, shaded into
 * tck-core's jar under {@code org.serialflex.internal.gson}).
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code org.serialflex.safety},
 * {@code org.serialflex.lanes}, {@code org.serialflex.worlds}, {@code org.serialflex.verdicts}, {@code
 * org.serialflex.jvm}.
 */
package org.serialflex.results.json;
