package org.serialflex.versions;

import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.description.type.TypeDescription.Generic;
import org.serialflex.versions.DtoSpec.Kind;

/**
 * The generated types of one version, as Byte Buddy sees them while they are being built: a latent
 * (name-only) description for every type, usable as a field type before the type exists, and the
 * complete description of every type already built, needed for supertypes.
 */
final class GeneratedTypes {

    private static final int ACC_ENUM = 0x4000;
    private static final int ACC_INTERFACE = Modifier.INTERFACE | Modifier.ABSTRACT;

    private final Map<String, DtoSpec> specs = new LinkedHashMap<>();
    private final Map<String, TypeDescription> latent = new HashMap<>();
    private final Map<String, TypeDescription> built = new HashMap<>();
    private final FieldIdentities identities;

    GeneratedTypes(List<DtoSpec> specs, FieldIdentities identities) {
        this.identities = identities;
        for (DtoSpec spec : specs) {
            if (this.specs.put(spec.className(), spec) != null) {
                throw new IllegalArgumentException("class " + spec.className() + " is declared twice in one version");
            }
            latent.put(spec.className(), latentOf(spec));
        }
    }

    /** The numbers {@code @FieldId} gives this case's fields and enum constants. */
    FieldIdentities identities() {
        return identities;
    }

    DtoSpec spec(String className) {
        DtoSpec spec = specs.get(className);
        if (spec == null) {
            throw new IllegalArgumentException("class " + className + " is not generated in this version; known: "
                    + specs.keySet());
        }
        return spec;
    }

    Optional<DtoSpec> find(String className) {
        return Optional.ofNullable(specs.get(className));
    }

    /** A name-only description, good for field, parameter and return types. */
    TypeDescription latent(String className) {
        spec(className);
        return latent.get(className);
    }

    /** The full description of a type built earlier (a supertype). */
    TypeDescription built(String className) {
        spec(className);
        TypeDescription description = built.get(className);
        if (description == null) {
            throw new IllegalStateException(className + " is used as a supertype before it is built");
        }
        return description;
    }

    void markBuilt(TypeDescription description) {
        built.put(description.getName(), description);
    }

    private static TypeDescription latentOf(DtoSpec spec) {
        int modifiers = Modifier.PUBLIC;
        Generic superclass = Generic.OfNonGenericType.ForLoadedType.of(Object.class);
        switch (spec.kind()) {
            case INTERFACE -> {
                modifiers |= ACC_INTERFACE;
                superclass = Generic.UNDEFINED;
            }
            case RECORD -> {
                modifiers |= Modifier.FINAL;
                superclass = Generic.OfNonGenericType.ForLoadedType.of(Record.class);
            }
            case ENUM -> {
                modifiers |= ACC_ENUM | (spec.hasConstantBodies() ? 0 : Modifier.FINAL);
                superclass = Generic.OfNonGenericType.ForLoadedType.of(Enum.class);
            }
            case CLASS -> modifiers |= spec.isAbstract() ? Modifier.ABSTRACT : 0;
        }
        if (spec.kind() == Kind.CLASS && spec.superclass().isPresent()) {
            superclass = new LatentType(spec.superclass().get(), Modifier.PUBLIC,
                    Generic.OfNonGenericType.ForLoadedType.of(Object.class), false).asGenericType();
        }
        return new LatentType(spec.className(), modifiers, superclass, spec.kind() == Kind.RECORD);
    }
}
