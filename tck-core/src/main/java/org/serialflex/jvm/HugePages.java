package org.serialflex.jvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Transparent huge pages for the kit's short-lived JVMs, where the kernel gives them only to a process that asks
 * ({@code madvise} in {@code /sys/kernel/mm/transparent_hugepage/enabled}, Debian's and Ubuntu's default). A case
 * host defines a copy of its library per world and allocates fast: on a 2-core virtual machine a third of the
 * kryo module's CPU was the kernel faulting in the hosts' memory one 4 KB page at a time (1.8 million faults in one
 * module). Asking for 2 MB pages for the heap changes where memory comes from, nothing a library sees
 * (docs/performance.md has the measurement). Elsewhere (no such file, {@code always} or {@code never}) nothing is
 * added: the flag exists only on Linux, and {@code always} gives the pages unasked.
 */
final class HugePages {

    static final String OPTION = "-XX:+UseTransparentHugePages";
    private static final Path MODE = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    private static final Optional<String> WHERE_ASKED = askedFor(MODE);

    private HugePages() {
    }

    /** The option to add on this machine, if any. */
    static Optional<String> option() {
        return WHERE_ASKED;
    }

    /** {@link #OPTION} when the mode file says {@code [madvise]}. */
    static Optional<String> askedFor(Path mode) {
        try {
            return Files.isReadable(mode) && Files.readString(mode).contains("[madvise]") ? Optional.of(OPTION)
                    : Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** True when {@code option} is a choice of the build's about huge pages, which then wins. */
    static boolean chosen(String option) {
        return option.contains("HugePages") || option.contains("LargePages");
    }
}
