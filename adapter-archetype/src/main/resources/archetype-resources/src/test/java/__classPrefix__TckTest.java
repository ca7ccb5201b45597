package ${package};

import org.serialflex.tck.AdapterTck;

/** Scores ${displayName} on every criterion against its pinned outcomes. */
class ${classPrefix}TckTest extends AdapterTck {
}
