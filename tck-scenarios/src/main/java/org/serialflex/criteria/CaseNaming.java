package org.serialflex.criteria;

import org.serialflex.runner.CaseNames;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Gives each case of one criterion a package of its own: the criterion declares its classes under
 * {@code org.serialflex.dto.c05.}, and its cases, in the order they are defined (identity cases
 * after the others), get {@code org.serialflex.dto.ea0.}, {@code org.serialflex.dto.ea1.}, ...:
 * the criterion's letter ({@code C05} → {@code e}), then a letter and a digit counting its cases.
 * So every class name means one thing in a whole run, and one world per side serves every case.
 *
 * <p>The token is as long as {@code c05}, so formats that write class names keep their sizes; it
 * holds a digit, as {@code c05} does, so formats that pick a compact alphabet for names pick the
 * same one; a letter in its second place keeps it from ever being another criterion's package.
 * The same definitions give the same tokens in every JVM (writer, reader, every lane and run).
 *
 * <p>The value zoo ({@code ZOO}) keeps its declared package, {@code org.serialflex.dto.zoo.}: a typed holder per
 * value ({@code TypedUuid}) and the holders its values share ({@code AsObject}), generated alike for the values of
 * the JDK; where a case's classes differ in their bytes (a holder beside a value's own class) the world pool keeps
 * them apart, as it keeps apart any two cases whose names differ in meaning. A library that generates code per class
 * (Fory) does so once per class, not once per case.
 */
final class CaseNaming {

    private static final String DTO_PACKAGE = "org.serialflex.dto.";
    private static final int MOST_CASES = 26 * 10;

    private final String criterionId;
    private final String declaredPrefix;
    private final char criterionLetter;
    private final Map<String, CaseNames> byCaseId = new LinkedHashMap<>();

    CaseNaming(String criterionId) {
        if (criterionId.equals(ValueZoo.ID)) {
            this.criterionId = criterionId;
            this.declaredPrefix = DTO_PACKAGE + "zoo.";
            this.criterionLetter = 0;
            return;
        }
        int number = Integer.parseInt(criterionId.substring(1));
        if (!criterionId.startsWith("C") || number < 1 || number > 26) {
            throw new IllegalArgumentException("Criterion ids run from C01 to C26, not " + criterionId);
        }
        this.criterionId = criterionId;
        this.declaredPrefix = DTO_PACKAGE + criterionId.toLowerCase(Locale.ROOT) + ".";
        this.criterionLetter = (char) ('a' + number - 1);
    }

    /** The names of case {@code caseId}: the same for the same id, a new package for a new one. */
    synchronized CaseNames namesOf(String caseId) {
        if (criterionLetter == 0) {
            return new CaseNames(declaredPrefix, declaredPrefix);
        }
        return byCaseId.computeIfAbsent(caseId, id -> {
            int index = byCaseId.size();
            if (index >= MOST_CASES) {
                throw new IllegalStateException(criterionId + " has more than " + MOST_CASES + " cases, the most "
                        + "its packages of three characters can tell apart");
            }
            String token = "" + criterionLetter + (char) ('a' + index / 10) + (char) ('0' + index % 10);
            return new CaseNames(declaredPrefix, DTO_PACKAGE + token + ".");
        });
    }
}
