package org.serialflex.dto.safety;

import java.io.Serializable;
import java.util.List;

/**
 * Lists in lists for a schema-driven library: {@code items} is a {@code List<TypedNest>} holding
 * one nest whose list holds the next. {@link Nest}'s {@code List<Object>} names no element type,
 * which a library that derives a codec or a schema from the declared types cannot write (the
 * MongoDB POJO codec has no codec for {@code Object}; Avro's reflect API reflects into
 * {@code ArrayList} itself); the probe falls back to this shape for them.
 */
public class TypedNest implements Serializable {

    private static final long serialVersionUID = 1L;

    private List<TypedNest> items;

    public TypedNest() {
    }

    public List<TypedNest> getItems() {
        return items;
    }

    public void setItems(List<TypedNest> items) {
        this.items = items;
    }
}
