package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * #11 Polymorphic fields. The baseline bean gets fields whose declared type says less than the
 * value they hold: {@code Object}, an interface, an abstract class, a {@code List<Object>} mixing
 * a bean with JDK values, and a {@code List} of an interface holding two implementations. The
 * class is the same on both sides; the question is only whether the reader learns, from the bytes,
 * which concrete class to build.
 */
public final class C11PolymorphicFields extends CriterionDefinition {

    private static final BigDecimal LIST_PRICE = new BigDecimal("19.90");

    private final BaselineBean holder = baseline("Holder", "Address");
    private final String tag = dto("Tag");
    private final String shape = dto("Shape");
    private final String circle = dto("Circle");
    private final String square = dto("Square");
    private final String vehicle = dto("Vehicle");
    private final String truck = dto("Truck");
    private final ClassVersions versions = ClassVersions.same(
            holder.bean()
                    .field("anything", Object.class)
                    .field("shape", TypeRef.generated(shape))
                    .field("vehicle", TypeRef.generated(vehicle))
                    .field("items", TypeRef.listOf(Object.class))
                    .field("shapes", TypeRef.listOf(TypeRef.generated(shape))),
            holder.address(),
            Dto.bean(tag).field("key", String.class).field("value", String.class),
            Dto.interfaceType(shape),
            Dto.bean(circle).implementing(shape).field("radius", double.class),
            Dto.bean(square).implementing(shape).field("side", int.class),
            Dto.abstractClass(vehicle).field("wheels", int.class),
            Dto.bean(truck).extending(vehicle).field("payloadKg", long.class));

    /** Registered through META-INF/services; the kit instantiates it. */
    public C11PolymorphicFields() {
        super("C11", "Polymorphic fields");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        cases.add(CaseDefinition.of("object-field", "bean in a field declared Object", versions, Direction.SAME)
                .writes(w -> holder.write(w, "anything", writeTag(w)))
                .expects(r -> holder.expected().field("anything", expectedTag())));
        cases.add(CaseDefinition.of("interface-field", "bean in a field declared as an interface", versions,
                        Direction.SAME)
                .writes(w -> holder.write(w, "shape", w.bean(circle, "radius", 1.5)))
                .expects(r -> holder.expected()
                        .field("shape", Expect.bean(circle).field("radius", 1.5))));
        cases.add(CaseDefinition.of("abstract-class-field", "bean in a field declared as an abstract class",
                        versions, Direction.SAME)
                .writes(w -> holder.write(w,
                        "vehicle", w.bean(truck, "wheels", 6, "payloadKg", 12_000L)))
                .expects(r -> holder.expected()
                        .field("vehicle", Expect.bean(truck).field("wheels", 6).field("payloadKg", 12_000L))));
        cases.add(CaseDefinition.of("mixed-list", "List<Object> holding a bean, a String, a Long and a BigDecimal",
                        versions, Direction.SAME)
                .writes(w -> holder.write(w,
                        "items", new ArrayList<>(List.of(writeTag(w), "text", 7L, LIST_PRICE))))
                .expects(r -> holder.expected()
                        .field("items", new ArrayList<>(List.of(expectedTag(), "text", 7L, LIST_PRICE)))));
        cases.add(CaseDefinition.of("interface-list", "List of an interface holding two implementations", versions,
                        Direction.SAME)
                .writes(w -> holder.write(w,
                        "shapes", new ArrayList<>(List.of(w.bean(circle, "radius", 2.5), w.bean(square, "side", 4)))))
                .expects(r -> holder.expected()
                        .field("shapes", new ArrayList<>(List.of(Expect.bean(circle).field("radius", 2.5),
                                Expect.bean(square).field("side", 4))))));
    }

    private Object writeTag(WorldObjects w) {
        return w.bean(tag, "key", "colour", "value", "blue");
    }

    private Object expectedTag() {
        return Expect.bean(tag).field("key", "colour").field("value", "blue");
    }
}
