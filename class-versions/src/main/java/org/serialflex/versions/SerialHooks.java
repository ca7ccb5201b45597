package org.serialflex.versions;

import static net.bytebuddy.matcher.ElementMatchers.isTypeInitializer;
import static net.bytebuddy.matcher.ElementMatchers.named;

import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.FieldAccessor;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.MethodCall;
import org.serialflex.versions.runtime.ExternalForm;
import org.serialflex.versions.runtime.SerializationHooks;

/**
 * Declares the serialization hooks of a generated class: Externalizable methods, private
 * writeObject/readObject, writeReplace/readResolve and the singleton. Bodies delegate to
 * {@code org.serialflex.versions.runtime} through {@link MethodCall}, with constant arguments only,
 * so the bytes stand alone without Byte Buddy at load time.
 */
final class SerialHooks {

    private static final Method WRITE_EXTERNAL =
            JdkMembers.method(ExternalForm.class, "write", Object.class, ObjectOutput.class, int.class);
    private static final Method READ_EXTERNAL =
            JdkMembers.method(ExternalForm.class, "read", Object.class, ObjectInput.class);
    private static final Method REBUILD =
            JdkMembers.method(SerializationHooks.class, "rebuild", Object.class, String.class, String.class);
    private static final Method COPY_INTO =
            JdkMembers.method(SerializationHooks.class, "copyInto", Object.class, String.class);
    private static final Method DEFAULT_WRITE_OBJECT = JdkMembers.method(ObjectOutputStream.class, "defaultWriteObject");
    private static final Method DEFAULT_READ_OBJECT = JdkMembers.method(ObjectInputStream.class, "defaultReadObject");

    private SerialHooks() {
    }

    static DynamicType.Builder<?> declare(DynamicType.Builder<?> builder, DtoSpec spec, GeneratedTypes types) {
        if (spec.externalForm() > 0) {
            builder = externalizable(builder, spec.externalForm());
        }
        if (spec.rebuild().isPresent()) {
            builder = rebuildingReadObject(builder, spec.rebuild().get());
        }
        if (spec.writeReplaceProxy().isPresent()) {
            builder = builder.defineMethod("writeReplace", Object.class, Modifier.PRIVATE)
                    .throwing(ObjectStreamException.class)
                    .intercept(MethodCall.invoke(COPY_INTO).withThis().with(spec.writeReplaceProxy().get()));
        }
        if (spec.singleton() && spec.readResolveTarget().isPresent()) {
            throw new IllegalArgumentException(spec.className() + " cannot be a singleton and resolve to "
                    + spec.readResolveTarget().get());
        }
        if (spec.readResolveTarget().isPresent()) {
            builder = readResolve(builder, MethodCall.invoke(COPY_INTO).withThis().with(spec.readResolveTarget().get()));
        }
        if (spec.singleton()) {
            builder = singleton(builder, spec, types);
        }
        return builder;
    }

    private static DynamicType.Builder<?> externalizable(DynamicType.Builder<?> builder, int formVersion) {
        return builder
                .defineMethod("writeExternal", void.class, Modifier.PUBLIC)
                .withParameter(ObjectOutput.class, "out")
                .throwing(IOException.class)
                .intercept(MethodCall.invoke(WRITE_EXTERNAL).withThis().withArgument(0).with(formVersion))
                .defineMethod("readExternal", void.class, Modifier.PUBLIC)
                .withParameter(ObjectInput.class, "in")
                .throwing(IOException.class, ClassNotFoundException.class)
                .intercept(MethodCall.invoke(READ_EXTERNAL).withThis().withArgument(0));
    }

    private static DynamicType.Builder<?> rebuildingReadObject(DynamicType.Builder<?> builder, DtoSpec.Rebuild rebuild) {
        return builder
                .defineMethod("writeObject", void.class, Modifier.PRIVATE)
                .withParameter(ObjectOutputStream.class, "out")
                .throwing(IOException.class)
                .intercept(MethodCall.invoke(DEFAULT_WRITE_OBJECT).onArgument(0))
                .defineMethod("readObject", void.class, Modifier.PRIVATE)
                .withParameter(ObjectInputStream.class, "in")
                .throwing(IOException.class, ClassNotFoundException.class)
                .intercept(MethodCall.invoke(DEFAULT_READ_OBJECT).onArgument(0)
                        .andThen(MethodCall.invoke(REBUILD).withThis()
                                .with(rebuild.derivedField(), String.join(" ", rebuild.sourceFields()))));
    }

    private static DynamicType.Builder<?> readResolve(DynamicType.Builder<?> builder, Implementation body) {
        return builder.defineMethod("readResolve", Object.class, Modifier.PRIVATE)
                .throwing(ObjectStreamException.class)
                .intercept(body);
    }

    private static DynamicType.Builder<?> singleton(DynamicType.Builder<?> builder, DtoSpec spec, GeneratedTypes types) {
        builder = builder.defineField("INSTANCE", types.latent(spec.className()),
                        Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL)
                .invokable(isTypeInitializer())
                .intercept(MethodCall.construct(Constructors.ownNoArgConstructor(spec, types, Modifier.PRIVATE))
                        .setsField(named("INSTANCE")));
        return readResolve(builder, FieldAccessor.ofField("INSTANCE"));
    }
}
