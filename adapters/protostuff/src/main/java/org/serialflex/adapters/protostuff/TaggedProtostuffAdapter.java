package org.serialflex.adapters.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.RuntimeSchema;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * protostuff-runtime as its documentation recommends for data that evolves
 * (https://protostuff.github.io/docs/protostuff-runtime): every field carries
 * {@code @Tag(n)}, "explicit control of the field numbers" for "forward-backward compatibility",
 * so a field keeps its number when fields are inserted, reordered, renamed or removed. The kit's
 * classes cannot carry protostuff's annotation, so the number comes from the kit's
 * {@link org.serialflex.versions.runtime.FieldId}, the number a careful schema author gives
 * (kept across renames, retypes and moves; fresh for an added field; a removed field's number
 * never reused). {@link TaggedSchemaFactory} builds the schema {@code RuntimeSchema.createFrom}
 * builds for {@code @Tag} fields, with protostuff's own field factories; {@code
 * TaggedBytesTest} proves the bytes equal those of hand-written {@code @Tag} classes.
 *
 * <p>The schemas are registered in a {@link DefaultIdStrategy} of this adapter before anything is
 * written or read, as a team registers its classes at start-up ({@code RuntimeSchema.register}):
 * the writer registers the classes of the written graph, and sends their names out of band
 * ({@link #exportMetadata}); the reader registers those of them it has, with its own classes'
 * numbers, and the classes its root class declares. The names stand for the reader's own
 * start-up list, which knows the concrete classes an {@code Object} field may hold; no number
 * crosses. A class without {@code @FieldId} (a team's own class) gets protostuff's untagged
 * schema: fields numbered in declaration order.
 *
 * <p>Enum constants carry {@code @FieldId} too, and protostuff writes a constant annotated
 * {@code @Tag(n)} as {@code n} instead of its ordinal: {@link TaggedEnumDelegate} does that (an
 * enum without the numbers keeps protostuff's ordinals). One difference is left: a constant held
 * in a field declared {@code Object} is written with the delegate's type id, not the enum's. The
 * cases {@link ProtostuffAdapter} declares unsupported are unsupported here for the same reasons.
 */
public final class TaggedProtostuffAdapter implements SerializerAdapter {

    private static final int BUFFER_SIZE = 512;

    private final DefaultIdStrategy strategy = new DefaultIdStrategy();
    private final List<String> registeredNames = new ArrayList<>();
    private final Set<Class<?>> rootsRead = new HashSet<>();

    @Override
    public String id() {
        return "protostuff-tagged";
    }

    @Override
    public String displayName() {
        return "Protostuff (@Tag)";
    }

    /** As the untagged adapter's: the same library reflects into the same JDK values. */
    @Override
    public java.util.List<org.serialflex.spi.JvmOption> requiredJvmOptions() {
        return new ProtostuffAdapter().requiredJvmOptions();
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("io.protostuff", "protostuff-runtime", RuntimeSchema.class);
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        return new ProtostuffAdapter().unsupported(caseInfo);
    }

    /**
     * Registers the classes of {@code value}'s graph not registered yet, then writes it. The walk
     * through the graph on every write is this adapter's cost, not protostuff's (a team registers
     * its classes once at start-up): a later value may hold a class an {@code Object} field never
     * held before, and only the walk finds it before protostuff would number it by declaration.
     */
    @Override
    @SuppressWarnings("unchecked")
    public byte[] write(Object value) throws IllegalAccessException {
        MessageClasses classes = new MessageClasses();
        classes.addGraph(value);
        register(classes);
        Schema<Object> schema = (Schema<Object>) strategy.getSchemaWrapper(value.getClass(), true).getSchema();
        return ProtostuffIOUtil.toByteArray(value, schema, LinkedBuffer.allocate(BUFFER_SIZE));
    }

    /** The names of the classes the writer registered, one per line. */
    @Override
    public byte[] exportMetadata(Object written) {
        return String.join("\n", registeredNames).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void acceptMetadata(byte[] metadata) {
        MessageClasses classes = new MessageClasses();
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (String name : new String(metadata, StandardCharsets.UTF_8).split("\n")) {
            if (!name.isEmpty()) {
                try {
                    classes.addDeclared(Class.forName(name, false, loader));
                } catch (ClassNotFoundException missing) {
                    // a class the reader does not have: protostuff meets it in the bytes and answers as it does
                }
            }
        }
        register(classes);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object read(byte[] bytes, Class<?> rootType) {
        if (rootsRead.add(rootType)) { // what a class declares does not change: one look per root class
            MessageClasses classes = new MessageClasses();
            classes.addDeclared(rootType);
            register(classes);
        }
        Schema<Object> schema = (Schema<Object>) strategy.getSchemaWrapper(rootType, true).getSchema();
        Object message = schema.newMessage();
        ProtostuffIOUtil.mergeFrom(bytes, message, schema);
        return message;
    }

    private void register(MessageClasses classes) {
        for (Class<?> type : classes.enums()) {
            if (!strategy.isDelegateRegistered(type)) {
                registerEnum(type.asSubclass(Enum.class));
                registeredNames.add(type.getName());
            }
        }
        for (Class<?> type : classes.all()) {
            if (!strategy.isRegistered(type)) {
                registerOne(type);
                registeredNames.add(type.getName());
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void registerEnum(Class<? extends Enum> type) {
        TaggedEnumDelegate.of((Class) type).ifPresent(delegate -> strategy.registerDelegate((TaggedEnumDelegate<?>) delegate));
    }

    private <T> void registerOne(Class<T> type) {
        if (!strategy.registerPojo(type, new DeferredSchema<>(type, strategy))) {
            throw new IllegalStateException("protostuff built a schema of " + type.getName()
                    + " before its tagged schema was registered");
        }
    }

    /** As {@link ProtostuffAdapter#hardening}: the tags change field numbers, not what a reader accepts. */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return new ProtostuffAdapter().hardening(applicationClasses);
    }
}
