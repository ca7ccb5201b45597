package org.serialflex.versions;

import java.io.Externalizable;
import java.io.Serializable;
import java.lang.reflect.Modifier;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.ToStringMethod;

/** Builds a generated class (bean, plain class, abstract class) with Byte Buddy. */
final class ClassBuilder {

    static final ByteBuddy BYTE_BUDDY = new ByteBuddy(ClassFileVersion.JAVA_V17);

    private ClassBuilder() {
    }

    static DynamicType.Unloaded<?> build(DtoSpec spec, GeneratedTypes types) {
        TypeDescription superclass = spec.superclass().map(types::built)
                .orElse(TypeDescription.ForLoadedType.of(Object.class));
        DynamicType.Builder<?> builder = BYTE_BUDDY
                .subclass(superclass, ConstructorStrategy.Default.NO_CONSTRUCTORS)
                .name(spec.className())
                .modifiers(Modifier.PUBLIC | (spec.isAbstract() ? Modifier.ABSTRACT : 0));
        if (spec.externalForm() > 0) {
            builder = builder.implement(Externalizable.class);
        } else if (spec.serializable()) {
            builder = builder.implement(Serializable.class);
        }
        for (String generatedInterface : spec.interfaces()) {
            builder = builder.implement(types.built(generatedInterface));
        }
        builder = Members.declareSerialVersionUid(builder, spec);
        builder = Members.declareFields(builder, spec, types);
        builder = Constructors.declare(builder, spec, types);
        if (spec.accessors()) {
            builder = Accessors.declare(builder, spec, types);
        }
        builder = builder.defineMethod("toString", String.class, Modifier.PUBLIC)
                .intercept(ToStringMethod.prefixedBySimpleClassName());
        builder = SerialHooks.declare(builder, spec, types);
        return builder.make();
    }
}
