package org.serialflex.dto.races;

import java.io.Serializable;
import java.util.List;

/** A list of baseline beans, held by a bean so that every format (BSON's root is a document) can write it. */
public class BeanList implements Serializable {

    private static final long serialVersionUID = 1L;

    private List<Bean> beans;

    /** For the libraries that instantiate through a no-arg constructor. */
    public BeanList() {
    }

    public List<Bean> getBeans() {
        return beans;
    }

    public void setBeans(List<Bean> beans) {
        this.beans = beans;
    }
}
