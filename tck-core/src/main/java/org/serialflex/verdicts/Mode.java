package org.serialflex.verdicts;

import java.util.Set;

/**
 * How strictly a comparison judges containers.
 *
 * @param contentOnlyFields fields whose collection or map is compared by content only, wherever they appear
 */
record Mode(Set<String> contentOnlyFields) {

    static final Mode STRICT = new Mode(Set.of());
}
