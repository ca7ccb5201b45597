package org.serialflex.report;

import java.math.BigDecimal;

/** How scores read in every renderer: 1, ½, 0 for a criterion, {@code 14.5/20} for a total. */
final class Scores {

    private Scores() {
    }

    /** A criterion score as the reference study prints it: {@code 1}, {@code ½} or {@code 0}. */
    static String cell(double score) {
        if (score == 0.5) {
            return "½";
        }
        return plain(score);
    }

    /** A total out of the number of criteria run, e.g. {@code 14.5/20}. */
    static String total(double total, int outOf) {
        return plain(total) + "/" + outOf;
    }

    /** A number without a needless fraction: {@code 19}, {@code 14.5}. */
    static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
