package org.serialflex.runner;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HostErrorOutputTest {

    /** The shape of XStream's failure on JDK 25 with --sun-misc-unsafe-memory-access=deny (trimmed). */
    private static final List<String> XSTREAM_ON_DENIED_UNSAFE = List.of(
            "WARNING: A restricted method in java.lang.System has been called",
            "Exception in thread \"main\" java.lang.ExceptionInInitializerError",
            "\tat org.serialflex.adapters.xstream.XStreamAdapter.<init>(XStreamAdapter.java:30)",
            "\tat org.serialflex.runner.CaseHost.main(CaseHost.java:60)",
            "Caused by: java.lang.UnsupportedOperationException: objectFieldOffset",
            "\tat jdk.unsupported/sun.misc.Unsafe.objectFieldOffset(Unsafe.java:650)",
            "\tat com.thoughtworks.xstream.converters.reflection.SunUnsafeReflectionProvider.<clinit>(SunUnsafeReflectionProvider.java:40)",
            "\t... 12 more");

    @Test
    void namesTheInnermostExceptionAndTheLibraryFrameThatThrewIt() {
        assertThat(HostErrorOutput.rootCause(XSTREAM_ON_DENIED_UNSAFE)).contains(
                "java.lang.UnsupportedOperationException: objectFieldOffset in "
                        + "com.thoughtworks.xstream.converters.reflection.SunUnsafeReflectionProvider.<clinit> "
                        + "(a static initializer: the class stays unusable in this JVM)");
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
