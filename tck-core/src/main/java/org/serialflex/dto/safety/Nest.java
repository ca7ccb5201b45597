package org.serialflex.dto.safety;

import java.io.Serializable;
import java.util.List;

/** Lists in lists: {@code items} holds a list that holds a list, thousands deep. */
public class Nest implements Serializable {

    private static final long serialVersionUID = 1L;

    private List<Object> items;

    public Nest() {
    }

    public List<Object> getItems() {
        return items;
    }

    public void setItems(List<Object> items) {
        this.items = items;
    }
}
