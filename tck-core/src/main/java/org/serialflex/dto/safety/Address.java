package org.serialflex.dto.safety;

import java.io.Serializable;

/** The nested bean of {@link Sample}. A probe payload: see {@code docs/safety.md}. */
public class Address implements Serializable {

    private static final long serialVersionUID = 1L;

    private String street;
    private int zip;

    public Address() {
    }

    public Address(String street, int zip) {
        this.street = street;
        this.zip = zip;
    }

    public String getStreet() {
        return street;
    }

    public void setStreet(String street) {
        this.street = street;
    }

    public int getZip() {
        return zip;
    }

    public void setZip(int zip) {
        this.zip = zip;
    }
}
