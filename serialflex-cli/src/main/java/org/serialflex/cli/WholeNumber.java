package org.serialflex.cli;

import picocli.CommandLine.TypeConversionException;

/** Whole-number options, with a message that says so (picocli's own says "is not a long"). */
final class WholeNumber {

    private WholeNumber() {
    }

    static long parse(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number; give one, e.g. 42");
        }
    }

    static int integer(String value) {
        long number = parse(value);
        if (number != (int) number) {
            throw new TypeConversionException("'" + value + "' is too large; give a whole number below 2^31");
        }
        return (int) number;
    }
}
