package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Deriving a v2 from a v1 through field changes. */
class FieldChangesTest {

    private static final String CONTACT = "org.x.Contact";
    private static final Dto V1 = Dto.bean(CONTACT)
            .field("name", String.class)
            .field("phone", String.class)
            .field("age", int.class)
            .field("tags", TypeRef.listOf(String.class));

    private static List<String> instanceFieldNames(Dto dto) {
        Class<?> type = ByteArrayClassLoader.of(ClassVersions.same(dto), ClassVersion.V1).load(dto.className());
        return Arrays.stream(type.getDeclaredFields()).filter(f -> !Modifier.isStatic(f.getModifiers()))
                .map(Field::getName).toList();
    }

    private static Field field(Dto dto, String name) {
        Class<?> type = ByteArrayClassLoader.of(ClassVersions.same(dto), ClassVersion.V1).load(dto.className());
        return Reflection.findField(type, name);
    }

    @Test
    void renameKeepsTheSlotAndTheType() {
        Dto v2 = V1.renameField("phone", "phoneNumber");
        assertThat(instanceFieldNames(v2)).containsExactly("name", "phoneNumber", "age", "tags");
        assertThat(field(v2, "phoneNumber").getType()).isEqualTo(String.class);
        assertThat(V1.fieldNames()).containsExactly("name", "phone", "age", "tags");
    }

    @Test
    void retypeKeepsTheSlot() {
        Dto v2 = V1.retypeField("age", long.class).retypeField("tags", TypeRef.setOf(String.class));
        assertThat(instanceFieldNames(v2)).containsExactly("name", "phone", "age", "tags");
        assertThat(field(v2, "age").getType()).isEqualTo(long.class);
        assertThat(field(v2, "tags").getType()).isEqualTo(Set.class);
        assertThat(field(V1.retypeField("age", BigDecimal.class), "age").getType()).isEqualTo(BigDecimal.class);
    }

    @Test
    void reorderAndInsert() {
        Dto v2 = V1.reorderFields("tags", "age", "phone", "name")
                .insertFieldAfter("age", "email", String.class)
                .insertFieldFirst("id", long.class);
        assertThat(instanceFieldNames(v2)).containsExactly("id", "tags", "age", "email", "phone", "name");
    }

    @Test
    void removeAndChangeOptions() {
        Dto v2 = V1.withoutField("phone").fieldOptions("tags", FieldOption.FINAL, FieldOption.TRANSIENT);
        assertThat(instanceFieldNames(v2)).containsExactly("name", "age", "tags");
        assertThat(field(v2, "tags").getModifiers())
                .isEqualTo(Modifier.PRIVATE | Modifier.FINAL | Modifier.TRANSIENT);
    }

    @Test
    void unknownFieldNamesAreRejectedNamingTheDtoAndTheField() {
        assertThatThrownBy(() -> V1.renameField("fax", "telefax"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(CONTACT).hasMessageContaining("fax");
        assertThatThrownBy(() -> V1.retypeField("fax", int.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(CONTACT).hasMessageContaining("fax");
        assertThatThrownBy(() -> V1.withoutField("fax"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fax");
        assertThatThrownBy(() -> V1.insertFieldAfter("fax", "x", int.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fax");
        assertThatThrownBy(() -> V1.fieldOptions("fax", FieldOption.FINAL))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fax");
        assertThatThrownBy(() -> V1.reorderFields("name", "phone", "age", "fax"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(CONTACT).hasMessageContaining("fax");
    }

    @Test
    void reorderMustNameEveryFieldOnce() {
        assertThatThrownBy(() -> V1.reorderFields("name", "phone", "age"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tags");
        assertThatThrownBy(() -> V1.reorderFields("name", "name", "phone", "age", "tags"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
    }

    @Test
    void duplicateFieldsAreRejected() {
        assertThatThrownBy(() -> V1.field("name", int.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("already declared");
        assertThatThrownBy(() -> V1.renameField("phone", "name"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("already declared");
    }
}
