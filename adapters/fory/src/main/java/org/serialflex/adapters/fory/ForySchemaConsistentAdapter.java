package org.serialflex.adapters.fory;

import org.apache.fory.config.CompatibleMode;

/**
 * Fory in {@link CompatibleMode#SCHEMA_CONSISTENT} mode (see {@link ForyAdapter} for the rest of
 * the configuration): fields are written without their names, so writer and reader must hold the
 * same class. It was Fory's default up to 0.x; since 1.0 the default is compatible mode, and the
 * guide ("Schema Evolution: Same-Schema Optimization") says to choose this mode "only when the
 * class schema used to deserialize every payload is always the same as the class schema used to
 * serialize it". It is scored as the baseline against which {@link ForyCompatibleAdapter} shows
 * what compatible mode buys.
 */
public final class ForySchemaConsistentAdapter extends ForyAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public ForySchemaConsistentAdapter() {
        super(new Variant("fory", "Fory", CompatibleMode.SCHEMA_CONSISTENT));
    }
}
