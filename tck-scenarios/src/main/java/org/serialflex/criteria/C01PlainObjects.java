package org.serialflex.criteria;

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
        super("C01", "Plain objects, no questions asked");
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
