/**
 * Plain-Java helpers that generated classes call at run time: the external form of generated
 * {@code Externalizable} classes and the {@code readObject}/{@code writeReplace}/{@code readResolve}
 * hooks. This package depends on the JDK only, because every world loads it next to its own copy
 * of the generated classes.
 *
 * <p>May import only: {@code java}.
 */
package org.serialflex.versions.runtime;
