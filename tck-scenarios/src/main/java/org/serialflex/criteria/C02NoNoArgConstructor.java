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
        String person = dto("ConstructedPerson");
        String personAddress = dto("ConstructedPersonAddress");
        cases.add(CaseDefinition.of("all-args-constructor", "only a public all-args constructor",
                        versions(person, personAddress, ConstructorStyle.ALL_ARGS_REJECTING_NULLS), Direction.SAME)
                .writes(w -> w.construct(person, nonNullArguments(w, personAddress)))
                .expectsSameObject());

        String made = dto("FactoryMadePerson");
        String madeAddress = dto("FactoryMadePersonAddress");
        cases.add(CaseDefinition.of("private-constructor-with-factory", "only a private constructor and a static factory",
                        versions(made, madeAddress, ConstructorStyle.PRIVATE_WITH_FACTORY), Direction.SAME)
                .writes(w -> w.construct(made, nonNullArguments(w, madeAddress)))
                .expectsSameObject());
    }

    private static ClassVersions versions(String className, String addressClass, ConstructorStyle style) {
        return ClassVersions.same(Baseline.bean(className, addressClass).constructors(style),
                Baseline.address(addressClass));
    }

    /** The baseline values with the two null ones filled in, in declaration order. */
    private static Object[] nonNullArguments(WorldObjects w, String addressClass) {
        return NamedValues.arguments(NamedValues.replacing(Baseline.values(w, addressClass),
                "boxedId", 77L, "note", "no nulls here"));
    }
}
