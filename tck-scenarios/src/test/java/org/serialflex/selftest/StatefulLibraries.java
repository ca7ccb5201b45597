package org.serialflex.selftest;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Libraries that keep static state from one adapter instance to the next, as real ones do (a
 * schema cache, a class registry, a per-copy identity), each honest within one fresh world. They
 * prove that sharing worlds between cases never lets one case's leftovers change another's verdict.
 * Each frames Java serialization ({@link HonestAdapter}) behind a header of its own.
 */
final class StatefulLibraries {

    private StatefulLibraries() {
    }

    /**
     * Caches, under the root class's name, the field layout the writer sent the first time it read
     * that name, and trusts the cache ever after: a reader world that met a name under another
     * writer's class would misread. Harmless only if a name always means the same in a world.
     */
    public static final class CachesWriterLayoutByName extends HonestAdapter {
        private static final Map<String, String> LAYOUTS = new ConcurrentHashMap<>();

        /** The adapter {@code selftest-caches-layout-by-name}, registered through META-INF/services. */
        public CachesWriterLayoutByName() {
            super("selftest-caches-layout-by-name");
        }

        @Override
        public byte[] write(Object value) throws Exception {
            return frame(value.getClass().getName() + "=" + layout(value.getClass()), super.write(value));
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) throws Exception {
            Framed framed = Framed.of(bytes);
            String name = framed.header().substring(0, framed.header().indexOf('='));
            String cached = LAYOUTS.computeIfAbsent(name, n -> framed.header());
            if (!cached.equals(framed.header())) {
                throw new StreamCorruptedException("cached layout " + cached + " does not match " + framed.header());
            }
            return super.read(framed.payload(), rootType);
        }

        private static String layout(Class<?> type) {
            return Arrays.stream(type.getDeclaredFields()).map(f -> f.getName() + ":" + f.getType().getName()).toList()
                    .toString();
        }
    }

    /**
     * Numbers root classes in the order it first meets them, in a static registry on each side,
     * and writes the number instead of trusting the class name: in fresh worlds both sides say 0,
     * in a world that met other classes first the numbers part. Only bytes show it.
     */
    public static final class NumbersClassesAsItMeetsThem extends HonestAdapter {
        private static final List<String> MET = new ArrayList<>();

        /** The adapter {@code selftest-numbers-classes}, registered through META-INF/services. */
        public NumbersClassesAsItMeetsThem() {
            super("selftest-numbers-classes");
        }

        @Override
        public byte[] write(Object value) throws Exception {
            return frame(String.valueOf(number(value.getClass().getName())), super.write(value));
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) throws Exception {
            Framed framed = Framed.of(bytes);
            if (rootType != null && number(rootType.getName()) != Integer.parseInt(framed.header())) {
                throw new StreamCorruptedException("class number " + framed.header() + " is not "
                        + rootType.getName() + " here");
            }
            return super.read(framed.payload(), rootType);
        }

        private static int number(String className) {
            synchronized (MET) {
                if (!MET.contains(className)) {
                    MET.add(className);
                }
                return MET.indexOf(className);
            }
        }
    }

    /** Writes an identity of its own library copy and refuses bytes that carry its own. */
    public static final class RefusesItsOwnCopy extends HonestAdapter {
        private static final String COPY = UUID.randomUUID().toString();

        /** The adapter {@code selftest-refuses-its-own-copy}, registered through META-INF/services. */
        public RefusesItsOwnCopy() {
            super("selftest-refuses-its-own-copy");
        }

        @Override
        public byte[] write(Object value) throws Exception {
            return frame(COPY, super.write(value));
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) throws Exception {
            Framed framed = Framed.of(bytes);
            if (framed.header().equals(COPY)) {
                throw new IllegalStateException("writer and reader share one library copy " + COPY);
            }
            return super.read(framed.payload(), rootType);
        }
    }

    private static byte[] frame(String header, byte[] payload) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF(header);
            out.write(payload);
        }
        return bytes.toByteArray();
    }

    private record Framed(String header, byte[] payload) {
        static Framed of(byte[] bytes) throws IOException {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            String header = in.readUTF();
            return new Framed(header, in.readAllBytes());
        }
    }
}
