/**
 * The classes the safety probes write (truncated, flipped, forged, deep and unexpected payloads are made from
 * them), under the kit's DTO package {@code org.serialflex.dto}, which the typed Jackson mappers' validator
 * admits.
 *
 * <p>Loaded in the safety host's worlds: JDK and the gadget only.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.gadget}.
 */
package org.serialflex.dto.safety;
