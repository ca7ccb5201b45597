package org.serialflex.adapters.bson4jackson;

import org.serialflex.tck.AdapterTck;

/** Scores bson4jackson, plain and with types, on every criterion against their pinned outcomes. */
class Bson4JacksonTckTest extends AdapterTck {
}
