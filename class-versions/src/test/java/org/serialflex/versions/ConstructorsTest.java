package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.call;
import static org.serialflex.versions.Reflection.get;
import static org.serialflex.versions.Reflection.newInstance;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Constructor styles, final, transient and static fields. */
class ConstructorsTest {

    private static final String MONEY = "org.x.Money";
    private static final Dto BASE = Dto.bean(MONEY)
            .field("currency", String.class)
            .field("cents", long.class)
            .field("tags", TypeRef.listOf(String.class), FieldOption.FINAL)
            .field("cache", String.class, FieldOption.TRANSIENT)
            .field("COUNTER", int.class, FieldOption.STATIC);

    private static Class<?> load(Dto dto) {
        return ByteArrayClassLoader.of(ClassVersions.same(dto), ClassVersion.V1).load(dto.className());
    }

    @Test
    void allArgsConstructorTakesInstanceNonTransientFieldsInDeclarationOrder() {
        Class<?> money = load(BASE.constructors(ConstructorStyle.ALL_ARGS));
        assertThat(money.getDeclaredConstructors()).hasSize(1);
        Constructor<?> constructor = money.getDeclaredConstructors()[0];
        assertThat(Modifier.isPublic(constructor.getModifiers())).isTrue();
        assertThat(constructor.getParameters()).extracting(Parameter::getName)
                .containsExactly("currency", "cents", "tags");
        assertThat(constructor.getParameterTypes()).containsExactly(String.class, long.class, List.class);
        BeanTest.assertParameterized(constructor.getGenericParameterTypes()[2], List.class, String.class);

        Object value = newInstance(money, "EUR", 250L, List.of("x"));
        assertThat(get(value, "currency")).isEqualTo("EUR");
        assertThat(get(value, "cents")).isEqualTo(250L);
        assertThat(get(value, "tags")).isEqualTo(List.of("x"));
        assertThat(get(value, "cache")).isNull();
    }

    @Test
    void allArgsAcceptsNullsUnlessRejecting() {
        Class<?> lenient = load(BASE.constructors(ConstructorStyle.ALL_ARGS));
        assertThat(get(newInstance(lenient, null, 1L, null), "currency")).isNull();

        Class<?> strict = load(BASE.constructors(ConstructorStyle.ALL_ARGS_REJECTING_NULLS));
        assertThat(Modifier.isPublic(strict.getDeclaredConstructors()[0].getModifiers())).isTrue();
        assertThatThrownBy(() -> newInstance(strict, "EUR", 1L, null))
                .isInstanceOf(NullPointerException.class).hasMessage("tags must not be null");
        assertThatThrownBy(() -> newInstance(strict, null, 1L, List.of()))
                .isInstanceOf(NullPointerException.class).hasMessage("currency must not be null");
        assertThat(get(newInstance(strict, "EUR", 1L, List.of()), "currency")).isEqualTo("EUR");
    }

    @Test
    void privateConstructorWithStaticFactory() throws Exception {
        Class<?> money = load(BASE.constructors(ConstructorStyle.PRIVATE_WITH_FACTORY));
        assertThat(money.getDeclaredConstructors()).hasSize(1);
        assertThat(Modifier.isPrivate(money.getDeclaredConstructors()[0].getModifiers())).isTrue();
        Method of = money.getDeclaredMethod("of", String.class, long.class, List.class);
        assertThat(of.getModifiers()).isEqualTo(Modifier.PUBLIC | Modifier.STATIC);
        assertThat(of.getReturnType()).isSameAs(money);
        assertThat(of.getParameters()).extracting(Parameter::getName).containsExactly("currency", "cents", "tags");

        Object value = of.invoke(null, "USD", 5L, List.of());
        assertThat(value.getClass()).isSameAs(money);
        assertThat(get(value, "cents")).isEqualTo(5L);
        assertThatThrownBy(() -> call(money, "of", null, 5L, List.of()))
                .isInstanceOf(NullPointerException.class).hasMessage("currency must not be null");
    }

    @Test
    void finalFieldsHaveGettersOnlyAndNoArgStyleAssignsDefaults() {
        Class<?> money = load(BASE.field("retries", int.class, FieldOption.FINAL));
        Field tags = Reflection.findField(money, "tags");
        assertThat(tags.getModifiers()).isEqualTo(Modifier.PRIVATE | Modifier.FINAL);
        assertThat(List.of(money.getMethods())).extracting(Method::getName)
                .contains("getTags", "getRetries", "getCache", "setCache")
                .doesNotContain("setTags", "setRetries", "getCOUNTER", "setCOUNTER");
        Object value = newInstance(money);
        assertThat(get(value, "tags")).isNull();
        assertThat(get(value, "retries")).isEqualTo(0);
    }

    @Test
    void transientAndStaticModifiers() {
        Class<?> money = load(BASE);
        assertThat(Reflection.findField(money, "cache").getModifiers()).isEqualTo(Modifier.PRIVATE | Modifier.TRANSIENT);
        assertThat(Reflection.findField(money, "COUNTER").getModifiers()).isEqualTo(Modifier.PRIVATE | Modifier.STATIC);
    }

    @Test
    void staticFinalConstantGetsAConstantValue() {
        Class<?> type = load(Dto.bean("org.x.Const").field("name", String.class)
                .fieldWithInitializer("LIMIT", int.class, 9).fieldOptions("LIMIT", FieldOption.STATIC, FieldOption.FINAL));
        assertThat(Reflection.findField(type, "LIMIT").getModifiers())
                .isEqualTo(Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL);
        Field limit = Reflection.findField(type, "LIMIT");
        limit.setAccessible(true);
        assertThat(readStatic(limit)).isEqualTo(9);
    }

    private static Object readStatic(Field field) {
        try {
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void initializerIsAssignedByAllArgsConstructorsForTransientFields() {
        Class<?> type = load(Dto.bean("org.x.Job")
                .field("name", String.class)
                .fieldWithInitializer("status", String.class, "NEW")
                .fieldOptions("status", FieldOption.TRANSIENT)
                .constructors(ConstructorStyle.ALL_ARGS));
        Object job = newInstance(type, "build");
        assertThat(get(job, "status")).isEqualTo("NEW");
        assertThat(get(job, "name")).isEqualTo("build");
    }
}
