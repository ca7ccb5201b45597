package org.serialflex.verdicts;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A node of an expectation that is more than "equal to this value": a bean described by class
 * name and fields, or a rule such as "Java default or the initializer". Expectations are trees
 * of plain values (compared deeply, concrete types included), objects built in the reader world,
 * and these nodes. Build them with {@link Expect}.
 */
public sealed interface Expected {

    /**
     * Hands this node to the {@code visitor} method of its type. Every node type implements it and
     * has a method in {@link Visitor}, so a new node type does not compile until every comparison
     * says what it means: none can fall through a chain of {@code instanceof} and compare nothing.
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * One method per node type: the exhaustive dispatch over {@link Expected}.
     *
     * @param <R> what the visit returns
     */
    interface Visitor<R> {
        R bean(Bean node);

        R enumConstant(EnumConstant node);

        R defaultOr(DefaultOr node);

        R passOrDegraded(PassOrDegraded node);

        R placeholder(Placeholder node);

        R sameInstance(SameInstance node);

        R anyImplementation(AnyImplementation node);

        R contentOnlyFields(ContentOnlyFields node);

        R collectionsByContent(CollectionsByContent node);
    }

    /**
     * A bean or record of the reader world described by class name; every field of the actual
     * object that is not listed must hold its Java default.
     */
    record Bean(String className, Map<String, Object> fields) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.bean(this);
        }

        public Bean {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }

        /** A copy with {@code field} expected to match {@code value} (a plain value or another node). */
        public Bean field(String field, Object value) {
            Map<String, Object> copy = new LinkedHashMap<>(fields);
            copy.put(field, value);
            return new Bean(className, copy);
        }
    }

    /** The constant named {@code name} of the reader world's enum {@code className}. */
    record EnumConstant(String className, String name) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.enumConstant(this);
        }

    }

    /** PASS when the value is the Java default (null, 0, false) or matches {@code alternative}. */
    record DefaultOr(Object alternative, String why) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.defaultOr(this);
        }

    }

    /** PASS when the value matches {@code pass}, DEGRADED when it matches {@code degraded}. */
    record PassOrDegraded(Object pass, Object degraded, String degradedMeans) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.passOrDegraded(this);
        }

    }

    /**
     * An object the reader has no class for: PASS when some object stands in for it (a generated
     * stub or a map) whose fields hold these values, DEGRADED when it was dropped (null).
     */
    record Placeholder(String missingClassName, Map<String, Object> fields) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.placeholder(this);
        }

        public Placeholder {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }
    }

    /**
     * The very object {@code instance} of the reader world (a singleton): PASS when the reader
     * returns it, DEGRADED when it returns an equal copy, CORRUPT otherwise.
     */
    record SameInstance(Object instance) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sameInstance(this);
        }

    }

    /**
     * A collection or map compared by content only (and by order where {@code value} is ordered):
     * which implementation class the reader chose does not count. For the baseline bean's own
     * List and Map fields, so that concrete-class fidelity is scored once, in C17 and C18.
     */
    record AnyImplementation(Object value) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.anyImplementation(this);
        }

    }

    /**
     * {@code expected}, with every field named in {@code fieldNames}, wherever it appears in the
     * graph, compared as {@link AnyImplementation}.
     */
    record ContentOnlyFields(Object expected, java.util.Set<String> fieldNames) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.contentOnlyFields(this);
        }

        public ContentOnlyFields {
            fieldNames = java.util.Set.copyOf(fieldNames);
        }
    }

    /**
     * {@code expected} with no collection's or map's concrete class judged anywhere in it: content,
     * and order where the declared type promises one, only. Every criterion but C17 and C18 (whose
     * subject the concrete class is) wraps its expectation in this, so one trait costs points once.
     */
    record CollectionsByContent(Object expected) implements Expected {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.collectionsByContent(this);
        }
    }
}
