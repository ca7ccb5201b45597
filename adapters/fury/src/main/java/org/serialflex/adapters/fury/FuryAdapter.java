package org.serialflex.adapters.fury;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.fury.Fury;
import org.apache.fury.config.CompatibleMode;
import org.apache.fury.config.FuryBuilder;
import org.apache.fury.config.Language;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * Apache Fury ({@code org.apache.fury:fury-core}, package {@code org.apache.fury}), the project's name until it
 * became Apache Fory at 0.11.0, set up exactly as {@code fory0} sets up Fory 0.x: Java native mode
 * ({@code withLanguage(Language.JAVA)}), schema-consistent, class registration off, everything else at Fury's
 * defaults (no reference tracking, codegen on). The same configuration on both names is what lets the upgrade atlas
 * ask the rename's question, whether Fory 0.11 reads what Fury 0.10 wrote, as a lane that varies only the library.
 * Fury and Fory live in different packages, so this module holds both adapters and runs that lane.
 *
 * <p>Like {@code fory0}, no allow list: Fury 0.10 could install a {@code ClassChecker}, but {@code fory0} cannot on
 * every 0.x release, and a lane between the two must not change the configuration with the library.
 *
 * <p>A {@link Fury} caches class metadata and is bound to one class loader, so it is an instance field built with
 * this world's loader: the kit creates one adapter per world.
 */
public final class FuryAdapter implements SerializerAdapter {

    private final Fury fury;

    /** Registered through META-INF/services; the kit creates one per world. */
    public FuryAdapter() {
        this(builder().requireClassRegistration(false).build());
    }

    private FuryAdapter(Fury fury) {
        this.fury = fury;
    }

    private static FuryBuilder builder() {
        return Fury.builder()
                .withLanguage(Language.JAVA)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .withClassLoader(FuryAdapter.class.getClassLoader());
    }

    @Override
    public String id() {
        return "fury";
    }

    @Override
    public String displayName() {
        return "Fury";
    }

    /**
     * Fury's and Fory's Java native protocol, schema-consistent, which {@code fory0} (Fory 0.x) writes too: the two form the lane of the
     * project's rename (Fury 0.10.3 writing, Fory 0.11.0 reading, and back), in the upgrade atlas.
     */
    @Override
    public String format() {
        return "fory-java-native";
    }

    /**
     * Fury's own advice for an environment that is not secure, in the warning its builder logs when registration is
     * off ("please enable class registration by {@code FuryBuilder#requireClassRegistration(true)}", as 0.10.3 logs
     * it), with the application's classes registered in name order so that writer and reader assign the same ids: the
     * hardening {@code fory0} applies, so the two names stay comparable.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        Fury hardened = builder().requireClassRegistration(true).build();
        ClassLoader loader = FuryAdapter.class.getClassLoader();
        for (String name : new TreeSet<>(applicationClasses)) {
            try {
                hardened.register(Class.forName(name, false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("Application class " + name + " is not visible to " + loader, e);
            }
        }
        return Hardening.of("Fury's builder warning for an environment that is not secure: class registration "
                + "required, the application's classes registered in name order", new FuryAdapter(hardened));
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.fury", "fury-core", Fury.class);
    }

    /** As Fory: Fury needs {@code java.lang.invoke} open on JDK 25 so as not to fall back to Unsafe. */
    @Override
    public List<JvmOption> requiredJvmOptions() {
        return List.of(JvmOption.addOpens("java.base", "java.lang.invoke"));
    }

    @Override
    public byte[] write(Object value) {
        return fury.serialize(value);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        return fury.deserialize(bytes);
    }
}
