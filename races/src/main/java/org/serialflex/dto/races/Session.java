package org.serialflex.dto.races;

import java.io.Serializable;
import java.util.Map;

/** The study's session context: a map-heavy object with String, Long, Map and byte[] fields, nested up to three levels (session, its parts, each part's sections). */
public class Session implements Serializable {

    private static final long serialVersionUID = 1L;

    private String sessionId;
    private Long userId;
    private Long createdAt;
    private Map<String, String> headers;
    private Map<String, Long> counters;
    private Map<String, byte[]> blobs;
    private Map<String, SessionPart> parts;

    /** For the libraries that instantiate through a no-arg constructor. */
    public Session() {
    }

    public String getSessionId() {
        return sessionId;
    }

    public void setSessionId(String sessionId) {
        this.sessionId = sessionId;
    }

    public Long getUserId() {
        return userId;
    }

    public void setUserId(Long userId) {
        this.userId = userId;
    }

    public Long getCreatedAt() {
        return createdAt;
    }

    public void setCreatedAt(Long createdAt) {
        this.createdAt = createdAt;
    }

    public Map<String, String> getHeaders() {
        return headers;
    }

    public void setHeaders(Map<String, String> headers) {
        this.headers = headers;
    }

    public Map<String, Long> getCounters() {
        return counters;
    }

    public void setCounters(Map<String, Long> counters) {
        this.counters = counters;
    }

    public Map<String, byte[]> getBlobs() {
        return blobs;
    }

    public void setBlobs(Map<String, byte[]> blobs) {
        this.blobs = blobs;
    }

    public Map<String, SessionPart> getParts() {
        return parts;
    }

    public void setParts(Map<String, SessionPart> parts) {
        this.parts = parts;
    }
}
