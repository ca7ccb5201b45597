package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.call;
import static org.serialflex.versions.Reflection.get;
import static org.serialflex.versions.Reflection.newInstance;

import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The baseline bean and the plain class: fields of every common type, accessors, toString. */
class BeanTest {

    static final String PERSON = "org.x.Person";
    static final String ADDRESS = "org.x.Address";
    static final String ITEM = "org.x.Item";

    static final Dto ADDRESS_DTO = Dto.bean(ADDRESS).field("city", String.class);
    static final Dto ITEM_DTO = Dto.bean(ITEM).field("sku", String.class);
    static final Dto PERSON_DTO = Dto.bean(PERSON)
            .field("name", String.class)
            .field("age", int.class)
            .field("id", long.class)
            .field("score", double.class)
            .field("active", boolean.class)
            .field("count", Integer.class)
            .field("big", Long.class)
            .field("price", BigDecimal.class)
            .field("huge", BigInteger.class)
            .field("data", byte[].class)
            .field("tags", TypeRef.listOf(String.class))
            .field("labels", TypeRef.mapOf(String.class, String.class))
            .field("address", TypeRef.generated(ADDRESS))
            .field("items", TypeRef.listOf(TypeRef.generated(ITEM)))
            .field("byCity", TypeRef.mapOf(String.class, TypeRef.generated(ADDRESS)))
            .field("itemArray", TypeRef.arrayOf(TypeRef.generated(ITEM)))
            .field("names", String[].class)
            .field("rawList", List.class);

    private final ByteArrayClassLoader loader =
            ByteArrayClassLoader.of(ClassVersions.same(PERSON_DTO, ADDRESS_DTO, ITEM_DTO), ClassVersion.V1);
    private final Class<?> person = loader.load(PERSON);

    @Test
    void baselineBeanIsAPublicSerializableClassWithSerialVersionUidOne() {
        assertThat(Modifier.isPublic(person.getModifiers())).isTrue();
        assertThat(Modifier.isAbstract(person.getModifiers())).isFalse();
        assertThat(person.getSuperclass()).isEqualTo(Object.class);
        assertThat(person.getInterfaces()).containsExactly(Serializable.class);
        assertThat(ObjectStreamClass.lookup(person).getSerialVersionUID()).isEqualTo(1L);
        Field uid = Reflection.findField(person, "serialVersionUID");
        assertThat(uid.getModifiers()).isEqualTo(Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL);
    }

    @Test
    void hasOnlyAPublicNoArgConstructor() {
        assertThat(person.getDeclaredConstructors()).hasSize(1);
        assertThat(person.getDeclaredConstructors()[0].getParameterCount()).isZero();
        assertThat(Modifier.isPublic(person.getDeclaredConstructors()[0].getModifiers())).isTrue();
    }

    @Test
    void fieldsArePrivateNonFinalInDeclarationOrder() {
        List<Field> fields = Arrays.stream(person.getDeclaredFields())
                .filter(f -> !Modifier.isStatic(f.getModifiers())).toList();
        assertThat(fields).extracting(Field::getName).containsExactlyElementsOf(PERSON_DTO.fieldNames());
        assertThat(fields).allSatisfy(f -> assertThat(f.getModifiers()).isEqualTo(Modifier.PRIVATE));
    }

    @Test
    void fieldTypesIncludingGenericSignatures() throws Exception {
        Class<?> address = loader.load(ADDRESS);
        Class<?> item = loader.load(ITEM);
        assertThat(person.getDeclaredField("age").getType()).isEqualTo(int.class);
        assertThat(person.getDeclaredField("price").getType()).isEqualTo(BigDecimal.class);
        assertThat(person.getDeclaredField("data").getType()).isEqualTo(byte[].class);
        assertThat(person.getDeclaredField("address").getType()).isSameAs(address);
        assertThat(person.getDeclaredField("itemArray").getType()).isEqualTo(item.arrayType());
        assertThat(person.getDeclaredField("rawList").getGenericType()).isEqualTo(List.class);

        assertParameterized(person.getDeclaredField("tags").getGenericType(), List.class, String.class);
        assertParameterized(person.getDeclaredField("labels").getGenericType(), Map.class, String.class, String.class);
        assertParameterized(person.getDeclaredField("items").getGenericType(), List.class, item);
        assertParameterized(person.getDeclaredField("byCity").getGenericType(), Map.class, String.class, address);
    }

    @Test
    void gettersAndSettersIncludingIsForPrimitiveBoolean() throws Exception {
        Object bean = newInstance(person);
        call(bean, "setName", "Ada");
        call(bean, "setAge", 36);
        call(bean, "setActive", true);
        call(bean, "setTags", List.of("a", "b"));
        assertThat(call(bean, "getName")).isEqualTo("Ada");
        assertThat(call(bean, "getAge")).isEqualTo(36);
        assertThat(call(bean, "isActive")).isEqualTo(true);
        assertThat(get(bean, "tags")).isEqualTo(List.of("a", "b"));
        Method getItems = person.getMethod("getItems");
        assertParameterized(getItems.getGenericReturnType(), List.class, loader.load(ITEM));
        Method setItems = person.getMethod("setItems", List.class);
        assertThat(setItems.getParameters()[0].getName()).isEqualTo("items");
        assertThat(Arrays.stream(person.getMethods()).map(Method::getName)).doesNotContain("getActive");
    }

