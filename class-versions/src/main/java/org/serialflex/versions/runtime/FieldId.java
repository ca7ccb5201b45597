package org.serialflex.versions.runtime;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The identity a careful schema author gives a field, or an enum constant, across the two class
 * versions of a case: the number a Protobuf field, a Thrift field id or a protostuff tag would
 * carry. A field kept, renamed (through {@code Dto.renameField}), retyped or moved within its class
 * hierarchy keeps its number; a field added in v2 gets a number no v1 field had; a removed field's
 * number is retired and never given to another field.
 *
 * <p>Every instance field of a generated class and every component of a generated record carries
 * it (on the component and on its private field), and every constant of a generated enum. Numbers
 * start at 1 and follow first declaration: v1's types in the order the case lists them, their
 * fields in declaration order, then what v2 adds. Fields are numbered across the whole case, so the
 * fields of one class hierarchy never share a number, unless a subclass shadows a superclass field
 * of the same name (an adapter that needs unique numbers must refuse that class). Enum constants
 * are numbered the same way, among the constants of the case.
 *
 * <p>Schema-first adapters read it; every other adapter ignores it, as libraries ignore an
 * annotation they do not know.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface FieldId {

    /**
     * The field's or constant's number, 1 or more.
     *
     * @return the number
     */
    int value();
}
