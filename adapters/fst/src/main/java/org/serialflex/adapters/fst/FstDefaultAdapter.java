package org.serialflex.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;

/**
 * The study's "FST": {@link FSTConfiguration#createDefaultConfiguration()}, FST's portable
 * binary format (see {@link FstAdapter} for what is shared by both variants).
 */
public final class FstDefaultAdapter extends FstAdapter {

    public FstDefaultAdapter() {
        super(new Variant("fst", "FST", FSTConfiguration::createDefaultConfiguration), null);
    }
}
