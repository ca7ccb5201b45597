package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.call;
import static org.serialflex.versions.Reflection.newInstance;

import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.RecordComponent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Records: components, canonical constructor, evolution. */
class RecordTest {

    private static final String POINT = "org.x.Point";
    private static final Dto V1 = Dto.record(POINT)
            .field("x", int.class)
            .field("label", String.class)
            .field("tags", TypeRef.listOf(String.class))
            .field("owner", TypeRef.generated("org.x.Owner"));
    private static final Dto OWNER = Dto.bean("org.x.Owner").field("name", String.class);

    private static Class<?> load(ClassVersions versions, ClassVersion version) {
        return ByteArrayClassLoader.of(versions, version).load(POINT);
    }

    @Test
    void recordWithComponentsInOrderAndCanonicalConstructorOnly() {
        Class<?> point = load(ClassVersions.same(V1, OWNER), ClassVersion.V1);
        assertThat(point.isRecord()).isTrue();
        assertThat(point.getInterfaces()).containsExactly(Serializable.class);
        assertThat(point.getRecordComponents()).extracting(RecordComponent::getName)
                .containsExactly("x", "label", "tags", "owner");
        BeanTest.assertParameterized(point.getRecordComponents()[2].getGenericType(), List.class, String.class);
        assertThat(point.getRecordComponents()[3].getType().getName()).isEqualTo("org.x.Owner");
        assertThat(point.getDeclaredConstructors()).hasSize(1);
        assertThat(point.getDeclaredConstructors()[0].getParameterTypes())
                .containsExactly(int.class, String.class, List.class, point.getRecordComponents()[3].getType());
    }

    @Test
    void recordValuesAccessorsAndSerialization() throws Exception {
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(ClassVersions.same(V1, OWNER), ClassVersion.V1);
        Class<?> point = loader.load(POINT);
        Object value = newInstance(point, 3, "p", List.of("a"), null);
        assertThat(call(value, "x")).isEqualTo(3);
        assertThat(call(value, "label")).isEqualTo("p");
        assertThat(value.toString()).contains("x=3").contains("label=p");
        Object copy = Reflection.roundTrip(value, loader);
        assertThat(copy).isNotSameAs(value).isEqualTo(value);
        // declared like the baseline bean; Java serialization does not match it for records
        assertThat(ObjectStreamClass.lookup(point).getSerialVersionUID()).isEqualTo(1L);
    }

    @Test
    void addedAndReorderedComponents() {
        Dto added = V1.field("z", long.class);
        Dto reordered = V1.reorderFields("owner", "tags", "label", "x");
        ClassVersions versions = ClassVersions.of(List.of(V1, OWNER), List.of(added, OWNER));
        assertThat(load(versions, ClassVersion.V2).getRecordComponents()).extracting(RecordComponent::getName)
                .containsExactly("x", "label", "tags", "owner", "z");
        ClassVersions reorderedVersions = ClassVersions.of(List.of(V1, OWNER), List.of(reordered, OWNER));
        assertThat(load(reorderedVersions, ClassVersion.V2).getRecordComponents()).extracting(RecordComponent::getName)
                .containsExactly("owner", "tags", "label", "x");
    }

    @Test
    void recordOldToNewThroughJavaSerializationGetsDefaultForTheAddedComponent() throws Exception {
        ClassVersions versions = ClassVersions.of(List.of(V1, OWNER), List.of(V1.field("z", long.class), OWNER));
        Object written = newInstance(load(versions, ClassVersion.V1), 3, "p", List.of(), null);
        ByteArrayClassLoader reader = ByteArrayClassLoader.of(versions, ClassVersion.V2);
        Object read = Reflection.roundTrip(written, reader);
        assertThat(read.getClass().getClassLoader()).isSameAs(reader);
        assertThat(call(read, "x")).isEqualTo(3);
        assertThat(call(read, "z")).isEqualTo(0L);
    }

    @Test
    void recordComponentsCannotCarryModifiers() {
        assertThatThrownBy(() -> Dto.record("org.x.R").field("x", int.class, FieldOption.TRANSIENT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("org.x.R");
        assertThatThrownBy(() -> Dto.record("org.x.R").constructors(ConstructorStyle.ALL_ARGS))
                .isInstanceOf(IllegalStateException.class);
    }
}
