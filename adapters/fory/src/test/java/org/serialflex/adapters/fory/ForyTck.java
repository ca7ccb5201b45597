package org.serialflex.adapters.fory;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores both Fory configurations (fory, fory-compatible) on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class ForyTck {
}
