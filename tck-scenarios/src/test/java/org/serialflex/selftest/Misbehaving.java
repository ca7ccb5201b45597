package org.serialflex.selftest;

import java.util.ArrayList;
import java.util.List;

/** Adapters built to misbehave, one way each; registered for the worlds in META-INF/services. */
public final class Misbehaving {

    private Misbehaving() {
    }

    /** Loses the value of {@code nickname} on read: silent data loss. */
    public static final class DropsField extends HonestAdapter {
        /** The adapter {@code selftest-drops-field}, registered through META-INF/services. */
        public DropsField() {
            super("selftest-drops-field");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            setField(read, "nickname", null);
            return read;
        }
    }

    /** Swaps {@code name} and {@code nickname}, two Strings: misaligned fields. */
    public static final class SwapsValues extends HonestAdapter {
        /** The adapter {@code selftest-swaps-values}, registered through META-INF/services. */
        public SwapsValues() {
            super("selftest-swaps-values");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            Object name = getField(read, "name");
            setField(read, "name", getField(read, "nickname"));
            setField(read, "nickname", name);
            return read;
        }
    }

    /** Hands back every list as an ArrayList: a type substitution that keeps the values. */
    public static final class SubstitutesList extends HonestAdapter {
        /** The adapter {@code selftest-substitutes-list}, registered through META-INF/services. */
        public SubstitutesList() {
            super("selftest-substitutes-list");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            setField(read, "friends", new ArrayList<>((List<?>) getField(read, "friends")));
            return read;
        }
    }

    /** Hands back the Long in a field declared Number as an Integer of the same value. */
    public static final class SubstitutesNumberType extends HonestAdapter {
        /** The adapter {@code selftest-substitutes-number}, registered through META-INF/services. */
        public SubstitutesNumberType() {
            super("selftest-substitutes-number");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            setField(read, "score", ((Number) getField(read, "score")).intValue());
            return read;
        }
    }

    /**
     * Hands back {@code friends} as a list that throws when iterated, as a lazily decoding
     * collection does when its bytes are bad: the library's failure, met while the kit walks it.
     */
    public static final class ThrowsWhenIterated extends HonestAdapter {
        /** The adapter {@code selftest-throws-when-iterated}, registered through META-INF/services. */
        public ThrowsWhenIterated() {
            super("selftest-throws-when-iterated");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            setField(read, "friends", new UndecodableList());
            return read;
        }
    }

    /** Two elements, neither of which can be decoded. */
    static final class UndecodableList extends java.util.AbstractList<String> {
        @Override
        public String get(int index) {
            throw new IllegalStateException("element " + index + " cannot be decoded on purpose");
        }

        @Override
        public int size() {
            return 2;
        }
    }

    /** Throws while writing. */
    public static final class ThrowsOnWrite extends HonestAdapter {
        /** The adapter {@code selftest-throws-on-write}, registered through META-INF/services. */
        public ThrowsOnWrite() {
            super("selftest-throws-on-write");
        }

        @Override
        public byte[] write(Object value) {
            throw new UnsupportedOperationException("cannot write " + value.getClass().getSimpleName() + " on purpose");
        }
    }

    /** Throws while reading. */
    public static final class ThrowsOnRead extends HonestAdapter {
        /** The adapter {@code selftest-throws-on-read}, registered through META-INF/services. */
        public ThrowsOnRead() {
            super("selftest-throws-on-read");
        }

        @Override
        protected Object afterRead(Object read) {
            throw new IllegalStateException("cannot read on purpose");
        }
    }

    /** Never returns from read. */
    public static final class SleepsForever extends HonestAdapter {
        /** The adapter {@code selftest-sleeps-forever}, registered through META-INF/services. */
        public SleepsForever() {
            super("selftest-sleeps-forever");
        }

        @Override
        protected Object afterRead(Object read) throws InterruptedException {
            Thread.sleep(Long.MAX_VALUE);
            return read;
        }
    }

    /** Recurses until the stack overflows. */
    public static final class RecursesForever extends HonestAdapter {
        /** The adapter {@code selftest-recurses-forever}, registered through META-INF/services. */
        public RecursesForever() {
            super("selftest-recurses-forever");
        }

        @Override
        protected Object afterRead(Object read) {
            return recurse(read, 0);
        }

        private Object recurse(Object read, long depth) {
            return depth < 0 ? read : recurse(read, depth + 1);
        }
    }

    /** Asks for an array larger than any heap. */
    public static final class AllocatesHugeArray extends HonestAdapter {
        /** The adapter {@code selftest-huge-array}, registered through META-INF/services. */
        public AllocatesHugeArray() {
            super("selftest-huge-array");
        }

        @Override
        protected Object afterRead(Object read) {
            long[] huge = new long[Integer.MAX_VALUE - 16];
            return huge.length > 0 ? read : null;
        }
    }

    /** Returns null from write, breaking the SPI contract. */
    public static final class WritesNull extends HonestAdapter {
        /** The adapter {@code selftest-writes-null}, registered through META-INF/services. */
        public WritesNull() {
            super("selftest-writes-null");
        }

        @Override
        public byte[] write(Object value) {
            return null;
        }
    }

    /**
     * Remembers the last written object in a static field and, if that field is set when reading,
     * returns it. Each world has its own copy of this class, so the reader never sees it.
     */
    public static final class RemembersInStaticField extends HonestAdapter {
        private static Object lastWritten;

        /** The adapter {@code selftest-static-state}, registered through META-INF/services. */
        public RemembersInStaticField() {
            super("selftest-static-state");
        }

        @Override
        public byte[] write(Object value) throws Exception {
            lastWritten = value;
            return super.write(value);
        }

        @Override
        protected Object afterRead(Object read) {
            return lastWritten != null ? lastWritten : read;
        }
    }

    /** Smuggles the writer's object through JDK-global state (system properties) to the reader. */
    public static final class LeaksAcrossWorlds extends HonestAdapter {
        private static final String KEY = "serialflex.selftest.smuggled";

        /** The adapter {@code selftest-leaks-across-worlds}, registered through META-INF/services. */
        public LeaksAcrossWorlds() {
            super("selftest-leaks-across-worlds");
        }

        @Override
        public byte[] write(Object value) throws Exception {
            System.getProperties().put(KEY, value);
            return super.write(value);
        }

        @Override
        protected Object afterRead(Object read) {
            return System.getProperties().remove(KEY);
        }
    }

    /**
     * Takes its whole JVM down with a SIGSEGV (a raw write to address 0, what a library's Unsafe
     * bug does) when it reads C08's String→int holder, and reads everything else honestly.
     */
    public static final class KillsItsJvm extends HonestAdapter {
        /** The adapter {@code selftest-kills-its-jvm}, registered through META-INF/services. */
        public KillsItsJvm() {
            super("selftest-kills-its-jvm");
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) throws Exception {
            if (rootType != null && rootType.getName().endsWith("HolderStringtoint")) {
                var field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
                field.setAccessible(true);
                ((sun.misc.Unsafe) field.get(null)).putAddress(0L, 0L);
            }
            return super.read(bytes, rootType);
        }
    }
}
