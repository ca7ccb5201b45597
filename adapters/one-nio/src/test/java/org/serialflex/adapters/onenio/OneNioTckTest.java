package org.serialflex.adapters.onenio;

import org.serialflex.tck.AdapterTck;

/** Scores both one-nio configurations on every criterion against their pinned outcomes. */
class OneNioTckTest extends AdapterTck {
}
