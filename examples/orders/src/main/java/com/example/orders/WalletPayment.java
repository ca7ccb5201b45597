package com.example.orders;

/** New in 1.1: paid from a wallet (a class 1.0 does not have). */
public class WalletPayment implements Payment {
    private static final long serialVersionUID = 1L;

    private String walletId;
    private String provider;

    public String getWalletId() {
        return walletId;
    }

    public String getProvider() {
        return provider;
    }
}
