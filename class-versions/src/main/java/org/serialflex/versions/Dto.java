package org.serialflex.versions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.serialflex.versions.DtoSpec.EnumConstant;
import org.serialflex.versions.DtoSpec.EnumField;
import org.serialflex.versions.DtoSpec.Kind;
import org.serialflex.versions.DtoSpec.Rebuild;

/**
 * The immutable shape of one generated type. Every method returns a new {@code Dto}, so a v2 is
 * derived from a v1 in one readable line and the v1 stays untouched.
 *
 * <p>The baseline is {@link #bean(String)}: a public class with a public no-arg constructor,
 * private non-final fields with getters and setters, {@code implements java.io.Serializable} and
 * {@code private static final long serialVersionUID = 1L}. Every generated class also gets a
 * {@code toString()} listing its fields (a debug aid); none gets {@code equals}/{@code hashCode}
 * (records keep the ones the language gives them).
 * <pre>{@code
 * Dto v1 = Dto.bean("org.x.Person")
 *         .field("name", String.class)
 *         .field("phone", String.class)
 *         .field("tags", TypeRef.listOf(String.class))
 *         .field("address", TypeRef.generated("org.x.Address"));
 * Dto v2 = v1.renameField("phone", "phoneNumber");
 * ClassVersions versions = ClassVersions.of(List.of(v1, address), List.of(v2, address));
 * }</pre>
 * Generated classes reference only JDK types, other generated types of the same version and the
 * helpers in {@code org.serialflex.versions.runtime}.
 *
 * <p>Over 300 lines because it is the DSL's one public entry point: every change a case can make is a
 * one-line method here with its javadoc.
 */
public final class Dto {

    private final DtoSpec spec;

    private Dto(DtoSpec spec) {
        this.spec = spec;
    }

    /**
     * The baseline bean: public class, public no-arg constructor, private non-final fields with
     * getters and setters, Serializable with {@code serialVersionUID = 1L}.
     *
     * @param className binary name of the class, e.g. {@code org.x.Person}
     * @return a bean without fields
     */
    public static Dto bean(String className) {
        return new Dto(DtoSpec.of(className, Kind.CLASS));
    }

    /**
     * Same as {@link #bean(String)} but not Serializable and without serialVersionUID.
     *
     * @param className binary name of the class
     * @return a plain class without fields
     */
    public static Dto plainClass(String className) {
        return bean(className).serializable(false);
    }

    /**
     * A Java record; fields become its components, the canonical constructor is its only
     * constructor, and it implements Serializable.
     *
     * @param className binary name of the record
     * @return a record without components
     */
    public static Dto record(String className) {
        return new Dto(DtoSpec.of(className, Kind.RECORD));
    }

    /**
     * An enum with the given constants, in order. Every generated enum declares
     * {@code public String label()}, returning {@code name().toLowerCase()}.
     *
     * @param className binary name of the enum
     * @param constants constant names, in declaration order
     * @return the enum
     */
    public static Dto enumeration(String className, String... constants) {
        return new Dto(DtoSpec.of(className, Kind.ENUM)).withConstants(constants);
    }

    /**
     * A public interface; it may declare nothing, or extend other generated interfaces through
     * {@link #implementing(String)}.
     *
     * @param className binary name of the interface
     * @return the interface
     */
    public static Dto interfaceType(String className) {
        return new Dto(DtoSpec.of(className, Kind.INTERFACE));
    }

    /**
     * A public abstract class, otherwise a baseline bean (Serializable, no-arg constructor,
     * accessors).
     *
     * @param className binary name of the class
     * @return the abstract class
     */
    public static Dto abstractClass(String className) {
        return bean(className).change(draft -> draft.isAbstract = true);
    }

    /**
     * Returns the binary name of the generated type.
     *
     * @return the class name, e.g. {@code org.x.Person}
     */
    public String className() {
        return spec.className();
    }

    /**
     * Returns the declared field (or record component) names.
     *
     * @return the names, in declaration order
     */
    public List<String> fieldNames() {
        return spec.fields().fields().stream().map(FieldSpec::name).toList();
    }

    // ---------------------------------------------------------------------------------------------
    // fields

