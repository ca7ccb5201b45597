package org.serialflex.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectOutput;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * FST as the study configured it: one of its ready-made {@link FSTConfiguration}s, nothing
 * registered, no {@code @Version} annotations (the DTOs are a black box), so class evolution is
 * whatever FST does by itself. One configuration per world, in an instance field, resolving
 * classes in this adapter's class loader, which is the world's.
 *
 * <p>The configuration is created on first use: FST reflects into JDK internals as soon as it is
 * created, and the kit must be able to instantiate the adapter to report missing
 * {@link #requiredJvmOptions() JVM options} instead of failing inside FST.
 *
 * <p>The {@link #hardening hardened} configuration is FST's one defence against unexpected
 * classes, {@link FSTConfiguration#setVerifier}: a {@code ClassSecurityVerifier} that admits the
 * application's classes, the JDK classes they hold, primitives and their arrays, and nothing else.
 * FST offers no depth or length limit.
 *
 * <p>The variants ({@link FstDefaultAdapter}, {@link FstUnsafeAdapter}) differ only in their id,
 * name and ready-made configuration; a hardened instance is this class with a verifier.
 */
class FstAdapter implements SerializerAdapter {

    /**
     * The packages FST 2.57 reflects into on JDK 17+: the criteria's, and the value zoo's (java.time, the charsets,
     * Pattern, the atomics and GregorianCalendar's calendar system), as a team storing such values must open them.
     */
    static final List<JvmOption> JVM_OPTIONS = List.of("java.lang", "java.math", "java.util", "java.util.concurrent",
                    "java.net", "java.text", "java.time", "java.nio.charset", "java.util.regex",
                    "java.util.concurrent.atomic", "sun.util.calendar").stream()
            .map(packageName -> JvmOption.addOpens("java.base", packageName)).toList();

    /** The JDK classes the application's DTOs hold, admitted by the hardened verifier. */
    private static final List<Class<?>> JDK_CLASSES = List.of(String.class, Integer.class, Long.class, Short.class,
            Byte.class, Double.class, Float.class, Boolean.class, Character.class, BigDecimal.class, BigInteger.class,
            ArrayList.class, HashMap.class, LinkedHashMap.class);

    private final Variant variant;
    private final Set<String> allowed;
    private FSTConfiguration configuration;

    /**
     * One variant's row: its id, its name and the ready-made configuration it uses.
     *
     * @param factory e.g. {@link FSTConfiguration#createDefaultConfiguration}
     */
    record Variant(String id, String displayName, Supplier<FSTConfiguration> factory) {
    }

    /** @param allowed class names the verifier admits besides the JDK ones, or {@code null} for no verifier */
    FstAdapter(Variant variant, Set<String> allowed) {
        this.variant = variant;
        this.allowed = allowed;
    }

    @Override
    public final String id() {
        return variant.id();
    }

    @Override
    public final String displayName() {
        return variant.displayName();
    }

    private FSTConfiguration configuration() {
        if (configuration == null) {
            configuration = variant.factory().get();
            configuration.setClassLoader(FstAdapter.class.getClassLoader());
            if (allowed != null) {
                configuration.setVerifier(FstAdapter.this::admits);
            }
        }
        return configuration;
    }

    private boolean admits(Class<?> type) {
        Class<?> element = type;
        while (element.isArray()) {
            element = element.getComponentType();
        }
        return element.isPrimitive() || JDK_CLASSES.contains(element) || allowed.contains(element.getName());
    }

    @Override
    public final Hardening hardening(Set<String> applicationClasses) {
        return Hardening.of("FSTConfiguration.setVerifier: a ClassSecurityVerifier admitting only the application's "
                + "classes and the JDK value and collection classes they hold (FST has no depth or length limit)",
                new FstAdapter(variant, new HashSet<>(applicationClasses)));
    }

    @Override
    public final Library library() {
        return Library.fromPomProperties("de.ruedigermoeller", "fst", FSTConfiguration.class);
    }

    @Override
    public final List<JvmOption> requiredJvmOptions() {
        return JVM_OPTIONS;
    }

    @Override
    public final byte[] write(Object value) throws Exception {
        FSTObjectOutput output = configuration().getObjectOutput();
        output.writeObject(value);
        return output.getCopyOfWrittenBuffer();
    }

    @Override
    public final Object read(byte[] bytes, Class<?> rootType) throws Exception {
        return configuration().getObjectInput(bytes).readObject();
    }
}
