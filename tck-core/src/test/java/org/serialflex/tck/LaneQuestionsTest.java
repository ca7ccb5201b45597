package org.serialflex.tck;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.lanes.Lane;
import org.serialflex.lanes.LaneSyntax;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Which lanes of a run are questions: typed with -Dserialflex.lanes and pinned nowhere. */
class LaneQuestionsTest {

    private static final String ASKED = "kryo@5.5.0>kryo; kryo@4.0.3>kryo";
    private final String before = System.getProperty("serialflex.lanes");

    @TempDir
    Path module;

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty("serialflex.lanes");
        } else {
            System.setProperty("serialflex.lanes", before);
        }
    }

    private LaneQuestions questions(Map<String, String> parameters) {
        TckSettings settings = TckSettings.from(name -> Optional.ofNullable(parameters.get(name)));
        List<Lane> lanes = LaneSyntax.forAdapter(LaneSyntax.parse(settings.lanes()), "kryo");
        return LaneQuestions.of(settings, "kryo", lanes, PinnedOutcomes.load(module, "kryo"));
    }

    private Map<String, String> parameters(String lanes, String moduleLanes) {
        Map<String, String> parameters = new HashMap<>();
        parameters.put("serialflex.moduleDir", module.toString());
        parameters.put("serialflex.lanes", lanes);
        parameters.put("serialflex.moduleLanes", moduleLanes);
        return parameters;
    }

    private void pin(String... lines) throws IOException {
        Path file = PinnedOutcomes.fileFor(module, "kryo");
        Files.createDirectories(file.getParent());
        Files.write(file, List.of(lines));
    }

    @Test
    void aLaneTypedOnTheCommandLineAndPinnedNowhereIsAQuestionAPinnedOneIsNot() throws IOException {
        pin("C05.a = PASS", "kryo@5.5.0>kryo | C05.a.v1-v1 = PASS");
        System.setProperty("serialflex.lanes", ASKED);

        // under Maven the pom's lanes arrive interpolated with the -D value, and say nothing of their own
        LaneQuestions questions = questions(parameters(ASKED, ASKED));

        assertThat(questions.questions()).containsExactly("kryo@4.0.3>kryo");
        assertThat(questions.asked()).containsExactlyInAnyOrder("kryo@5.5.0>kryo", "kryo@4.0.3>kryo");
        assertThat(questions.isQuestion("kryo@5.5.0>kryo")).as("declared lanes keep their pins").isFalse();
    }

    @Test
    void aLaneTheModuleDeclaresIsNoQuestionEvenBeforeItsFirstPin() throws IOException {
        pin("C05.a = PASS");
        System.setProperty("serialflex.lanes", ASKED);

        LaneQuestions questions = questions(parameters(ASKED, "*/jdk25; kryo@4.0.3>kryo"));

        assertThat(questions.questions()).containsExactly("kryo@5.5.0>kryo");
    }

    @Test
    void lanesASuiteOrAPropertiesFileDeclaresAreNeverQuestions() {
        System.clearProperty("serialflex.lanes");

        LaneQuestions questions = questions(parameters(ASKED, ""));

        assertThat(questions).isEqualTo(LaneQuestions.NONE);
    }
}
