package org.serialflex.dto.safety;

import java.io.Serializable;

/** Beans in beans: a depth bomb is a chain of nodes thousands deep. */
public class Node implements Serializable {

    private static final long serialVersionUID = 1L;

    private int value;
    private Node next;

    public Node() {
    }

    public int getValue() {
        return value;
    }

    public void setValue(int value) {
        this.value = value;
    }

    public Node getNext() {
        return next;
    }

    public void setNext(Node next) {
        this.next = next;
    }
}
