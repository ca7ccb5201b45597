package org.serialflex.check;

/**
 * One change between the two versions of a class, as the structural diff found it.
 *
 * @param className the class (binary name)
 * @param kind      what changed, with the criteria it falls under
 * @param detail    the change in one line, e.g. {@code phone → phoneNumber (java.lang.String)}
 */
public record ClassChange(String className, ChangeKind kind, String detail) {
}
