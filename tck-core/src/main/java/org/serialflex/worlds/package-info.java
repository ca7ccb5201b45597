/**
 * Isolated class-loading worlds, like two services: {@link org.serialflex.worlds.World}, {@link
 * org.serialflex.worlds.WorldClassLoader}, and the class path they are built from ({@link
 * org.serialflex.worlds.KitClassPath}, {@link org.serialflex.worlds.WorldClassPath}).
 *
 * <p>Knows class loaders and the SPI, not cases or verdicts.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code org.serialflex.safety},
 * {@code org.serialflex.lanes}, {@code org.serialflex.verdicts}, {@code org.serialflex.jvm}.
 */
package org.serialflex.worlds;
