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
        BaselineBean constructed = baseline("FinalPerson", "FinalPersonAddress");
        cases.add(CaseDefinition.of("final-fields", "final fields set by the constructor",
                        ClassVersions.same(allFinal(constructed.bean()).constructors(ConstructorStyle.ALL_ARGS),
                                constructed.address()), Direction.SAME)
                .writes(w -> w.construct(constructed.className(), NamedValues.arguments(constructed.values(w))))
                .expectsSameObject());

        BaselineBean reflected = baseline("FinalPersonWithNoArgConstructor", "FinalPersonWithNoArgConstructorAddress");
        cases.add(CaseDefinition.of("final-fields-no-arg-constructor", "final fields, no-arg constructor",
                        ClassVersions.same(allFinal(reflected.bean()), reflected.address()), Direction.SAME)
                .writes(reflected::write)
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
