package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.Dto;

/**
 * A {@link Baseline} bean class and the class of its nested {@code address} bean: the two names
 * travel together, since declaring, writing and expecting the baseline each needs both.
 *
 * @param className    the bean's class, e.g. {@code org.serialflex.dto.c04.Session}
 * @param addressClass the class of its {@code address} field, e.g. {@code org.serialflex.dto.c04.Address}
 */
record BaselineBean(String className, String addressClass) {

    /** The baseline bean's shape, for a criterion to change in one respect. */
    Dto bean() {
        return Baseline.bean(className, addressClass);
    }

    /** The nested bean's shape. */
    Dto address() {
        return Baseline.address(addressClass);
    }

    /** A writer-world bean with every baseline value plus {@code extra} name/value pairs. */
    Object write(WorldObjects w, Object... extra) {
        return Baseline.write(w, className, addressClass, extra);
    }

    /** The baseline values as the reader must see them. */
    Expected.Bean expected() {
        return Baseline.expected(className, addressClass);
    }

    /** Names and values of the baseline fields as the writer sets them. */
    Object[] values(WorldObjects w) {
        return Baseline.values(w, addressClass);
    }
}
