package org.serialflex.tck;

import org.serialflex.safety.JavaStreamsAdapter;

/**
 * Java serialization as {@link SerialflexEngineTest}'s adapters: one that reads what it wrote, one
 * that fails every read the same way, and another release of the first one's format for a lane.
 * Registered with this module's other test adapters (they need no criteria).
 */
final class EngineTestAdapters {

    private EngineTestAdapters() {
    }

    /** Reads what it wrote: plain Java serialization, no filter. */
    public static class Honest extends JavaStreamsAdapter {
        public Honest() {
            this("engine-honest");
        }

        Honest(String id) {
            super(id, null, false);
        }

        @Override
        public String displayName() {
            return getClass().getSimpleName();
        }
    }

    /** Sets a field the reader's class does not have: every read fails with a NoSuchFieldException. */
    public static final class DropsField extends Honest {
        public DropsField() {
            super("engine-drops-field");
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) throws Exception {
            Object read = super.read(bytes, rootType);
            read.getClass().getDeclaredField("nickname").set(read, null);
            return read;
        }
    }

    /** Another release of {@link Honest}'s format that trades the values of {@code name} and {@code note}. */
    public static final class MisreadsTheLayout extends Honest {
        public MisreadsTheLayout() {
            super("engine-misreads-the-layout");
        }

        @Override
        public String format() {
            return new Honest().id();
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) throws Exception {
            Object read = super.read(bytes, rootType);
            java.lang.reflect.Field name;
            java.lang.reflect.Field note;
            try {
                name = read.getClass().getDeclaredField("name");
                note = read.getClass().getDeclaredField("note");
            } catch (NoSuchFieldException e) {
                return read; // another criterion's class: nothing to trade
            }
            name.setAccessible(true);
            note.setAccessible(true);
            Object was = name.get(read);
            name.set(read, note.get(read));
            note.set(read, was);
            return read;
        }
    }
}
