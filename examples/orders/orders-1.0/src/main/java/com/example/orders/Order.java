package com.example.orders;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** An order: the root of what the shop stores and sends. */
public class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    private String id;
    private String customer;
    private OrderStatus status;
    private List<OrderLine> lines;
    private Payment payment;
    private Map<String, String> attributes;
    private long createdAt;

    public String getId() {
        return id;
    }

    public String getCustomer() {
        return customer;
    }

    public OrderStatus getStatus() {
        return status;
    }

    public List<OrderLine> getLines() {
        return lines;
    }

    public Payment getPayment() {
        return payment;
    }

    public Map<String, String> getAttributes() {
        return attributes;
    }

    public long getCreatedAt() {
        return createdAt;
    }
}
