package org.serialflex.criteria;

import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.List;

/**
 * #16 Serializable hooks. The baseline bean declares the methods Java serialization calls on it:
 * a private {@code writeObject}/{@code readObject} pair whose {@code readObject} rebuilds a
 * transient derived field; a {@code writeReplace} that sends a serialization proxy whose
 * {@code readResolve} turns it back into the bean; and a field holding a singleton whose
 * {@code readResolve} returns the reader world's own instance. Same classes on both sides.
 */
public final class C16SerializableHooks extends CriterionDefinition {

    /** {@code readObject} joins {@code name} and {@code count} with a space. */
    private static final String REBUILT_LABEL = Baseline.NAME + " " + Baseline.COUNT;
    private static final String READ_OBJECT_IGNORED = "readObject not called: the transient derived field was not "
            + "rebuilt (every value the writer sent arrived)";
    private static final String READ_RESOLVE_IGNORED = "readResolve not called: the serialization proxy arrived "
            + "instead of the bean (every value the writer sent arrived)";

    private final BaselineBean holder = baseline("Holder", "Address");
    private final String proxy = dto("HolderProxy");
    private final String policy = dto("DefaultPolicy");

    /** Registered through META-INF/services; the kit instantiates it. */
    public C16SerializableHooks() {
        super("C16", "Serializable hooks");
    }

    /**
     * The derived field readObject rebuilds: its value when the hook ran, null (DEGRADED) when it
     * was skipped; docs/criteria.md's examples show the same.
     */
    static Expected rebuiltLabel() {
        return Expect.passOrDegraded(REBUILT_LABEL, null, READ_OBJECT_IGNORED);
    }

    @Override
    void define(List<CaseDefinition> cases) {
        ClassVersions rebuilds = ClassVersions.same(
                holder.bean().field("label", String.class).readObjectRebuilds("label", "name", "count"),
                holder.address());
        cases.add(CaseDefinition.of("read-object-rebuilds", "readObject rebuilds a transient derived field", rebuilds,
                        Direction.SAME)
                .writes(holder::write)
                .expects(r -> holder.expected().field("label", rebuiltLabel())));

        ClassVersions proxied = ClassVersions.same(
                holder.bean().writeReplaceWith(proxy),
                Baseline.bean(proxy, holder.addressClass()).readResolveTo(holder.className()),
                holder.address());
        cases.add(CaseDefinition.of("serialization-proxy", "writeReplace sends a proxy, readResolve restores the bean",
                        proxied, Direction.SAME)
                .writes(holder::write)
                .expects(r -> Expect.passOrDegraded(holder.expected(),
                        Baseline.expected(proxy, holder.addressClass()), READ_RESOLVE_IGNORED)));

        ClassVersions singleton = ClassVersions.same(
                holder.bean().field("policy", TypeRef.generated(policy)),
                Dto.bean(policy).fieldWithInitializer("name", String.class, "standard").singleton(),
                holder.address());
        cases.add(CaseDefinition.of("singleton", "a singleton stays the reader's own instance", singleton,
                        Direction.SAME)
                .writes(w -> holder.write(w, "policy", w.staticField(policy, "INSTANCE")))
                .expects(r -> holder.expected()
                        .field("policy", Expect.sameInstance(r.staticField(policy, "INSTANCE")))));
    }
}