    /**
     * Declares a field (a component, for a record) of a JDK type after the existing ones.
     *
     * @param name    field name
     * @param type    JDK type, e.g. {@code int.class}, {@code String.class}, {@code byte[].class}
     * @param options modifiers on top of {@code private}
     * @return the changed Dto
     */
    public Dto field(String name, Class<?> type, FieldOption... options) {
        return field(name, TypeRef.of(type), options);
    }

    /**
     * Declares a field (a component, for a record) after the existing ones.
     *
     * @param name    field name
     * @param type    field type
     * @param options modifiers on top of {@code private}
     * @return the changed Dto
     */
    public Dto field(String name, TypeRef type, FieldOption... options) {
        FieldSpec field = checkedField(FieldSpec.of(name, type, options));
        return changeFields(fields -> fields.add(field));
    }

    /**
     * Declares a field whose constant value every generated constructor assigns, like a Java field
     * initializer ({@code private int retries = 3;}).
     *
     * @param name          field name
     * @param type          primitive, boxed or {@code String} type (or a supertype of the value)
     * @param constantValue a primitive wrapper or String matching {@code type}
     * @return the changed Dto
     */
    public Dto fieldWithInitializer(String name, Class<?> type, Object constantValue) {
        Objects.requireNonNull(constantValue, "constantValue");
        Initializers.check(className(), name, type, constantValue);
        FieldSpec field = checkedField(new FieldSpec(name, TypeRef.of(type), Set.of(), Optional.of(constantValue)));
        return changeFields(fields -> fields.add(field));
    }

    /**
     * Removes a field.
     *
     * @param name an existing field
     * @return the changed Dto
     */
    public Dto withoutField(String name) {
        return changeFields(fields -> fields.remove(name));
    }

    /**
     * Renames a field, keeping its type, modifiers and declaration slot.
     *
     * @param oldName an existing field
     * @param newName the new name
     * @return the changed Dto
     */
    public Dto renameField(String oldName, String newName) {
        Names.requireIdentifier("field name", newName);
        return changeFields(fields -> fields.rename(oldName, newName));
    }

    /**
     * Changes the type of a field, keeping its name, modifiers and slot. An initializer is dropped.
     *
     * @param name    an existing field
     * @param newType the new type
     * @return the changed Dto
     */
    public Dto retypeField(String name, TypeRef newType) {
        return changeFields(fields -> fields.replace(name,
                field -> new FieldSpec(name, newType, field.options(), Optional.empty(), field.origin())));
    }

    /**
     * Same as {@link #retypeField(String, TypeRef)} with a JDK type.
     *
     * @param name    an existing field
     * @param newType the new JDK type
     * @return the changed Dto
     */
    public Dto retypeField(String name, Class<?> newType) {
        return retypeField(name, TypeRef.of(newType));
    }

    /**
     * Declares the existing fields in a new order.
     *
     * @param namesInNewOrder every field name, each once
     * @return the changed Dto
     */
    public Dto reorderFields(String... namesInNewOrder) {
        return changeFields(fields -> fields.reorder(namesInNewOrder));
    }

    /**
     * Inserts a new field right after an existing one.
     *
     * @param existing an existing field
     * @param name     the new field
     * @param type     its type
     * @return the changed Dto
     */
    public Dto insertFieldAfter(String existing, String name, TypeRef type) {
        FieldSpec field = checkedField(FieldSpec.of(name, type));
        return changeFields(fields -> fields.insertAfter(existing, field));
    }

    /**
     * Same as {@link #insertFieldAfter(String, String, TypeRef)} with a JDK type.
     *
     * @param existing an existing field
     * @param name     the new field
     * @param type     its JDK type
     * @return the changed Dto
     */
    public Dto insertFieldAfter(String existing, String name, Class<?> type) {
        return insertFieldAfter(existing, name, TypeRef.of(type));
    }

    /**
     * Inserts a new field before all others.
     *
     * @param name the new field
     * @param type its type
     * @return the changed Dto
     */
    public Dto insertFieldFirst(String name, TypeRef type) {
        FieldSpec field = checkedField(FieldSpec.of(name, type));
        return changeFields(fields -> fields.insertFirst(field));
    }

    /**
     * Same as {@link #insertFieldFirst(String, TypeRef)} with a JDK type.
     *
     * @param name the new field
     * @param type its JDK type
     * @return the changed Dto
     */
    public Dto insertFieldFirst(String name, Class<?> type) {
        return insertFieldFirst(name, TypeRef.of(type));
    }

