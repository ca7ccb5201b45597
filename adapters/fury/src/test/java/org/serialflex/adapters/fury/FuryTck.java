package org.serialflex.adapters.fury;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Apache Fury (fury) on every criterion, its lanes and its safety profile against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class FuryTck {
}
