package org.serialflex.adapters.thrift;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Thrift's compact protocol, field ids from {@code @FieldId}, on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class ThriftTck {
}
