/**
 * The gadget the safety profile's unexpected-class probe offers a reader: a class whose static initializer,
 * constructor or hooks record that they ran, which a safe reader never lets run.
 *
 * <p>Loaded in the safety host's worlds, so JDK only.
 *
 * <p>May import only: {@code java}.
 */
package org.serialflex.gadget;
