package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

/**
 * A case of an upgrade lane whose outcome is worse than the same case's with writer and reader on one
 * version (the module's library and JDK on both sides): what the upgrade itself costs, case by case.
 *
 * @param result       the case as it crossed the lane, with its evidence
 * @param onOneVersion the same case's outcome on one version
 * @param identity     whether it is an identity case (same class version on both sides), which the lane's
 *                     verdict counts, rather than a criterion's case that changes the classes too
 */
public record WorseAcrossLane(CaseResult result, Outcome onOneVersion, boolean identity) {
}
