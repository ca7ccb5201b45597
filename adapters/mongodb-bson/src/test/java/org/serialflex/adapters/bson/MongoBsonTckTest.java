package org.serialflex.adapters.bson;

import org.serialflex.tck.AdapterTck;

/** Scores MongoDB's bson POJO codecs on every criterion against their pinned outcomes. */
class MongoBsonTckTest extends AdapterTck {
}
