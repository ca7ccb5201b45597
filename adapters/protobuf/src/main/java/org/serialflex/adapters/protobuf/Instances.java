package org.serialflex.adapters.protobuf;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Creates the reader's object from the values read, as a hand-written mapper over generated code
 * would: a record through its canonical constructor (a component the message lacks gets Java's
 * default); a class with a no-arg constructor through it, then each field read is set; otherwise
 * through a constructor, or else a static factory, taking the mapped fields in declaration order
 * (the immutable value object's usual shape). A class with none of these cannot be built.
 */
final class Instances {

    private Instances() {
    }

    static Object create(Class<?> type, List<MessageSchema.MappedField> mapped, Map<Field, Object> values) {
        try {
            if (type.isRecord()) {
                RecordComponent[] components = type.getRecordComponents();
                Class<?>[] parameters = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
                Object[] arguments = new Object[components.length];
                for (int i = 0; i < components.length; i++) {
                    arguments[i] = valueOrDefault(values, field(type, components[i].getName()), parameters[i]);
                }
                return call(type.getDeclaredConstructor(parameters), arguments);
            }
            Constructor<?> noArgs = noArgConstructor(type);
            if (noArgs != null) {
                Object instance = call(noArgs, new Object[0]);
                for (Map.Entry<Field, Object> value : values.entrySet()) {
                    value.getKey().setAccessible(true);
                    value.getKey().set(instance, value.getValue());
                }
                return instance;
            }
            Class<?>[] parameters = mapped.stream().map(m -> m.field().getType()).toArray(Class<?>[]::new);
            Object[] arguments = new Object[parameters.length];
            for (int i = 0; i < parameters.length; i++) {
                arguments[i] = valueOrDefault(values, mapped.get(i).field(), parameters[i]);
            }
            return call(allFieldsCreator(type, parameters), arguments);
        } catch (IllegalAccessException | InstantiationException | NoSuchMethodException e) {
            throw new IllegalStateException("cannot create " + type.getName() + ": " + e, e);
        }
    }

    private static Constructor<?> noArgConstructor(Class<?> type) {
        try {
            return type.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Executable allFieldsCreator(Class<?> type, Class<?>[] parameters) throws NoSuchMethodException {
        try {
            return type.getDeclaredConstructor(parameters);
        } catch (NoSuchMethodException e) {
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isStatic(method.getModifiers()) && method.getReturnType() == type
                        && Arrays.equals(method.getParameterTypes(), parameters)) {
                    return method;
                }
            }
            throw new NoSuchMethodException(type.getName() + " has no no-arg constructor, and no constructor or "
                    + "static factory taking its fields in declaration order " + Arrays.toString(parameters));
        }
    }

    private static Object call(Executable creator, Object[] arguments)
            throws IllegalAccessException, InstantiationException {
        creator.setAccessible(true);
        try {
            return creator instanceof Constructor<?> constructor ? constructor.newInstance(arguments)
                    : ((Method) creator).invoke(null, arguments);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }

    private static Field field(Class<?> type, String name) {
        try {
            return type.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("record " + type.getName() + " has no field " + name, e);
        }
    }

    private static Object valueOrDefault(Map<Field, Object> values, Field field, Class<?> type) {
        if (values.containsKey(field)) {
            return values.get(field);
        }
        if (!type.isPrimitive()) {
            return null;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == char.class) {
            return '\0';
        }
        if (type == long.class) {
            return 0L;
        }
        if (type == float.class) {
            return 0f;
        }
        if (type == double.class) {
            return 0d;
        }
        return type == int.class ? 0 : type == short.class ? (Object) (short) 0 : (Object) (byte) 0;
    }
}
