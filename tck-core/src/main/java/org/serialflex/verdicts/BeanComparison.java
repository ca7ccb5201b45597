package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.lang.reflect.Field;
import java.util.Collection;
import java.util.Map;

/**
 * Beans, records and stand-ins for classes the reader lacks: every field of the reader's object
 * against the expectation, by name (a stand-in's wherever {@link StandIns} finds it). A bean read as a Map of its fields is DEGRADED, a bean of
 * another class CORRUPT.
 */
final class BeanComparison {

    private final Comparison hub;
    private final Findings findings;

    BeanComparison(Comparison hub, Findings findings) {
        this.hub = hub;
        this.findings = findings;
    }

    void compareBean(String path, String className, ExpectedFields expected, Object actual) {
        if (actual instanceof Map<?, ?> map) {
            findings.note(Outcome.DEGRADED, path, "bean came back as a map: expected a "
                    + Evidence.simpleName(className) + " got " + Evidence.value(actual));
            for (String name : expected.names()) {
                hub.compare(path + "." + name, relaxedIfContentOnly(name, expected.value(name)), map.get(name),
                        Object.class);
            }
            return;
        }
        if (!actual.getClass().getName().equals(className)) {
            findings.note(Outcome.CORRUPT, path, "expected a " + Evidence.simpleName(className) + " got "
                    + Evidence.value(actual));
            return;
        }
        Map<String, Field> actualFields = BeanFields.of(actual.getClass());
        expected.requireKnown(actualFields.keySet());
        actualFields.forEach((name, field) -> compareField(path.equals("(root)") ? name : path + "." + name,
                relaxedIfContentOnly(name, expected.valueOrDefault(name)), field, actual));
    }

    /**
     * A stand-in for an object of a class the reader lacks: its field values wherever the stand-in
     * keeps them ({@link StandIns}), each judged by the usual rules; dropped (null) is DEGRADED.
     */
    void comparePlaceholder(String path, Expected.Placeholder placeholder, Object actual) {
        if (actual == null) {
            findings.note(Outcome.DEGRADED, path, "the object of class " + placeholder.missingClassName()
                    + ", which the reader lacks, was dropped (null)");
            return;
        }
        if (actual instanceof Map<?, ?> map) {
            placeholder.fields().forEach((name, value) -> compareStandInValue(path, name, value,
                    StandIns.entry(map, placeholder.missingClassName(), name), placeholder, actual));
            return;
        }
        if (actual.getClass().getName().startsWith("java.")) {
            findings.note(Outcome.CORRUPT, path, "expected a stand-in for " + placeholder.missingClassName()
                    + " with fields " + placeholder.fields().keySet() + " got " + Evidence.value(actual));
            return;
        }
        Map<String, Field> fields = BeanFields.of(actual.getClass());
        placeholder.fields().forEach((name, value) -> {
            Field field = fields.get(name);
            if (field == null) {
                compareStandInValue(path, name, value, StandIns.byGetter(actual, name), placeholder, actual);
            } else {
                compareField(path + "." + name, value, field, actual);
            }
        });
    }

    private void compareStandInValue(String path, String name, Object expected, StandIns.Lookup lookup,
                                     Expected.Placeholder placeholder, Object standIn) {
        if (lookup instanceof StandIns.Found found) {
            hub.compare(path + "." + name, expected, found.value(), Object.class);
        } else if (lookup instanceof StandIns.Ambiguous ambiguous) {
            findings.note(Outcome.CORRUPT, path, "the stand-in " + Evidence.typeName(standIn.getClass())
                    + " for missing class " + placeholder.missingClassName() + " holds several values that may be "
                    + "field '" + name + "' (keys " + ambiguous.keys() + ")");
        } else if (standIn instanceof Map) {
            hub.compare(path + "." + name, expected, null, Object.class); // a value the writer sent, lost
        } else {
            findings.note(Outcome.CORRUPT, path, "the stand-in " + Evidence.typeName(standIn.getClass())
                    + " for missing class " + placeholder.missingClassName() + " has no field '" + name
                    + "' and no get(String) that gives it");
        }
    }

    private void compareField(String path, Object expected, Field field, Object actual) {
        Object value;
        try {
            value = BeanFields.read(field, actual);
        } catch (PollutedFieldException polluted) {
            findings.note(Outcome.CORRUPT, path, polluted.getMessage());
            return;
        }
        hub.compare(path, expected, value, field.getType());
    }

    private Object relaxedIfContentOnly(String fieldName, Object expected) {
        return hub.mode().contentOnlyFields().contains(fieldName)
                && (expected instanceof Collection || expected instanceof Map)
                ? new Expected.AnyImplementation(expected) : expected;
    }
}
