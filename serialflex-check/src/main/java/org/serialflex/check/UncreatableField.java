package org.serialflex.check;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Why Instancio cannot create a sample of a root class, as bad input that names the field at fault and the
 * fix ({@code --exclude}, {@code --set}): the deepest field of the team's classes Instancio cannot create on
 * its own, found by trying each field's declared type with the sample's own settings.
 */
final class UncreatableField {

    private final RootType root;
    private final Set<String> teamClasses;
    private final SampleRules rules;
    private final Consumer<Type> create;

    /**
     * @param create creates one value of a declared type as the sample would (Instancio, the sample's settings),
     *               throwing when it cannot
     */
    UncreatableField(RootType root, Set<String> teamClasses, SampleRules rules, Consumer<Type> create) {
        this.root = root;
        this.teamClasses = teamClasses;
        this.rules = rules;
        this.create = create;
    }

    /**
     * The failure of Instancio on the root, with the field at fault: the deepest field of the team's
     * classes that Instancio cannot create on its own, found by trying each field's declared type.
     */
    CheckInputException explain(Throwable error, Type type) {
        Optional<CheckInputException> missing = MissingClass.of(error, root.className(), "populating");
        if (missing.isPresent()) {
            return missing.get();
        }
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        Optional<String> culprit;
        try {
            culprit = culprit(raw, new LinkedHashSet<>());
        } catch (RuntimeException | LinkageError e) {
            culprit = Optional.empty();
        }
        if (culprit.isPresent()) {
            String field = culprit.get().substring(0, culprit.get().indexOf(' '));
            return new CheckInputException("Instancio cannot create " + culprit.get() + " for a sample of " + root
                    + " (" + describe(error) + "): exclude it with --exclude " + field + " or give a value with --set "
                    + field + "=<value>.");
        }
        return new CheckInputException("Instancio cannot create a sample of " + root + " (" + describe(error)
                + "): exclude the field at fault with --exclude <class>.<field>, or give it a value with --set "
                + "<class>.<field>=<value>, or change Instancio's settings (a properties file of Instancio's keys).");
    }

    /** {@code Owner.field (declared type)} of the first field Instancio cannot create, the deepest one. */
    private Optional<String> culprit(Class<?> owner, Set<Class<?>> seen) {
        if (!seen.add(owner) || seen.size() > 50) {
            return Optional.empty();
        }
        for (Class<?> c = owner; c != null && teamClasses.contains(c.getName()); c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic() || isRuled(owner, field)) {
                    continue;
                }
                Type fieldType = field.getGenericType();
                if (hasTypeVariable(fieldType)) {
                    continue;
                }
                try {
                    create.accept(fieldType);
                } catch (RuntimeException | LinkageError e) {
                    if (teamClasses.contains(field.getType().getName())) {
                        Optional<String> deeper = culprit(field.getType(), seen);
                        if (deeper.isPresent()) {
                            return deeper;
                        }
                    }
                    return Optional.of(owner.getName() + "." + field.getName() + " (" + fieldType.getTypeName() + ")");
                }
            }
        }
        return Optional.empty();
    }

    private boolean isRuled(Class<?> owner, Field field) {
        List<String> selectors = new ArrayList<>(rules.excluded());
        selectors.addAll(rules.values().keySet());
        return selectors.contains(owner.getName() + "." + field.getName())
                || selectors.contains(field.getDeclaringClass().getName() + "." + field.getName())
                || selectors.contains(field.getType().getName());
    }

    private static boolean hasTypeVariable(Type type) {
        if (type instanceof TypeVariable<?>) {
            return true;
        }
        if (type instanceof ParameterizedType p) {
            return java.util.Arrays.stream(p.getActualTypeArguments()).anyMatch(UncreatableField::hasTypeVariable);
        }
        if (type instanceof GenericArrayType a) {
            return hasTypeVariable(a.getGenericComponentType());
        }
        if (type instanceof WildcardType w) {
            return java.util.Arrays.stream(w.getUpperBounds()).anyMatch(UncreatableField::hasTypeVariable)
                    || java.util.Arrays.stream(w.getLowerBounds()).anyMatch(UncreatableField::hasTypeVariable);
        }
        return false;
    }

    /** An error in one line, never empty: its first line, else its class (and its cause's). */
    static String describe(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String message = t.getMessage();
            if (message != null && !message.isBlank()) {
                String line = message.strip().lines().map(String::strip).filter(l -> !l.isEmpty()
                        && !l.startsWith("Error creating")).findFirst().orElse(message.strip().lines().findFirst().orElse(""));
                return t.getClass().getSimpleName() + ": " + line;
            }
        }
        return error.getClass().getName() + " without a message";
    }
}
