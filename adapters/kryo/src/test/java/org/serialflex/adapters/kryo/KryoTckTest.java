package org.serialflex.adapters.kryo;

import org.serialflex.tck.AdapterTck;

/** Scores both Kryo configurations (kryo, kryo-unsafe) on every criterion against their pinned outcomes. */
class KryoTckTest extends AdapterTck {
}
