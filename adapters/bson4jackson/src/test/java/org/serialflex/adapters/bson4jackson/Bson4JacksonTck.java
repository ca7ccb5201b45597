package org.serialflex.adapters.bson4jackson;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores bson4jackson, plain and with types, on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class Bson4JacksonTck {
}
