package org.serialflex.versions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Everything the generator needs to know about one {@link Dto}; {@link #with(Consumer)} derives a
 * changed copy.
 */
record DtoSpec(
        String className,
        Kind kind,
        boolean isAbstract,
        FieldList fields,
        ConstructorStyle constructors,
        boolean accessors,
        boolean serializable,
        OptionalLong serialVersionUid,
        Optional<String> superclass,
        List<String> interfaces,
        int externalForm,
        Optional<Rebuild> rebuild,
        Optional<String> writeReplaceProxy,
        Optional<String> readResolveTarget,
        boolean singleton,
        List<EnumConstant> constants,
        List<EnumField> enumFields,
        boolean toStringIsLabel) {

    /** What kind of Java type is generated. */
    enum Kind { CLASS, RECORD, ENUM, INTERFACE }

    /** A transient String field rebuilt by {@code readObject} from source fields. */
    record Rebuild(String derivedField, List<String> sourceFields) {
        Rebuild {
            sourceFields = List.copyOf(sourceFields);
        }
    }

    /** One enum constant; {@code hasBody} gives it an anonymous subclass. */
    record EnumConstant(String name, boolean hasBody) {
    }

    /** A final enum field, one value per constant, set through the enum's private constructor. */
    record EnumField(String name, Class<?> type, List<Object> values) {
        EnumField {
            values = Collections.unmodifiableList(new ArrayList<>(values));
        }
    }

    DtoSpec {
        interfaces = List.copyOf(interfaces);
        constants = List.copyOf(constants);
        enumFields = List.copyOf(enumFields);
    }

    static DtoSpec of(String className, Kind kind) {
        Names.requireBinaryName(className);
        boolean serializable = kind == Kind.CLASS || kind == Kind.RECORD;
        return new DtoSpec(className, kind, false, FieldList.empty(className), ConstructorStyle.NO_ARG,
                kind == Kind.CLASS, serializable, serializable ? OptionalLong.of(1L) : OptionalLong.empty(),
                Optional.empty(), List.of(), 0, Optional.empty(), Optional.empty(), Optional.empty(), false,
                List.of(), List.of(), false);
    }

    DtoSpec with(Consumer<Draft> change) {
        Draft draft = new Draft(this);
        change.accept(draft);
        return draft.build();
    }

    /** Constructor parameters of an all-args constructor, in declaration order. */
    List<FieldSpec> constructorParameters() {
        return fields.fields().stream().filter(FieldSpec::isConstructorParameter).toList();
    }

    List<FieldSpec> instanceFields() {
        return fields.fields().stream().filter(field -> !field.isStatic()).toList();
    }

    /** Generated classes this one needs to be complete: superclass and interfaces. */
    Set<String> supertypeNames() {
        return Stream.concat(superclass.stream(), interfaces.stream()).collect(Collectors.toUnmodifiableSet());
    }

    /** All generated class names this one mentions anywhere. */
    Set<String> referencedNames() {
        return Stream.of(supertypeNames().stream(),
                        fields.fields().stream().flatMap(field -> field.type().generatedNames().stream()),
                        writeReplaceProxy.stream(), readResolveTarget.stream())
                .flatMap(s -> s)
                .collect(Collectors.toUnmodifiableSet());
    }

    boolean hasConstantBodies() {
        return constants.stream().anyMatch(EnumConstant::hasBody);
    }

    /** A mutable copy of a {@link DtoSpec}, used only inside {@link #with(Consumer)}. */
    static final class Draft {
        String className;
        Kind kind;
        boolean isAbstract;
        FieldList fields;
        ConstructorStyle constructors;
        boolean accessors;
        boolean serializable;
        OptionalLong serialVersionUid;
        Optional<String> superclass;
        List<String> interfaces;
        int externalForm;
        Optional<Rebuild> rebuild;
        Optional<String> writeReplaceProxy;
        Optional<String> readResolveTarget;
        boolean singleton;
        List<EnumConstant> constants;
        List<EnumField> enumFields;
        boolean toStringIsLabel;

        private Draft(DtoSpec spec) {
            className = spec.className;
            kind = spec.kind;
            isAbstract = spec.isAbstract;
            fields = spec.fields;
            constructors = spec.constructors;
            accessors = spec.accessors;
            serializable = spec.serializable;
            serialVersionUid = spec.serialVersionUid;
            superclass = spec.superclass;
            interfaces = spec.interfaces;
            externalForm = spec.externalForm;
            rebuild = spec.rebuild;
            writeReplaceProxy = spec.writeReplaceProxy;
            readResolveTarget = spec.readResolveTarget;
            singleton = spec.singleton;
            constants = spec.constants;
            enumFields = spec.enumFields;
            toStringIsLabel = spec.toStringIsLabel;
        }

        private DtoSpec build() {
            return new DtoSpec(className, kind, isAbstract, fields, constructors, accessors, serializable,
                    serialVersionUid, superclass, interfaces, externalForm, rebuild, writeReplaceProxy,
                    readResolveTarget, singleton, constants, enumFields, toStringIsLabel);
        }
    }
}
