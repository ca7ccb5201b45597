package org.serialflex.adapters.avro;

import org.serialflex.tck.AdapterTck;

/** Scores Avro's reflect API with schema resolution on every criterion against its pinned outcomes. */
class AvroReflectTckTest extends AdapterTck {
}
