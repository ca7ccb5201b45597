package org.serialflex.dto.safety;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * The safety probes' baseline bean, shaped like the criteria's baseline (common field types, a
 * list, a map, a byte array, a nested bean, a null), written as plain Java source so every world
 * loads the same class from the kit's class path. Getters and setters for the libraries that map
 * properties; Serializable for the ones that ask.
 */
public class Sample implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name;
    private int count;
    private long id;
    private double ratio;
    private boolean active;
    private Integer boxedCount;
    private BigDecimal price;
    private byte[] payload;
    private List<String> tags;
    private Map<String, String> attributes;
    private Address address;
    private String note;

    public Sample() {
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public int getCount() {
        return count;
    }

    public void setCount(int count) {
        this.count = count;
    }

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }

    public double getRatio() {
        return ratio;
    }

    public void setRatio(double ratio) {
        this.ratio = ratio;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public Integer getBoxedCount() {
        return boxedCount;
    }

    public void setBoxedCount(Integer boxedCount) {
        this.boxedCount = boxedCount;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public byte[] getPayload() {
        return payload;
    }

    public void setPayload(byte[] payload) {
        this.payload = payload;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public Map<String, String> getAttributes() {
        return attributes;
    }

    public void setAttributes(Map<String, String> attributes) {
        this.attributes = attributes;
    }

    public Address getAddress() {
        return address;
    }

    public void setAddress(Address address) {
        this.address = address;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }
}
