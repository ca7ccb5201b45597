package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.call;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Enums: constants, order, constant bodies, enum fields. */
class EnumTest {

    private static final String COLOR = "org.x.Color";

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Enum<?> valueOf(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }

    private static Class<?> load(Dto dto) {
        return ByteArrayClassLoader.of(ClassVersions.same(dto), ClassVersion.V1).load(dto.className());
    }

    @Test
    void plainEnumHasConstantsInOrder() {
        Class<?> color = load(Dto.enumeration(COLOR, "RED", "GREEN", "BLUE"));
        assertThat(color.isEnum()).isTrue();
        assertThat(Modifier.isFinal(color.getModifiers())).isTrue();
        assertThat(color.getEnumConstants()).extracting(c -> ((Enum<?>) c).name()).containsExactly("RED", "GREEN", "BLUE");
        assertThat(valueOf(color, "GREEN").ordinal()).isEqualTo(1);
        assertThat(call(valueOf(color, "BLUE"), "label")).isEqualTo("blue");
        assertThat(call(color, "values")).isInstanceOf(Object[].class);
        assertThat((Object[]) call(color, "values")).hasSize(3);
    }

    @Test
    void constantsCanBeReorderedOrDropped() {
        Dto v1 = Dto.enumeration(COLOR, "RED", "GREEN", "BLUE");
        ClassVersions versions = ClassVersions.of(List.of(v1), List.of(v1.withConstants("BLUE", "RED")));
        Class<?> v2 = ByteArrayClassLoader.of(versions, ClassVersion.V2).load(COLOR);
        assertThat(v2.getEnumConstants()).extracting(c -> ((Enum<?>) c).name()).containsExactly("BLUE", "RED");
        assertThat(valueOf(v2, "RED").ordinal()).isEqualTo(1);
        assertThatThrownBy(() -> valueOf(v2, "GREEN")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void constantWithBodyIsAnAnonymousSubclassLikeJavacMakesIt() throws Exception {
        Dto dto = Dto.enumeration(COLOR, "RED", "GREEN", "BLUE").constantWithBody("GREEN").constantWithBody("BLUE");
        ClassVersions versions = ClassVersions.same(dto);
        assertThat(versions.classNames(ClassVersion.V1)).containsExactly(COLOR, COLOR + "$1", COLOR + "$2");
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(versions, ClassVersion.V1);
        Class<?> color = loader.load(COLOR);
        assertThat(Modifier.isFinal(color.getModifiers())).isFalse();

        Enum<?> green = valueOf(color, "GREEN");
        Class<?> body = green.getClass();
        assertThat(body.getName()).isEqualTo(COLOR + "$1");
        assertThat(body.isAnonymousClass()).isTrue();
        assertThat(body.isEnum()).isFalse();
        assertThat(body.getSuperclass()).isSameAs(color);
        assertThat(body.getEnclosingClass()).isSameAs(color);
        assertThat(Modifier.isFinal(body.getModifiers())).isTrue();
        assertThat(green.getDeclaringClass()).isSameAs(color);
        assertThat(call(green, "label")).isEqualTo("special:GREEN");
        assertThat(call(valueOf(color, "RED"), "label")).isEqualTo("red");
        assertThat(valueOf(color, "BLUE").getClass().getName()).isEqualTo(COLOR + "$2");
        assertThat(color.isSealed()).isTrue();

        Object copy = Reflection.roundTrip(green, loader);
        assertThat(copy).isSameAs(green);
    }

    @Test
    void enumFieldsAreSetThroughThePrivateConstructor() {
        Dto dto = Dto.enumeration(COLOR, "RED", "GREEN")
                .enumField("code", String.class, "r", null)
                .enumField("rank", int.class, 1, 2)
                .enumField("weight", Long.class, 10L, 20L)
                .enumField("bright", boolean.class, false, true)
                .constantWithBody("GREEN");
        Class<?> color = load(dto);
        Field code = Reflection.findField(color, "code");
        assertThat(code.getModifiers()).isEqualTo(Modifier.PRIVATE | Modifier.FINAL);
        assertThat(Arrays.stream(color.getDeclaredConstructors()))
                .allSatisfy(c -> assertThat(Modifier.isPrivate(c.getModifiers())).isTrue());
        Enum<?> red = valueOf(color, "RED");
        Enum<?> green = valueOf(color, "GREEN");
        assertThat(call(red, "getCode")).isEqualTo("r");
        assertThat(call(green, "getCode")).isNull();
        assertThat(call(green, "getRank")).isEqualTo(2);
        assertThat(call(green, "getWeight")).isEqualTo(20L);
        assertThat(call(green, "isBright")).isEqualTo(true);
        assertThat(call(green, "label")).isEqualTo("special:GREEN");
    }

    @Test
    void enumFieldValuesFollowTheirConstantsWhenReordered() {
        Dto dto = Dto.enumeration(COLOR, "RED", "GREEN").enumField("code", String.class, "r", "g")
                .withConstants("GREEN", "RED");
        assertThat(call(valueOf(load(dto), "RED"), "getCode")).isEqualTo("r");
        assertThatThrownBy(() -> dto.withConstants("GREEN", "RED", "BLUE"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("BLUE");
        assertThatThrownBy(() -> dto.enumField("other", int.class, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs 2 values");
        assertThatThrownBy(() -> dto.constantWithBody("PINK"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("PINK");
        assertThatThrownBy(() -> dto.field("x", int.class)).isInstanceOf(IllegalStateException.class);
    }
}
