package org.serialflex.dto.safety;

import java.io.Serializable;
import java.util.List;

/**
 * The length-bomb payload: a list, a byte array and a string of distinctive lengths
 * ({@link SafetyPayloads#LIST_SIZE}, {@link SafetyPayloads#BLOB_SIZE},
 * {@link SafetyPayloads#TEXT_LENGTH}), so that their length fields can be found in the bytes and
 * forged.
 */
public class Lengths implements Serializable {

    private static final long serialVersionUID = 1L;

    private List<Integer> numbers;
    private byte[] blob;
    private String text;

    public Lengths() {
    }

    public List<Integer> getNumbers() {
        return numbers;
    }

    public void setNumbers(List<Integer> numbers) {
        this.numbers = numbers;
    }

    public byte[] getBlob() {
        return blob;
    }

    public void setBlob(byte[] blob) {
        this.blob = blob;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }
}
