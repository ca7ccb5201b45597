package org.serialflex.versions.runtime;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.StreamCorruptedException;
import java.lang.reflect.Field;
import java.util.Map;

/**
 * The external form of generated {@code Externalizable} classes; their {@code writeExternal} and
 * {@code readExternal} delegate here.
 *
 * <p>Layout, written with {@link ObjectOutput}:
 * <pre>
 * byte  formVersion                         1..127, chosen per Dto (Dto.externalizable(int))
 * UTF   simple name of the writing class    only when formVersion &gt;= 2
 * int   count
 * count times:  UTF fieldName, Object value (writeObject, primitives boxed)
 * </pre>
 * Every instance field of the class and its generated superclasses is written, except a boolean
 * field named {@value #READ_THROUGH_EXTERNAL}. {@link #read} understands every form version,
 * older or newer than the reading class's own: it reads the header its version byte announces,
 * sets the fields the class declares by name (unboxing and widening where needed), skips unknown
 * names, and finally sets {@value #READ_THROUGH_EXTERNAL} to true if the class declares it. A
 * library that copies fields instead of calling {@code readExternal} leaves that flag false.
 * <pre>{@code
 * public void writeExternal(ObjectOutput out) throws IOException { ExternalForm.write(this, out, 2); }
 * public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { ExternalForm.read(this, in); }
 * }</pre>
 */
public final class ExternalForm {

    /** Name of the boolean field set to true when an object was read through {@code readExternal}. */
    public static final String READ_THROUGH_EXTERNAL = "readThroughExternal";

    private ExternalForm() {
    }

    /**
     * Writes the external form of {@code self}.
     *
     * @param self        the object being externalized
     * @param out         the stream
     * @param formVersion the form version, 1..127
     * @throws IOException if the stream fails
     */
    public static void write(Object self, ObjectOutput out, int formVersion) throws IOException {
        if (formVersion < 1 || formVersion > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("form version must be 1..127, was " + formVersion);
        }
        Map<String, Field> fields = InstanceFields.of(self.getClass());
        fields.remove(READ_THROUGH_EXTERNAL);
        out.writeByte(formVersion);
        if (formVersion >= 2) {
            out.writeUTF(self.getClass().getSimpleName());
        }
        out.writeInt(fields.size());
        for (Field field : fields.values()) {
            out.writeUTF(field.getName());
            out.writeObject(InstanceFields.get(field, self));
        }
    }

    /**
     * Reads any form version into {@code self}.
     *
     * @param self the object being read, created through its public no-arg constructor
     * @param in   the stream
     * @throws IOException            if the stream fails or a value does not fit its field
     * @throws ClassNotFoundException if a value's class is missing
     */
    public static void read(Object self, ObjectInput in) throws IOException, ClassNotFoundException {
        int formVersion = in.readByte();
        if (formVersion < 1) {
            throw new StreamCorruptedException("invalid external form version " + formVersion);
        }
        if (formVersion >= 2) {
            in.readUTF();
        }
        Map<String, Field> fields = InstanceFields.of(self.getClass());
        int count = in.readInt();
        for (int i = 0; i < count; i++) {
            String name = in.readUTF();
            Object value = in.readObject();
            Field field = fields.get(name);
            if (field != null && !InstanceFields.set(field, self, value)) {
                throw new InvalidClassException(self.getClass().getName(), "external form " + formVersion
                        + ": value of type " + value.getClass().getName() + " does not fit field " + name);
            }
        }
        Field flag = fields.get(READ_THROUGH_EXTERNAL);
        if (flag != null && flag.getType() == boolean.class) {
            InstanceFields.set(flag, self, true);
        }
    }
}
