package org.serialflex.adapters.fory;

import org.apache.fory.config.CompatibleMode;

/**
 * Fory in {@link CompatibleMode#COMPATIBLE} mode (see {@link ForyAdapter} for the rest of the
 * configuration), Fory's answer to schema evolution and its default since 1.0: the guide
 * ("Schema Evolution: Compatible Mode") says the reader "can tolerate added, removed, or reordered
 * fields", converts some scalar types losslessly, and skips writer fields it lacks. The class
 * metadata travels in every payload (scoped meta share, Fory's default in this mode), so no
 * out-of-band exchange is needed.
 */
public final class ForyCompatibleAdapter extends ForyAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public ForyCompatibleAdapter() {
        super(new Variant("fory-compatible", "Fory (compatible)", CompatibleMode.COMPATIBLE));
    }
}
