package org.serialflex.adapters.protostuff;

import org.serialflex.tck.AdapterTck;

/** Scores protostuff-runtime's RuntimeSchema on every criterion against its pinned outcomes. */
class ProtostuffTckTest extends AdapterTck {
}
