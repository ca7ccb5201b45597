package org.serialflex.criteria;

import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.ConstructorStyle;
import org.serialflex.versions.Dto;
import org.serialflex.versions.FieldOption;

import java.util.List;

/**
 * #3 Final fields. The same class on both sides, every field {@code private final}, the list and
 * the map included. The spec's case sets them through an all-args constructor (which accepts
 * nulls, so this criterion does not repeat #2's null check); a second case keeps a no-arg
 * constructor, to tell "cannot write a final field" apart from "cannot call a constructor".
 */
public final class C03FinalFields extends CriterionDefinition {

    /** Registered through META-INF/services; the kit instantiates it. */
    public C03FinalFields() {
        super("C03", "Final fields");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        String constructed = dto("FinalPerson");
        String constructedAddress = dto("FinalPersonAddress");
        cases.add(CaseDefinition.of("final-fields", "final fields set by the constructor",
                        ClassVersions.same(allFinal(Baseline.bean(constructed, constructedAddress))
                                        .constructors(ConstructorStyle.ALL_ARGS),
                                Baseline.address(constructedAddress)), Direction.SAME)
                .writes(w -> w.construct(constructed, NamedValues.arguments(Baseline.values(w, constructedAddress))))
                .expectsSameObject());

        String reflected = dto("FinalPersonWithNoArgConstructor");
        String reflectedAddress = dto("FinalPersonWithNoArgConstructorAddress");
        cases.add(CaseDefinition.of("final-fields-no-arg-constructor", "final fields, no-arg constructor",
                        ClassVersions.same(allFinal(Baseline.bean(reflected, reflectedAddress)),
                                Baseline.address(reflectedAddress)), Direction.SAME)
                .writes(w -> Baseline.write(w, reflected, reflectedAddress))
                .expectsSameObject());
    }

    private static Dto allFinal(Dto bean) {
        Dto result = bean;
        for (String field : bean.fieldNames()) {
            result = result.fieldOptions(field, FieldOption.FINAL);
        }
        return result;
    }
}
