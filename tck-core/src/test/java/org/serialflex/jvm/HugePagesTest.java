package org.serialflex.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class HugePagesTest {

    @TempDir
    Path dir;

    @Test
    void onlyAKernelThatGivesHugePagesOnRequestGetsTheOption() throws IOException {
        assertThat(HugePages.askedFor(mode("always madvise [never]"))).isEmpty();
        assertThat(HugePages.askedFor(mode("[always] madvise never"))).as("given unasked").isEmpty();
        assertThat(HugePages.askedFor(mode("always [madvise] never"))).contains("-XX:+UseTransparentHugePages");
        assertThat(HugePages.askedFor(dir.resolve("missing"))).as("not Linux").isEmpty();
    }

    @Test
    void theBuildsOwnChoiceAboutPagesWins() {
        ChildJvm jvm = ChildJvm.builder("test", "Main").options(List.of("-XX:-UseTransparentHugePages"))
                .hugePagesWhereAsked().classPath(List.of("a.jar")).build();

        assertThat(jvm.command()).contains("-XX:-UseTransparentHugePages").doesNotContain(HugePages.OPTION);
    }

    @Test
    void theOptionIsAddedExactlyWhenThisMachineAsksForIt() {
        ChildJvm jvm = ChildJvm.builder("test", "Main").hugePagesWhereAsked().classPath(List.of("a.jar")).build();

        Optional<String> option = HugePages.option();
        if (option.isPresent()) {
            assertThat(jvm.command()).contains(option.get());
        } else {
            assertThat(jvm.command()).noneMatch(HugePages::chosen);
        }
    }

    private Path mode(String text) throws IOException {
        Path file = dir.resolve("enabled-" + text.hashCode());
        Files.writeString(file, text + "\n");
        return file;
    }
}
