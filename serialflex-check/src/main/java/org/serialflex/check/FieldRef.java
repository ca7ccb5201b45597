package org.serialflex.check;

/**
 * A field of a team's class, by the class's binary name and the field's name: how the check keeps what it learned of
 * a field (the library does not carry it, a control carried it). Reports write it {@code com.acme.Order.notes}.
 */
record FieldRef(String className, String field) implements Comparable<FieldRef> {

    @Override
    public int compareTo(FieldRef other) {
        return toString().compareTo(other.toString());
    }

    /** {@code com.acme.Order.notes}, as reports and {@code --exclude} write a field. */
    @Override
    public String toString() {
        return className + "." + field;
    }
}
