package org.serialflex.tck;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class UnknownTagsTest {

    private static Optional<String> notice(String groups) {
        return UnknownTags.notice(name -> name.equals("groups") ? Optional.of(groups) : Optional.empty(), List.of());
    }

    @Test
    void aTagTypoIsNamedWithTheKitsTags() {
        assertThat(notice("C8")).hasValueSatisfying(text -> assertThat(text)
                .startsWith("serialflex: -Dgroups=C8 names C8, which is no tag of the kit's tests; its tags are ")
                .contains("matrix, lane, identity, safety").contains("None of the kit's cases will run"));
    }

    @Test
    void knownTagsAndOperatorsAreNoNotice() {
        assertThat(notice("matrix & !safety | any()")).isEmpty();
        assertThat(UnknownTags.notice(name -> Optional.empty(), List.of())).isEmpty();
    }
}
