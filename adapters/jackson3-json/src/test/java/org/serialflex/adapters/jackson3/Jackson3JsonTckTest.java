package org.serialflex.adapters.jackson3;

import org.serialflex.tck.AdapterTck;

/** Scores Jackson 3 JSON, plain and with types, on every criterion against their pinned outcomes. */
class Jackson3JsonTckTest extends AdapterTck {
}
