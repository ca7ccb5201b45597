package org.serialflex.adapters.jackson;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Jackson JSON, plain and with types, on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class JacksonJsonTck {
}
