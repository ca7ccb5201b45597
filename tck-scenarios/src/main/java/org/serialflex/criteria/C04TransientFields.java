package org.serialflex.criteria;

import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.FieldOption;
import org.serialflex.versions.TypeRef;

import java.util.ArrayList;
import java.util.List;

/**
 * #4 Transient fields. The same class on both sides: the baseline bean plus three
 * {@code transient} fields (a String, an int, a list), each with a getter and setter like every
 * baseline field. The writer gives one of them a value per case; the reader must see its Java
 * default, and every other field intact.
 */
public final class C04TransientFields extends CriterionDefinition {

    private static final String SESSION_TOKEN = "secret-token-4711";
    private static final int CACHED_HASH = 1_234_567;

    /** Registered through META-INF/services; the kit instantiates it. */
    public C04TransientFields() {
        super("C04", "Transient fields");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        BaselineBean session = baseline("Session", "Address");
        ClassVersions versions = ClassVersions.same(session.bean()
                        .field("sessionToken", String.class, FieldOption.TRANSIENT)
                        .field("cachedHash", int.class, FieldOption.TRANSIENT)
                        .field("recentViews", TypeRef.listOf(TypeRef.of(String.class)), FieldOption.TRANSIENT),
                session.address());
        cases.add(CaseDefinition.of("transient-string", "transient String", versions, Direction.SAME)
                .writes(w -> session.write(w, "sessionToken", SESSION_TOKEN))
                .expects(r -> session.expected()));
        cases.add(CaseDefinition.of("transient-int", "transient int", versions, Direction.SAME)
                .writes(w -> session.write(w, "cachedHash", CACHED_HASH))
                .expects(r -> session.expected()));
        cases.add(CaseDefinition.of("transient-list", "transient List", versions, Direction.SAME)
                .writes(w -> session.write(w, "recentViews", new ArrayList<>(List.of("item-1", "item-2"))))
                .expects(r -> session.expected()));
    }
}
