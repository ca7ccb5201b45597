package org.serialflex.adapters.fst;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores both FST configurations (fst, fst-unsafe) on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class FstTck {
}
