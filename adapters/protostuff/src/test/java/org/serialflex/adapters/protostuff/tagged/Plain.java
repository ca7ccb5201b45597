package org.serialflex.adapters.protostuff.tagged;

/** A team's own class, without any number: the adapter falls back to protostuff's declaration order. */
public final class Plain {

    String second;
    int first;
}
