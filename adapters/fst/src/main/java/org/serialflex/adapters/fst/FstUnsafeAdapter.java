package org.serialflex.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;

import java.util.Set;

/**
 * The study's "FST (unsafe)": {@link FSTConfiguration#createUnsafeBinaryConfiguration()}, which
 * reads and writes with {@code sun.misc.Unsafe} in native byte order and without value
 * compression (see {@link FstAdapter} for what is shared by both variants).
 */
public final class FstUnsafeAdapter extends FstAdapter {

    public FstUnsafeAdapter() {
        super(FSTConfiguration::createUnsafeBinaryConfiguration);
    }

    private FstUnsafeAdapter(Set<String> allowed) {
        super(FSTConfiguration::createUnsafeBinaryConfiguration, allowed);
    }

    @Override
    FstAdapter hardened(Set<String> allowed) {
        return new FstUnsafeAdapter(allowed);
    }

    @Override
    public String id() {
        return "fst-unsafe";
    }

    @Override
    public String displayName() {
        return "FST (unsafe)";
    }
}
