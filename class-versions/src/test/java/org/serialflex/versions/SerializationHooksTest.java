package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.call;
import static org.serialflex.versions.Reflection.get;
import static org.serialflex.versions.Reflection.newInstance;
import static org.serialflex.versions.Reflection.set;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Externalizable, private writeObject/readObject, writeReplace/readResolve and singletons. */
class SerializationHooksTest {

    private static final String EXT = "org.x.Ext";
    private static final Dto EXT_V1 = Dto.bean(EXT)
            .field("name", String.class)
            .field("count", int.class)
            .field("readThroughExternal", boolean.class)
            .constructors(ConstructorStyle.ALL_ARGS)
            .externalizable();
    private static final Dto EXT_V2 = EXT_V1.retypeField("count", long.class).field("note", String.class)
            .externalizable(2);
    private static final ClassVersions EXT_VERSIONS = ClassVersions.of(List.of(EXT_V1), List.of(EXT_V2));

    @Test
    void externalizableClassHasPublicNoArgConstructorAndPublicMethods() throws Exception {
        Class<?> type = ByteArrayClassLoader.of(EXT_VERSIONS, ClassVersion.V1).load(EXT);
        assertThat(type.getInterfaces()).containsExactly(Externalizable.class);
        assertThat(Modifier.isPublic(type.getDeclaredConstructor().getModifiers())).isTrue();
        assertThat(type.getDeclaredConstructors()).hasSize(2);
        Method write = type.getDeclaredMethod("writeExternal", ObjectOutput.class);
        assertThat(write.getModifiers()).isEqualTo(Modifier.PUBLIC);
        assertThat(write.getExceptionTypes()).extracting(Class::getName).containsExactly("java.io.IOException");
        assertThat(ObjectStreamClass.lookup(type).getFields()).isEmpty();
        assertThat(ObjectStreamClass.lookup(type).getSerialVersionUID()).isEqualTo(1L);
    }

