package com.example.orders;

import java.io.Serializable;
import java.math.BigDecimal;

/** An amount in a currency. Unchanged between 1.0 and 1.1: the check's control. */
public class Money implements Serializable {
    private static final long serialVersionUID = 1L;

    private BigDecimal amount;
    private String currency;

    public Money() {
    }

    public Money(BigDecimal amount, String currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public String getCurrency() {
        return currency;
    }
}
