package org.serialflex.adapters.thrift;

import java.lang.reflect.Field;

/**
 * One field of a struct as the IDL declares it: its id, name and type, and the Java field that
 * holds it (a record's private component field, for a record).
 */
record StructField(short id, String name, Field field, ValueCodec codec) {

    Object get(Object struct) {
        try {
            return field.get(struct);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read " + field, e);
        }
    }

    void set(Object struct, Object value) {
        try {
            field.set(struct, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot set " + field, e);
        }
    }
}
