package org.serialflex.verdicts;

import java.lang.reflect.Field;

/**
 * A field that holds a reference its declared type does not allow: a library wrote past the type
 * system (through Unsafe, typically). JDK 17's reflection hands such a value out, later JDKs refuse
 * to read it; either way it is reported the same, so a JDK upgrade does not change the evidence.
 */
public final class PollutedFieldException extends RuntimeException {

    PollutedFieldException(Field field) {
        super("the field declared " + Evidence.typeName(field.getType()) + " holds a reference of another type: the "
                + "library wrote past the type system (through Unsafe, typically)");
    }
}
