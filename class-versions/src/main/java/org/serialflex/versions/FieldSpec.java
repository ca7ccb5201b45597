package org.serialflex.versions;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * One declared field (or record component) of a {@link Dto}.
 *
 * @param name        field name
 * @param type        declared type
 * @param options     modifiers on top of {@code private}
 * @param initializer constant assigned by every generated constructor, if any
 * @param origin      the name the field was first declared with: a rename keeps it, so the field's
 *                    {@linkplain FieldIdentities identity} survives the rename
 */
record FieldSpec(String name, TypeRef type, Set<FieldOption> options, Optional<Object> initializer, String origin) {

    FieldSpec {
        Names.requireIdentifier("field name", name);
        options = options.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(options));
    }

    /** A newly declared field: its origin is its name. */
    FieldSpec(String name, TypeRef type, Set<FieldOption> options, Optional<Object> initializer) {
        this(name, type, options, initializer, name);
    }

    static FieldSpec of(String name, TypeRef type, FieldOption... options) {
        return new FieldSpec(name, type, Set.of(options), Optional.empty());
    }

    boolean isStatic() {
        return options.contains(FieldOption.STATIC);
    }

    boolean isFinal() {
        return options.contains(FieldOption.FINAL);
    }

    boolean isTransient() {
        return options.contains(FieldOption.TRANSIENT);
    }

    /** Whether the field is an all-args constructor parameter: an instance, non-transient field. */
    boolean isConstructorParameter() {
        return !isStatic() && !isTransient();
    }

    FieldSpec withName(String newName) {
        return new FieldSpec(newName, type, options, initializer, origin);
    }

    FieldSpec withType(TypeRef newType) {
        return new FieldSpec(name, newType, options, initializer, origin);
    }

    FieldSpec withOptions(Set<FieldOption> newOptions) {
        return new FieldSpec(name, type, newOptions, initializer, origin);
    }

    FieldSpec withOption(FieldOption option) {
        EnumSet<FieldOption> all = EnumSet.of(option);
        all.addAll(options);
        return withOptions(all);
    }
}
