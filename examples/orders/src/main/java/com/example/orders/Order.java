package com.example.orders;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * An order: the root of what the shop stores and sends. 1.1 renames {@code customer} to
 * {@code customerId} and adds the sales {@code channel}.
 */
public class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    private String id;
    private String customerId;
    private OrderStatus status;
    private List<OrderLine> lines;
    private Payment payment;
    private Map<String, String> attributes;
    private long createdAt;
    private String channel;

    public String getId() {
        return id;
    }

    public String getCustomerId() {
        return customerId;
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

    public String getChannel() {
        return channel;
    }
}
