package org.serialflex.adapters.gson;

import com.google.gson.Gson;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Google Gson with {@code new Gson()}, the configuration its user guide starts from
 * (https://github.com/google/gson/blob/main/UserGuide.md, "Using Gson"): fields, not accessors,
 * are the JSON properties; unknown JSON properties are skipped and missing ones leave the field as
 * the constructor set it ("Object Examples": "While deserializing, a missing entry in JSON results
 * in setting the corresponding field in the object to its default value"); no type information is
 * written. Gson offers nothing more for classes that evolve than {@code @Since}/{@code @Until}
 * version annotations and {@code @SerializedName(alternate=...)}, which need annotated classes, so
 * defaults are what a team gets.
 *
 * <p>The reader reads the root as its own class ({@code rootType}); a reader without the root class
 * reads it as {@code Object.class}, which Gson maps to its {@code LinkedTreeMap}, what a Gson user
 * gets for a document of unknown shape.
 *
 * <p>The kit writes its results with a Gson of its own, relocated into tck-core
 * ({@code org.serialflex.internal.gson}), so the only {@link Gson} on this module's class path is the
 * one the pom names; {@link #library()} reports the version of the jar it was really loaded from.
 */
public final class GsonAdapter implements SerializerAdapter {

    private final Gson gson = new Gson();

    @Override
    public String id() {
        return "gson";
    }

    @Override
    public String displayName() {
        return "Gson";
    }

    /** Gson has no adapter of its own for java.time, Charset or Pattern and reflects into their fields (the value zoo's values), as a team storing them must allow on JDK 17. */
    @Override
    public java.util.List<org.serialflex.spi.JvmOption> requiredJvmOptions() {
        return java.util.List.of(org.serialflex.spi.JvmOption.addOpens("java.base", "java.util"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.time"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.nio.charset"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.util.regex"),
                new org.serialflex.spi.JvmOption("--add-exports=java.base/sun.nio.cs=ALL-UNNAMED"));
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("com.google.code.gson", "gson", Gson.class);
    }

    @Override
    public byte[] write(Object value) {
        return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        Class<?> type = rootType == null ? Object.class : rootType;
        return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), type);
    }

    /**
     * The names Gson writes: a field's {@code @SerializedName}, else its name as this Gson's
     * {@link com.google.gson.FieldNamingStrategy} translates it (the identity for {@code new Gson()}),
     * for the fields of {@code type} and its superclasses that Gson serializes (not static, not transient).
     */
    @Override
    public java.util.Map<String, String> propertyNames(Class<?> type) {
        java.util.Map<String, String> names = new java.util.LinkedHashMap<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (java.lang.reflect.Field field : c.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (java.lang.reflect.Modifier.isStatic(modifiers) || java.lang.reflect.Modifier.isTransient(modifiers)) {
                    continue;
                }
                com.google.gson.annotations.SerializedName serializedName =
                        field.getAnnotation(com.google.gson.annotations.SerializedName.class);
                String name = serializedName != null ? serializedName.value()
                        : gson.fieldNamingStrategy().translateName(field);
                if (!name.equals(field.getName())) {
                    names.putIfAbsent(field.getName(), name);
                }
            }
        }
        return names;
    }

    /**
     * None: Gson's user guide documents no configuration for untrusted input, and Gson has nothing
     * such a configuration would switch on. It writes and reads no class names (a field is read as
     * its declared type, {@code Object} as a {@code LinkedTreeMap}), and its {@code JsonReader}
     * bounds nesting at 255 by default ({@code setNestingLimit}, Gson 2.11+). The
     * {@code GsonBuilder} options near the subject are about something else:
     * {@code setStrictness(Strictness.STRICT)} is RFC 8259 conformance, and
     * {@code addReflectionAccessFilter} keeps Gson's reflection away from JDK internals.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("Gson documents no configuration for untrusted input and needs none against class "
                + "names: it reads none (a field is read as its declared type, Object as a LinkedTreeMap); JsonReader "
                + "bounds nesting at 255 by default; Strictness.STRICT is RFC 8259 conformance, "
                + "ReflectionAccessFilter guards JDK internals, neither a hardening");
    }
}