    /**
     * Replaces the modifiers of an existing field (on top of {@code private}).
     *
     * @param name    an existing field
     * @param options the new modifiers; none makes it a plain private field
     * @return the changed Dto
     */
    public Dto fieldOptions(String name, FieldOption... options) {
        FieldSpec changed = checkedField(spec.fields().require(name).withOptions(Set.of(options)));
        return changeFields(fields -> fields.replace(name, field -> changed));
    }

    // ---------------------------------------------------------------------------------------------
    // class level

    /**
     * Chooses the constructors of a class.
     *
     * @param style the constructor style; {@link ConstructorStyle#NO_ARG} is the default
     * @return the changed Dto
     */
    public Dto constructors(ConstructorStyle style) {
        requireKind("constructors", Kind.CLASS);
        return change(draft -> draft.constructors = style);
    }

    /**
     * Turns getters and setters on or off ({@code getX}/{@code setX}, {@code isX} for a primitive
     * boolean; final fields get a getter only; static fields get none).
     *
     * @param gettersAndSetters {@code true} (the default) to generate them
     * @return the changed Dto
     */
    public Dto accessors(boolean gettersAndSetters) {
        requireKind("accessors", Kind.CLASS);
        return change(draft -> draft.accessors = gettersAndSetters);
    }

    /**
     * Makes the type implement {@code java.io.Serializable} or not. {@code false} also drops the
     * serialVersionUID; call {@link #serialVersionUid(long)} afterwards to keep one anyway.
     *
     * @param serializable whether to implement Serializable
     * @return the changed Dto
     */
    public Dto serializable(boolean serializable) {
        requireKind("serializable", Kind.CLASS, Kind.RECORD, Kind.INTERFACE);
        return change(draft -> {
            draft.serializable = serializable;
            if (!serializable) {
                draft.serialVersionUid = OptionalLong.empty();
            }
        });
    }

    /**
     * Declares {@code private static final long serialVersionUID = uid}.
     *
     * @param uid the value
     * @return the changed Dto
     */
    public Dto serialVersionUid(long uid) {
        requireKind("serialVersionUid", Kind.CLASS, Kind.RECORD);
        return change(draft -> draft.serialVersionUid = OptionalLong.of(uid));
    }

    /**
     * Drops the serialVersionUID field, so Java serialization computes a hash of the class shape.
     *
     * @return the changed Dto
     */
    public Dto withoutSerialVersionUid() {
        return change(draft -> draft.serialVersionUid = OptionalLong.empty());
    }

    /**
     * Makes this class extend another generated class of the same version (typically an
     * {@link #abstractClass(String)}). The superclass needs a no-arg constructor unless this class
     * uses an all-args style, in which case the superclass's all-args constructor is called with
     * the leading parameters.
     *
     * @param generatedSuperclass binary name of the superclass
     * @return the changed Dto
     */
    public Dto extending(String generatedSuperclass) {
        requireKind("extending", Kind.CLASS);
        Names.requireBinaryName(generatedSuperclass);
        return change(draft -> draft.superclass = Optional.of(generatedSuperclass));
    }

    /**
     * Makes this type implement (for an interface: extend) a generated interface.
     *
     * @param generatedInterface binary name of the interface
     * @return the changed Dto
     */
    public Dto implementing(String generatedInterface) {
        Names.requireBinaryName(generatedInterface);
        return change(draft -> {
            List<String> interfaces = new ArrayList<>(draft.interfaces);
            interfaces.add(generatedInterface);
            draft.interfaces = interfaces;
        });
    }

    /**
     * Same as {@link #externalizable(int)} with form version 1.
     *
     * @return the changed Dto
     */
    public Dto externalizable() {
        return externalizable(1);
    }

    /**
     * Makes the class implement {@code java.io.Externalizable} with a public no-arg constructor
     * (in addition to the constructors {@link #constructors(ConstructorStyle)} asks for). {@code writeExternal} writes a
     * self-describing external form tagged with {@code formVersion}; {@code readExternal} reads
     * any form version, sets the fields it knows by name, ignores the others and finally sets a
     * boolean field named {@code readThroughExternal} to true if the class declares one. See
     * {@code org.serialflex.versions.runtime.ExternalForm} for the exact layout.
     *
     * @param formVersion 1 to 127; give v2 a higher number than v1 when its form differs
     * @return the changed Dto
     */
    public Dto externalizable(int formVersion) {
        requireKind("externalizable", Kind.CLASS);
        if (formVersion < 1 || formVersion > Byte.MAX_VALUE) {
            throw new IllegalArgumentException(className() + ": external form version must be 1..127");
        }
        return change(draft -> {
            draft.externalForm = formVersion;
            draft.serializable = true;
        });
    }

