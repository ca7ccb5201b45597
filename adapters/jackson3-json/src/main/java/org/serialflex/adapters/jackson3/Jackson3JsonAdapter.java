package org.serialflex.adapters.jackson3;

import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind writing JSON with its own defaults: {@code JsonMapper.builder().build()}, not
 * a setting changed. Jackson 3 flipped several Jackson 2 defaults (JSTEP-2, "Jackson 3 default
 * settings, behavior changes", github.com/FasterXML/jackson-future-ideas/wiki/JSTEP-2), and they
 * are kept because they are what a team adopting Jackson 3 gets: {@code FAIL_ON_UNKNOWN_PROPERTIES}
 * is off (a reader ignores fields it lacks), {@code FAIL_ON_NULL_FOR_PRIMITIVES} is on,
 * {@code SORT_PROPERTIES_ALPHABETICALLY} is on, {@code FAIL_ON_EMPTY_BEANS} is off (a bean with no
 * visible property is written as {@code {}}), {@code USE_GETTERS_AS_SETTERS} is off and final
 * fields are no longer used as mutators (checked on 3.2.4 by reading the built mapper's features).
 * Properties are found through getters, setters and public fields, as in Jackson 2; unlike the
 * study's Jackson 2 row ({@code jackson-json}, fields only) nothing widens that, so a class
 * without accessors is measured as Jackson 3 sees it.
 */
public final class Jackson3JsonAdapter extends Jackson3PlainJsonAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public Jackson3JsonAdapter() {
        super(JsonMapper.builder().build());
    }

    @Override
    public String id() {
        return "jackson3-json";
    }

    @Override
    public String displayName() {
        return "Jackson 3 JSON";
    }
}
