package org.serialflex.versions;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.bytebuddy.dynamic.DynamicType;

/** Generates the class files of one version from its Dtos. */
final class ClassGenerator {

    private ClassGenerator() {
    }

    /** Binary class name to class file bytes, in generation order, nested classes included. */
    static Map<String, byte[]> generate(List<Dto> dtos) {
        return generate(dtos, identitiesOf(dtos));
    }

    /**
     * As {@link #generate(List)}, numbering fields and enum constants with identities assigned
     * over both versions of a case.
     */
    static Map<String, byte[]> generate(List<Dto> dtos, FieldIdentities identities) {
        List<DtoSpec> specs = dtos.stream().map(Dto::spec).toList();
        GeneratedTypes types = new GeneratedTypes(specs, identities);
        specs.forEach(spec -> spec.referencedNames().forEach(types::spec));
        Map<String, byte[]> classes = new LinkedHashMap<>();
        for (DtoSpec spec : supertypesFirst(specs, types)) {
            classes.putAll(generate(spec, types));
        }
        return Collections.unmodifiableMap(classes);
    }

    static FieldIdentities identitiesOf(List<Dto> dtos) {
        return new FieldIdentities(dtos.stream().map(Dto::spec).toList());
    }

    private static Map<String, byte[]> generate(DtoSpec spec, GeneratedTypes types) {
        if (spec.kind() == DtoSpec.Kind.ENUM) {
            return EnumWriter.write(spec, types.identities());
        }
        DynamicType.Unloaded<?> unloaded = switch (spec.kind()) {
            case CLASS -> ClassBuilder.build(spec, types);
            case RECORD -> RecordBuilder.build(spec, types);
            case INTERFACE -> InterfaceBuilder.build(spec, types);
            case ENUM -> throw new AssertionError();
        };
        requireSelfContained(spec, unloaded);
        types.markBuilt(unloaded.getTypeDescription());
        Map<String, byte[]> classes = new LinkedHashMap<>();
        unloaded.getAllTypes().forEach((type, bytes) -> classes.put(type.getName(), bytes));
        return classes;
    }

    /**
     * Worlds define the bytes without Byte Buddy, so nothing may rely on Byte Buddy initializing a
     * loaded type (e.g. a constant stored in a static field by {@code MethodCall.with(Object)}).
     */
    private static void requireSelfContained(DtoSpec spec, DynamicType.Unloaded<?> unloaded) {
        boolean needsInitializer = unloaded.getLoadedTypeInitializers().values().stream()
                .anyMatch(initializer -> initializer.isAlive());
        if (needsInitializer || !unloaded.getAuxiliaryTypes().isEmpty()) {
            throw new IllegalStateException(spec.className() + " would need Byte Buddy at load time");
        }
    }

    private static List<DtoSpec> supertypesFirst(List<DtoSpec> specs, GeneratedTypes types) {
        Set<String> done = new LinkedHashSet<>();
        Deque<String> path = new ArrayDeque<>();
        for (DtoSpec spec : specs) {
            visit(spec, types, done, path);
        }
        return done.stream().map(types::spec).toList();
    }

    private static void visit(DtoSpec spec, GeneratedTypes types, Set<String> done, Deque<String> path) {
        if (done.contains(spec.className())) {
            return;
        }
        if (path.contains(spec.className())) {
            throw new IllegalArgumentException("cyclic supertypes: " + path + " -> " + spec.className());
        }
        path.push(spec.className());
        spec.supertypeNames().stream().sorted().forEach(name -> visit(types.spec(name), types, done, path));
        path.pop();
        done.add(spec.className());
    }
}
