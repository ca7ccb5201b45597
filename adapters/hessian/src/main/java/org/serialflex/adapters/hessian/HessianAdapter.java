package org.serialflex.adapters.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

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

    private final SerializerFactory factory = new SerializerFactory(HessianAdapter.class.getClassLoader());

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
        return java.util.List.of(JvmOption.addOpens("java.base", "java.util"));
    }
}
