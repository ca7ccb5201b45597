package org.serialflex.adapters.protostuff;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores protostuff-runtime's RuntimeSchema on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class ProtostuffTck {
}
