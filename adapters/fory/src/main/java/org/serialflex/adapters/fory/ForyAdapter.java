package org.serialflex.adapters.fory;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.resolver.AllowListChecker;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * Apache Fory as a Java-only service would set it up, following the Java guide of Fory 1.6
 * (apache/fory at tag v1.6.0, docs/object-serialization/java/: native.md, type-registration.md,
 * schema-evolution.md, configuration.md). The two variants differ only in the {@link CompatibleMode}.
 *
 * <ul>
 *   <li><b>Native mode</b> ({@code withXlang(false)}). Since Fory 1.0 the builder's default wire
 *       mode is xlang; the guide says to use native mode "when every writer and reader is a
 *       Java/JVM process" and names it "the right starting point for Java/JVM-only replacements
 *       of JDK serialization, Kryo, FST, Hessian". Every case here is Java to Java, and only native
 *       mode honours JDK hooks and {@code Externalizable} (C15, C16).</li>
 *   <li><b>Class registration off, with an allow list.</b> Registration is on by default; the
 *       "Type Registration" page allows {@code requireClassRegistration(false)} when classes are
 *       not known up front (this kit's DTOs are generated per case) and then tells to "configure
 *       {@code AllowListChecker} when class registration is disabled". The checker is
 *       {@code STRICT} and admits the kit's DTO package; Fory's own JDK allow list admits the JDK
 *       types.</li>
 *   <li><b>Everything else at Fory's defaults</b>: no reference tracking (so C12's cycles are
 *       expected to fail: the guide calls reference tracking a semantic choice the application
 *       makes), ordinal enums, codegen on.</li>
 * </ul>
 *
 * <p>A {@link Fory} caches class metadata and is bound to one class loader, so it is an instance
 * field built with this world's loader: the kit creates one adapter per world.
 */
class ForyAdapter implements SerializerAdapter {

    /** Every class the kit generates lives below this package, in v1 and v2 alike. */
    private static final String DTO_CLASSES = "org.serialflex.dto.*";

    /** Fory's own example for untrusted input (Java guide, "Security"): deep graphs are refused beyond this. */
    static final int HARDENED_MAX_DEPTH = 50;
    /** The same example's gate for the memory one deserialization may materialize (Fory's default too). */
    static final long HARDENED_MAX_GRAPH_MEMORY = 128L * 1024 * 1024;
    /** The same example's bound on count-driven container work not backed by input (Fory's default too). */
    static final int HARDENED_MAX_UNBACKED_ITEMS = 8192;

    private final Variant variant;
    private final CompatibleMode mode;
    private final Fory fory;

    /** One row's id, name and wire mode: all the variants ({@link ForyCompatibleAdapter}, {@link ForySchemaConsistentAdapter}) differ in. */
    record Variant(String id, String displayName, CompatibleMode mode) {
    }

    ForyAdapter(Variant variant) {
        this(variant, builder(variant.mode()).requireClassRegistration(false).withTypeChecker(dtoChecker()).build());
    }

    private ForyAdapter(Variant variant, Fory fory) {
        this.variant = variant;
        this.mode = variant.mode();
        this.fory = fory;
    }

    /** The same adapter (id, mode) around another {@link Fory}. */
    private ForyAdapter with(Fory configured) {
        return new ForyAdapter(variant, configured);
    }

    @Override
    public final String id() {
        return variant.id();
    }

    @Override
    public final String displayName() {
        return variant.displayName();
    }

    private static AllowListChecker dtoChecker() {
        AllowListChecker checker = new AllowListChecker(AllowListChecker.CheckLevel.STRICT);
        checker.allowClass(DTO_CLASSES);
        return checker;
    }

    private static org.apache.fory.config.ForyBuilder builder(CompatibleMode mode) {
        return Fory.builder()
                .withXlang(false)
                .withCompatibleMode(mode)
                .withClassLoader(ForyAdapter.class.getClassLoader());
    }

    /**
     * What Fory's Java guide recommends for bytes from outside the trust boundary
     * (docs/object-serialization/java/security.md at v1.6.0, "Built-in safeguards": "Keep class
     * registration enabled for production and any untrusted payload source", with its example
     * {@code requireClassRegistration(true)}, {@code withMaxDepth(50)},
     * {@code withMaxGraphMemoryBytes(128 MiB)}, {@code withMaxUnbackedContainerItems(8192)}; and
     * type-registration.md: "Keep registration enabled when deserializing untrusted data"): class
     * registration required, the application's classes registered by name order (writer and reader
     * register the same, as "Automatically assigned IDs depend on registration order" asks), and
     * that example's limits. Fory registers the JDK types itself. The wire mode is the adapter's.
     */
    @Override
    public final Hardening hardening(Set<String> applicationClasses) {
        Fory hardened = builder(mode)
                .requireClassRegistration(true)
                .withMaxDepth(HARDENED_MAX_DEPTH)
                .withMaxGraphMemoryBytes(HARDENED_MAX_GRAPH_MEMORY)
                .withMaxUnbackedContainerItems(HARDENED_MAX_UNBACKED_ITEMS)
                .build();
        ClassLoader loader = ForyAdapter.class.getClassLoader();
        for (String name : new TreeSet<>(applicationClasses)) {
            try {
                hardened.register(Class.forName(name, false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("Application class " + name + " is not visible to " + loader, e);
            }
        }
        return Hardening.of("Fory's Java guide for untrusted input (Security, Type Registration): "
                + "requireClassRegistration(true) with the application's classes registered in name order, "
                + "withMaxDepth(50), withMaxGraphMemoryBytes(128 MiB), withMaxUnbackedContainerItems(8192)",
                with(hardened));
    }

    /**
     * Fory with neither registration nor a type checker, as an attacker's copy writes: the default
     * adapter's {@code AllowListChecker} refuses to write a class outside the DTO packages, which
     * would leave the safety profile's unexpected-class probe without bytes to send.
     */
    @Override
    public final Optional<org.serialflex.spi.SerializerAdapter> unrestrictedWriter() {
        AllowListChecker none = new AllowListChecker(AllowListChecker.CheckLevel.DISABLE);
        return Optional.of(with(builder(mode).requireClassRegistration(false).withTypeChecker(none).build()));
    }

    @Override
    public final Library library() {
        return Library.fromPomProperties("org.apache.fory", "fory-core", Fory.class);
    }

    /**
     * On JDK 25 and later, Fory's guide ("Installation: JDK 25 and Later", and "Troubleshooting:
     * JDK25+ access errors") recommends opening {@code java.lang.invoke} so that Fory need not
     * fall back to {@code sun.misc.Unsafe}; it is harmless on JDK 17. Fory needs no opening of
     * application packages for private fields.
     */
    @Override
    public final List<JvmOption> requiredJvmOptions() {
        return List.of(JvmOption.addOpens("java.base", "java.lang.invoke"));
    }

    @Override
    public final byte[] write(Object value) {
        return fory.serialize(value);
    }

    @Override
    public final Object read(byte[] bytes, Class<?> rootType) {
        return fory.deserialize(bytes);
    }
}
