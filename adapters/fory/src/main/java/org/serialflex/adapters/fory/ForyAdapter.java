package org.serialflex.adapters.fory;

import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.resolver.AllowListChecker;
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
abstract class ForyAdapter implements SerializerAdapter {

    /** Every class the kit generates lives below this package, in v1 and v2 alike. */
    private static final String DTO_CLASSES = "org.serialflex.dto.*";

    private final Fory fory;

    ForyAdapter(CompatibleMode mode) {
        AllowListChecker checker = new AllowListChecker(AllowListChecker.CheckLevel.STRICT);
        checker.allowClass(DTO_CLASSES);
        fory = Fory.builder()
                .withXlang(false)
                .withCompatibleMode(mode)
                .requireClassRegistration(false)
                .withTypeChecker(checker)
                .withClassLoader(ForyAdapter.class.getClassLoader())
                .build();
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
