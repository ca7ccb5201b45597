package org.serialflex.adapters.fory0;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Fory 0.x (fory0) on every criterion, its lanes and its safety profile against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class Fory0Tck {
}
