package com.example.orders;

import java.io.Serializable;

/** One product in an order. */
public class OrderLine implements Serializable {
    private static final long serialVersionUID = 1L;

    private String sku;
    private int quantity;
    private Money unitPrice;

    public String getSku() {
        return sku;
    }

    public int getQuantity() {
        return quantity;
    }

    public Money getUnitPrice() {
        return unitPrice;
    }
}
