package org.serialflex.runner;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Map;

/**
 * Instantiates the DTO classes of one world by name, so a case's object factory reads like the
 * object it builds:
 * <pre>{@code
 * w -> w.bean("org.serialflex.dto.c05.Person", "name", "Ann", "age", 42)
 * }</pre>
 * Values for primitive fields are converted to the field's type (42 fits a {@code long} field).
 * Names are the declared ones; the world holds the case's own classes ({@link CaseNames}).
 */
public final class WorldObjects {

    private final ClassLoader loader;
    private final CaseNames names;

    WorldObjects(ClassLoader loader, CaseNames names) {
        this.loader = loader;
        this.names = names;
    }

    /** This world's class declared as {@code className} (the case's own class of that name). */
    public Class<?> type(String className) {
        try {
            return Class.forName(names.own(className), true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("This world has no class " + className, e);
        }
    }

    /**
     * A bean built with its no-arg constructor when it has one (initializers run), else allocated
     * without any constructor, then the given fields set by reflection (final ones included).
     */
    public Object bean(String className, Object... namesAndValues) {
        Class<?> type = type(className);
        Object bean = instantiate(type);
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            set(bean, (String) namesAndValues[i], namesAndValues[i + 1]);
        }
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("bean(" + className + ") needs name/value pairs");
        }
        return bean;
    }

    /** Sets one field (for cycles: build both ends, then link them). Returns {@code bean}. */
    public Object set(Object bean, String fieldName, Object value) {
        Field field = BeanFields.of(bean.getClass()).get(fieldName);
        if (field == null) {
            throw new IllegalArgumentException(names.declared(bean.getClass().getName()) + " has no field " + fieldName
                    + "; it declares " + BeanFields.of(bean.getClass()).keySet());
        }
        try {
            field.set(bean, fit(value, field.getType()));
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new IllegalArgumentException("Cannot set " + field + " to " + value, e);
        }
        return bean;
    }

    /** Calls the class's only public constructor, or its public static {@code of} factory, with {@code args}. */
    public Object construct(String className, Object... args) throws Exception {
        Class<?> type = type(className);
        for (Constructor<?> constructor : type.getConstructors()) {
            if (constructor.getParameterCount() == args.length) {
                return invoke(() -> constructor.newInstance(fitAll(args, constructor.getParameterTypes())));
            }
        }
        for (Method method : type.getMethods()) {
            if (Modifier.isStatic(method.getModifiers()) && method.getName().equals("of")
                    && method.getParameterCount() == args.length) {
                return invoke(() -> method.invoke(null, fitAll(args, method.getParameterTypes())));
            }
        }
        throw new IllegalArgumentException(className + " has no public constructor or static of(...) with "
                + args.length + " parameters");
    }

    /** A record built through its canonical constructor, components in declaration order. */
    public Object record(String className, Object... componentValues) throws Exception {
        Class<?> type = type(className);
        RecordComponent[] components = type.getRecordComponents();
        if (components == null || components.length != componentValues.length) {
            throw new IllegalArgumentException(className + " is not a record with " + componentValues.length
                    + " components");
        }
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
        }
        Constructor<?> canonical = type.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return invoke(() -> canonical.newInstance(fitAll(componentValues, types)));
    }

    /** The constant {@code name} of this world's enum {@code className}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Object enumConstant(String className, String name) {
        return Enum.valueOf((Class) type(className), name);
    }

    /** An array of this world's class {@code componentClassName} (or a JDK class name) holding {@code elements}. */
    public Object array(String componentClassName, Object... elements) {
        Object array = Array.newInstance(type(componentClassName), elements.length);
        for (int i = 0; i < elements.length; i++) {
            Array.set(array, i, elements[i]);
        }
        return array;
    }

    /** The value of a static field, e.g. a singleton's {@code INSTANCE}. */
    public Object staticField(String className, String fieldName) throws ReflectiveOperationException {
        Field field = type(className).getDeclaredField(fieldName);
        field.setAccessible(true);
        return field.get(null);
    }

    private static Object instantiate(Class<?> type) {
        try {
            Constructor<?> noArg = type.getDeclaredConstructor();
            noArg.setAccessible(true);
            return noArg.newInstance();
        } catch (NoSuchMethodException e) {
            return Allocation.withoutConstructor(type);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot instantiate " + type.getName(), e);
        }
    }

    private static Object[] fitAll(Object[] values, Class<?>[] types) {
        Object[] fitted = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            fitted[i] = fit(values[i], types[i]);
        }
        return fitted;
    }

    private static final Map<Class<?>, java.util.function.Function<Number, Object>> NUMBER_FITS = Map.of(
            long.class, Number::longValue, int.class, Number::intValue, short.class, Number::shortValue,
            byte.class, Number::byteValue, double.class, Number::doubleValue, float.class, Number::floatValue);

    private static Object fit(Object value, Class<?> type) {
        if (value instanceof Number number && NUMBER_FITS.containsKey(type)) {
            return NUMBER_FITS.get(type).apply(number);
        }
        return value;
    }

    private interface Reflective {
        Object call() throws ReflectiveOperationException;
    }

    private static Object invoke(Reflective call) throws Exception {
        try {
            return call.call();
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        }
    }
}
