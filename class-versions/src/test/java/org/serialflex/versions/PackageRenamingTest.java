package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.newInstance;
import static org.serialflex.versions.Reflection.set;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.ParameterizedType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Classes moved to a package of their own keep working and keep no trace of the old name. */
class PackageRenamingTest {

    private static final String FROM = "org.x.c05.";
    private static final String TO = "org.x.ea0.";
    private static final PackageRenaming RENAMING = PackageRenaming.of(FROM, TO);

    private static final ClassVersions VERSIONS = ClassVersions.same(
            Dto.bean(FROM + "Order").field("id", long.class)
                    .field("address", TypeRef.generated(FROM + "Address"))
                    .field("lines", TypeRef.listOf(TypeRef.generated(FROM + "Address")))
                    .field("colour", TypeRef.generated(FROM + "Colour"))
                    .writeReplaceWith(FROM + "OrderProxy"),
            Dto.bean(FROM + "OrderProxy").field("id", long.class).readResolveTo(FROM + "Order"),
            Dto.bean(FROM + "Address").field("city", String.class),
            Dto.enumeration(FROM + "Colour", "RED", "GREEN").constantWithBody("GREEN"),
            Dto.record(FROM + "Point").field("x", int.class).field("next", TypeRef.generated(FROM + "Address")));

    @Test
    void everyClassMovesAndNoClassFileNamesTheOldPackage() {
        Map<String, byte[]> renamed = RENAMING.apply(VERSIONS.classBytes(ClassVersion.V1));

        assertThat(renamed.keySet()).allMatch(name -> name.startsWith(TO))
                .hasSameSizeAs(VERSIONS.classBytes(ClassVersion.V1).keySet());
        renamed.forEach((name, bytes) -> {
            String text = new String(bytes, StandardCharsets.ISO_8859_1);
            assertThat(text).as(name).doesNotContain("org/x/c05").doesNotContain("org.x.c05");
        });
    }

    @Test
    void renamedClassesLoadAndKeepTheirShapes() throws Exception {
        ByteArrayClassLoader loader = new ByteArrayClassLoader("renamed", RENAMING.apply(VERSIONS.classBytes(ClassVersion.V1)));

        Class<?> order = loader.load(TO + "Order");
        assertThat(order.getDeclaredField("address").getType().getName()).isEqualTo(TO + "Address");
        ParameterizedType lines = (ParameterizedType) order.getDeclaredField("lines").getGenericType();
        assertThat(lines.getActualTypeArguments()[0].getTypeName()).isEqualTo(TO + "Address");
        Class<?> colour = loader.load(TO + "Colour");
        assertThat(colour.getEnumConstants()).extracting(Object::toString).containsExactly("RED", "GREEN");
        Class<?> point = loader.load(TO + "Point");
        assertThat(point.isRecord()).isTrue();
        assertThat(point.getRecordComponents()[1].getType().getName()).isEqualTo(TO + "Address");
    }

    @Test
    void aWriteReplaceProxyIsFoundByItsNewName() throws Exception {
        ByteArrayClassLoader loader = new ByteArrayClassLoader("renamed", RENAMING.apply(VERSIONS.classBytes(ClassVersion.V1)));
        Object order = newInstance(loader.load(TO + "Order"));
        set(order, "id", 7L);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(order);
        }
        Object read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
            @Override
            protected Class<?> resolveClass(java.io.ObjectStreamClass desc) throws ClassNotFoundException {
                return Class.forName(desc.getName(), false, loader);
            }
        }) {
            read = in.readObject();
        }
        assertThat(read.getClass().getName()).isEqualTo(TO + "Order");
        assertThat(new String(bytes.toByteArray(), StandardCharsets.ISO_8859_1)).contains(TO + "OrderProxy");
    }

    @Test
    void aClassOutsideThePrefixIsRefused() {
        ClassVersions elsewhere = ClassVersions.same(Dto.bean("org.y.Other").field("a", int.class));
        assertThatThrownBy(() -> RENAMING.apply(elsewhere.classBytes(ClassVersion.V1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("org.y.Other is not under org.x.c05.");
        assertThat(List.of(FROM, TO)).allMatch(p -> p.length() == FROM.length());
    }
}
