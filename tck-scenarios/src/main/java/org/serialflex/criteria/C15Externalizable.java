package org.serialflex.criteria;

import org.serialflex.spi.CaseTrait;
import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;

import java.util.List;

/**
 * #15 Externalizable. The baseline bean implements {@link java.io.Externalizable}: its
 * {@code writeExternal} writes a version byte and the field values by name, its
 * {@code readExternal} reads them back and then sets a boolean field {@code readThroughExternal}
 * that no stream carries. That flag is how the kit sees whether the library called
 * {@code readExternal} or copied fields on its own. In the second case v2 adds a field and writes
 * form version 2; its {@code readExternal} reads v1's form through v1's version byte.
 */
public final class C15Externalizable extends CriterionDefinition {

    private static final String IGNORED = "the library ignored Externalizable and copied fields";

    private final BaselineBean holder = baseline("Holder", "Address");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C15Externalizable() {
        super("C15", "Externalizable");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        Dto v1 = holder.bean().field("readThroughExternal", boolean.class).externalizable(1);
        ClassVersions same = ClassVersions.same(v1, holder.address());
        cases.add(CaseDefinition.of("external-form", "writeExternal/readExternal called", same, Direction.SAME)
                .writes(holder::write)
                .expects(r -> holder.expected().field("readThroughExternal", calledReadExternal()))
                .trait(CaseTrait.EXTERNALIZABLE));

        Dto v2 = v1.field("currency", String.class).externalizable(2);
        ClassVersions evolved = ClassVersions.of(List.of(v1, holder.address()),
                List.of(v2, holder.address()));
        cases.add(CaseDefinition.of("older-external-form", "v2's readExternal reads v1's form by its version byte",
                        evolved, Direction.OLD_TO_NEW).oneWay()
                .writes(holder::write)
                .expects(r -> holder.expected().field("readThroughExternal", calledReadExternal())
                        .field("currency", null))
                .identityExpects(r -> holder.expected()
                        .field("readThroughExternal", calledReadExternal()))
                .trait(CaseTrait.EXTERNALIZABLE));
    }

    private static Expected calledReadExternal() {
        return Expect.passOrDegraded(true, false, IGNORED);
    }
}
