package org.serialflex.verdicts;

import java.lang.reflect.Field;
import java.util.Set;

/** The expected field values of a bean, whether an object of the reader world or an {@link Expected.Bean} gives them. */
interface ExpectedFields {

    Iterable<String> names();

    Object value(String name);

    /** The value of {@code name}, or {@link JavaDefaults#JAVA_DEFAULT} when the expectation does not list it. */
    Object valueOrDefault(String name);

    /**
     * @throws KitDefect when the expectation names a field the reader's class does not declare
     */
    void requireKnown(Set<String> actualNames);

    /** The fields of an expected object built in the reader world. */
    record OfObject(Object expected) implements ExpectedFields {
        @Override
        public Iterable<String> names() {
            return BeanFields.of(expected.getClass()).keySet();
        }

        @Override
        public Object value(String name) {
            return BeanFields.read(BeanFields.of(expected.getClass()).get(name), expected);
        }

        @Override
        public Object valueOrDefault(String name) {
            Field field = BeanFields.of(expected.getClass()).get(name);
            return field == null ? JavaDefaults.JAVA_DEFAULT : BeanFields.read(field, expected);
        }

        @Override
        public void requireKnown(Set<String> actualNames) {
            // the expected object is of the reader's own class: its fields are the reader's
        }
    }

    /** The fields an {@link Expected.Bean} lists; every other field is expected at its Java default. */
    record Described(Expected.Bean bean) implements ExpectedFields {
        @Override
        public Iterable<String> names() {
            return bean.fields().keySet();
        }

        @Override
        public Object value(String name) {
            return bean.fields().get(name);
        }

        @Override
        public Object valueOrDefault(String name) {
            return bean.fields().containsKey(name) ? bean.fields().get(name) : JavaDefaults.JAVA_DEFAULT;
        }

        @Override
        public void requireKnown(Set<String> actualNames) {
            for (String name : bean.fields().keySet()) {
                if (!actualNames.contains(name)) {
                    throw new KitDefect("The expectation names field '" + name + "' but the reader's "
                            + bean.className() + " declares only " + actualNames + "; fix the case definition");
                }
            }
        }
    }
}
