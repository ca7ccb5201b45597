package org.serialflex.check;

/**
 * What the chosen adapter scored on one criterion in the kit, and where that number comes from.
 *
 * @param criterionId {@code C07}
 * @param title       the criterion's title
 * @param score       1, 0.5 or 0
 * @param outcomes    the cases' outcomes, e.g. {@code 3 PASS, 1 READ_FAILED}
 * @param source      {@code measured now} or the results file read
 */
public record KitScore(String criterionId, String title, double score, String outcomes, String source) {
}
