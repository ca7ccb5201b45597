package org.serialflex.dto.safety;

import java.io.Serializable;

/**
 * A class the reader asks for, with a field of declared type {@code Object}: where a library
 * that writes class names lets the bytes choose any class, e.g. the gadget of the
 * unexpected-class probe.
 */
public class Envelope implements Serializable {

    private static final long serialVersionUID = 1L;

    private String note;
    private Object content;

    public Envelope() {
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public Object getContent() {
        return content;
    }

    public void setContent(Object content) {
        this.content = content;
    }
}
