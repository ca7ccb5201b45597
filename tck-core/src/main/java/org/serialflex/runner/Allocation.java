package org.serialflex.runner;

import java.lang.reflect.Constructor;

/** Allocates an object without running any of its constructors, as serialization frameworks do. */
final class Allocation {

    private Allocation() {
    }

    static Object withoutConstructor(Class<?> type) {
        try {
            Constructor<?> objectConstructor = Object.class.getDeclaredConstructor();
            Constructor<?> allocator = sun.reflect.ReflectionFactory.getReflectionFactory()
                    .newConstructorForSerialization(type, objectConstructor);
            return allocator.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot allocate " + type.getName() + " without a constructor", e);
        }
    }
}
