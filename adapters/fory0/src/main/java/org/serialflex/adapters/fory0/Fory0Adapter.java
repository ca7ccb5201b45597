package org.serialflex.adapters.fory0;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Language;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * Apache Fory 0.x (0.11.0, the first release under {@code org.apache.fory}, to 0.16.0, the last before 1.0) as a
 * Java-only service set it up: Java native mode ({@code withLanguage(Language.JAVA)}), schema-consistent (0.x's
 * default {@link CompatibleMode}), class registration off, everything else at Fory's defaults (no reference tracking,
 * codegen on). It is {@code adapters/fory}'s schema-consistent configuration written against the API every 0.x
 * release shares, so the upgrade atlas can cross Fory's 0.x releases with one adapter (issue 41): Fory 1.0 replaced
 * {@code withLanguage} by {@code withXlang}, and the adapter of 1.x does not link against 0.x.
 *
 * <p>One difference from the 1.x adapter, forced by the 0.x API: no allow list. The 1.x adapter installs a
 * {@code STRICT} {@code AllowListChecker} for the kit's DTO package; in 0.x the checker's type and the method that
 * installs it changed twice ({@code ClassChecker} through 0.12, {@code TypeChecker} from 0.13, {@code
 * ClassResolver.setClassChecker} gone by 0.16), so no one adapter could set it on every 0.x release. Without it Fory
 * 0.x checks classes against its built-in deny list only, which changes what the safety profile's unexpected-class
 * probe meets, not how a value the kit's cases hold crosses.
 *
 * <p>A {@link Fory} caches class metadata and is bound to one class loader, so it is an instance field built with
 * this world's loader: the kit creates one adapter per world.
 */
public final class Fory0Adapter implements SerializerAdapter {

    private final Fory fory;

    /** Registered through META-INF/services; the kit creates one per world. */
    public Fory0Adapter() {
        this(builder().requireClassRegistration(false).build());
    }

    private Fory0Adapter(Fory fory) {
        this.fory = fory;
    }

    private static ForyBuilder builder() {
        return Fory.builder()
                .withLanguage(Language.JAVA)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .withClassLoader(Fory0Adapter.class.getClassLoader());
    }

    @Override
    public String id() {
        return "fory0";
    }

    @Override
    public String displayName() {
        return "Fory 0.x";
    }

    /**
     * Fury's and Fory's Java native protocol, schema-consistent, which {@code fury} (Fury, its name before 0.11) writes too: the two form the lane of the
     * project's rename (Fury 0.10.3 writing, Fory 0.11.0 reading, and back), in the upgrade atlas.
     */
    @Override
    public String format() {
        return "fory-java-native";
    }

    /**
     * Fory 0.x's own advice for an environment that is not secure, in the warning its builder logs when registration
     * is off ("please enable class registration by {@code ForyBuilder#requireClassRegistration(true)}", as 0.16.0
     * logs it), with the application's classes registered in name order so that writer and reader assign the same
     * ids. The depth and memory limits of the 1.x guide do not exist in every 0.x release ({@code withMaxDepth} came
     * in 0.13), so they are not part of it.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        Fory hardened = builder().requireClassRegistration(true).build();
        ClassLoader loader = Fory0Adapter.class.getClassLoader();
        for (String name : new TreeSet<>(applicationClasses)) {
            try {
                hardened.register(Class.forName(name, false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("Application class " + name + " is not visible to " + loader, e);
            }
        }
        return Hardening.of("Fory 0.x's builder warning for an environment that is not secure: class registration "
                + "required, the application's classes registered in name order", new Fory0Adapter(hardened));
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.fory", "fory-core", Fory.class);
    }

    /** As the 1.x adapter: Fory needs {@code java.lang.invoke} open on JDK 25 so as not to fall back to Unsafe. */
    @Override
    public List<JvmOption> requiredJvmOptions() {
        return List.of(JvmOption.addOpens("java.base", "java.lang.invoke"));
    }

    @Override
    public byte[] write(Object value) {
        return fory.serialize(value);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        return fory.deserialize(bytes);
    }
}
