/**
 * The study's shapes as plain classes: the baseline bean, a list of 100 beans, a map-heavy session
 * and a 1 MB object. Each world loads its own copy from the class path. They sit under the kit's DTO
 * package, {@code org.serialflex.dto}, which the typed Jackson mappers' type validator admits, as for every
 * DTO of the criteria.
 *
 * <p>May import only: {@code java}.
 */
package org.serialflex.dto.races;
