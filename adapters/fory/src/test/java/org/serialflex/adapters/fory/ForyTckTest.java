package org.serialflex.adapters.fory;

import org.serialflex.tck.AdapterTck;

/** Scores both Fory configurations (fory, fory-compatible) on every criterion against their pinned outcomes. */
class ForyTckTest extends AdapterTck {
}
