package org.serialflex.adapters.smile;

import org.serialflex.tck.AdapterTck;

/** Scores Jackson Smile, plain and with types, on every criterion against their pinned outcomes. */
class JacksonSmileTckTest extends AdapterTck {
}
