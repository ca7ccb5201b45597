package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C11PolymorphicFields;
import org.serialflex.criteria.C12SharedReferencesAndCycles;
import org.serialflex.criteria.C13ClassMissingAtReader;
import org.serialflex.criteria.C14EnumEvolution;
import org.serialflex.criteria.C15Externalizable;
import org.serialflex.criteria.C16SerializableHooks;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.verdicts.Outcome;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.verdicts.Outcome.CORRUPT;
import static org.serialflex.verdicts.Outcome.DEGRADED;
import static org.serialflex.verdicts.Outcome.PASS;
import static org.serialflex.verdicts.Outcome.READ_FAILED;

/**
 * Proves that C11 to C16 can fail: for each criterion, adapters that misbehave the way real
 * libraries do get exactly the outcome the specification names, with evidence, and a control
 * adapter shows what the cases accept.
 */
class CriteriaC11ToC16SelfTest {

    private static final Criterion C11 = new C11PolymorphicFields();
    private static final Criterion C12 = new C12SharedReferencesAndCycles();
    private static final Criterion C13 = new C13ClassMissingAtReader();
    private static final Criterion C14 = new C14EnumEvolution();
    private static final Criterion C15 = new C15Externalizable();
    private static final Criterion C16 = new C16SerializableHooks();

    private static final String HONEST = "selftest-honest";

    /** Every case of {@code criterion} run with {@code adapterId}, by case id. */
    private static Map<String, CaseResult> runAll(Criterion criterion, String adapterId) {
        CaseRunner runner = new CaseRunner(adapterId, Duration.ofSeconds(30), new RunTimings());
        Map<String, CaseResult> results = new LinkedHashMap<>();
        for (TckCase tckCase : criterion.cases()) {
            results.put(tckCase.id(), runner.run(tckCase));
        }
        return results;
    }

    private static Map<String, Outcome> outcomes(Map<String, CaseResult> results) {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        results.forEach((id, result) -> outcomes.put(id, result.outcome()));
        return outcomes;
    }

    private static String evidence(Map<String, CaseResult> results, String caseId) {
        return results.get(caseId).evidence();
    }

    // C11 ---------------------------------------------------------------------------------------

    @Test
    void c11PassesWhenConcreteClassesAreRestored() {
        assertThat(outcomes(runAll(C11, HONEST))).containsOnly(
                Map.entry("C11.object-field", PASS), Map.entry("C11.interface-field", PASS),
                Map.entry("C11.abstract-class-field", PASS), Map.entry("C11.mixed-list", PASS),
                Map.entry("C11.interface-list", PASS));
    }

