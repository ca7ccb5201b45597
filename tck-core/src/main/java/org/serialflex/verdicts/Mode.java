package org.serialflex.verdicts;

import java.util.Set;

/**
 * How strictly a comparison judges containers.
 *
 * @param contentOnlyFields       fields whose collection or map is compared by content only, wherever they appear
 * @param collectionClassesJudged whether a collection's or map's concrete class counts anywhere (C17 and C18,
 *                                whose subject it is); when not, collections and maps compare by content, in
 *                                order where the declared type promises one
 */
record Mode(Set<String> contentOnlyFields, boolean collectionClassesJudged) {

    static final Mode STRICT = new Mode(Set.of(), true);

    Mode withContentOnlyFields(Set<String> fields) {
        return new Mode(fields, collectionClassesJudged);
    }

    Mode withoutCollectionClasses() {
        return new Mode(contentOnlyFields, false);
    }
}
