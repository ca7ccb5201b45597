package org.serialflex.adapters.smile;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Jackson Smile, plain and with types, on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class JacksonSmileTck {
}
