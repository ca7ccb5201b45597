package org.serialflex.criteria;

import org.serialflex.verdicts.Expect;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;

import java.util.List;

/**
 * #7 Renamed field. v1 declares a String {@code phone} right after {@code name}; v2 renames it
 * {@code phoneNumber}, same type, same slot. Either reader may see the renamed field empty or
 * with the writer's value (a library cannot know the two names mean the same thing); every other
 * field must arrive untouched, in both directions.
 */
public final class C07RenamedField extends CriterionDefinition {

    private static final String PHONE = "+1 555 0100";

    /** Registered through META-INF/services; the kit instantiates it. */
    public C07RenamedField() {
        super("C07", "Renamed field");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        String contact = dto("Contact");
        String address = dto("Address");
        Dto v1 = Baseline.bean(contact, address).insertFieldAfter("name", "phone", String.class);
        Dto v2 = v1.renameField("phone", "phoneNumber");
        ClassVersions versions = ClassVersions.of(List.of(v1, Baseline.address(address)),
                List.of(v2, Baseline.address(address)));
        cases.add(CaseDefinition.of("renamed", "phone renamed phoneNumber", versions, Direction.OLD_TO_NEW)
                .writes(w -> Baseline.write(w, contact, address, "phone", PHONE))
                .expects(r -> Baseline.expected(contact, address).field("phoneNumber", Expect.defaultOrCarried(PHONE))));
        cases.add(CaseDefinition.of("renamed", "phone renamed phoneNumber", versions, Direction.NEW_TO_OLD)
                .writes(w -> Baseline.write(w, contact, address, "phoneNumber", PHONE))
                .expects(r -> Baseline.expected(contact, address).field("phone", Expect.defaultOrCarried(PHONE))));
    }
}