    @Test
    void toStringListsFieldsButNoEqualsOrHashCodeIsGenerated() throws Exception {
        Object bean = newInstance(person);
        call(bean, "setName", "Ada");
        call(bean, "setAge", 36);
        assertThat(bean.toString()).contains("Person").contains("name=Ada").contains("age=36")
                .contains("address=null").doesNotContain("serialVersionUID");
        assertThat(person.getDeclaredMethod("toString").getDeclaringClass()).isSameAs(person);
        assertThat(Arrays.stream(person.getDeclaredMethods()).map(Method::getName))
                .doesNotContain("equals", "hashCode");
    }

    @Test
    void beanSurvivesJavaSerializationInItsOwnWorld() throws Exception {
        Object bean = newInstance(person);
        call(bean, "setName", "Ada");
        call(bean, "setPrice", new BigDecimal("9.99"));
        Object address = newInstance(loader.load(ADDRESS));
        call(address, "setCity", "Paris");
        call(bean, "setAddress", address);

        Object copy = Reflection.roundTrip(bean, loader);

        assertThat(copy.getClass()).isSameAs(person);
        assertThat(call(copy, "getName")).isEqualTo("Ada");
        assertThat(call(copy, "getPrice")).isEqualTo(new BigDecimal("9.99"));
        assertThat(call(call(copy, "getAddress"), "getCity")).isEqualTo("Paris");
    }

    @Test
    void plainClassIsNotSerializableAndHasNoSerialVersionUid() {
        Class<?> plain = ByteArrayClassLoader.of(ClassVersions.same(Dto.plainClass("org.x.Plain")
                .field("name", String.class)), ClassVersion.V1).load("org.x.Plain");
        assertThat(Serializable.class.isAssignableFrom(plain)).isFalse();
        assertThat(plain.getDeclaredFields()).extracting(Field::getName).containsExactly("name");
        assertThat(plain.getMethods()).extracting(Method::getName).contains("getName", "setName");
    }

    @Test
    void accessorsCanBeTurnedOff() {
        Class<?> bare = ByteArrayClassLoader.of(ClassVersions.same(Dto.bean("org.x.Bare")
                .field("name", String.class).accessors(false)), ClassVersion.V1).load("org.x.Bare");
        assertThat(bare.getDeclaredMethods()).extracting(Method::getName).containsExactly("toString");
        assertThat(ObjectStreamClass.lookup(bare).getSerialVersionUID()).isEqualTo(1L);
    }

    @Test
    void serialVersionUidCanBeChangedOrDropped() {
        Dto base = Dto.bean("org.x.Uid").field("name", String.class);
        ClassVersions versions = ClassVersions.of(List.of(base.serialVersionUid(42L)), List.of(base.withoutSerialVersionUid()));
        Class<?> v1 = ByteArrayClassLoader.of(versions, ClassVersion.V1).load("org.x.Uid");
        Class<?> v2 = ByteArrayClassLoader.of(versions, ClassVersion.V2).load("org.x.Uid");
        assertThat(ObjectStreamClass.lookup(v1).getSerialVersionUID()).isEqualTo(42L);
        assertThat(Arrays.stream(v2.getDeclaredFields()).map(Field::getName)).doesNotContain("serialVersionUID");
        assertThat(ObjectStreamClass.lookup(v2).getSerialVersionUID()).isNotEqualTo(1L);
    }

    @Test
    void fieldInitializersAreAssignedByTheConstructor() {
        Dto dto = Dto.bean("org.x.Init")
                .field("name", String.class)
                .fieldWithInitializer("retries", int.class, 3)
                .fieldWithInitializer("status", String.class, "NEW")
                .fieldWithInitializer("limit", Long.class, 7L)
                .fieldWithInitializer("enabled", boolean.class, true)
                .fieldWithInitializer("ratio", double.class, 0.5);
        Object bean = newInstance(ByteArrayClassLoader.of(ClassVersions.same(dto), ClassVersion.V1).load("org.x.Init"));
        assertThat(get(bean, "retries")).isEqualTo(3);
        assertThat(get(bean, "status")).isEqualTo("NEW");
        assertThat(get(bean, "limit")).isEqualTo(7L);
        assertThat(get(bean, "enabled")).isEqualTo(true);
        assertThat(get(bean, "ratio")).isEqualTo(0.5);
        assertThat(get(bean, "name")).isNull();
    }

    @Test
    void initializerMustMatchTheFieldType() {
        assertThatThrownBy(() -> Dto.bean("org.x.Bad").fieldWithInitializer("retries", long.class, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("org.x.Bad").hasMessageContaining("retries");
    }

    @Test
    void typeRefsRejectWrongArityAndNonJdkClasses() {
        assertThatThrownBy(() -> TypeRef.parameterized(Map.class, String.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("java.util.Map");
        assertThatThrownBy(() -> TypeRef.of(BeanTest.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("TypeRef.generated");
        assertThat(TypeRef.mapOf(String.class, TypeRef.listOf(TypeRef.generated(ITEM))).typeName())
                .isEqualTo("java.util.Map<java.lang.String, java.util.List<org.x.Item>>");
    }

    static void assertParameterized(Type type, Class<?> raw, Type... arguments) {
        assertThat(type).isInstanceOf(ParameterizedType.class);
        ParameterizedType parameterized = (ParameterizedType) type;
        assertThat(parameterized.getRawType()).isEqualTo(raw);
        assertThat(parameterized.getActualTypeArguments()).containsExactly(arguments);
    }
}
