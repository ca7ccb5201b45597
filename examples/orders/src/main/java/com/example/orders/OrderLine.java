package com.example.orders;

import java.io.Serializable;

/** One product in an order. 1.1 widens the quantity from int to long (a field retyped). */
public class OrderLine implements Serializable {
    private static final long serialVersionUID = 1L;

    private String sku;
    private long quantity;
    private Money unitPrice;

    public String getSku() {
        return sku;
    }

    public long getQuantity() {
        return quantity;
    }

    public Money getUnitPrice() {
        return unitPrice;
    }
}
