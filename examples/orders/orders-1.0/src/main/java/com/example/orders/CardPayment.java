package com.example.orders;

/** Paid by card. */
public class CardPayment implements Payment {
    private static final long serialVersionUID = 1L;

    private String cardLast4;
    private String expiry;

    public String getCardLast4() {
        return cardLast4;
    }

    public String getExpiry() {
        return expiry;
    }
}
