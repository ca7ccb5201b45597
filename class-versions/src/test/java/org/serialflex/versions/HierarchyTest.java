package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.serialflex.versions.Reflection.call;
import static org.serialflex.versions.Reflection.get;
import static org.serialflex.versions.Reflection.newInstance;

import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Interfaces, abstract classes and generated superclasses. */
class HierarchyTest {

    private static final Dto SHAPE = Dto.interfaceType("org.x.Shape");
    private static final Dto BASE = Dto.abstractClass("org.x.Base").field("id", long.class).implementing("org.x.Shape");
    private static final Dto CIRCLE = Dto.bean("org.x.Circle").extending("org.x.Base").field("radius", double.class);
    private static final Dto HOLDER = Dto.bean("org.x.Holder")
            .field("shape", TypeRef.generated("org.x.Shape"))
            .field("base", TypeRef.generated("org.x.Base"))
            .field("any", Object.class)
            .field("shapes", TypeRef.listOf(TypeRef.generated("org.x.Shape")));

    @Test
    void interfaceAbstractClassAndSubclass() {
        // subclass listed before its supertypes on purpose: generation orders them
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(ClassVersions.same(HOLDER, CIRCLE, BASE, SHAPE), ClassVersion.V1);
        Class<?> shape = loader.load("org.x.Shape");
        Class<?> base = loader.load("org.x.Base");
        Class<?> circle = loader.load("org.x.Circle");
        assertThat(shape.isInterface()).isTrue();
        assertThat(Modifier.isPublic(shape.getModifiers())).isTrue();
        assertThat(shape.getDeclaredMethods()).isEmpty();
        assertThat(Modifier.isAbstract(base.getModifiers())).isTrue();
        assertThat(base.getInterfaces()).containsExactlyInAnyOrder(Serializable.class, shape);
        assertThat(circle.getSuperclass()).isSameAs(base);
        assertThat(shape.isAssignableFrom(circle)).isTrue();
        assertThat(Reflection.findField(loader.load("org.x.Holder"), "shape").getType()).isSameAs(shape);

        Object value = newInstance(circle);
        call(value, "setId", 7L);
        call(value, "setRadius", 1.5);
        assertThat(call(value, "getId")).isEqualTo(7L);
        assertThat(get(value, "radius")).isEqualTo(1.5);
        assertThat(List.of(circle.getDeclaredFields())).extracting(Field::getName).contains("radius").doesNotContain("id");
    }

    @Test
    void allArgsSubclassPassesLeadingParametersToTheSuperclass() {
        Dto base = BASE.constructors(ConstructorStyle.ALL_ARGS);
        Dto circle = CIRCLE.constructors(ConstructorStyle.ALL_ARGS_REJECTING_NULLS).field("name", String.class);
        Class<?> type = ByteArrayClassLoader.of(ClassVersions.same(SHAPE, base, circle), ClassVersion.V1).load("org.x.Circle");
        assertThat(type.getDeclaredConstructors()[0].getParameters()).extracting(Parameter::getName)
                .containsExactly("id", "radius", "name");
        Object value = newInstance(type, 3L, 2.0, "c");
        assertThat(get(value, "id")).isEqualTo(3L);
        assertThat(get(value, "name")).isEqualTo("c");
        assertThatThrownBy(() -> newInstance(type, 3L, 2.0, null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void superclassMustBeGeneratedInTheSameVersion() {
        assertThatThrownBy(() -> ClassVersions.same(CIRCLE).classBytes(ClassVersion.V1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("org.x.Base");
        Dto a = Dto.bean("org.x.A").extending("org.x.B");
        Dto b = Dto.bean("org.x.B").extending("org.x.A");
        assertThatThrownBy(() -> ClassVersions.same(a, b).classBytes(ClassVersion.V1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cyclic");
    }

    @Test
    void interfacesCanExtendInterfacesAndHaveNoFields() {
        Dto named = Dto.interfaceType("org.x.Named").implementing("org.x.Shape");
        Class<?> type = ByteArrayClassLoader.of(ClassVersions.same(SHAPE, named), ClassVersion.V1).load("org.x.Named");
        assertThat(type.isInterface()).isTrue();
        assertThat(type.getInterfaces()).extracting(Class::getName).containsExactly("org.x.Shape");
        assertThatThrownBy(() -> named.field("x", int.class)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void fieldTypesMayReferenceEachOtherInCycles() throws Exception {
        Dto parent = Dto.bean("org.x.Parent").field("child", TypeRef.generated("org.x.Child"))
                .field("self", TypeRef.generated("org.x.Parent"));
        Dto child = Dto.bean("org.x.Child").field("parent", TypeRef.generated("org.x.Parent"))
                .field("siblings", TypeRef.listOf(TypeRef.generated("org.x.Child")));
        ByteArrayClassLoader loader = ByteArrayClassLoader.of(ClassVersions.same(parent, child), ClassVersion.V1);
        Object p = newInstance(loader.load("org.x.Parent"));
        Object c = newInstance(loader.load("org.x.Child"));
        call(p, "setChild", c);
        call(p, "setSelf", p);
        call(c, "setParent", p);

        Object read = Reflection.roundTrip(p, loader);

        assertThat(call(read, "getSelf")).isSameAs(read);
        assertThat(call(call(read, "getChild"), "getParent")).isSameAs(read);
    }
}
