package org.serialflex.adapters.xstream;

import com.thoughtworks.xstream.XStream;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * XStream 1.4 writing XML ({@code toXML}/{@code fromXML}), set up as XStream's own pages
 * (x-stream.github.io, the 1.4.21 release's faq.html and security.html) recommend for classes that
 * evolve and for its security framework; the calls are in {@link XStreams#scored}:
 *
 * <ul>
 *   <li><b>{@code new XStream()}</b>: the XPP driver, the reflection converter, references by
 *       relative XPath, and since 1.4.18 its default allow-list (null, primitives and their boxes,
 *       arrays, String, the {@code Collection}, {@code Map}, {@code Number} and {@code Enum}
 *       hierarchies and other JDK value types).</li>
 *   <li><b>The kit's DTO packages allowed</b> as security.html#example ("Example Code Whitelist")
 *       allows the application's own package, {@code allowTypesByWildcard("org.serialflex.dto.**")},
 *       plus the two JDK member types the DTOs hold that the default list lacks
 *       ({@link XStreams#MEMBER_JDK_TYPES}).</li>
 *   <li><b>{@code ignoreUnknownElements()}</b>. The FAQ's answer to "How does XStream deal with
 *       newer versions of classes?" (faq.html#Serialization_newer_class_versions) is that a field
 *       removed from a class "will cause an exception" when old XML holds it; of its remedies, the
 *       one that needs no change to the classes is to "implement a custom mapper to ignore unknown
 *       fields automatically", and XStream 1.4.5 made that mapper part of its API (changes.html,
 *       1.4.5: "JIRA:XSTR-691: Allow unknown XML elements to be ignored using new method
 *       XStream.ignoreUnknownElements"). The other remedies (keep the field as {@code transient},
 *       a custom converter, {@code readResolve}) are per-class code the kit's generated DTOs cannot
 *       carry. So this one call is the evolution set-up the docs lead to; nothing else is tuned (no
 *       aliases, omitted fields or converters).</li>
 *   <li><b>The world's class loader</b>, {@code setClassLoader}, as the FAQ's "How does XStream cope
 *       with isolated class loaders?" (faq.html#Serialization_classloader) asks for.</li>
 * </ul>
 *
 * <p>Its {@link #hardening hardened} configuration follows security.html too: the default list
 * cleared with {@code NoTypePermission.NONE}, then only null, primitives, arrays, the JDK value and
 * collection classes the application's DTOs hold, and those DTOs by exact name.
 */
public final class XStreamAdapter implements SerializerAdapter {

    private final XStream xstream;

    /** Registered through META-INF/services; the kit creates one per world. */
    public XStreamAdapter() {
        this(XStreams.scored(XStreamAdapter.class.getClassLoader()));
    }

    private XStreamAdapter(XStream xstream) {
        this.xstream = xstream;
    }

    @Override
    public String id() {
        return "xstream";
    }

    @Override
    public String displayName() {
        return "XStream";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("com.thoughtworks.xstream", "xstream", XStream.class);
    }

    @Override
    public byte[] write(Object value) {
        return xstream.toXML(value).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        return xstream.fromXML(new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * XStream's FAQ ("Which Java runtime is required to run XStream?", faq.html#Compatibility_JRE):
     * "For Java 9 and later you will currently have to permit the now illegal access for XStream to
     * operate". Its converters reflect into the JDK's collections: without {@code java.util} the kit
     * reports TreeSet, ArrayDeque, List.of, unmodifiable and Arrays.asList lists (C17) and TreeMap
     * (C18) as set-up faults naming it, without {@code java.util.concurrent} CopyOnWriteArrayList;
     * so both are opened, as a user on JDK 17 must.
     */
    @Override
    public List<JvmOption> requiredJvmOptions() {
        return List.of(JvmOption.addOpens("java.base", "java.util"),
                JvmOption.addOpens("java.base", "java.util.concurrent"));
    }

    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.of("XStream's security framework (security.html, Example Code Whitelist): "
                + "NoTypePermission.NONE, then null, primitives, arrays, "
                + String.join(", ", XStreams.HARDENED_JDK_TYPES)
                + " and the application's classes by exact name (no package wildcard)",
                new XStreamAdapter(XStreams.hardened(XStreamAdapter.class.getClassLoader(), applicationClasses)));
    }
}
