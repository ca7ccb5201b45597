package org.serialflex.dto.races;

import java.io.Serializable;
import java.util.Map;

/** Second level of a Session. */
public class SessionPart implements Serializable {

    private static final long serialVersionUID = 1L;

    private String label;
    private Long version;
    private Map<String, String> values;
    private byte[] data;
    private Map<String, SessionSection> sections;

    /** For the libraries that instantiate through a no-arg constructor. */
    public SessionPart() {
    }

    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }

    public Long getVersion() {
        return version;
    }

    public void setVersion(Long version) {
        this.version = version;
    }

    public Map<String, String> getValues() {
        return values;
    }

    public void setValues(Map<String, String> values) {
        this.values = values;
    }

    public byte[] getData() {
        return data;
    }

    public void setData(byte[] data) {
        this.data = data;
    }

    public Map<String, SessionSection> getSections() {
        return sections;
    }

    public void setSections(Map<String, SessionSection> sections) {
        this.sections = sections;
    }
}
