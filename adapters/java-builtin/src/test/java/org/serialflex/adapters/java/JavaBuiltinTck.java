package org.serialflex.adapters.java;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Java built-in serialization on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class JavaBuiltinTck {
}
