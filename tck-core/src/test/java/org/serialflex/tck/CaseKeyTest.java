package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.AdapterRun;

import java.util.List;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CaseKeyTest {

    @Test
    void aPinLineNamesTheMatrixCaseByItsIdAloneAndALaneCaseAfterItsLane() {
        CaseKey matrix = new CaseKey(AdapterRun.MATRIX, "C08.int-to-long");
        CaseKey lane = new CaseKey("kryo@5.5.0>kryo", "C08.int-to-long");

        assertThat(matrix.pinText()).isEqualTo("C08.int-to-long");
        assertThat(lane.pinText()).isEqualTo("kryo@5.5.0>kryo | C08.int-to-long");
        assertThat(CaseKey.ofPinText(matrix.pinText())).isEqualTo(matrix);
        assertThat(CaseKey.ofPinText(lane.pinText())).isEqualTo(lane);
        assertThat(lane.criterionId()).isEqualTo("C08");
    }

    @Test
    void keysSortAsThePinFileAlwaysSortedItsLines() {
        List<String> lines = List.of("C10.b", "kryo@5.5.0>kryo | C01.a", "C09.z", "java>kryo | C02.a");
        TreeSet<CaseKey> keys = new TreeSet<>();
        lines.forEach(line -> keys.add(CaseKey.ofPinText(line)));

        assertThat(keys.stream().map(CaseKey::pinText)).containsExactlyElementsOf(new TreeSet<>(lines));
    }

    @Test
    void aKeyWithoutItsLaneOrCaseIsRefused() {
        assertThatThrownBy(() -> new CaseKey(null, "C01.a")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs a lane and a case id");
        assertThatThrownBy(() -> new CaseKey("matrix", " ")).isInstanceOf(IllegalArgumentException.class);
    }
}
