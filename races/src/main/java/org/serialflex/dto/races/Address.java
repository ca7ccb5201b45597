package org.serialflex.dto.races;

import java.io.Serializable;

/** The baseline bean's nested bean. */
public class Address implements Serializable {

    private static final long serialVersionUID = 1L;

    private String street;
    private int zip;

    /** For the libraries that instantiate through a no-arg constructor. */
    public Address() {
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
