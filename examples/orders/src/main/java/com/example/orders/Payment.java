package com.example.orders;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.io.Serializable;

/** How an order was paid: polymorphic, named by a type id in JSON. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = CardPayment.class, name = "card"),
        @JsonSubTypes.Type(value = BankTransfer.class, name = "bank-transfer"),
        // 1.1: a new way to pay
        @JsonSubTypes.Type(value = WalletPayment.class, name = "wallet")
})
public interface Payment extends Serializable {
}
