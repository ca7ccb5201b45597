package org.serialflex.adapters.hessian;

import org.serialflex.tck.AdapterTck;

/** Scores Hessian 4's defaults on every criterion against their pinned outcomes. */
class HessianTckTest extends AdapterTck {
}
