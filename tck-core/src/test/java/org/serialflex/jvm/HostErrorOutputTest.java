package org.serialflex.jvm;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HostErrorOutputTest {

    /** XStream 1.4.21 on JDK 25 with --sun-misc-unsafe-memory-access=deny, as a case host printed it (trimmed). */
    private static final List<String> XSTREAM_ON_DENIED_UNSAFE = List.of(
            "Exception in thread \"main\" java.util.ServiceConfigurationError: org.serialflex.spi.SerializerAdapter: "
                    + "Provider org.serialflex.adapters.xstream.XStreamAdapter could not be instantiated",
            "\tat java.base/java.util.ServiceLoader.fail(ServiceLoader.java:552)",
            "\tat serialflex-kit//org.serialflex.runner.CaseHost.main(CaseHost.java:62)",
            "Caused by: java.lang.ExceptionInInitializerError",
            "\tat serialflex-kit//com.thoughtworks.xstream.core.util.CompositeClassLoader.<clinit>(CompositeClassLoader.java:56)",
            "\tat serialflex-kit//org.serialflex.adapters.xstream.XStreamAdapter.<init>(XStreamAdapter.java:51)",
            "\t... 9 more",
            "Caused by: java.lang.UnsupportedOperationException: objectFieldOffset",
            "\tat jdk.unsupported/sun.misc.Unsafe.beforeMemoryAccessSlow(Unsafe.java:1822)",
            "\tat jdk.unsupported/sun.misc.Unsafe.objectFieldOffset(Unsafe.java:905)",
            "\tat serialflex-kit//com.thoughtworks.xstream.converters.reflection.SunUnsafeReflectionProvider"
                    + ".getFieldOffset(SunUnsafeReflectionProvider.java:105)",
            "\tat serialflex-kit//com.thoughtworks.xstream.core.JVM.<clinit>(JVM.java:100)",
            "\t... 18 more",
            "Exception in thread \"main\" java.util.ServiceConfigurationError: a second host's trace");

    @Test
    void namesTheInnermostExceptionAndTheLibraryFrameThatThrewIt() {
        assertThat(HostErrorOutput.rootCause(XSTREAM_ON_DENIED_UNSAFE)).contains(
                "java.lang.UnsupportedOperationException: objectFieldOffset in "
                        + "com.thoughtworks.xstream.converters.reflection.SunUnsafeReflectionProvider.getFieldOffset "
                        + "(in the static initializer of com.thoughtworks.xstream.core.JVM: the class stays unusable "
                        + "in this JVM)");
    }

    @Test
    void aTraceWithoutCausesNamesItsOwnException() {
        assertThat(HostErrorOutput.rootCause(List.of(
                "Exception in thread \"main\" java.lang.NoClassDefFoundError: org/objenesis/Objenesis",
                "\tat one.nio.serial.Repository.<init>(Repository.java:10)"))).contains(
                "java.lang.NoClassDefFoundError: org/objenesis/Objenesis in one.nio.serial.Repository.<init>");
    }

    @Test
    void withoutAStackTraceTheFirstLineThatIsNoWarning() {
        assertThat(HostErrorOutput.rootCause(List.of("WARNING: something deprecated", "",
                "Error: Could not find or load main class x"))).contains("Error: Could not find or load main class x");
        assertThat(HostErrorOutput.rootCause(List.of("WARNING: only a warning"))).isEmpty();
    }
}
