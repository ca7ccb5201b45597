package org.serialflex.adapters.hessian;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Hessian 4's defaults on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class HessianTck {
}
