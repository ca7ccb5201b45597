package org.serialflex.criteria;

import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * #8 Same field name, different type. The baseline bean gets a field {@code amount} whose type
 * differs between writer and reader; each case is one writer type → reader type conversion.
 */
public final class C08SameNameDifferentType extends CriterionDefinition {

    /** Registered through META-INF/services; the kit instantiates it. */
    public C08SameNameDifferentType() {
        super("C08", "Same field name, different type");
    }

    @Override
    void define(List<CaseDefinition> cases) {
        conversion(cases, "int-to-long", "int→long", int.class, 42, long.class, 42L);
        conversion(cases, "long-to-int", "long→int", long.class, 42L, int.class, 42);
        conversion(cases, "int-to-Integer", "int→Integer", int.class, 42, Integer.class, 42);
        conversion(cases, "Integer-to-int", "Integer→int", Integer.class, 42, int.class, 42);
        conversion(cases, "int-to-String", "int→String", int.class, 42, String.class, "42");
        conversion(cases, "double-to-BigDecimal", "double→BigDecimal", double.class, 9.5, BigDecimal.class,
                new BigDecimal("9.5"));
        conversion(cases, "int-to-BigInteger", "int→BigInteger", int.class, 42, BigInteger.class, BigInteger.valueOf(42));
        conversion(cases, "String-to-int", "String→int", String.class, "42", int.class, 42);
    }

    private void conversion(List<CaseDefinition> cases, String name, String title, Class<?> writerType,
                            Object writerValue, Class<?> readerType, Object readerValue) {
        String simple = "Holder" + name.replace("-", "");
        BaselineBean holder = baseline(simple, simple + "Address");
        Dto v1 = holder.bean().field("amount", writerType);
        Dto v2 = v1.retypeField("amount", TypeRef.of(readerType));
        ClassVersions versions = ClassVersions.of(List.of(v1, holder.address()),
                List.of(v2, holder.address()));
        cases.add(CaseDefinition.of(name, title, versions, Direction.OLD_TO_NEW).oneWay()
                .writes(w -> holder.write(w, "amount", writerValue))
                .expects(r -> holder.expected()
                        .field("amount", readerValue)));
    }
}
