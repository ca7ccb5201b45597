package org.serialflex.adapters.kryo;

import org.serialflex.tck.AdapterTck;

/** Scores the three Kryo configurations (kryo, kryo-unsafe, kryo-compatible) on every criterion against their pinned outcomes. */
class KryoTckTest extends AdapterTck {
}
