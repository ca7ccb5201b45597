package com.example.orders;

/** Where an order stands. 1.1 adds REFUNDED at the end. */
public enum OrderStatus {
    NEW, PAID, SHIPPED, CANCELLED, REFUNDED
}
