package org.serialflex.adapters.protobuf;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores protobuf-java with run-time proto3 descriptors on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class ProtobufTck {
}
