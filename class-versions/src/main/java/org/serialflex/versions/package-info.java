/**
 * A small, immutable Byte Buddy DSL that declares a DTO once and derives the class files of its
 * v1 and v2.
 *
 * <p>Start with {@link org.serialflex.versions.Dto} (one generated type), reference field types
 * with {@link org.serialflex.versions.TypeRef}, and collect both versions of a criterion in
 * {@link org.serialflex.versions.ClassVersions}:
 * <pre>{@code
 * Dto v1 = Dto.bean("org.x.Person").field("name", String.class).field("phone", String.class);
 * ClassVersions versions = ClassVersions.v1(v1).v2(v1.renameField("phone", "phoneNumber"));
 * Map<String, byte[]> classes = versions.classBytes(ClassVersion.V1);
 * }</pre>
 * Worlds define the bytes in an isolated class loader whose parent is the platform loader; the
 * generated classes reference only JDK types, generated types of the same version and
 * {@code org.serialflex.versions.runtime}.
 *
 * <p>May import only: {@code java}, {@code net.bytebuddy}.
 */
package org.serialflex.versions;