    /**
     * Adds {@code private void writeObject(ObjectOutputStream)} (calls
     * {@code defaultWriteObject}) and {@code private void readObject(ObjectInputStream)} (calls
     * {@code defaultReadObject}, then sets the derived field to the source fields' values joined by
     * a space). The derived field must be a declared String field; it is made transient.
     *
     * @param transientDerivedField a declared String field
     * @param sourceFields          declared fields whose values make up the derived one
     * @return the changed Dto
     */
    public Dto readObjectRebuilds(String transientDerivedField, String... sourceFields) {
        requireKind("readObjectRebuilds", Kind.CLASS);
        FieldSpec derived = spec.fields().require(transientDerivedField);
        if (!derived.type().isJdkType(String.class)) {
            throw new IllegalArgumentException(className() + ": derived field '" + transientDerivedField
                    + "' must be a String, is " + derived.type());
        }
        Arrays.stream(sourceFields).forEach(spec.fields()::require);
        FieldList fields = spec.fields().replace(transientDerivedField, f -> f.withOption(FieldOption.TRANSIENT));
        return change(draft -> {
            draft.fields = fields;
            draft.rebuild = Optional.of(new Rebuild(transientDerivedField, List.of(sourceFields)));
        });
    }

    /**
     * Adds {@code private Object writeReplace()} returning a new instance of the proxy class (a
     * generated class with a no-arg constructor and fields of the same names) holding this
     * object's field values.
     *
     * @param proxyClassName binary name of the proxy class
     * @return the changed Dto
     */
    public Dto writeReplaceWith(String proxyClassName) {
        requireKind("writeReplaceWith", Kind.CLASS, Kind.RECORD);
        Names.requireBinaryName(proxyClassName);
        return change(draft -> draft.writeReplaceProxy = Optional.of(proxyClassName));
    }

    /**
     * Adds {@code private Object readResolve()} creating an instance of the target class through
     * its no-arg constructor and copying this object's field values into it by field name.
     *
     * @param targetClassName binary name of the target class
     * @return the changed Dto
     */
    public Dto readResolveTo(String targetClassName) {
        requireKind("readResolveTo", Kind.CLASS, Kind.RECORD);
        Names.requireBinaryName(targetClassName);
        return change(draft -> draft.readResolveTarget = Optional.of(targetClassName));
    }

    /**
     * Makes the class a singleton: {@code public static final INSTANCE}, a private no-arg
     * constructor and {@code private Object readResolve()} returning {@code INSTANCE}.
     *
     * @return the changed Dto
     */
    public Dto singleton() {
        requireKind("singleton", Kind.CLASS);
        return change(draft -> draft.singleton = true);
    }

    // ---------------------------------------------------------------------------------------------
    // enums

    /**
     * Replaces the constants of an enum (to drop, add or reorder some). Constants kept by name keep
     * their body and enum field values; new constants are allowed only while the enum declares no
     * {@link #enumField(String, Class, Object...) enum field}.
     *
     * @param constants constant names in the new order
     * @return the changed Dto
     */
    public Dto withConstants(String... constants) {
        requireKind("withConstants", Kind.ENUM);
        Map<String, Integer> oldIndex = new LinkedHashMap<>();
        for (int i = 0; i < spec.constants().size(); i++) {
            oldIndex.put(spec.constants().get(i).name(), i);
        }
        List<EnumConstant> newConstants = new ArrayList<>();
        for (String constant : constants) {
            Names.requireIdentifier("enum constant", constant);
            if (newConstants.stream().anyMatch(c -> c.name().equals(constant))) {
                throw new IllegalArgumentException(className() + ": constant '" + constant + "' named twice");
            }
            Integer old = oldIndex.get(constant);
            if (old == null && !spec.enumFields().isEmpty()) {
                throw new IllegalArgumentException(className() + ": new constant '" + constant
                        + "' has no enum field values; declare the enum fields after the constants");
            }
            newConstants.add(old == null ? new EnumConstant(constant, false) : spec.constants().get(old));
        }
        List<EnumField> newFields = spec.enumFields().stream()
                .map(field -> new EnumField(field.name(), field.type(), newConstants.stream()
                        .map(c -> field.values().get(oldIndex.get(c.name()))).toList()))
                .toList();
        return change(draft -> {
            draft.constants = newConstants;
            draft.enumFields = newFields;
        });
    }

