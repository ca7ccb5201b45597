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
        BaselineBean plain = baseline("PlainPerson", "PlainPersonAddress");
        cases.add(CaseDefinition.of("not-serializable", "class not Serializable",
                        ClassVersions.same(plain.bean().serializable(false), plain.address()), Direction.SAME)
                .trait(CaseTrait.NOT_SERIALIZABLE)
                .writes(plain::write)
                .expectsSameObject());

        BaselineBean holder = baseline("PersonWithPlainAddress", "PlainAddress");
        cases.add(CaseDefinition.of("not-serializable-nested", "nested bean not Serializable",
                        ClassVersions.same(holder.bean(), holder.address().serializable(false)), Direction.SAME)
                .trait(CaseTrait.NOT_SERIALIZABLE)
                .writes(holder::write)
                .expectsSameObject());

        BaselineBean bare = baseline("BarePerson", "BarePersonAddress");
        cases.add(CaseDefinition.of("no-accessors", "private fields, no getters or setters",
                        ClassVersions.same(bare.bean().accessors(false), bare.address()), Direction.SAME)
                .writes(bare::write)
                .expectsSameObject());

        BaselineBean empty = baseline("EmptyPerson", "EmptyPersonAddress");
        cases.add(CaseDefinition.of("all-null", "every field null or zero",
                        ClassVersions.same(empty.bean(), empty.address()), Direction.SAME)
                .writes(w -> w.bean(empty.className()))
                .expectsSameObject());
    }
}
