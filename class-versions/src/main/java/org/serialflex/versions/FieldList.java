package org.serialflex.versions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The fields of a {@link Dto} in declaration order, with the edits the DSL offers. Every edit
 * returns a new list; errors name the owning class and the field.
 */
record FieldList(String owner, List<FieldSpec> fields) {

    FieldList {
        fields = List.copyOf(fields);
    }

    static FieldList empty(String owner) {
        return new FieldList(owner, List.of());
    }

    Optional<FieldSpec> find(String name) {
        return fields.stream().filter(field -> field.name().equals(name)).findFirst();
    }

    FieldSpec require(String name) {
        return find(name).orElseThrow(() -> unknown(name));
    }

    boolean isEmpty() {
        return fields.isEmpty();
    }

    FieldList add(FieldSpec field) {
        return insertAt(fields.size(), field);
    }

    FieldList insertFirst(FieldSpec field) {
        return insertAt(0, field);
    }

    FieldList insertAfter(String existing, FieldSpec field) {
        return insertAt(indexOf(existing) + 1, field);
    }

    FieldList remove(String name) {
        List<FieldSpec> copy = new ArrayList<>(fields);
        copy.remove(indexOf(name));
        return new FieldList(owner, copy);
    }

    FieldList rename(String oldName, String newName) {
        requireAbsent(newName);
        return replace(oldName, field -> field.withName(newName));
    }

    FieldList replace(String name, UnaryOperator<FieldSpec> change) {
        List<FieldSpec> copy = new ArrayList<>(fields);
        int index = indexOf(name);
        copy.set(index, change.apply(copy.get(index)));
        return new FieldList(owner, copy);
    }

    FieldList reorder(String... namesInNewOrder) {
        Set<String> seen = new HashSet<>();
        List<FieldSpec> copy = new ArrayList<>();
        for (String name : namesInNewOrder) {
            if (!seen.add(name)) {
                throw new IllegalArgumentException(owner + ": field '" + name + "' named twice in reorderFields");
            }
            copy.add(require(name));
        }
        if (copy.size() != fields.size()) {
            List<String> missing = fields.stream().map(FieldSpec::name).filter(n -> !seen.contains(n)).toList();
            throw new IllegalArgumentException(owner + ": reorderFields must name every field, missing " + missing);
        }
        return new FieldList(owner, copy);
    }

    private FieldList insertAt(int index, FieldSpec field) {
        requireAbsent(field.name());
        List<FieldSpec> copy = new ArrayList<>(fields);
        copy.add(index, field);
        return new FieldList(owner, copy);
    }

    private void requireAbsent(String name) {
        if (find(name).isPresent()) {
            throw new IllegalArgumentException(owner + ": field '" + name + "' is already declared");
        }
    }

    private int indexOf(String name) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(name)) {
                return i;
            }
        }
        throw unknown(name);
    }

    private IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException(owner + " declares no field '" + name + "'; fields are "
                + fields.stream().map(FieldSpec::name).toList());
    }
}
