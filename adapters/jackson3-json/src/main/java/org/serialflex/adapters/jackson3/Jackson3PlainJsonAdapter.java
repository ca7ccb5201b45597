package org.serialflex.adapters.jackson3;

import org.serialflex.spi.Hardening;
import tools.jackson.databind.ObjectMapper;

import java.util.Set;

/**
 * A Jackson 3 JSON mapper without default typing, whatever its visibility settings ({@link Jackson3JsonAdapter},
 * {@link Jackson3JsonFieldsAdapter}): what the two share is the wire format and the absence of a hardening.
 */
abstract class Jackson3PlainJsonAdapter extends Jackson3Adapter {

    Jackson3PlainJsonAdapter(ObjectMapper mapper) {
        super(mapper);
    }

    /** JSON text, as Jackson 2's {@code jackson-json} writes it: the two form the Jackson 2 ⇄ 3 upgrade lanes. */
    @Override
    public final String format() {
        return "json";
    }

    /**
     * None: Jackson 3 has no default typing unless activated ({@code MapperBuilder.activateDefaultTyping}
     * requires a {@code PolymorphicTypeValidator}), so a plain mapper reads no class names and builds
     * only the class it is asked for; {@code StreamReadConstraints} (jackson-core 3) bound nesting at
     * 500 and lengths by default. There is nothing for a hardened configuration to switch on.
     */
    @Override
    public final Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("not needed by Jackson 3's docs: without activateDefaultTyping (which requires a "
                + "PolymorphicTypeValidator) a mapper reads no class names and builds only the class it is asked for; "
                + "StreamReadConstraints bound nesting (500) and lengths by default");
    }
}
