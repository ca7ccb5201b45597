package org.serialflex.dto.races;

import java.io.Serializable;

/** Third level of a Session. */
public class SessionSection implements Serializable {

    private static final long serialVersionUID = 1L;

    private String title;
    private Long position;
    private byte[] content;

    /** For the libraries that instantiate through a no-arg constructor. */
    public SessionSection() {
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public Long getPosition() {
        return position;
    }

    public void setPosition(Long position) {
        this.position = position;
    }

    public byte[] getContent() {
        return content;
    }

    public void setContent(byte[] content) {
        this.content = content;
    }
}