    /**
     * Gives an enum constant its own body: an anonymous subclass {@code Outer$n}, numbered like
     * javac does, overriding {@code label()} to return {@code "special:" + name()}.
     *
     * @param constant an existing constant
     * @return the changed Dto
     */
    public Dto constantWithBody(String constant) {
        requireKind("constantWithBody", Kind.ENUM);
        List<EnumConstant> constants = new ArrayList<>(spec.constants());
        int index = constants.stream().map(EnumConstant::name).toList().indexOf(constant);
        if (index < 0) {
            throw new IllegalArgumentException(className() + " declares no constant '" + constant + "'");
        }
        constants.set(index, new EnumConstant(constant, true));
        return change(draft -> draft.constants = constants);
    }

    /**
     * Makes an enum's {@code toString()} return its {@code label()} (the constant's name in lower case, or
     * {@code "special:" + name()} for a constant with a body) instead of its name: a library that writes an enum
     * constant by {@code toString()} and reads it back by {@code valueOf(name)} cannot find it again.
     *
     * @return the changed Dto
     */
    public Dto toStringIsLabel() {
        requireKind("toStringIsLabel", Kind.ENUM);
        return change(draft -> draft.toStringIsLabel = true);
    }

    /**
     * Declares a {@code private final} enum field with a getter, set for each constant through the
     * enum's private constructor.
     *
     * @param name             field name
     * @param type             primitive, boxed or String type
     * @param valuePerConstant one value per constant, in constant order
     * @return the changed Dto
     */
    public Dto enumField(String name, Class<?> type, Object... valuePerConstant) {
        requireKind("enumField", Kind.ENUM);
        Names.requireIdentifier("field name", name);
        if (valuePerConstant.length != spec.constants().size()) {
            throw new IllegalArgumentException(className() + ": enum field '" + name + "' needs "
                    + spec.constants().size() + " values, got " + valuePerConstant.length);
        }
        if (spec.enumFields().stream().anyMatch(field -> field.name().equals(name))) {
            throw new IllegalArgumentException(className() + ": enum field '" + name + "' is already declared");
        }
        for (Object value : valuePerConstant) {
            Initializers.check(className(), name, type, value);
        }
        List<EnumField> fields = new ArrayList<>(spec.enumFields());
        fields.add(new EnumField(name, type, Arrays.asList(valuePerConstant)));
        return change(draft -> draft.enumFields = fields);
    }

    // ---------------------------------------------------------------------------------------------

    DtoSpec spec() {
        return spec;
    }

    @Override
    public String toString() {
        return spec.kind().name().toLowerCase() + " " + className() + fieldNames();
    }

    private Dto change(Consumer<DtoSpec.Draft> change) {
        return new Dto(spec.with(change));
    }

    private Dto changeFields(UnaryOperator<FieldList> change) {
        FieldList fields = change.apply(spec.fields());
        return change(draft -> draft.fields = fields);
    }

    private FieldSpec checkedField(FieldSpec field) {
        switch (spec.kind()) {
            case ENUM -> throw new IllegalStateException(className()
                    + " is an enum; declare its fields with enumField(...)");
            case INTERFACE -> throw new IllegalStateException(className() + " is an interface; it has no fields");
            case RECORD -> {
                if (!field.options().isEmpty() || field.initializer().isPresent()) {
                    throw new IllegalArgumentException(className() + ": record component '" + field.name()
                            + "' takes no modifiers and no initializer");
                }
            }
            case CLASS -> {
                if (field.isStatic() && field.initializer().isPresent() && !field.isFinal()) {
                    throw new IllegalArgumentException(className() + ": static field '" + field.name()
                            + "' with an initializer must be FINAL");
                }
            }
        }
        return field;
    }

    private void requireKind(String operation, Kind... kinds) {
        if (!Arrays.asList(kinds).contains(spec.kind())) {
            throw new IllegalStateException(operation + " does not apply to " + spec.kind().name().toLowerCase()
                    + " " + className());
        }
    }
}
