package org.serialflex.adapters.avro;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores both Avro adapters of the module, avro-reflect and avro-schema, on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class AvroTck {
}
