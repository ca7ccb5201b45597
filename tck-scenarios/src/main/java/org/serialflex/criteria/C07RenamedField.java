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
        BaselineBean contact = baseline("Contact", "Address");
        Dto v1 = contact.bean().insertFieldAfter("name", "phone", String.class);
        Dto v2 = v1.renameField("phone", "phoneNumber");
        ClassVersions versions = ClassVersions.of(List.of(v1, contact.address()), List.of(v2, contact.address()));
        cases.add(CaseDefinition.of("renamed", "phone renamed phoneNumber", versions, Direction.OLD_TO_NEW)
                .writes(w -> contact.write(w, "phone", PHONE))
                .expects(r -> contact.expected().field("phoneNumber", Expect.defaultOrCarried(PHONE))));
        cases.add(CaseDefinition.of("renamed", "phone renamed phoneNumber", versions, Direction.NEW_TO_OLD)
                .writes(w -> contact.write(w, "phoneNumber", PHONE))
                .expects(r -> contact.expected().field("phone", Expect.defaultOrCarried(PHONE))));
    }
}
