package org.serialflex.adapters.thrift;

/** Thrift's containers cannot hold null; generated code fails on one with a NullPointerException. */
final class NoNulls {

    private NoNulls() {
    }

    static Object check(Object value, String where) {
        if (value == null) {
            throw new IllegalArgumentException("a Thrift " + where + " cannot hold null (generated code throws "
                    + "NullPointerException here)");
        }
        return value;
    }
}
