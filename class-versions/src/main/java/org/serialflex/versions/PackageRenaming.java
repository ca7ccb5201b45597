package org.serialflex.versions;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.commons.ClassRemapper;
import net.bytebuddy.jar.asm.commons.Remapper;

/**
 * Moves generated classes from one package prefix to another, so that the same declared classes
 * can be given to several users under names of their own: the test kit gives every case its own
 * copy of a criterion's classes, so that a class name means one thing in a whole run.
 *
 * <p>Everything that names a class moves with it: the class's own name, supertypes, descriptors,
 * generic signatures, annotations, inner-class and nest attributes, record components, enum
 * constants, and string constants that are a class name under the prefix (the name a
 * {@code writeReplace} proxy or a {@code readResolve} target is found by). Classes outside the
 * prefix (JDK types, {@code org.serialflex.versions.runtime}) are not touched.
 *
 * <pre>{@code
 * Map<String, byte[]> own = PackageRenaming.of("org.x.c05.", "org.x.k3f.").apply(versions.classBytes(V1));
 * }</pre>
 *
 * @param from the package prefix classes are declared under, ending with a dot, e.g. {@code org.x.c05.}
 * @param to   the prefix they move to, ending with a dot; of the same length, formats that write
 *             class names keep their sizes
 */
public record PackageRenaming(String from, String to) {

    public PackageRenaming {
        if (!from.endsWith(".") || !to.endsWith(".")) {
            throw new IllegalArgumentException("Package prefixes end with a dot: '" + from + "', '" + to + "'");
        }
    }

    /**
     * The prefixes {@code from} and {@code to}.
     *
     * @param from the declared package prefix, ending with a dot
     * @param to   the prefix the classes move to, ending with a dot
     * @return the renaming
     */
    public static PackageRenaming of(String from, String to) {
        return new PackageRenaming(from, to);
    }

    /**
     * The classes renamed: binary class name to class file, in the given order.
     *
     * @param classes binary class name to class file bytes, every class under {@link #from()}
     * @return the renamed classes, keyed by their new names
     * @throws IllegalArgumentException when a class is not under {@link #from()}: it would keep its
     *                                  name and mean different things to different users
     */
    public Map<String, byte[]> apply(Map<String, byte[]> classes) {
        Map<String, byte[]> renamed = new LinkedHashMap<>();
        classes.forEach((name, bytes) -> {
            if (!name.startsWith(from)) {
                throw new IllegalArgumentException("Class " + name + " is not under " + from + ", so it cannot be renamed "
                        + "with the others of its set");
            }
            renamed.put(to + name.substring(from.length()), rename(bytes));
        });
        return Collections.unmodifiableMap(renamed);
    }

    private byte[] rename(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        // No frames are recomputed: renaming changes no instruction, so the frames only need their names mapped.
        ClassWriter writer = new ClassWriter(0);
        reader.accept(new ClassRemapper(writer, new PrefixRemapper(Names.internalName(from), Names.internalName(to),
                from, to)), 0);
        return writer.toByteArray();
    }

    /** Internal names and class-name strings under one prefix, moved to another. */
    private static final class PrefixRemapper extends Remapper {
        private final String internalFrom;
        private final String internalTo;
        private final String binaryFrom;
        private final String binaryTo;

        PrefixRemapper(String internalFrom, String internalTo, String binaryFrom, String binaryTo) {
            this.internalFrom = internalFrom;
            this.internalTo = internalTo;
            this.binaryFrom = binaryFrom;
            this.binaryTo = binaryTo;
        }

        @Override
        public String map(String internalName) {
            return internalName.startsWith(internalFrom) ? internalTo + internalName.substring(internalFrom.length())
                    : internalName;
        }

        @Override
        public Object mapValue(Object value) {
            if (value instanceof String text && text.startsWith(binaryFrom)) {
                return binaryTo + text.substring(binaryFrom.length());
            }
            return super.mapValue(value);
        }
    }
}
