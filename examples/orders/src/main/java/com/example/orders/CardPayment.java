package com.example.orders;

/** Paid by card. 1.1 no longer keeps the card's expiry (a field removed). */
public class CardPayment implements Payment {
    private static final long serialVersionUID = 1L;

    private String cardLast4;

    public String getCardLast4() {
        return cardLast4;
    }
}
