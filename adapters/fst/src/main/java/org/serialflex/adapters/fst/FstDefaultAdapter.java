package org.serialflex.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;

import java.util.Set;

/**
 * The study's "FST": {@link FSTConfiguration#createDefaultConfiguration()}, FST's portable
 * binary format (see {@link FstAdapter} for what is shared by both variants).
 */
public final class FstDefaultAdapter extends FstAdapter {

    public FstDefaultAdapter() {
        super(FSTConfiguration::createDefaultConfiguration);
    }

    private FstDefaultAdapter(Set<String> allowed) {
        super(FSTConfiguration::createDefaultConfiguration, allowed);
    }

    @Override
    FstAdapter hardened(Set<String> allowed) {
        return new FstDefaultAdapter(allowed);
    }

    @Override
    public String id() {
        return "fst";
    }

    @Override
    public String displayName() {
        return "FST";
    }
}
