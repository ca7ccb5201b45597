package org.serialflex.adapters.java;

import org.serialflex.tck.AdapterTck;

/** Scores Java built-in serialization on every criterion against its pinned outcomes. */
class JavaBuiltinTckTest extends AdapterTck {
}
