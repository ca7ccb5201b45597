package org.serialflex.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;

/**
 * The study's "FST (unsafe)": {@link FSTConfiguration#createUnsafeBinaryConfiguration()}, which
 * reads and writes with {@code sun.misc.Unsafe} in native byte order and without value
 * compression (see {@link FstAdapter} for what is shared by both variants).
 */
public final class FstUnsafeAdapter extends FstAdapter {

    public FstUnsafeAdapter() {
        super(new Variant("fst-unsafe", "FST (unsafe)", FSTConfiguration::createUnsafeBinaryConfiguration), null);
    }
}