    @Test
    void c11IsDegradedOrFailsWhenTheLibraryForgetsConcreteClasses() {
        Map<String, CaseResult> results = runAll(C11, "selftest-polymorphic-beans-as-maps");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C11.object-field", DEGRADED), Map.entry("C11.interface-field", READ_FAILED),
                Map.entry("C11.abstract-class-field", READ_FAILED), Map.entry("C11.mixed-list", DEGRADED),
                Map.entry("C11.interface-list", DEGRADED));
        assertThat(evidence(results, "C11.object-field"))
                .isEqualTo("anything: bean came back as a map: expected a Tag got 2 entries (LinkedHashMap)");
        assertThat(evidence(results, "C11.abstract-class-field")).isEqualTo("java.lang.IllegalStateException: "
                + "cannot construct an instance of org.serialflex.dto.c11.Vehicle, an abstract type, without type "
                + "information");
        assertThat(evidence(results, "C11.interface-list"))
                .isEqualTo("shapes[0]: bean came back as a map: expected a Circle got 1 entries (LinkedHashMap)");
    }

    // C12 ---------------------------------------------------------------------------------------

    @Test
    void c12PassesWhenIdentityIsKept() {
        assertThat(outcomes(runAll(C12, HONEST))).containsOnly(
                Map.entry("C12.shared-by-two-fields", PASS), Map.entry("C12.shared-by-field-and-list", PASS),
                Map.entry("C12.parent-child-cycle", PASS), Map.entry("C12.self-reference", PASS));
    }

    @Test
    void c12IsDegradedWhenSharedObjectsArriveAsCopies() {
        Map<String, CaseResult> results = runAll(C12, "selftest-copies-shared-references");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C12.shared-by-two-fields", DEGRADED), Map.entry("C12.shared-by-field-and-list", DEGRADED),
                Map.entry("C12.parent-child-cycle", DEGRADED), Map.entry("C12.self-reference", DEGRADED));
        assertThat(evidence(results, "C12.shared-by-two-fields")).isEqualTo("billingAddress: expected the same "
                + "instance as at address got a distinct equal-looking copy (identity lost)");
        assertThat(evidence(results, "C12.self-reference")).isEqualTo("self: expected the same instance as at "
                + "(root) got a distinct equal-looking copy (identity lost)");
    }

    // C13 ---------------------------------------------------------------------------------------

    @Test
    void c13IsReadFailedWhenTheLibraryThrows() {
        Map<String, CaseResult> results = runAll(C13, HONEST);

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C13.missing-in-object-field", READ_FAILED), Map.entry("C13.missing-in-list", READ_FAILED),
                Map.entry("C13.missing-in-map", READ_FAILED), Map.entry("C13.missing-as-root", READ_FAILED));
        assertThat(evidence(results, "C13.missing-in-list"))
                .isEqualTo("java.lang.ClassNotFoundException: org.serialflex.dto.c13.Coupon");
    }

    @Test
    void c13PassesWhenTheUnknownObjectBecomesAMapOfItsValues() {
        assertThat(outcomes(runAll(C13, "selftest-unknown-classes-as-maps"))).containsOnly(
                Map.entry("C13.missing-in-object-field", PASS), Map.entry("C13.missing-in-list", PASS),
                Map.entry("C13.missing-in-map", PASS), Map.entry("C13.missing-as-root", PASS));
    }

    @Test
    void c13IsDegradedWhenTheUnknownObjectIsDropped() {
        Map<String, CaseResult> results = runAll(C13, "selftest-unknown-classes-dropped");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C13.missing-in-object-field", DEGRADED), Map.entry("C13.missing-in-list", DEGRADED),
                Map.entry("C13.missing-in-map", DEGRADED), Map.entry("C13.missing-as-root", DEGRADED));
        assertThat(evidence(results, "C13.missing-in-map")).isEqualTo("extras[coupon]: the object of class "
                + "org.serialflex.dto.c13.Coupon, which the reader lacks, was dropped (null)");
    }

    @Test
    void c13IsCorruptWhenTheStandInLostTheValues() {
        Map<String, CaseResult> results = runAll(C13, "selftest-unknown-classes-as-empty-maps");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C13.missing-in-object-field", CORRUPT), Map.entry("C13.missing-in-list", CORRUPT),
                Map.entry("C13.missing-in-map", CORRUPT), Map.entry("C13.missing-as-root", CORRUPT));
        assertThat(evidence(results, "C13.missing-as-root"))
                .isEqualTo("(root).code: expected \"SPRING-10\" (String) got null");
    }

    // C14 ---------------------------------------------------------------------------------------

    @Test
    void c14FailsToReadAConstantTheReaderLacksWithJavaSerialization() {
        Map<String, CaseResult> results = runAll(C14, HONEST);

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C14.missing-constant.new-to-old", READ_FAILED),
                Map.entry("C14.missing-constant.old-to-new", READ_FAILED),
                Map.entry("C14.reordered-constants.old-to-new", PASS),
                Map.entry("C14.reordered-constants.new-to-old", PASS),
                Map.entry("C14.constant-with-body", PASS),
                Map.entry("C14.constant-gains-body.old-to-new", PASS),
                Map.entry("C14.constant-gains-body.new-to-old", PASS),
                Map.entry("C14.enum-with-fields", PASS));
        assertThat(evidence(results, "C14.missing-constant.new-to-old")).startsWith("java.io.InvalidObjectException: "
                + "enum constant CANCELLED does not exist in class org.serialflex.dto.c14.Status");
    }

    @Test
    void c14PassesWhenAnUnknownConstantBecomesNull() {
        assertThat(outcomes(runAll(C14, "selftest-unknown-enum-constants-as-null"))).containsOnly(
                Map.entry("C14.missing-constant.new-to-old", PASS),
                Map.entry("C14.missing-constant.old-to-new", PASS),
                Map.entry("C14.reordered-constants.old-to-new", PASS),
                Map.entry("C14.reordered-constants.new-to-old", PASS),
                Map.entry("C14.constant-with-body", PASS),
                Map.entry("C14.constant-gains-body.old-to-new", PASS),
                Map.entry("C14.constant-gains-body.new-to-old", PASS),
                Map.entry("C14.enum-with-fields", PASS));
    }

    @Test
    void c14IsCorruptWhenConstantsAreMappedByOrdinal() {
        Map<String, CaseResult> results = runAll(C14, "selftest-enums-by-ordinal");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C14.missing-constant.new-to-old", READ_FAILED),
                Map.entry("C14.missing-constant.old-to-new", CORRUPT),
                Map.entry("C14.reordered-constants.old-to-new", CORRUPT),
                Map.entry("C14.reordered-constants.new-to-old", CORRUPT),
                Map.entry("C14.constant-with-body", PASS),
                Map.entry("C14.constant-gains-body.old-to-new", PASS),
                Map.entry("C14.constant-gains-body.new-to-old", PASS),
                Map.entry("C14.enum-with-fields", PASS));
        assertThat(evidence(results, "C14.reordered-constants.old-to-new"))
                .isEqualTo("status: expected PAID (Status) got NEW (Status)");
        assertThat(evidence(results, "C14.reordered-constants.new-to-old"))
                .isEqualTo("status: expected PAID (Status) got SHIPPED (Status)");
        assertThat(evidence(results, "C14.missing-constant.old-to-new"))
                .isEqualTo("status: expected null got PAID (Status)");
    }

    // C15 ---------------------------------------------------------------------------------------

    @Test
    void c15PassesWhenReadExternalIsCalled() {
        assertThat(outcomes(runAll(C15, HONEST))).containsOnly(
                Map.entry("C15.external-form", PASS), Map.entry("C15.older-external-form", PASS));
    }

    @Test
    void c15IsDegradedWhenTheLibraryCopiesFieldsInsteadOfCallingReadExternal() {
        Map<String, CaseResult> results = runAll(C15, "selftest-copies-fields");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C15.external-form", DEGRADED), Map.entry("C15.older-external-form", DEGRADED));
        assertThat(evidence(results, "C15.external-form")).isEqualTo("readThroughExternal: the library ignored "
                + "Externalizable and copied fields: expected true (Boolean) got false (Boolean)");
    }

    // C16 ---------------------------------------------------------------------------------------

    @Test
    void c16PassesWhenTheHooksRun() {
        assertThat(outcomes(runAll(C16, HONEST))).containsOnly(
                Map.entry("C16.read-object-rebuilds", PASS), Map.entry("C16.serialization-proxy", PASS),
                Map.entry("C16.singleton", PASS));
    }

    @Test
    void c16IsDegradedWhenHooksAreSkippedButEverySentValueArrives() {
        Map<String, CaseResult> results = runAll(C16, "selftest-copies-fields");

        assertThat(outcomes(results)).as("skipping writeReplace and readResolve alike gives the bean back")
                .containsOnly(Map.entry("C16.read-object-rebuilds", DEGRADED),
                        Map.entry("C16.serialization-proxy", PASS), Map.entry("C16.singleton", DEGRADED));
        assertThat(evidence(results, "C16.read-object-rebuilds"))
                .isEqualTo("label: readObject not called: the transient derived field was not rebuilt (every value "
                        + "the writer sent arrived): expected \"Ann Example 42\" (String) got null");
        assertThat(evidence(results, "C16.singleton")).startsWith("policy: expected the reader world's own instance");
    }

    @Test
    void c16IsDegradedWhenTheProxyIsNeverResolvedButHoldsEverySentValue() {
        Map<String, CaseResult> results = runAll(C16, "selftest-copies-fields-after-write-replace");

        assertThat(outcomes(results)).containsOnly(
                Map.entry("C16.read-object-rebuilds", DEGRADED), Map.entry("C16.serialization-proxy", DEGRADED),
                Map.entry("C16.singleton", DEGRADED));
        assertThat(evidence(results, "C16.serialization-proxy"))
                .isEqualTo("(root): readResolve not called: the serialization proxy arrived instead of the bean "
                        + "(every value the writer sent arrived): expected a Holder got a HolderProxy");
    }
}
