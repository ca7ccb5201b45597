package org.serialflex.adapters.protostuff;

import io.protostuff.Input;
import io.protostuff.Output;
import io.protostuff.Schema;
import io.protostuff.runtime.IdStrategy;

import java.io.IOException;

/**
 * A class's tagged schema, built the first time protostuff uses it. Protostuff's field factories
 * look the schema of a field's class up in the {@link IdStrategy} as they create the field, so
 * every class of a graph must be registered before any schema of it is built, cycles included
 * (a parent whose child points back at it): registering this stand-in first and building the real
 * schema later allows that. Every method hands over to that schema, so the bytes are its bytes.
 */
final class DeferredSchema<T> implements Schema<T> {

    private final Class<T> type;
    private final IdStrategy strategy;
    private volatile Schema<T> built;

    DeferredSchema(Class<T> type, IdStrategy strategy) {
        this.type = type;
        this.strategy = strategy;
    }

    private Schema<T> schema() {
        Schema<T> schema = built;
        if (schema == null) {
            synchronized (this) {
                schema = built;
                if (schema == null) {
                    schema = TaggedSchemaFactory.create(type, strategy);
                    built = schema;
                }
            }
        }
        return schema;
    }

    @Override
    public String getFieldName(int number) {
        return schema().getFieldName(number);
    }

    @Override
    public int getFieldNumber(String name) {
        return schema().getFieldNumber(name);
    }

    @Override
    public boolean isInitialized(T message) {
        return schema().isInitialized(message);
    }

    @Override
    public T newMessage() {
        return schema().newMessage();
    }

    @Override
    public String messageName() {
        return schema().messageName();
    }

    @Override
    public String messageFullName() {
        return schema().messageFullName();
    }

    @Override
    public Class<? super T> typeClass() {
        return type;
    }

    @Override
    public void mergeFrom(Input input, T message) throws IOException {
        schema().mergeFrom(input, message);
    }

    @Override
    public void writeTo(Output output, T message) throws IOException {
        schema().writeTo(output, message);
    }
}
