package org.serialflex.check;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The samples Instancio builds: JDK values for Object, generic roots, the user's rules, subtypes from declared types. */
class PopulationTest {

    @TempDir
    static Path dir;

    private static ClassShapes shapes;
    private static StructuralDiff diff;

    @BeforeAll
    static void compile() {
        Path classes = Sources.compile(dir.resolve("v"),
                "package p; public class Open { Object any; java.util.Map<String, Object> extensions; "
                        + "java.util.Map raw; java.util.List<Object> list; Object[] array; "
                        + "java.util.Map<String, java.util.List<String>> listsByName; }",
                "package p; public class Box<T> { T value; java.util.List<T> items; String label; }",
                "package p; public class Pair<A, B extends Number> { A first; B second; }",
                "package p; public enum Color { RED, GREEN, BLUE }",
                "package p; public class Audit { String by; }",
                "package p; public class Order { String notes; int count; boolean urgent; Color color; "
                        + "java.math.BigDecimal total; Audit created; Audit changed; String id; }",
                "package p; public class SpecialOrder extends Order { String extra; }",
                // the root's abstract superclass has many subtypes, which no field declares
                "package p; public abstract class Model { String id; }",
                "package p; public class M1 extends Model { }",
                "package p; public class M2 extends Model { }",
                "package p; public class M3 extends Model { }",
                "package p; public class M4 extends Model { }",
                "package p; public class Leaf extends Model { String name; }",
                "package p; public class Holder { Model model; }",
                "package p; public class Waits { String name; java.util.concurrent.Future<String> future; }",
                "package p; public class Outer { Waits waits; String name; }",
                "package p; public class Boom { static final int X = fail(); String s; "
                        + "static int fail() { throw new IllegalStateException(\"boom\"); } }",
                "package p; public class Host { String name; Boom boom; }");
        shapes = new ClassShapes("new", ClassFiles.read(classes, "new"));
        diff = new StructuralDiff(shapes, shapes);
    }

    private static Population population(String root, SampleRules rules) {
        RootType type = RootType.parse(root);
        return Population.of(42, shapes, type, diff.reachedFrom(type.className()), rules);
    }

    private static Object create(String root, SampleRules rules, int index) {
        return population(root, rules).create(index, shapes::type);
    }

