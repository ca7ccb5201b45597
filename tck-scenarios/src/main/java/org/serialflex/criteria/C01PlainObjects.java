package org.serialflex.criteria;

import org.serialflex.runner.CriterionDescription;
import org.serialflex.spi.CaseTrait;
import org.serialflex.versions.ClassVersions;

import java.util.List;

/**
 * #1 Plain objects, no questions asked. The same class on both sides, but not quite the baseline
 * bean: it does not implement {@code Serializable}, or it has no getters and setters, or every
 * field is empty. A library for "any Java object" must take each of them as it is.
 */
public final class C01PlainObjects extends CriterionDefinition {

    /** Registered through META-INF/services; the kit instantiates it. */
    public C01PlainObjects() {
        super("C01", "Plain objects, no questions asked", new CriterionDescription(
                "The same class on both sides, off the baseline in one respect each: it does not implement "
                        + "Serializable (but has getters and setters); its nested bean does not; it is Serializable "
                        + "but has private fields and no getters or setters at all; every field is null or zero.",
                "Objects handed to a cache, a session store or a message bus are often someone else's classes: "
                        + "generated, legacy or third-party, never written with a serializer in mind. A library "
                        + "that asks them to implement an interface, expose properties or avoid nulls cannot take "
                        + "them as they are.",
                "The reader's object equals the writer's, field by field, concrete types included.",
                "A type was substituted (the bean came back as a map, a list as another list class) but every "
                        + "value is there.",
                "WRITE_FAILED when the library refuses a class that is not Serializable; CORRUPT when fields "
                        + "reachable only by reflection (no accessors) or null fields come back different, e.g. "
                        + "empty instead of null."));
    }

    @Override
    void define(List<CaseDefinition> cases) {
        String plain = dto("PlainPerson");
        String plainAddress = dto("PlainPersonAddress");
        cases.add(CaseDefinition.of("not-serializable", "class not Serializable",
                        ClassVersions.same(Baseline.bean(plain, plainAddress).serializable(false),
                                Baseline.address(plainAddress)), Direction.SAME)
                .trait(CaseTrait.NOT_SERIALIZABLE)
                .writes(w -> Baseline.write(w, plain, plainAddress))
                .expectsSameObject());

        String holder = dto("PersonWithPlainAddress");
        String nested = dto("PlainAddress");
        cases.add(CaseDefinition.of("not-serializable-nested", "nested bean not Serializable",
                        ClassVersions.same(Baseline.bean(holder, nested), Baseline.address(nested).serializable(false)),
                        Direction.SAME)
                .trait(CaseTrait.NOT_SERIALIZABLE)
                .writes(w -> Baseline.write(w, holder, nested))
                .expectsSameObject());

        String bare = dto("BarePerson");
        String bareAddress = dto("BarePersonAddress");
        cases.add(CaseDefinition.of("no-accessors", "private fields, no getters or setters",
                        ClassVersions.same(Baseline.bean(bare, bareAddress).accessors(false),
                                Baseline.address(bareAddress)), Direction.SAME)
                .writes(w -> Baseline.write(w, bare, bareAddress))
                .expectsSameObject());

        String empty = dto("EmptyPerson");
        String emptyAddress = dto("EmptyPersonAddress");
        cases.add(CaseDefinition.of("all-null", "every field null or zero",
                        ClassVersions.same(Baseline.bean(empty, emptyAddress), Baseline.address(emptyAddress)),
                        Direction.SAME)
                .writes(w -> w.bean(empty))
                .expectsSameObject());
    }
}
