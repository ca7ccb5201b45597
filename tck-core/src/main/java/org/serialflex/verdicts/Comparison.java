package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.util.Collection;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One walk of an expectation against the reader's object: dispatches each expected value to the
 * comparison of its kind and collects the worst finding. Expectation nodes go through
 * {@link NodeComparison}, an exhaustive {@link Expected.Visitor}; plain values are scalars, enum
 * constants, arrays, collections, maps, JDK values or beans, the last branch taking whatever is
 * left, so no expected value goes uncompared.
 */
final class Comparison {

    private final Findings findings = new Findings();
    private final Identities identities = new Identities(findings);
    private final ScalarComparison scalars = new ScalarComparison(findings);
    private final ContainerComparison containers = new ContainerComparison(this, findings);
    private final BeanComparison beans = new BeanComparison(this, findings);
    private final UnaryOperator<String> ownNames;
    private Mode mode;

    /** @param ownNames the reader world's name of a class the expectation names (see {@link DeepComparison}) */
    Comparison(Mode mode, UnaryOperator<String> ownNames) {
        this.mode = mode;
        this.ownNames = ownNames;
    }

    /** The reader world's name of the class an expectation node names. */
    String ownName(String expectedClassName) {
        return ownNames.apply(expectedClassName);
    }

    Verdict verdict() {
        return findings.verdict();
    }

    Mode mode() {
        return mode;
    }

    void switchTo(Mode mode) {
        this.mode = mode;
    }

    Findings findings() {
        return findings;
    }

    ScalarComparison scalars() {
        return scalars;
    }

    ContainerComparison containers() {
        return containers;
    }

    BeanComparison beans() {
        return beans;
    }

    /** The outcome {@code actual} would get against {@code expected}, without recording anything here. */
    Outcome probe(Object expected, Object actual, Class<?> declared) {
        Comparison probe = new Comparison(mode, ownNames);
        probe.compare("", expected, actual, declared);
        return probe.findings.worst();
    }

    /** Notes a lost identity; true when this pair was compared before (a cycle or a shared object). */
    boolean alreadyCompared(String path, Object expected, Object actual) {
        return identities.alreadyCompared(path, expected, actual);
    }

    void compare(String path, Object expected, Object actual, Class<?> declared) {
        if (expected instanceof Expected node) {
            node.accept(new NodeComparison(this, path, actual, declared));
            return;
        }
        if (expected == JavaDefaults.JAVA_DEFAULT) {
            if (!JavaDefaults.isJavaDefault(actual, declared)) {
                findings.note(Outcome.CORRUPT, path, "expected the Java default got " + Evidence.value(actual));
            }
            return;
        }
        Object value = JavaDefaults.coerceToPrimitive(expected, declared);
        if (value == null || actual == null) {
            if (value != actual) {
                findings.mismatch(path, value, actual);
            }
            return;
        }
        comparePlain(path, value, actual, declared);
    }

    /** A JDK value: the same value of the same class; kept in another of its forms is a type substituted. */
    private void compareJdkValue(String path, Object expected, Object actual) {
        if (expected.getClass().getName().equals(actual.getClass().getName())) {
            if (JdkValues.duplicateOfSingleton(expected, actual)) {
                findings.note(Outcome.DEGRADED, path, "a second instance of a JDK class that keeps one per value: "
                        + "expected the reader's own " + Evidence.value(expected) + " got a copy (identity lost)");
            } else if (!JdkValues.sameValue(expected, actual)) {
                if (expected.toString().equals(actual.toString())) {
                    // a URI or a Calendar whose text arrived while the rest of its state did not: it behaves otherwise
                    findings.note(Outcome.CORRUPT, path, "expected " + Evidence.value(expected) + " got one with the "
                            + "same text that is not equal to it (state beyond its text was not restored)");
                } else {
                    findings.mismatch(path, expected, actual);
                }
            }
        } else if (JdkValues.keptAs(expected, actual)) {
            findings.note(Outcome.DEGRADED, path, "value kept as another type: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        } else {
            findings.mismatch(path, expected, actual);
        }
    }

    private void comparePlain(String path, Object expected, Object actual, Class<?> declared) {
        if (ScalarComparison.isScalar(expected)) {
            scalars.compareScalar(path, expected, actual, declared);
        } else if (expected instanceof Enum<?> constant) {
            scalars.compareEnum(path, constant.getDeclaringClass().getName(), constant.name(), actual);
        } else if (expected.getClass().isArray()) {
            containers.compareArray(path, expected, actual);
        } else if (JdkValues.isJdkClass(expected.getClass()) && !(expected instanceof Collection<?>)
                && !(expected instanceof Map<?, ?>)) {
            // a JDK value is judged by its value: its identity is C12's subject for beans, not for a UUID or a Locale
            compareJdkValue(path, expected, actual);
        } else if (alreadyCompared(path, expected, actual)) {
            return;
        } else if (expected instanceof Collection<?> collection) {
            containers.compareCollection(path, collection, actual, mode.collectionClassesJudged(), declared);
        } else if (expected instanceof Map<?, ?> map) {
            containers.compareMap(path, map, actual, mode.collectionClassesJudged(), declared);
        } else {
            beans.compareBean(path, expected.getClass().getName(), new ExpectedFields.OfObject(expected), actual);
        }
    }
}
