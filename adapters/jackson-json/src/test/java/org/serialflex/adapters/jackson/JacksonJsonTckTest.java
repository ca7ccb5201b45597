package org.serialflex.adapters.jackson;

import org.serialflex.tck.AdapterTck;

/** Scores Jackson JSON, plain and with types, on every criterion against their pinned outcomes. */
class JacksonJsonTckTest extends AdapterTck {
}
