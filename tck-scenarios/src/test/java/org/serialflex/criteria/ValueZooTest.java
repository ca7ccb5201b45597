package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.TckCase;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The value zoo's catalog: every value held four ways, named in its ids and titles, outside the score. */
class ValueZooTest {

    private final ValueZoo zoo = new ValueZoo();

    @Test
    void theZooIsRegisteredButNotScored() {
        Criterion registered = Criteria.all().stream().filter(c -> c.id().equals("ZOO")).findFirst().orElseThrow();
        assertThat(registered.scored()).isFalse();
        assertThat(Criteria.all().stream().filter(Criterion::scored).count()).isEqualTo(20);
    }

    @Test
    void everyValueIsHeldFourWaysWithItsNameAndHoldingInTheId() {
        Map<String, TckCase> byId = zoo.cases().stream().collect(Collectors.toMap(TckCase::id, Function.identity()));
        assertThat(byId).hasSameSizeAs(zoo.cases());
        for (ZooValue value : zoo.values()) {
            for (String holding : List.of("as-root", "in-typed-field", "as-object", "in-collections")) {
                assertThat(byId).containsKey("ZOO." + value.name() + "." + holding);
            }
        }
        assertThat(byId.get("ZOO.uuid.as-object").title()).isEqualTo("UUID held as Object");
        assertThat(byId.get("ZOO.uuid.as-root").title()).isEqualTo("UUID held as the root");
        assertThat(byId.get("ZOO.uuid.in-typed-field").title()).isEqualTo("UUID held in a field of its type");
        assertThat(byId.get("ZOO.uuid.in-collections").title())
                .isEqualTo("UUID held in a List<Object> and a Map<String, Object>");
        assertThat(zoo.cases()).hasSize(zoo.values().size() * 4 + zoo.sharedValues().size() * 3);
    }

    @Test
    void theZooCoversTheValuesOfIssue35() {
        Set<String> names = zoo.values().stream().map(ZooValue::name).collect(Collectors.toSet());
        assertThat(names).contains("uuid", "big-decimal-scale", "big-decimal-huge", "big-decimal-negative",
                "big-integer-huge", "instant", "local-date", "local-date-time", "local-time", "zoned-date-time",
                "offset-date-time", "duration", "period", "zone-id", "year", "year-month", "date", "calendar",
                "currency", "locale", "uri", "charset", "pattern", "atomic-integer", "atomic-long", "atomic-boolean",
                "optional", "enum-set", "enum-map", "enum-to-string", "enum-constant-body", "char-surrogate",
                "byte-min", "byte-max", "short-min", "short-max", "double-nan", "double-negative-zero",
                "double-infinity", "string-supplementary", "string-empty", "string-100kb", "int-array",
                "list-10001", "map-10001", "nested-generics", "list-null-elements", "map-null-values",
                "record-of-several", "unmodifiable-list", "list-of", "arrays-as-list");
        assertThat(zoo.sharedValues()).extracting(ZooValue::name).containsExactly("local-date-time", "uuid",
                "big-decimal");
    }

    @Test
    void everyCaseHoldsOneClassVersionOnBothSidesAndIsItsOwnIdentityCase() {
        for (TckCase tckCase : zoo.cases()) {
            assertThat(tckCase.writerClassVersion()).isEqualTo(tckCase.readerClassVersion());
            assertThat(tckCase.writerClasses().keySet()).isEqualTo(tckCase.readerClasses().keySet());
            tckCase.writerClasses().forEach((name, bytes) ->
                    assertThat(tckCase.readerClasses().get(name)).as(name).isEqualTo(bytes));
        }
        assertThat(zoo.identityCases()).extracting(TckCase::id)
                .containsExactlyElementsOf(zoo.cases().stream().map(TckCase::id).toList());
    }

    @Test
    void classesKeepTheZoosPackageAndEveryValueHasATypedHolderOfItsOwn() {
        Set<String> names = new java.util.HashSet<>();
        for (TckCase tckCase : zoo.cases()) {
            tckCase.writerClasses().keySet().forEach(name -> assertThat(name).startsWith("org.serialflex.dto.zoo."));
            names.addAll(tckCase.writerClasses().keySet());
        }
        assertThat(names).contains("org.serialflex.dto.zoo.TypedUuid", "org.serialflex.dto.zoo.TypedLocalDate",
                "org.serialflex.dto.zoo.AsObject", "org.serialflex.dto.zoo.InCollections", "org.serialflex.dto.zoo.Tone");
        assertThat(names.stream().filter(n -> n.startsWith("org.serialflex.dto.zoo.Typed"))).hasSize(zoo.values().size());
    }
}
