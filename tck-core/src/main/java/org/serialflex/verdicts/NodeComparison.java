package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.util.Collection;
import java.util.Map;

/**
 * What each {@link Expected} node means, one method per node type: the visitor makes the dispatch
 * exhaustive, so a new node type cannot be added without saying here how it compares.
 */
final class NodeComparison implements Expected.Visitor<Void> {

    private final Comparison hub;
    private final Findings findings;
    private final String path;
    private final Object actual;
    private final Class<?> declared;

    NodeComparison(Comparison hub, String path, Object actual, Class<?> declared) {
        this.hub = hub;
        this.findings = hub.findings();
        this.path = path;
        this.actual = actual;
        this.declared = declared;
    }

    @Override
    public Void bean(Expected.Bean bean) {
        if (actual == null) {
            findings.mismatch(path, bean, null);
        } else if (!hub.alreadyCompared(path, bean, actual)) {
            hub.beans().compareBean(path, hub.ownName(bean.className()), new ExpectedFields.Described(bean), actual);
        }
        return null;
    }

    @Override
    public Void enumConstant(Expected.EnumConstant constant) {
        if (actual == null) {
            findings.note(Outcome.CORRUPT, path, "expected " + constant.name() + " got null");
        } else {
            hub.scalars().compareEnum(path, hub.ownName(constant.className()), constant.name(), actual);
        }
        return null;
    }

    @Override
    public Void defaultOr(Expected.DefaultOr rule) {
        if (JavaDefaults.isJavaDefault(actual, declared)) {
            return null;
        }
        Outcome alternative = hub.probe(rule.alternative(), actual, declared);
        if (alternative == Outcome.PASS) {
            return null;
        }
        if (alternative == Outcome.DEGRADED) {
            hub.compare(path, rule.alternative(), actual, declared);
            return null;
        }
        findings.note(Outcome.CORRUPT, path, "expected the Java default or " + Evidence.value(rule.alternative())
                + " (" + rule.why() + ") got " + Evidence.value(actual));
        return null;
    }

    @Override
    public Void passOrDegraded(Expected.PassOrDegraded rule) {
        if (hub.probe(rule.pass(), actual, declared) == Outcome.PASS) {
            return null;
        }
        if (hub.probe(rule.degraded(), actual, declared) == Outcome.PASS) {
            findings.note(Outcome.DEGRADED, path, rule.degradedMeans() + ": expected " + describe(rule.pass())
                    + " got " + Evidence.value(actual));
            return null;
        }
        hub.compare(path, rule.pass(), actual, declared);
        return null;
    }

    /** A described bean by its class, {@code a Holder}; any other expected value as evidence shows it. */
    private static String describe(Object expected) {
        return expected instanceof Expected.Bean bean ? "a " + Evidence.simpleName(bean.className())
                : Evidence.value(expected);
    }

    @Override
    public Void placeholder(Expected.Placeholder placeholder) {
        hub.beans().comparePlaceholder(path, new Expected.Placeholder(hub.ownName(placeholder.missingClassName()),
                placeholder.fields()), actual);
        return null;
    }

    @Override
    public Void sameInstance(Expected.SameInstance same) {
        if (same.instance() != actual) {
            hub.compare(path, same.instance(), actual, declared);
            findings.note(Outcome.DEGRADED, path, "expected the reader world's own instance "
                    + Evidence.value(same.instance()) + " got a distinct copy " + Evidence.value(actual));
        }
        return null;
    }

    @Override
    public Void anyImplementation(Expected.AnyImplementation any) {
        Object expected = any.value();
        boolean container = expected instanceof Collection || expected instanceof Map;
        if (!container || actual == null) {
            hub.compare(path, expected, actual, declared);
        } else if (!hub.alreadyCompared(path, expected, actual)) {
            if (expected instanceof Collection<?> collection) {
                hub.containers().compareCollection(path, collection, actual, false, declared);
            } else {
                hub.containers().compareMap(path, (Map<?, ?>) expected, actual, false, declared);
            }
        }
        return null;
    }

    @Override
    public Void contentOnlyFields(Expected.ContentOnlyFields relaxed) {
        compareIn(hub.mode().withContentOnlyFields(relaxed.fieldNames()), relaxed.expected());
        return null;
    }

    @Override
    public Void collectionsByContent(Expected.CollectionsByContent relaxed) {
        compareIn(hub.mode().withoutCollectionClasses(), relaxed.expected());
        return null;
    }

    /**
     * Compares {@code expected} under {@code relaxed}, then restores the mode the walk had: a node
     * relaxes what is below it, never its siblings compared after it.
     */
    private void compareIn(Mode relaxed, Object expected) {
        Mode before = hub.mode();
        hub.switchTo(relaxed);
        try {
            hub.compare(path, expected, actual, declared);
        } finally {
            hub.switchTo(before);
        }
    }
}
