package org.serialflex.adapters.xstream;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores XStream, configured as {@link XStreamAdapter} says, on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class XStreamTck {
}
