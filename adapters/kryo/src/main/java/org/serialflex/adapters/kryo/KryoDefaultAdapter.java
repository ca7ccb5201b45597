package org.serialflex.adapters.kryo;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;

import java.util.Set;

/**
 * The study's "Kryo": Kryo's defaults with the plain {@link Output} / {@link Input} streams
 * (see {@link KryoAdapter} for the configuration).
 */
public final class KryoDefaultAdapter extends KryoAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public KryoDefaultAdapter() {
    }

    private KryoDefaultAdapter(Set<String> applicationClasses) {
        super(applicationClasses);
    }

    @Override
    KryoAdapter hardened(Set<String> applicationClasses) {
        return new KryoDefaultAdapter(applicationClasses);
    }

    @Override
    public String id() {
        return "kryo";
    }

    @Override
    public String displayName() {
        return "Kryo";
    }
}
