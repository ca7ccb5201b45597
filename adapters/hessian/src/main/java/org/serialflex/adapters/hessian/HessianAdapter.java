package org.serialflex.adapters.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import com.caucho.hessian.io.ClassFactory;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Set;
import java.util.TreeSet;

/**
 * Caucho Hessian 4 with its defaults: {@link Hessian2Output#writeObject} and
 * {@link Hessian2Input#readObject()}, the Hessian 2 protocol (http://hessian.caucho.com/doc/hessian-serialization.html),
 * which names each object's class in the stream and sends its fields by name. The one explicit
 * setting is the class loader of the {@link SerializerFactory}: the world's, which is also what
 * Hessian's default factory takes (the thread's context loader, the world's while the kit runs an
 * adapter method). Everything else is left as shipped: no {@code setAllowNonSerializable}, so a
 * class that is not {@code Serializable} is refused, as the library does by default.
 */
public final class HessianAdapter implements SerializerAdapter {

    private final SerializerFactory factory;

    /** Registered through META-INF/services; the kit creates one per world. */
    public HessianAdapter() {
        this(new SerializerFactory(HessianAdapter.class.getClassLoader()));
    }

    private HessianAdapter(SerializerFactory factory) {
        this.factory = factory;
    }

    @Override
    public String id() {
        return "hessian";
    }

    @Override
    public String displayName() {
        return "Hessian";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("com.caucho", "hessian", Hessian2Output.class);
    }

    @Override
    public byte[] write(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output output = new Hessian2Output(bytes);
        output.setSerializerFactory(factory);
        output.writeObject(value);
        output.close();
        return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        Hessian2Input input = new Hessian2Input(new ByteArrayInputStream(bytes));
        input.setSerializerFactory(factory);
        try {
            return input.readObject();
        } finally {
            input.close();
        }
    }

    /**
     * Hessian reflects into the JDK's own collections (List.of, unmodifiable and enum sets, Map.of):
     * without this opening the kit reports those cases as a set-up fault naming it, so it is declared
     * as a user of Hessian on JDK 17+ must pass it.
     */
    @Override
    public java.util.List<JvmOption> requiredJvmOptions() {
        // java.time: Hessian 4 has no serializer of its own for java.time and reflects into its fields (the value zoo)
        return java.util.List.of(JvmOption.addOpens("java.base", "java.util"), JvmOption.addOpens("java.base", "java.time"));
    }

    /**
     * Hessian's class allow list, the one control it has for untrusted input: the
     * {@link ClassFactory} of the {@link SerializerFactory} ({@code getClassFactory()}), switched to
     * a white list ({@code setWhitelist(true)}) that admits each application class by its exact name
     * ({@code allow(pattern)}: "Allow a class or package based on a pattern", hessian 4.0.66's
     * {@code ClassFactory}). Its built-in list then admits {@code java.*} and
     * {@code javax.management.*} except {@code Runtime}, {@code Process}, {@code System} and
     * {@code Thread}. A class outside the list is not an error: Hessian reads that object as a
     * {@code HashMap}. Hessian has no depth or length limit to set.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        SerializerFactory hardened = new SerializerFactory(HessianAdapter.class.getClassLoader());
        ClassFactory classes = hardened.getClassFactory();
        classes.setWhitelist(true);
        new TreeSet<>(applicationClasses).forEach(classes::allow);
        return Hardening.of("Hessian's ClassFactory as a white list (SerializerFactory.getClassFactory(), "
                + "setWhitelist(true), allow(name) for each application class by its exact name): other classes "
                + "are read as a HashMap, java.* (less Runtime, Process, System, Thread) stays admitted by Hessian's "
                + "built-in list; Hessian has no depth or length limit", new HessianAdapter(hardened));
    }
}