    private static Object field(Object object, String name) throws ReflectiveOperationException {
        for (Class<?> c = object.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField(name);
                field.setAccessible(true);
                return field.get(object);
            } catch (NoSuchFieldException e) {
                // in a superclass
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** Every value in {@code value}, recursively, is a JDK value, none a bare Object. */
    private static void assertJdkValues(Object value) {
        assertThat(value).isNotNull();
        assertThat(value.getClass()).isNotEqualTo(Object.class);
        Class<?> type = value.getClass().isArray() ? value.getClass().getComponentType() : value.getClass();
        assertThat(type.getName()).startsWith("java.");
        if (value instanceof Map<?, ?> map) {
            assertThat(map).isNotEmpty();
            map.forEach((k, v) -> {
                assertJdkValues(k);
                assertJdkValues(v);
            });
        } else if (value instanceof Iterable<?> iterable) {
            iterable.forEach(PopulationTest::assertJdkValues);
        } else if (value instanceof Object[] array) {
            for (Object element : array) {
                assertJdkValues(element);
            }
        }
    }

    @Test
    void objectTypedFieldsAndOpenMapsHoldJdkValuesNeverABareObject() throws Exception {
        for (int i = 0; i < 4; i++) {
            Object open = create("p.Open", SampleRules.NONE, i);
            for (String name : List.of("any", "extensions", "raw", "list", "array")) {
                assertJdkValues(field(open, name));
            }
        }
    }

    @Test
    void aFieldKeepsItsDeclaredElementTypes() throws Exception {
        Map<?, ?> listsByName = (Map<?, ?>) field(create("p.Open", SampleRules.NONE, 0), "listsByName");
        assertThat(listsByName).isNotEmpty();
        listsByName.values().forEach(v -> assertThat(v).isInstanceOf(List.class));
        listsByName.values().forEach(v -> ((List<?>) v).forEach(e -> assertThat(e).isInstanceOf(String.class)));
    }

    @Test
    void aGenericRootWithTypeArguments() throws Exception {
        Object box = create("p.Box<java.lang.Long>", SampleRules.NONE, 0);
        assertThat(field(box, "value")).isInstanceOf(Long.class);
        assertThat((List<?>) field(box, "items")).isNotEmpty().allSatisfy(e -> assertThat(e).isInstanceOf(Long.class));
        Object nested = create("p.Box<java.util.List<java.lang.String>>", SampleRules.NONE, 0);
        assertThat((List<?>) field(nested, "value")).isNotEmpty().allSatisfy(e -> assertThat(e).isInstanceOf(String.class));
        assertThat(RootType.parse("p.Box<java.util.List<java.lang.String>>").display()).isEqualTo("Box<List<String>>");
    }

    @Test
    void aGenericRootWithoutTypeArgumentsHasItsVariablesBoundToTheirBounds() throws Exception {
        Object box = create("p.Box", SampleRules.NONE, 0);
        assertJdkValues(field(box, "value"));
        assertJdkValues(field(box, "items"));
        Object pair = create("p.Pair", SampleRules.NONE, 0);
        assertJdkValues(field(pair, "first"));
        assertThat(field(pair, "second")).isInstanceOf(Number.class);
    }

    @Test
    void theWrongNumberOfTypeArgumentsIsBadInputNamingTheVariables() {
        assertThatThrownBy(() -> create("p.Box<java.lang.String, java.lang.String>", SampleRules.NONE, 0))
                .isInstanceOf(CheckInputException.class).hasMessageContaining("p.Box declares 1 (T)");
        assertThatThrownBy(() -> create("p.Box<com.nowhere.Nothing>", SampleRules.NONE, 0))
                .isInstanceOf(CheckInputException.class).hasMessageContaining("com.nowhere.Nothing");
    }

    @Test
    void excludedFieldsAndTypesAreLeftNull() throws Exception {
        SampleRules rules = new SampleRules(List.of("p.Order.notes", "p.Audit", "p.SpecialOrder.id"), Map.of(),
                Optional.empty());
        Object order = create("p.SpecialOrder", rules, 0);
        assertThat(field(order, "notes")).isNull();
        assertThat(field(order, "created")).isNull();
        assertThat(field(order, "changed")).isNull();
        // inherited from Order, named through the subclass
        assertThat(field(order, "id")).isNull();
        assertThat(field(order, "extra")).isNotNull();
        Object plain = create("p.SpecialOrder", SampleRules.NONE, 0);
        assertThat(field(plain, "notes")).isNotNull();
        assertThat(field(plain, "created")).isNotNull();
    }

    @Test
    void valuesAreConvertedToTheFieldsTypes() throws Exception {
        SampleRules rules = new SampleRules(List.of(), Map.of("p.Order.notes", "fragile", "p.Order.count", "7",
                "p.Order.urgent", "true", "p.Order.color", "BLUE", "p.Order.total", "12.50", "p.Audit.by", "ci"),
                Optional.empty());
        for (int i = 0; i < 3; i++) {
            Object order = create("p.Order", rules, i);
            assertThat(field(order, "notes")).isEqualTo("fragile");
            assertThat(field(order, "count")).isEqualTo(7);
            assertThat(field(order, "urgent")).isEqualTo(true);
            assertThat(field(order, "color").toString()).isEqualTo("BLUE");
            assertThat(field(order, "total")).isEqualTo(new java.math.BigDecimal("12.50"));
            assertThat(field(field(order, "created"), "by")).isEqualTo("ci");
        }
        assertThatThrownBy(() -> create("p.Order", new SampleRules(List.of(), Map.of("p.Order.color", "PINK"),
                Optional.empty()), 0)).isInstanceOf(CheckInputException.class).hasMessageContaining("PINK")
                .hasMessageContaining("[RED, GREEN, BLUE]");
        assertThatThrownBy(() -> create("p.Order", new SampleRules(List.of(), Map.of("p.Order.count", "many"),
                Optional.empty()), 0)).isInstanceOf(CheckInputException.class).hasMessageContaining("p.Order.count");
    }

    @Test
    void instancioSettingsFromAPropertiesFile() throws Exception {
        Path file = Files.writeString(dir.resolve("instancio.properties"), "string.min.length=20\nstring.max.length=20\n");
        Object order = create("p.Order", new SampleRules(List.of(), Map.of(), Optional.of(file)), 0);
        assertThat((String) field(order, "notes")).hasSize(20);
        Path bad = Files.writeString(dir.resolve("bad.properties"), "string.min.length=many\n");
        assertThatThrownBy(() -> create("p.Order", new SampleRules(List.of(), Map.of(), Optional.of(bad)), 0))
                .isInstanceOf(CheckInputException.class).hasMessageContaining("bad.properties");
    }

    @Test
    void selectorsThatNameNothingAreBadInput() {
        new SampleRules(List.of("p.Order.notes", "p.Audit", "java.util.concurrent.Future"), Map.of("p.Order.count", "1"),
                Optional.empty()).validate(shapes, shapes);
        assertThatThrownBy(() -> new SampleRules(List.of("p.Order.nothing"), Map.of(), Optional.empty())
                .validate(shapes, shapes)).isInstanceOf(CheckInputException.class).hasMessageContaining("p.Order.nothing");
    }

    @Test
    void onlyAbstractTypesThatAFieldDeclaresAskForSamples() {
        // Leaf's superclass Model has five concrete subtypes; no field of Leaf declares Model
        assertThat(population("p.Leaf", SampleRules.NONE).samplesNeeded(1)).isEqualTo(1);
        assertThat(population("p.Leaf", SampleRules.NONE).subtypesByAbstractType()).isEmpty();
        // Holder's field declares Model: every subtype is written once
        assertThat(population("p.Holder", SampleRules.NONE).samplesNeeded(1)).isEqualTo(5);
        List<String> written = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            written.add(((Map<?, ?>) Map.of()).isEmpty() ? fieldClass(create("p.Holder", SampleRules.NONE, i)) : "");
        }
        assertThat(written).containsExactlyInAnyOrder("p.Leaf", "p.M1", "p.M2", "p.M3", "p.M4");
        // an abstract root asks for its own subtypes
        assertThat(population("p.Model", SampleRules.NONE).samplesNeeded(1)).isEqualTo(5);
        assertThat(create("p.Model", SampleRules.NONE, 0).getClass().getName()).isIn(Set.of("p.Leaf", "p.M1", "p.M2",
                "p.M3", "p.M4"));
    }

    private static String fieldClass(Object holder) {
        try {
            return field(holder, "model").getClass().getName();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aFieldInstancioCannotCreateIsLeftNullOrExcluded() throws Exception {
        // Instancio (fail.on.error false, its default) leaves a field whose class it cannot initialize null
        assertThat(field(create("p.Host", SampleRules.NONE, 0), "boom")).isNull();
        Object host = create("p.Host", new SampleRules(List.of("p.Host.boom"), Map.of(), Optional.empty()), 0);
        assertThat(field(host, "boom")).isNull();
        assertThat(field(host, "name")).isNotNull();
        try {
            Object outer = create("p.Outer", SampleRules.NONE, 0);
            // Instancio may leave it null or create it; either way no failure without a message
            assertThat(outer).isNotNull();
        } catch (CheckInputException e) {
            assertThat(e.getMessage()).contains("p.Waits.future").contains("--exclude p.Waits.future");
        }
        Object excluded = create("p.Outer", new SampleRules(List.of("p.Waits.future"), Map.of(), Optional.empty()), 0);
        assertThat(field(field(excluded, "waits"), "future")).isNull();
    }
}
