package org.serialflex.adapters.kryo;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores the three Kryo configurations (kryo, kryo-unsafe, kryo-compatible) on every criterion against their pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class KryoTck {
}
