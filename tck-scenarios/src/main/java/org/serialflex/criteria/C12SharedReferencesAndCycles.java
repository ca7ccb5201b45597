package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.spi.CaseTrait;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.ArrayList;
import java.util.List;

/**
 * #12 Shared references and cycles. The writer's object graph is not a tree: one address is
 * referenced from two fields and from a list, an order and its line point at each other, and a
 * bean points at itself. The expectations are real object graphs of the reader world with the
 * same sharing, so the comparison checks that one written object arrives as one object.
 */
public final class C12SharedReferencesAndCycles extends CriterionDefinition {

    private final String holder = dto("Holder");
    private final String address = dto("Address");
    private final String line = dto("Line");
    private final ClassVersions versions = ClassVersions.same(
            Baseline.bean(holder, address)
                    .field("billingAddress", TypeRef.generated(address))
                    .field("previousAddresses", TypeRef.listOf(TypeRef.generated(address)))
                    .field("line", TypeRef.generated(line))
                    .field("self", TypeRef.generated(holder)),
            Baseline.address(address),
            Dto.bean(line).field("product", String.class).field("quantity", int.class)
                    .field("order", TypeRef.generated(holder)));

    /** Registered through META-INF/services; the kit instantiates it. */
    public C12SharedReferencesAndCycles() {
        super("C12", "Shared references and cycles");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        cases.add(CaseDefinition.of("shared-by-two-fields", "one address in two fields", versions, Direction.SAME)
                .writes(this::sharedByTwoFields)
                .expectsSameObject());
        cases.add(CaseDefinition.of("shared-by-field-and-list", "one address in a field and twice in a list",
                        versions, Direction.SAME)
                .writes(this::sharedByFieldAndList)
                .expectsSameObject());
        cases.add(CaseDefinition.of("parent-child-cycle", "an order and its line pointing at each other", versions,
                        Direction.SAME)
                .writes(this::parentChildCycle)
                .expectsSameObject()
                .trait(CaseTrait.CYCLE));
        cases.add(CaseDefinition.of("self-reference", "a bean whose field points at itself", versions,
                        Direction.SAME)
                .writes(this::selfReference)
                .expectsSameObject()
                .trait(CaseTrait.CYCLE));
    }

    // The factories below build the writer's graph and, run in the reader world, the expected one.

    private Object sharedByTwoFields(WorldObjects world) {
        Object home = home(world);
        return Baseline.write(world, holder, address, "address", home, "billingAddress", home);
    }

    private Object sharedByFieldAndList(WorldObjects world) {
        Object home = home(world);
        Object old = world.bean(address, "street", "2 Old Rd", "zip", 54321);
        return Baseline.write(world, holder, address, "address", home,
                "previousAddresses", new ArrayList<>(List.of(home, old, home)));
    }

    private Object parentChildCycle(WorldObjects world) {
        Object order = Baseline.write(world, holder, address);
        Object child = world.bean(line, "product", "pen", "quantity", 3, "order", order);
        return world.set(order, "line", child);
    }

    private Object selfReference(WorldObjects world) {
        Object bean = Baseline.write(world, holder, address);
        return world.set(bean, "self", bean);
    }

    private Object home(WorldObjects world) {
        return world.bean(address, "street", "1 Main St", "zip", 12345);
    }
}
