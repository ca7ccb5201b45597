package org.serialflex.adapters.bson;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores MongoDB's bson POJO codecs on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class MongoBsonTck {
}
