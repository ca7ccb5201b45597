package org.serialflex.adapters.gson;

import org.serialflex.tck.AdapterTck;

/** Scores Gson's defaults on every criterion against their pinned outcomes. */
class GsonTckTest extends AdapterTck {
}
