package org.serialflex.adapters.jackson3;

import org.serialflex.spi.Hardening;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Jackson 3 JSON with class names: Jackson 3's defaults (see {@link Jackson3JsonAdapter}) plus
 * default typing the way Jackson 3 allows it, {@code activateDefaultTyping} with a
 * {@link PolymorphicTypeValidator} (Jackson 3 dropped the unvalidated {@code enableDefaultTyping};
 * every default-typing method of its {@code MapperBuilder} takes a validator, here one that admits
 * only the kit's DTO packages and the JDK types the criteria use, see {@link #kitTypes()}). The scope is {@link DefaultTyping#NON_FINAL} with Jackson's default
 * {@code WRAPPER_ARRAY} inclusion, the same as the Jackson 2 row {@code jackson-json-typed}, so the
 * two rows differ in the Jackson generation and its defaults, not in what carries a type id.
 */
public final class Jackson3JsonTypedAdapter extends Jackson3Adapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public Jackson3JsonTypedAdapter() {
        super(JsonMapper.builder().activateDefaultTyping(kitTypes(), DefaultTyping.NON_FINAL).build());
    }

    private Jackson3JsonTypedAdapter(JsonMapper hardened) {
        super(hardened);
    }

    /**
     * Jackson's advice for polymorphic typing of untrusted input, the Jackson 3 way: default typing
     * kept (the format is the same), validated by a {@link BasicPolymorphicTypeValidator} that admits
     * exactly the application's classes and the JDK classes they hold, each by
     * {@code allowIfSubType(Class)}, no name prefix ({@code BasicPolymorphicTypeValidator} javadoc:
     * a prefix admits every class below it, gadgets in that package included; Jackson's "On Jackson
     * CVEs: Don't Panic" and its 2.10 notes on {@code PolymorphicTypeValidator}, which Jackson 3 made
     * the only way to activate default typing), plus {@code FAIL_ON_TRAILING_TOKENS}. Jackson 3's
     * {@code StreamReadConstraints} already bound nesting (500) and lengths at their defaults.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        BasicPolymorphicTypeValidator.Builder validator = BasicPolymorphicTypeValidator.builder();
        for (Class<?> jdk : new Class<?>[]{java.util.ArrayList.class, java.util.HashMap.class,
                java.util.LinkedHashMap.class, java.math.BigDecimal.class, java.math.BigInteger.class, Byte.class,
                Short.class, Long.class, Float.class, Character.class}) {
            validator.allowIfSubType(jdk);
        }
        ClassLoader loader = getClass().getClassLoader();
        for (String name : new TreeSet<>(applicationClasses)) {
            try {
                validator.allowIfSubType(Class.forName(name, false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("Application class " + name + " is not visible to " + loader, e);
            }
        }
        JsonMapper mapper = JsonMapper.builder()
                .activateDefaultTyping(validator.build(), DefaultTyping.NON_FINAL)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
        return Hardening.of("Jackson's advice for polymorphic typing of untrusted input, the Jackson 3 way: "
                + "activateDefaultTyping with a BasicPolymorphicTypeValidator admitting exactly the application's "
                + "classes and the JDK classes they hold (allowIfSubType(Class), no package prefix), "
                + "FAIL_ON_TRAILING_TOKENS; StreamReadConstraints at Jackson 3's defaults (nesting 500)",
                new Jackson3JsonTypedAdapter(mapper));
    }

    @Override
    public String id() {
        return "jackson3-json-typed";
    }

    @Override
    public String displayName() {
        return "Jackson 3 JSON (with types)";
    }

    /**
     * The JDK's collections and maps a type id may name: exactly those the criteria send (C17's and
     * C18's concrete classes, the baseline's ArrayList and LinkedHashMap), as a run that logged
     * every {@code java.util} type this validator was asked about found them on JDK 17 and 25.
     * Not the whole {@code java.util.} prefix: that admits every class of the package and of its
     * subpackages ({@code java.util.logging}, {@code java.util.concurrent}, ...), which no criterion
     * sends, and each admitted class is one more class a crafted document can make Jackson create.
     */
    private static final List<String> JDK_CONTAINERS = List.of("java.util.ArrayList", "java.util.LinkedList",
            "java.util.ArrayDeque", "java.util.Arrays$ArrayList", "java.util.Collections$UnmodifiableRandomAccessList",
            "java.util.ImmutableCollections$ListN", "java.util.concurrent.CopyOnWriteArrayList",
            "java.util.HashSet", "java.util.LinkedHashSet", "java.util.TreeSet", "java.util.EnumSet",
            "java.util.HashMap", "java.util.LinkedHashMap", "java.util.TreeMap", "java.util.EnumMap",
            "java.util.ImmutableCollections$MapN", "java.util.concurrent.ConcurrentHashMap");

    /**
     * The classes a type id may name: the kit's DTOs, {@link #JDK_CONTAINERS}, BigDecimal and
     * BigInteger, the boxed primitives Jackson tags in an {@code Object} slot (String, Integer,
     * Double and Boolean are "natural" JSON values, never tagged), and arrays (whose elements are
     * checked on their own). Names are matched whole, before any class is loaded.
     */
    static PolymorphicTypeValidator kitTypes() {
        return BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("org.serialflex.dto.")
                .allowIfSubType(Pattern.compile(String.join("|", JDK_CONTAINERS.stream().map(Pattern::quote).toList())))
                .allowIfSubType(BigDecimal.class.getName())
                .allowIfSubType(BigInteger.class.getName())
                .allowIfSubType(Byte.class)
                .allowIfSubType(Short.class)
                .allowIfSubType(Long.class)
                .allowIfSubType(Float.class)
                .allowIfSubType(Character.class)
                .allowIfSubTypeIsArray()
                .build();
    }
}
