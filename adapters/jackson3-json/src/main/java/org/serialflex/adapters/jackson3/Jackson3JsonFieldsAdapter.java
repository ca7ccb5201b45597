package org.serialflex.adapters.jackson3;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 JSON with the settings of the study's Jackson 2 row ({@code jackson-json}) applied to Jackson 3's
 * builder: the fields themselves at any visibility and no other accessor (getters, setters, creators all
 * {@code NONE}), {@code PROPAGATE_TRANSIENT_MARKER} on, {@code FAIL_ON_EMPTY_BEANS} off; every other setting at
 * Jackson 3's defaults. It is what a team running the study's mapper gets when it moves to Jackson 3 and keeps its
 * builder calls, so the upgrade atlas's Jackson 2 → 3 lanes ({@code jackson-json@2.x>jackson3-json-fields@3.x})
 * vary the library alone (issue 35: "a lane varies one thing"); Jackson 3's own changed defaults
 * ({@code FAIL_ON_UNKNOWN_PROPERTIES} off, {@code FAIL_ON_NULL_FOR_PRIMITIVES} on, properties sorted) are part of
 * that upgrade, as they are for the team. {@link Jackson3JsonAdapter} is Jackson 3 with no setting changed.
 */
public final class Jackson3JsonFieldsAdapter extends Jackson3PlainJsonAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public Jackson3JsonFieldsAdapter() {
        super(JsonMapper.builder()
                // ALL first: it sets every accessor, FIELD included; FIELD then re-opens the fields (as the study's)
                .changeDefaultVisibility(checker -> checker.withVisibility(PropertyAccessor.ALL, Visibility.NONE)
                        .withVisibility(PropertyAccessor.FIELD, Visibility.ANY))
                .enable(MapperFeature.PROPAGATE_TRANSIENT_MARKER)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .build());
    }

    @Override
    public String id() {
        return "jackson3-json-fields";
    }

    @Override
    public String displayName() {
        return "Jackson 3 JSON (fields only)";
    }
}
