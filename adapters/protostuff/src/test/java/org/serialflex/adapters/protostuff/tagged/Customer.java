package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.Tag;
import org.serialflex.versions.runtime.FieldId;

import java.util.Objects;

/** A nested message, numbered both ways: {@code @Tag} for protostuff, {@code @FieldId} for the adapter. */
public final class Customer {

    @Tag(12) @FieldId(12) private String email;
    @Tag(11) @FieldId(11) private String name;

    public Customer() {
    }

    public Customer(String name, String email) {
        this.name = name;
        this.email = email;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Customer c && Objects.equals(name, c.name) && Objects.equals(email, c.email);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, email);
    }

    @Override
    public String toString() {
        return "Customer[" + name + ", " + email + "]";
    }
}
