package org.serialflex.check;

import org.serialflex.runner.CaseRunner;
import org.serialflex.worlds.WorldClassPath;

/**
 * The runner of each direction of a check: one and the same when both sides run one library version,
 * four when the old side runs another ({@code --writer-library}), so that each world gets its side's.
 *
 * @param oldToOld the old side's control: old classes and old library on both sides
 * @param newToNew the new side's control
 * @param oldToNew the old app writes, the new app reads
 * @param newToOld the new app writes, the old app reads
 * @param oldClassPath the old side's worlds' class path
 * @param newClassPath the new side's worlds' class path
 */
record Runners(CaseRunner oldToOld, CaseRunner newToNew, CaseRunner oldToNew, CaseRunner newToOld,
               WorldClassPath oldClassPath, WorldClassPath newClassPath) {
}
