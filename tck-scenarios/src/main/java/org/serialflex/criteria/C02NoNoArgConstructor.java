package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.ConstructorStyle;

import java.util.List;

/**
 * #2 No no-arg constructor. The same class on both sides, with no constructor a library could call
 * without knowing the values: only a public all-args constructor, or only a private one behind a
 * static factory. Both reject null arguments, so a library that calls them with placeholder nulls
 * and fills the fields afterwards fails; every field of the writer's object is non-null.
 */
public final class C02NoNoArgConstructor extends CriterionDefinition {

    /** Registered through META-INF/services; the kit instantiates it. */
    public C02NoNoArgConstructor() {
        super("C02", "No no-arg constructor");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        BaselineBean person = baseline("ConstructedPerson", "ConstructedPersonAddress");
        cases.add(CaseDefinition.of("all-args-constructor", "only a public all-args constructor",
                        versions(person, ConstructorStyle.ALL_ARGS_REJECTING_NULLS), Direction.SAME)
                .writes(w -> w.construct(person.className(), nonNullArguments(w, person)))
                .expectsSameObject());

        BaselineBean made = baseline("FactoryMadePerson", "FactoryMadePersonAddress");
        cases.add(CaseDefinition.of("private-constructor-with-factory", "only a private constructor and a static factory",
                        versions(made, ConstructorStyle.PRIVATE_WITH_FACTORY), Direction.SAME)
                .writes(w -> w.construct(made.className(), nonNullArguments(w, made)))
                .expectsSameObject());
    }

    private static ClassVersions versions(BaselineBean baseline, ConstructorStyle style) {
        return ClassVersions.same(baseline.bean().constructors(style), baseline.address());
    }

    /** The baseline values with the two null ones filled in, in declaration order. */
    private static Object[] nonNullArguments(WorldObjects w, BaselineBean baseline) {
        return NamedValues.arguments(NamedValues.replacing(baseline.values(w),
                "boxedId", 77L, "note", "no nulls here"));
    }
}
