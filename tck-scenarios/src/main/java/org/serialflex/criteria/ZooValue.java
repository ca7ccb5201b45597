package org.serialflex.criteria;

import org.serialflex.runner.ObjectFactory;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.List;

/**
 * One value of the {@link ValueZoo}: what it is called in case ids and titles, the type a DTO declares for it, and
 * how to build it in a world (a fresh object on every call, so the writer's value and the reader's expectation are
 * never one object, and two holdings of one case never share it by accident).
 *
 * @param name     the value's part of a case id, e.g. {@code uuid}
 * @param title    the value as a title names it, e.g. {@code UUID}
 * @param declared the type a field holding it declares, e.g. {@code UUID}, {@code List<Map<String, List<Item>>>}
 * @param value    builds the value in a world
 * @param classes  the generated classes the value needs (an enum, a record, a bean), besides the holders
 */
record ZooValue(String name, String title, TypeRef declared, ObjectFactory value, List<Dto> classes) {

    ZooValue {
        classes = List.copyOf(classes);
    }

    /** A value of the JDK alone. */
    static ZooValue of(String name, String title, Class<?> declared, ObjectFactory value) {
        return new ZooValue(name, title, TypeRef.of(declared), value, List.of());
    }

    /** A value of the JDK whose declared type is generic. */
    static ZooValue of(String name, String title, TypeRef declared, ObjectFactory value) {
        return new ZooValue(name, title, declared, value, List.of());
    }
}
