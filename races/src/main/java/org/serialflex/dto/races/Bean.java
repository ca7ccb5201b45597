package org.serialflex.dto.races;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/** The kit's baseline bean (docs/criteria.md), as a plain class: the study's smallest shape. */
public class Bean implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name;
    private int count;
    private long id;
    private double ratio;
    private boolean active;
    private Integer boxedCount;
    private Long boxedId;
    private BigDecimal price;
    private byte[] payload;
    private List<String> tags;
    private Map<String, String> attributes;
    private Address address;
    private String note;

    /** For the libraries that instantiate through a no-arg constructor. */
    public Bean() {
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

    public Long getBoxedId() {
        return boxedId;
    }

    public void setBoxedId(Long boxedId) {
        this.boxedId = boxedId;
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
