package org.serialflex.adapters.jackson3;

import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;

/**
 * Jackson 3 JSON with class names: Jackson 3's defaults (see {@link Jackson3JsonAdapter}) plus
 * default typing the way Jackson 3 allows it, {@code activateDefaultTyping} with a
 * {@link PolymorphicTypeValidator} (Jackson 3 dropped the unvalidated {@code enableDefaultTyping};
 * every default-typing method of its {@code MapperBuilder} takes a validator, here one that admits
 * only the kit's DTO packages and the JDK types the criteria use). The scope is {@link DefaultTyping#NON_FINAL} with Jackson's default
 * {@code WRAPPER_ARRAY} inclusion, the same as the Jackson 2 row {@code jackson-json-typed}, so the
 * two rows differ in the Jackson generation and its defaults, not in what carries a type id.
 */
public final class Jackson3JsonTypedAdapter extends Jackson3Adapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public Jackson3JsonTypedAdapter() {
        super(JsonMapper.builder().activateDefaultTyping(kitTypes(), DefaultTyping.NON_FINAL).build());
    }

    @Override
    public String id() {
        return "jackson3-json-typed";
    }

    @Override
    public String displayName() {
        return "Jackson 3 JSON (with types)";
    }

    /**
     * The classes a type id may name: the kit's DTOs, the JDK collections and maps, BigDecimal and
     * BigInteger, the boxed primitives Jackson tags in an {@code Object} slot (String, Integer,
     * Double and Boolean are "natural" JSON values, never tagged), and arrays (whose elements are
     * checked on their own).
     */
    static PolymorphicTypeValidator kitTypes() {
        return BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("org.serialflex.dto.")
                .allowIfSubType("java.util.")
                .allowIfSubType("java.math.")
                .allowIfSubType(Byte.class)
                .allowIfSubType(Short.class)
                .allowIfSubType(Long.class)
                .allowIfSubType(Float.class)
                .allowIfSubType(Character.class)
                .allowIfSubTypeIsArray()
                .build();
    }
}
