package org.serialflex.criteria;

import org.serialflex.runner.CriterionDescription;
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
        super("C07", "Renamed field", new CriterionDescription(
                "v1 has a String field 'phone' after 'name'; v2 calls it 'phoneNumber', same type, same place. "
                        + "Old data is read by new code and new data by old code.",
                "Renaming a field is the most ordinary refactoring there is. Services and stored data live "
                        + "longer than a field's name; the rename must not break reading, nor spill into the "
                        + "fields around it.",
                "No failure; every other field keeps the writer's value; the renamed field holds its Java "
                        + "default or the writer's value (both are acceptable: nothing tells a library that the "
                        + "two names are one field).",
                "A type was substituted (the bean came back as a map, a list as another list class) but every "
                        + "value is there.",
                "READ_FAILED when the library rejects the unknown name or insists on the missing one; CORRUPT "
                        + "when any other field is disturbed, or the renamed field holds anything but its default "
                        + "or the writer's value."));
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
