package org.serialflex.dto.races;

import java.io.Serializable;
import java.util.List;

/** The study's largest object, about 1 MB of strings and byte arrays. */
public class Megabyte implements Serializable {

    private static final long serialVersionUID = 1L;

    private String title;
    private Long totalBytes;
    private List<String> lines;
    private List<byte[]> chunks;

    /** For the libraries that instantiate through a no-arg constructor. */
    public Megabyte() {
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public Long getTotalBytes() {
        return totalBytes;
    }

    public void setTotalBytes(Long totalBytes) {
        this.totalBytes = totalBytes;
    }

    public List<String> getLines() {
        return lines;
    }

    public void setLines(List<String> lines) {
        this.lines = lines;
    }

    public List<byte[]> getChunks() {
        return chunks;
    }

    public void setChunks(List<byte[]> chunks) {
        this.chunks = chunks;
    }
}