    @Test
    void externalFormStartsWithTheFormVersionByte() throws Exception {
        for (ClassVersion version : ClassVersion.values()) {
            Object value = newInstance(ByteArrayClassLoader.of(EXT_VERSIONS, version).load(EXT));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                ((Externalizable) value).writeExternal(out);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                assertThat(in.readByte()).isEqualTo((byte) (version == ClassVersion.V1 ? 1 : 2));
                if (version == ClassVersion.V2) {
                    assertThat(in.readUTF()).isEqualTo("Ext");
                }
                assertThat(in.readInt()).isEqualTo(version == ClassVersion.V1 ? 2 : 3);
                assertThat(in.readUTF()).isEqualTo("name");
            }
        }
    }

    @Test
    void externalizableOldToNewAcrossTwoClassLoaders() throws Exception {
        Object written = newInstance(ByteArrayClassLoader.of(EXT_VERSIONS, ClassVersion.V1).load(EXT), "Ada", 7, false);
        ByteArrayClassLoader reader = ByteArrayClassLoader.of(EXT_VERSIONS, ClassVersion.V2);

        Object read = Reflection.roundTrip(written, reader);

        assertThat(read.getClass().getClassLoader()).isSameAs(reader);
        assertThat(get(read, "name")).isEqualTo("Ada");
        assertThat(get(read, "count")).isEqualTo(7L);
        assertThat(get(read, "note")).isNull();
        assertThat(get(read, "readThroughExternal")).isEqualTo(true);
        assertThat(get(written, "readThroughExternal")).isEqualTo(false);
    }

    @Test
    void externalizableNewToOldReadsTheNewerFormAndIgnoresUnknownFields() throws Exception {
        ClassVersions versions = ClassVersions.of(List.of(EXT_V1),
                List.of(EXT_V1.field("note", String.class).externalizable(2)));
        Object written = newInstance(ByteArrayClassLoader.of(versions, ClassVersion.V2).load(EXT), "Ada", 7, false, "n");
        Object read = Reflection.roundTrip(written, ByteArrayClassLoader.of(versions, ClassVersion.V1));
        assertThat(get(read, "name")).isEqualTo("Ada");
        assertThat(get(read, "count")).isEqualTo(7);
        assertThat(get(read, "readThroughExternal")).isEqualTo(true);
    }

    @Test
    void externalizableRefusesAValueThatDoesNotFitItsField() {
        Object written = newInstance(ByteArrayClassLoader.of(EXT_VERSIONS, ClassVersion.V2).load(EXT), "Ada", 7L, false, "n");
        assertThatThrownBy(() -> Reflection.roundTrip(written, ByteArrayClassLoader.of(EXT_VERSIONS, ClassVersion.V1)))
                .isInstanceOf(InvalidClassException.class).hasMessageContaining("count");
    }

    @Test
    void readObjectRebuildsTheTransientDerivedField() throws Exception {
        Dto dto = Dto.bean("org.x.Name")
                .field("first", String.class)
                .field("last", String.class)
                .field("full", String.class)
                .readObjectRebuilds("full", "first", "last");
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(ClassVersions.same(dto), ClassVersion.V1);
        Class<?> type = loader.load("org.x.Name");
        Method readObject = type.getDeclaredMethod("readObject", ObjectInputStream.class);
        Method writeObject = type.getDeclaredMethod("writeObject", ObjectOutputStream.class);
        assertThat(readObject.getModifiers()).isEqualTo(Modifier.PRIVATE);
        assertThat(writeObject.getModifiers()).isEqualTo(Modifier.PRIVATE);
        assertThat(readObject.getReturnType()).isEqualTo(void.class);
        assertThat(Modifier.isTransient(Reflection.findField(type, "full").getModifiers())).isTrue();

        Object value = newInstance(type);
        call(value, "setFirst", "Ada");
        call(value, "setLast", "Lovelace");
        call(value, "setFull", "stale");
        Object read = Reflection.roundTrip(value, loader);

        assertThat(get(read, "first")).isEqualTo("Ada");
        assertThat(get(read, "full")).isEqualTo("Ada Lovelace");
    }

    @Test
    void writeReplaceProxyAndReadResolveRebuildTheOriginalClass() throws Exception {
        Dto person = Dto.bean("org.x.Person").field("name", String.class).field("age", int.class)
                .writeReplaceWith("org.x.PersonProxy");
        Dto proxy = Dto.bean("org.x.PersonProxy").field("name", String.class).field("age", int.class)
                .readResolveTo("org.x.Person");
        ClassVersions versions = ClassVersions.of(List.of(person, proxy), List.of(person.field("email", String.class), proxy));
        Object value = newInstance(ByteArrayClassLoader.of(versions, ClassVersion.V1).load("org.x.Person"));
        set(value, "name", "Ada");
        set(value, "age", 36);

        byte[] bytes = Reflection.serialize(value);
        ByteArrayClassLoader reader = ByteArrayClassLoader.of(versions, ClassVersion.V2);
        Object read = Reflection.deserialize(bytes, reader);

        assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).contains("org.x.PersonProxy");
        assertThat(read.getClass()).isSameAs(reader.load("org.x.Person"));
        assertThat(get(read, "name")).isEqualTo("Ada");
        assertThat(get(read, "age")).isEqualTo(36);
        assertThat(get(read, "email")).isNull();
    }

    @Test
    void recordsCanUseAProxyToo() throws Exception {
        Dto point = Dto.record("org.x.Point").field("x", int.class).field("y", int.class).writeReplaceWith("org.x.PointProxy");
        Dto proxy = Dto.bean("org.x.PointProxy").field("x", int.class).field("y", int.class).readResolveTo("org.x.Point");
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(ClassVersions.same(point, proxy), ClassVersion.V1);
        Object value = newInstance(loader.load("org.x.Point"), 1, 2);
        Object read = Reflection.roundTrip(value, loader);
        assertThat(read).isNotSameAs(value).isEqualTo(value);
    }

    @Test
    void singletonStaysTheSingletonOfTheReaderWorld() throws Exception {
        Dto registry = Dto.bean("org.x.Registry").field("name", String.class).singleton();
        ClassVersions versions = ClassVersions.same(registry);
        Class<?> writerType = ByteArrayClassLoader.of(versions, ClassVersion.V1).load("org.x.Registry");
        ByteArrayClassLoader reader = ByteArrayClassLoader.of(versions, ClassVersion.V2);
        Class<?> readerType = reader.load("org.x.Registry");

        assertThat(writerType.getDeclaredField("INSTANCE").getModifiers())
                .isEqualTo(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL);
        assertThat(writerType.getDeclaredConstructors()).hasSize(1)
                .allSatisfy(c -> assertThat(Modifier.isPrivate(c.getModifiers())).isTrue());
        Object writerInstance = writerType.getField("INSTANCE").get(null);
        Object readerInstance = readerType.getField("INSTANCE").get(null);
        assertThat(writerInstance).isNotNull().isInstanceOf(writerType);

        assertThat(Reflection.roundTrip(writerInstance, ByteArrayClassLoader.class.cast(writerType.getClassLoader())))
                .isSameAs(writerInstance);
        assertThat(Reflection.roundTrip(writerInstance, reader)).isSameAs(readerInstance);
    }
}
