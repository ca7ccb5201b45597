package org.serialflex.adapters.gson;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Gson's defaults on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class GsonTck {
}
