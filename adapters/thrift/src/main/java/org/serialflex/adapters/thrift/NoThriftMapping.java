package org.serialflex.adapters.thrift;

/**
 * A Java type that no Thrift IDL type stands for, so no struct can be derived for the class that
 * holds it: the reason a case is declared UNSUPPORTED, or the exception a read or write fails with.
 */
final class NoThriftMapping extends RuntimeException {

    private static final long serialVersionUID = 1L;

    NoThriftMapping(String message) {
        super(message);
    }
}
