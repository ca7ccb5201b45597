package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serialflex.versions.runtime.FieldId;

/** The numbers a careful schema author would give, as {@code @FieldId} carries them in both versions. */
class FieldIdentityTest {

    private static final String CONTACT = "org.x.Contact";
    private static final Dto V1 = Dto.bean(CONTACT)
            .field("name", String.class)
            .field("phone", String.class)
            .field("age", int.class);

    @Test
    void keptRenamedRetypedAndReorderedFieldsKeepTheirNumbers() {
        Dto v2 = V1.renameField("phone", "phoneNumber").retypeField("age", long.class).reorderFields("age", "name", "phoneNumber");
        ClassVersions versions = ClassVersions.v1(V1).v2(v2);

        assertThat(numbers(versions, ClassVersion.V1, CONTACT)).containsExactly(
                Map.entry("name", 1), Map.entry("phone", 2), Map.entry("age", 3));
        assertThat(numbers(versions, ClassVersion.V2, CONTACT)).containsExactly(
                Map.entry("age", 3), Map.entry("name", 1), Map.entry("phoneNumber", 2));
    }

    @Test
    void anAddedFieldGetsAFreshNumberAndARemovedOneIsNeverReused() {
        Dto v2 = V1.withoutField("phone").insertFieldAfter("name", "email", String.class);
        ClassVersions versions = ClassVersions.v1(V1).v2(v2);

        assertThat(numbers(versions, ClassVersion.V2, CONTACT)).containsExactly(
                Map.entry("name", 1), Map.entry("email", 4), Map.entry("age", 3));
    }

    @Test
    void aFieldPulledUpIntoANewSuperclassKeepsItsNumber() {
        Dto base = Dto.bean("org.x.Base").field("name", String.class);
        Dto v2 = V1.withoutField("name").extending("org.x.Base");
        ClassVersions versions = ClassVersions.of(List.of(V1), List.of(base, v2));

        assertThat(numbers(versions, ClassVersion.V2, "org.x.Base")).containsExactly(Map.entry("name", 1));
        assertThat(numbers(versions, ClassVersion.V2, CONTACT)).containsExactly(Map.entry("phone", 2), Map.entry("age", 3));
    }

    @Test
    void recordComponentsAndTheirFieldsCarryTheNumber() {
        Dto v1 = Dto.record("org.x.Point").field("x", int.class).field("y", int.class);
        ClassVersions versions = ClassVersions.v1(v1).v2(v1.reorderFields("y", "x").field("z", int.class));
        Class<?> type = ByteArrayClassLoader.of(versions, ClassVersion.V2).load("org.x.Point");

        assertThat(Arrays.stream(type.getRecordComponents()).map(c -> c.getName() + "=" + number(c)))
                .containsExactly("y=2", "x=1", "z=3");
        assertThat(numbers(versions, ClassVersion.V2, "org.x.Point")).containsExactly(
                Map.entry("y", 2), Map.entry("x", 1), Map.entry("z", 3));
    }

    @Test
    void enumConstantsAreNumberedByName() throws Exception {
        Dto v1 = Dto.enumeration("org.x.Color", "RED", "GREEN");
        ClassVersions versions = ClassVersions.v1(v1).v2(Dto.enumeration("org.x.Color", "BLUE", "GREEN", "RED"));
        Class<?> type = ByteArrayClassLoader.of(versions, ClassVersion.V2).load("org.x.Color");

        assertThat(type.getField("RED").getAnnotation(FieldId.class).value()).isEqualTo(1);
        assertThat(type.getField("GREEN").getAnnotation(FieldId.class).value()).isEqualTo(2);
        assertThat(type.getField("BLUE").getAnnotation(FieldId.class).value()).isEqualTo(3);
    }

    @Test
    void staticFieldsCarryNoNumber() {
        Class<?> type = ByteArrayClassLoader.of(ClassVersions.same(V1), ClassVersion.V1).load(CONTACT);
        assertThat(Arrays.stream(type.getDeclaredFields()).filter(f -> Modifier.isStatic(f.getModifiers()))
                .filter(f -> f.isAnnotationPresent(FieldId.class))).isEmpty();
    }

    private static Map<String, Integer> numbers(ClassVersions versions, ClassVersion version, String className) {
        Class<?> type = ByteArrayClassLoader.of(versions, version).load(className);
        Map<String, Integer> numbers = new LinkedHashMap<>();
        for (Field field : type.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                FieldId id = field.getAnnotation(FieldId.class);
                numbers.put(field.getName(), id == null ? null : id.value());
            }
        }
        return numbers;
    }

    private static Integer number(RecordComponent component) {
        FieldId id = component.getAnnotation(FieldId.class);
        return id == null ? null : id.value();
    }
}
