package org.serialflex.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Locale;

/** A boolean option's value: true or false in any case, nothing else (picocli's own would take any other word as false). */
public final class TrueOrFalse implements ITypeConverter<Boolean> {

    @Override
    public Boolean convert(String value) {
        String word = value.strip().toLowerCase(Locale.ROOT);
        if (!word.equals("true") && !word.equals("false")) {
            throw new TypeConversionException("'" + value + "' is neither true nor false; give true or false");
        }
        return Boolean.valueOf(word);
    }
}
