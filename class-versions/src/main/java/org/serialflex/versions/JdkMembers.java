package org.serialflex.versions;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

/** Looks up public JDK (and runtime helper) members that generated code calls. */
final class JdkMembers {

    private JdkMembers() {
    }

    static Method method(Class<?> owner, String name, Class<?>... parameters) {
        try {
            return owner.getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(owner.getName() + " has no public method " + name, e);
        }
    }

    static Constructor<?> constructor(Class<?> owner, Class<?>... parameters) {
        try {
            return owner.getConstructor(parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(owner.getName() + " has no public constructor", e);
        }
    }
}
