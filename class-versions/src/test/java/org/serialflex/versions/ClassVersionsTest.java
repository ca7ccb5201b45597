package org.serialflex.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The two class sets of a criterion. */
class ClassVersionsTest {

    private static final Dto COUPON = Dto.bean("org.x.Coupon").field("code", String.class);
    private static final Dto ORDER_V1 = Dto.bean("org.x.Order").field("id", long.class).field("extra", Object.class);
    private static final Dto ORDER_V2 = ORDER_V1.field("note", String.class);

    private final ClassVersions versions = ClassVersions.v1(ORDER_V1, COUPON).v2(ORDER_V2);

    @Test
    void aClassPresentInOneVersionOnlyIsMissingInTheOther() {
        assertThat(versions.classNames(ClassVersion.V1)).containsExactlyInAnyOrder("org.x.Order", "org.x.Coupon");
        assertThat(versions.classNames(ClassVersion.V2)).containsExactly("org.x.Order");
        ByteArrayClassLoader v2 = ByteArrayClassLoader.of(versions, ClassVersion.V2);
        assertThatThrownBy(() -> v2.loadClass("org.x.Coupon")).isInstanceOf(ClassNotFoundException.class);
        assertThat(versions.dto(ClassVersion.V2, "org.x.Coupon")).isEmpty();
        assertThat(versions.dto(ClassVersion.V1, "org.x.Coupon")).contains(COUPON);
    }

    @Test
    void versionsHaveTheSameNamesButDifferentShapes() {
        Class<?> v1 = ByteArrayClassLoader.of(versions, ClassVersion.V1).load("org.x.Order");
        Class<?> v2 = ByteArrayClassLoader.of(versions, ClassVersion.V2).load("org.x.Order");
        assertThat(v1.getName()).isEqualTo(v2.getName());
        assertThat(v1).isNotSameAs(v2);
        assertThat(Arrays.stream(v1.getDeclaredFields()).map(Field::getName)).doesNotContain("note");
        assertThat(Arrays.stream(v2.getDeclaredFields()).map(Field::getName)).contains("note");
    }

    @Test
    void classBytesAreComputedOnceAndCallersGetCopies() {
        Map<String, byte[]> first = versions.classBytes(ClassVersion.V1);
        byte[] order = first.get("org.x.Order");
        assertThat(order).startsWith((byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE);
        Arrays.fill(order, (byte) 0);
        Map<String, byte[]> second = versions.classBytes(ClassVersion.V1);
        assertThat(second.get("org.x.Order")).startsWith((byte) 0xCA, (byte) 0xFE);
        assertThatThrownBy(() -> second.put("x", new byte[0])).isInstanceOf(UnsupportedOperationException.class);
        assertThat(versions.classBytes(ClassVersion.V1, "org.x.Coupon")).isPresent();
        assertThat(versions.classBytes(ClassVersion.V2, "org.x.Coupon")).isEmpty();
    }

    @Test
    void repeatedCallsAreCheap() {
        versions.classBytes(ClassVersion.V2);
        long start = System.nanoTime();
        for (int i = 0; i < 1_000; i++) {
            versions.classBytes(ClassVersion.V2);
        }
        assertThat(System.nanoTime() - start).isLessThan(1_000_000_000L);
    }

    @Test
    void generationErrorsNameTheProblem() {
        Dto dangling = Dto.bean("org.x.Dangling").field("coupon", TypeRef.generated("org.x.Coupon"));
        ClassVersions broken = ClassVersions.of(List.of(dangling, COUPON), List.of(dangling));
        assertThat(broken.classNames(ClassVersion.V1)).contains("org.x.Dangling");
        assertThatThrownBy(() -> broken.classBytes(ClassVersion.V2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("org.x.Coupon");
        assertThatThrownBy(() -> ClassVersions.same(COUPON, COUPON).classNames(ClassVersion.V1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
    }

    @Test
    void versionLabels() {
        assertThat(ClassVersion.V1.label()).isEqualTo("v1");
        assertThat(ClassVersion.V2.label()).isEqualTo("v2");
        assertThat(ClassVersion.V1.other()).isEqualTo(ClassVersion.V2);
        assertThat(ClassVersion.V2.other()).isEqualTo(ClassVersion.V1);
    }
}
