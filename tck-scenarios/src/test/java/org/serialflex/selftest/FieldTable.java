package org.serialflex.selftest;

import java.io.Serializable;
import java.util.List;

/**
 * What {@link FieldTableAdapter} puts on the wire for one DTO object: its class name and the
 * names and values of the fields it chose, in the order it chose. Values of DTO classes are
 * nested tables; JDK values travel as Java serialization writes them.
 *
 * @param className the writer's class name
 * @param names     field names, parallel to {@code values}
 * @param values    field values
 */
record FieldTable(String className, List<String> names, List<Object> values) implements Serializable {
}
