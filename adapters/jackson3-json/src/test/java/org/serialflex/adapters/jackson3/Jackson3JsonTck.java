package org.serialflex.adapters.jackson3;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Jackson 3 JSON (its defaults, the study's fields only, with types) on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class Jackson3JsonTck {
}
