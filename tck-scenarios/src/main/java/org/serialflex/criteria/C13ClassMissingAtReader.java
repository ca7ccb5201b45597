package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * #13 Class missing at the reader. The writer (v1) has a class {@code Coupon} that the reader's
 * version (v2) no longer has; everything else is identical. A coupon travels in a field declared
 * {@code Object}, inside a {@code List<Object>}, inside a {@code Map<String, Object>}, and as the
 * root object itself. The reader must keep the rest of the object and, at best, show the coupon's
 * values through a stand-in (a stub class or a Map).
 */
public final class C13ClassMissingAtReader extends CriterionDefinition {

    private static final String CODE = "SPRING-10";
    private static final int PERCENT = 10;

    private final BaselineBean holder = baseline("Holder", "Address");
    private final String coupon = dto("Coupon");
    private final ClassVersions versions;

    /** Registered through META-INF/services; the kit instantiates it. */
    public C13ClassMissingAtReader() {
        super("C13", "Class missing at the reader");
        Dto holderDto = holder.bean()
                .field("extra", Object.class)
                .field("items", TypeRef.listOf(Object.class))
                .field("extras", TypeRef.mapOf(String.class, Object.class));
        Dto couponDto = Dto.bean(coupon).field("code", String.class).field("percent", int.class);
        versions = ClassVersions.of(List.of(holderDto, holder.address(), couponDto),
                List.of(holderDto, holder.address()));
    }

    @Override
    void define(List<CaseDefinition> cases) {
        cases.add(CaseDefinition.of("missing-in-object-field", "unknown object in a field declared Object",
                        versions, Direction.OLD_TO_NEW).oneWay()
                .writes(w -> holder.write(w, "extra", writeCoupon(w)))
                .expects(r -> holder.expected().field("extra", couponPlaceholder())));
        cases.add(CaseDefinition.of("missing-in-list", "unknown object in a List<Object>", versions,
                        Direction.OLD_TO_NEW).oneWay()
                .writes(w -> holder.write(w,
                        "items", new ArrayList<>(List.of("before", writeCoupon(w), "after"))))
                .expects(r -> holder.expected()
                        .field("items", new ArrayList<>(List.of("before", couponPlaceholder(), "after")))));
        cases.add(CaseDefinition.of("missing-in-map", "unknown object as a value of a Map<String, Object>", versions,
                        Direction.OLD_TO_NEW).oneWay()
                .writes(w -> holder.write(w, "extras", map("before", "x", "coupon",
                        writeCoupon(w), "after", "y")))
                .expects(r -> holder.expected().field("extras", map("before", "x", "coupon",
                        couponPlaceholder(), "after", "y"))));
        cases.add(CaseDefinition.of("missing-as-root", "unknown object as the root", versions, Direction.OLD_TO_NEW)
                .oneWay()
                .writes(this::writeCoupon)
                .expects(r -> couponPlaceholder()));
    }

    private Object writeCoupon(WorldObjects w) {
        return w.bean(coupon, "code", CODE, "percent", PERCENT);
    }

    /** What every case expects in the coupon's place; docs/criteria.md's examples show the same. */
    Expected couponPlaceholder() {
        return Expect.placeholder(coupon, "code", CODE, "percent", PERCENT);
    }

    private static LinkedHashMap<String, Object> map(Object... keysAndValues) {
        LinkedHashMap<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
