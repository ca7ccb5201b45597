package org.serialflex.adapters.avro;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores Avro's reflect API with schema resolution on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class AvroReflectTck {
}
