package org.serialflex.check;

import org.instancio.settings.Settings;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * What the user says about the samples. A selector is either a field, {@code com.acme.Order.notes}
 * (the class as the root is named, binary name; the field may be declared in one of its
 * superclasses), or a type, {@code com.acme.Audit} (every field, element and value of exactly that
 * declared type, a JDK type such as {@code java.util.concurrent.Future} as well).
 *
 * @param excluded          selectors whose fields are left {@code null} (or 0, false for primitives)
 * @param values            selector → value, a string converted to the field's type: strings, numbers
 *                          (primitives, wrappers, BigDecimal, BigInteger), booleans, characters, enums by
 *                          constant name
 * @param instancioSettings a file of Instancio settings in Instancio's own properties format
 *                          ({@code collection.min.size=2}, {@code string.max.length=5}, {@code
 *                          subtype.java.util.List=java.util.LinkedList}...), over the check's defaults
 */
record SampleRules(List<String> excluded, Map<String, String> values, Optional<Path> instancioSettings) {

    /** No rules: every field populated by Instancio with the check's defaults. */
    static final SampleRules NONE = new SampleRules(List.of(), Map.of(), Optional.empty());

    SampleRules {
        excluded = excluded.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        Map<String, String> copy = new LinkedHashMap<>();
        values.forEach((selector, value) -> copy.put(selector.strip(), value));
        values = java.util.Collections.unmodifiableMap(copy);
        instancioSettings = instancioSettings == null ? Optional.empty() : instancioSettings;
    }

    /**
     * The user's Instancio settings, empty without a file.
     *
     * @throws CheckInputException when the file cannot be read or Instancio does not take it
     */
    Optional<Settings> settings() {
        if (instancioSettings.isEmpty()) {
            return Optional.empty();
        }
        Path file = instancioSettings.get();
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new CheckInputException("Cannot read the Instancio settings " + file + " (" + e + "); give a "
                    + "properties file in Instancio's format (collection.max.size=3).");
        }
        try {
            return Optional.of(Settings.from(properties));
        } catch (RuntimeException e) {
            throw new CheckInputException("Instancio does not take the settings in " + file + ": "
                    + UncreatableField.describe(e) + ". See Instancio's Keys for the setting names and values.");
        }
    }

    /**
     * Checks that every selector names a class, or a class and one of its fields, of either version
     * (a type selector may name any class of the check's class path).
     *
     * @throws CheckInputException naming the selector and what it should look like
     */
    void validate(ClassShapes oldShapes, ClassShapes newShapes) {
        settings();
        for (String selector : excluded) {
            validate(selector, "--exclude", oldShapes, newShapes);
        }
        for (String selector : values.keySet()) {
            validate(selector, "--set", oldShapes, newShapes);
        }
    }

    private static void validate(String selector, String option, ClassShapes oldShapes, ClassShapes newShapes) {
        for (ClassShapes shapes : List.of(oldShapes, newShapes)) {
            if (Selector.of(selector, shapes::type, shapes::has).isPresent()) {
                return;
            }
        }
        throw new CheckInputException("The selector " + selector + " of " + option + " names no class and no field of "
                + "a class in either version; write com.acme.Order.notes for a field (binary class name, Outer$Inner "
                + "for a nested class) or com.acme.Audit for every field of that type.");
    }

    /** A selector resolved in one version: a type, or a field with the class that declares it. */
    record Selector(String text, Class<?> type, java.lang.reflect.Field field) {

        /** The field's type, or the type. */
        Class<?> valueType() {
            return field == null ? type : field.getType();
        }

        /**
         * @param typeOf  a version's classes (and the JDK's) by binary name
         * @param isTeams whether a binary name is one of that version's classes
         * @return empty when that version has no such class or field
         */
        static Optional<Selector> of(String text, java.util.function.Function<String, Class<?>> typeOf,
                                     java.util.function.Predicate<String> isTeams) {
            Optional<Class<?>> whole = load(text, typeOf);
            if (whole.isPresent()) {
                return Optional.of(new Selector(text, whole.get(), null));
            }
            int dot = text.lastIndexOf('.');
            if (dot < 0) {
                return Optional.empty();
            }
            String owner = text.substring(0, dot);
            String fieldName = text.substring(dot + 1);
            if (!isTeams.test(owner)) {
                return Optional.empty();
            }
            for (Class<?> c = load(owner, typeOf).orElse(null); c != null && c != Object.class; c = c.getSuperclass()) {
                for (java.lang.reflect.Field field : c.getDeclaredFields()) {
                    if (field.getName().equals(fieldName) && !java.lang.reflect.Modifier.isStatic(field.getModifiers())) {
                        return Optional.of(new Selector(text, c, field));
                    }
                }
            }
            return Optional.empty();
        }

        private static Optional<Class<?>> load(String name, java.util.function.Function<String, Class<?>> typeOf) {
            try {
                return Optional.ofNullable(typeOf.apply(name));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }
    }
}
