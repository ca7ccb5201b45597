package org.serialflex.adapters.fst;

import org.serialflex.tck.AdapterTck;

/** Scores both FST configurations (fst, fst-unsafe) on every criterion against their pinned outcomes. */
class FstTckTest extends AdapterTck {
}
