package org.serialflex.adapters.xstream;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.ArrayTypePermission;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The two XStream set-ups of {@link XStreamAdapter}, each with the page of XStream's docs it follows. */
final class XStreams {

    /** Every class the kit generates, v1 and v2 alike, lives below this package. */
    static final String DTO_PACKAGES = "org.serialflex.dto.**";

    /**
     * JDK classes the DTOs hold that XStream's default allow-list lacks (without them C17/C18 read
     * {@code ForbiddenClassException}): {@code List.of} and {@code Map.of} write their serial proxy
     * {@code java.util.CollSer} (their {@code writeReplace}), and {@code Collections.reverseOrder()}
     * is a TreeSet's or TreeMap's comparator. security.html#framework: "If a type on a whitelist
     * contains itself other members that are handled by XStream, you will have to add those member's
     * types to the whitelist also."
     */
    static final List<String> MEMBER_JDK_TYPES = List.of("java.util.CollSer",
            "java.util.Collections$ReverseComparator");

    /** The JDK classes the application's DTOs hold, beside null, primitives, their boxes and arrays. */
    static final List<String> HARDENED_JDK_TYPES = List.of("java.lang.String", "java.math.BigDecimal",
            "java.math.BigInteger", "java.util.ArrayList", "java.util.HashMap", "java.util.LinkedHashMap");

    private XStreams() {
    }

    /**
     * The scored configuration: XStream's defaults; its default allow-list plus the DTO packages
     * (security.html#example) and {@link #MEMBER_JDK_TYPES}; unknown elements ignored
     * (faq.html#Serialization_newer_class_versions); the world's class loader.
     */
    static XStream scored(ClassLoader loader) {
        XStream xstream = new XStream();
        xstream.setClassLoader(loader);
        xstream.allowTypesByWildcard(new String[] {DTO_PACKAGES});
        xstream.allowTypes(MEMBER_JDK_TYPES.toArray(String[]::new));
        xstream.ignoreUnknownElements();
        return xstream;
    }

    /**
     * For untrusted input (security.html#framework, "Security Framework"): the default allow-list
     * cleared with {@link NoTypePermission#NONE}, then exactly what the application's classes need;
     * unknown elements still ignored, as in the scored configuration.
     */
    static XStream hardened(ClassLoader loader, Set<String> applicationClasses) {
        XStream xstream = new XStream();
        xstream.setClassLoader(loader);
        xstream.addPermission(NoTypePermission.NONE);
        xstream.addPermission(NullPermission.NULL);
        xstream.addPermission(PrimitiveTypePermission.PRIMITIVES);
        xstream.addPermission(ArrayTypePermission.ARRAYS);
        xstream.allowTypes(HARDENED_JDK_TYPES.toArray(String[]::new));
        xstream.allowTypes(new TreeSet<>(applicationClasses).toArray(String[]::new));
        xstream.ignoreUnknownElements();
        return xstream;
    }
}
