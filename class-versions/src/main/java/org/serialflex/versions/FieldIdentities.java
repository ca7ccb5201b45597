package org.serialflex.versions;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import net.bytebuddy.description.annotation.AnnotationDescription;
import org.serialflex.versions.runtime.FieldId;

/**
 * The numbers {@link FieldId} carries for the fields and enum constants of one case, assigned over
 * both class versions so that v1 and v2 agree: by origin for fields (a renamed field keeps the
 * number of the name it was first declared with), by name for enum constants.
 */
final class FieldIdentities {

    private final Map<String, Integer> fields = new LinkedHashMap<>();
    private final Map<String, Integer> constants = new LinkedHashMap<>();

    /**
     * @param specsInOrder the types of v1 in the order the case lists them, then those of v2
     */
    FieldIdentities(Collection<DtoSpec> specsInOrder) {
        for (DtoSpec spec : specsInOrder) {
            spec.fields().fields().stream()
                    .filter(field -> !field.isStatic())
                    .forEach(field -> fields.putIfAbsent(field.origin(), fields.size() + 1));
            spec.constants().forEach(constant -> constants.putIfAbsent(constant.name(), constants.size() + 1));
        }
    }

    AnnotationDescription of(FieldSpec field) {
        return annotation(number(fields, field.origin()));
    }

    int constant(String name) {
        return number(constants, name);
    }

    private static int number(Map<String, Integer> numbers, String key) {
        Integer number = numbers.get(key);
        if (number == null) {
            throw new IllegalStateException("no identity was assigned to '" + key + "'; known: " + numbers.keySet());
        }
        return number;
    }

    private static AnnotationDescription annotation(int number) {
        return AnnotationDescription.Builder.ofType(FieldId.class).define("value", number).build();
    }
}
