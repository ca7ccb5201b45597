package com.example.orders;

/** Paid by bank transfer. Unchanged. */
public class BankTransfer implements Payment {
    private static final long serialVersionUID = 1L;

    private String iban;
    private String reference;

    public String getIban() {
        return iban;
    }

    public String getReference() {
        return reference;
    }
}
