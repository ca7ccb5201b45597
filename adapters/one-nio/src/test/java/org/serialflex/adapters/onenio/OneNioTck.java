package org.serialflex.adapters.onenio;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores both one-nio configurations on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class OneNioTck {
}
