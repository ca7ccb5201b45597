package org.serialflex.selftest;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Adapters that each break one rule of the specification the same way in every case, for
 * {@link OneRuleEverywhereSelfTest}: they read honestly (Java serialization, an unknown class as a
 * Map of its fields) and then misbehave on the object they return.
 */
public final class RuleBreakers {

    private RuleBreakers() {
    }

    /** Honest reading, then one misbehaviour applied to the reader's object. */
    abstract static class RuleBreaker extends UnknownClassStandIns {
        RuleBreaker(String id) {
            super(id);
        }

        @Override
        Object standIn(Object stub) throws IllegalAccessException {
            return fieldsOf(stub);
        }

        @Override
        public final Object read(byte[] bytes, Class<?> rootType) throws Exception {
            return misbehave(super.read(bytes, rootType));
        }

        /** The object this adapter hands back instead of {@code read}. */
        abstract Object misbehave(Object read) throws Exception;
    }

    /** Leaves {@code name}, which every baseline bean has and the writer set, at null: a silent default. */
    public static final class DefaultsAField extends RuleBreaker {
        /** The adapter {@code selftest-defaults-a-field}, registered through META-INF/services. */
        public DefaultsAField() {
            super("selftest-defaults-a-field");
        }

        @Override
        Object misbehave(Object read) throws Exception {
            setField(read, "name", null);
            return read;
        }
    }

    /** Puts {@code name}'s value into its neighbour {@code note} as well, as a positional misread does. */
    public static final class ShiftsIntoANeighbour extends RuleBreaker {
        /** The adapter {@code selftest-shifts-into-a-neighbour}, registered through META-INF/services. */
        public ShiftsIntoANeighbour() {
            super("selftest-shifts-into-a-neighbour");
        }

        @Override
        Object misbehave(Object read) throws Exception {
            setField(read, "note", getField(read, "name"));
            return read;
        }
    }

    /** Hands back every map held by a bean field as a HashMap with the same entries. */
    public static final class MapsAsHashMaps extends RuleBreaker {
        /** The adapter {@code selftest-maps-as-hash-maps}, registered through META-INF/services. */
        public MapsAsHashMaps() {
            super("selftest-maps-as-hash-maps");
        }

        @Override
        Object misbehave(Object read) throws Exception {
            replaceMaps(read, Collections.newSetFromMap(new IdentityHashMap<>()));
            return read;
        }

        private static void replaceMaps(Object bean, Set<Object> seen) throws IllegalAccessException {
            if (bean == null || BeanFields.isJdk(bean.getClass()) || bean.getClass().isEnum() || !seen.add(bean)) {
                return;
            }
            for (Field field : BeanFields.of(bean.getClass()).values()) {
                Object value = field.get(bean);
                if (value instanceof Map<?, ?> map && value.getClass() != HashMap.class) {
                    field.set(bean, new HashMap<>(map));
                } else {
                    replaceMaps(value, seen);
                }
            }
        }
    }

    /**
     * Ignores the class's own hooks, as a field copier does, while every value the writer sent still
     * arrives: readExternal's flag stays false, readObject's derived field stays null, readResolve
     * neither restores the bean from its serialization proxy nor returns the reader's singleton.
     */
    public static final class SkipsHooks extends RuleBreaker {
        /** The adapter {@code selftest-skips-hooks}, registered through META-INF/services. */
        public SkipsHooks() {
            super("selftest-skips-hooks");
        }

        @Override
        Object misbehave(Object read) throws Exception {
            Map<String, Field> fields = BeanFields.of(read.getClass());
            if (fields.containsKey("readThroughExternal")) {
                setField(read, "readThroughExternal", false);
            }
            if (fields.containsKey("label")) {
                setField(read, "label", null);
            }
            if (fields.containsKey("policy") && getField(read, "policy") != null) {
                setField(read, "policy", copy(getField(read, "policy"), getField(read, "policy").getClass()));
            }
            Class<?> proxy = serializationProxyOf(read.getClass());
            return proxy == null ? read : copy(read, proxy);
        }

        /** C16's {@code HolderProxy} beside a {@code Holder}, when the reader world has one. */
        private static Class<?> serializationProxyOf(Class<?> type) {
            try {
                return Class.forName(type.getName() + "Proxy", false, type.getClassLoader());
            } catch (ClassNotFoundException none) {
                return null;
            }
        }
    }

    /** A new object of {@code type}, allocated without a constructor, with {@code source}'s fields by name. */
    static Object copy(Object source, Class<?> type) throws Exception {
        Constructor<?> allocator = sun.reflect.ReflectionFactory.getReflectionFactory()
                .newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
        Object copy = allocator.newInstance();
        Map<String, Field> sourceFields = BeanFields.of(source.getClass());
        for (Field field : BeanFields.of(type).values()) {
            Field from = sourceFields.get(field.getName());
            if (from != null) {
                field.set(copy, from.get(source));
            }
        }
        return copy;
    }
}
