package org.serialflex.selftest;

/**
 * Readers of another release of the {@link HonestAdapter}'s format: they declare its format, so a
 * lane may pair them with it, and each reads what the honest writer wrote in a way of its own.
 */
final class OtherReleases {

    private OtherReleases() {
    }

    /** A release that reads the format as an older layout: the values of {@code name} and {@code note} trade places. */
    public static final class MisreadsTheLayout extends HonestAdapter {
        /** The adapter {@code selftest-misreads-the-layout}, registered through META-INF/services. */
        public MisreadsTheLayout() {
            super("selftest-misreads-the-layout");
        }

        @Override
        public String format() {
            return new HonestAdapter().id();
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            if (hasField(read, "name") && hasField(read, "note")) {
                Object name = getField(read, "name");
                setField(read, "name", getField(read, "note"));
                setField(read, "note", name);
            }
            return read;
        }

        private static boolean hasField(Object target, String field) {
            try {
                target.getClass().getDeclaredField(field);
                return true;
            } catch (NoSuchFieldException e) {
                return false;
            }
        }
    }

    /** A release that refuses the format's current header, as a major release with a new format does. */
    public static final class RefusesTheFormat extends HonestAdapter {
        /** The adapter {@code selftest-refuses-the-format}, registered through META-INF/services. */
        public RefusesTheFormat() {
            super("selftest-refuses-the-format");
        }

        @Override
        public String format() {
            return new HonestAdapter().id();
        }

        @Override
        protected Object afterRead(Object read) {
            throw new IllegalStateException("unsupported format version 5, this release reads version 4");
        }
    }
}
