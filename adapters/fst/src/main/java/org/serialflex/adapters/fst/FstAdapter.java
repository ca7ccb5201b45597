package org.serialflex.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectOutput;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;
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
 */
abstract class FstAdapter implements SerializerAdapter {

    /** The packages FST 2.57 reflects into on JDK 17+; the module pom passes the same flags. */
    static final List<JvmOption> JVM_OPTIONS = List.of("java.lang", "java.math", "java.util",
            "java.util.concurrent", "java.net", "java.text").stream()
            .map(packageName -> JvmOption.addOpens("java.base", packageName)).toList();

    private final Supplier<FSTConfiguration> factory;
    private FSTConfiguration configuration;

    FstAdapter(Supplier<FSTConfiguration> factory) {
        this.factory = factory;
    }

    private FSTConfiguration configuration() {
        if (configuration == null) {
            configuration = factory.get();
            configuration.setClassLoader(FstAdapter.class.getClassLoader());
        }
        return configuration;
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
