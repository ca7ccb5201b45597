package org.serialflex.criteria;

import org.serialflex.runner.ObjectFactory;
import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Collections;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TimeZone;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import java.nio.charset.Charset;

/**
 * The value zoo: the values a DTO commonly holds, each written and read with the same class on both sides, so that
 * on one library version it says what the library carries at all, and across an upgrade lane what the upgrade
 * breaks. Not a criterion of the score out of 20 ({@link #scored()}): a section of its own.
 *
 * <p>The zoo's classes keep their declared package ({@link CaseNaming}): each typed holder is named for its value
 * ({@code TypedUuid}), and the holders the values share ({@code AsObject}, {@code InCollections}) are generated
 * alike wherever the value is the JDK's, so a library that generates code per class does so once.
 *
 * <p>Every value is held four ways ({@link Holding}): as the root, in a field declared with its own type, in a field
 * declared {@code Object}, and as an element of a {@code List<Object>} and a value of a {@code Map<String, Object>};
 * the case id names the value and the holding, {@code ZOO.uuid.as-object}, and the title reads "UUID held as
 * Object". A library writes a class id only where the declared type does not name the value's class, and an upgrade
 * that renumbers its built-in ids breaks exactly those holdings (issue 41: Fory 0.12 → 0.13 and {@code UUID}).
 * Three values are held from two fields at once ({@code shared-*}): one immutable object referenced twice, which a
 * library with references writes once and points back to.
 *
 * <p>Values compare as everywhere ({@code docs/criteria.md}, "What counts as equal"): JDK values by {@code equals()},
 * {@code BigDecimal} by {@code compareTo} (so {@code 1.500} and {@code 1.5} are equal: scale is not judged),
 * a {@code Pattern} by its pattern and flags, an atomic by what it holds; collections by content; a value kept in
 * another type (a {@code UUID} read back as its text) is DEGRADED, a value lost or changed CORRUPT.
 */
public final class ValueZoo extends CriterionDefinition {

    /** The zoo's id, the first part of each of its case ids. */
    public static final String ID = VALUE_ZOO;

    private static final String INSTANT = "2026-11-27T23:59:59.123456789Z";

    private final String item = dto("Item");
    private final String colour = dto("Colour");
    private final String tone = dto("Tone");
    private final String mode = dto("Mode");
    private final String several = dto("Several");
    private final Dto itemDto = Dto.bean(item).field("name", String.class).field("count", int.class);
    private final Dto colourDto = Dto.enumeration(colour, "RED", "GREEN", "BLUE");

    /** Registered through META-INF/services; the kit instantiates it. */
    public ValueZoo() {
        super(ID, "Value zoo");
    }

    /** The zoo is a section of its own, beside the score out of 20. */
    @Override
    public boolean scored() {
        return false;
    }

    @Override
    void define(List<CaseDefinition> cases) {
        for (ZooValue value : values()) {
            for (Holding holding : Holding.values()) {
                cases.add(held(value, holding));
            }
        }
        for (ZooValue value : sharedValues()) {
            sharedTwice(cases, value);
        }
    }

    /** Every value of the zoo, in the order the page lists them. */
    List<ZooValue> values() {
        List<ZooValue> values = new ArrayList<>();
        values.add(ZooValue.of("uuid", "UUID", UUID.class, w -> UUID.fromString("3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b")));
        values.add(ZooValue.of("big-decimal-scale", "BigDecimal 1.500 (scale 3)", BigDecimal.class,
                w -> new BigDecimal("1.500")));
        values.add(ZooValue.of("big-decimal-huge", "BigDecimal of 61 digits", BigDecimal.class,
                w -> new BigDecimal("123456789012345678901234567890.1234567890123456789012345678901")));
        values.add(ZooValue.of("big-decimal-negative", "negative BigDecimal", BigDecimal.class,
                w -> new BigDecimal("-98765.4321")));
        values.add(ZooValue.of("big-integer-huge", "BigInteger 2^200 + 1", BigInteger.class,
                w -> BigInteger.TWO.pow(200).add(BigInteger.ONE)));
        values.add(ZooValue.of("big-integer-negative", "negative BigInteger", BigInteger.class,
                w -> new BigInteger("-1000000000000000000000000000007")));
        values.add(ZooValue.of("instant", "Instant", Instant.class, w -> Instant.parse(INSTANT)));
        values.add(ZooValue.of("local-date", "LocalDate", LocalDate.class, w -> LocalDate.of(2026, 2, 28)));
        values.add(ZooValue.of("local-date-time", "LocalDateTime", LocalDateTime.class,
                w -> LocalDateTime.of(2026, 11, 27, 23, 59, 59, 123_456_789)));
        values.add(ZooValue.of("local-time", "LocalTime", LocalTime.class, w -> LocalTime.of(23, 59, 59, 999_999_999)));
        values.add(ZooValue.of("zoned-date-time", "ZonedDateTime in Europe/Paris", ZonedDateTime.class,
                w -> ZonedDateTime.of(2026, 3, 29, 3, 30, 0, 0, ZoneId.of("Europe/Paris"))));
        values.add(ZooValue.of("offset-date-time", "OffsetDateTime at +05:30", OffsetDateTime.class,
                w -> OffsetDateTime.of(2026, 11, 27, 12, 0, 0, 500_000_000, ZoneOffset.ofHoursMinutes(5, 30))));
        values.add(ZooValue.of("duration", "Duration", Duration.class, w -> Duration.ofSeconds(93_784, 5_000_000)));
        values.add(ZooValue.of("period", "Period", Period.class, w -> Period.of(1, 2, 3)));
        values.add(ZooValue.of("zone-id", "ZoneId", ZoneId.class, w -> ZoneId.of("America/Sao_Paulo")));
        values.add(ZooValue.of("year", "Year", Year.class, w -> Year.of(2026)));
        values.add(ZooValue.of("year-month", "YearMonth", YearMonth.class, w -> YearMonth.of(2026, 11)));
        values.add(ZooValue.of("date", "java.util.Date", Date.class, w -> new Date(1_795_823_999_123L)));
        values.add(ZooValue.of("calendar", "GregorianCalendar in Europe/Paris", Calendar.class, w -> calendar()));
        values.add(ZooValue.of("currency", "Currency", Currency.class, w -> Currency.getInstance("EUR")));
        values.add(ZooValue.of("locale", "Locale", Locale.class, w -> Locale.forLanguageTag("de-CH")));
        values.add(ZooValue.of("uri", "URI", URI.class, w -> URI.create("https://example.org/a%20b?q=1&r=%C3%A9#top")));
        values.add(ZooValue.of("charset", "Charset", Charset.class, w -> StandardCharsets.UTF_16LE));
        values.add(ZooValue.of("pattern", "Pattern with flags", Pattern.class,
                w -> Pattern.compile("^[a-z]+\\d{2,}$", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE)));
        values.add(ZooValue.of("atomic-integer", "AtomicInteger", AtomicInteger.class, w -> new AtomicInteger(42)));
        values.add(ZooValue.of("atomic-long", "AtomicLong", AtomicLong.class, w -> new AtomicLong(-7_000_000_000L)));
        values.add(ZooValue.of("atomic-boolean", "AtomicBoolean", AtomicBoolean.class, w -> new AtomicBoolean(true)));
        values.add(ZooValue.of("optional", "Optional<String>", TypeRef.parameterized(Optional.class, String.class),
                w -> Optional.of("present")));
        values.add(new ZooValue("enum-set", "EnumSet", TypeRef.parameterized(EnumSet.class, TypeRef.generated(colour)),
                this::colours, List.of(colourDto)));
        values.add(new ZooValue("enum-map", "EnumMap",
                TypeRef.parameterized(EnumMap.class, TypeRef.generated(colour), TypeRef.of(String.class)),
                this::colourNames, List.of(colourDto)));
        values.add(new ZooValue("enum-to-string", "enum whose toString() is not its name", TypeRef.generated(tone),
                w -> w.enumConstant(tone, "HIGH"), List.of(Dto.enumeration(tone, "LOW", "HIGH").toStringIsLabel())));
        values.add(new ZooValue("enum-constant-body", "enum constant with a body", TypeRef.generated(mode),
                w -> w.enumConstant(mode, "SPECIAL"),
                List.of(Dto.enumeration(mode, "PLAIN", "SPECIAL").constantWithBody("SPECIAL"))));
        values.add(ZooValue.of("char", "char é", char.class, w -> 'é'));
        values.add(ZooValue.of("char-surrogate", "char holding a lone surrogate", char.class, w -> '\uD83D'));
        values.add(ZooValue.of("character-boxed", "Character", Character.class, w -> Character.valueOf('Ω')));
        values.add(ZooValue.of("byte-min", "byte -128", byte.class, w -> Byte.MIN_VALUE));
        values.add(ZooValue.of("byte-max", "byte 127", byte.class, w -> Byte.MAX_VALUE));
        values.add(ZooValue.of("short-min", "short -32768", short.class, w -> Short.MIN_VALUE));
        values.add(ZooValue.of("short-max", "short 32767", short.class, w -> Short.MAX_VALUE));
        values.add(ZooValue.of("double-nan", "double NaN", double.class, w -> Double.NaN));
        values.add(ZooValue.of("double-negative-zero", "double -0.0", double.class, w -> -0.0d));
        values.add(ZooValue.of("double-infinity", "double +Infinity", double.class, w -> Double.POSITIVE_INFINITY));
        values.add(ZooValue.of("double-negative-infinity", "double -Infinity", double.class,
                w -> Double.NEGATIVE_INFINITY));
        values.add(ZooValue.of("float-nan", "float NaN", float.class, w -> Float.NaN));
        values.add(ZooValue.of("string-supplementary", "String with supplementary characters", String.class,
                w -> "emoji \uD83D\uDE00, clef \uD834\uDD1E, CJK \uD840\uDC00"));
        values.add(ZooValue.of("string-empty", "empty String", String.class, w -> ""));
        values.add(ZooValue.of("string-100kb", "String of 100 kB", String.class, w -> longText()));
        values.add(ZooValue.of("int-array", "int[]", int[].class, w -> new int[] {Integer.MIN_VALUE, -1, 0, 1,
                Integer.MAX_VALUE}));
        values.add(ZooValue.of("long-array", "long[]", long[].class, w -> new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE}));
        values.add(ZooValue.of("byte-array", "byte[]", byte[].class, w -> new byte[] {-128, -1, 0, 1, 127}));
        values.add(ZooValue.of("double-array", "double[]", double[].class, w -> new double[] {-0.0, 1.5, Double.NaN}));
        values.add(ZooValue.of("char-array", "char[]", char[].class, w -> new char[] {'a', 'é', '\uD83D', '\uDE00'}));
        values.add(ZooValue.of("boolean-array", "boolean[]", boolean[].class, w -> new boolean[] {true, false, true}));
        values.add(ZooValue.of("list-10001", "List of 10,001 Integers", TypeRef.listOf(Integer.class),
                w -> bigList()));
        values.add(ZooValue.of("map-10001", "Map of 10,001 entries", TypeRef.mapOf(String.class, Integer.class),
                w -> bigMap()));
        values.add(new ZooValue("nested-generics", "List<Map<String, List<Item>>>",
                TypeRef.listOf(TypeRef.mapOf(TypeRef.of(String.class), TypeRef.listOf(TypeRef.generated(item)))),
                this::nested, List.of(itemDto)));
        values.add(ZooValue.of("list-null-elements", "List with null elements", TypeRef.listOf(String.class),
                w -> new ArrayList<>(Arrays.asList("first", null, "third", null))));
        values.add(ZooValue.of("map-null-values", "Map with a null value", TypeRef.mapOf(String.class, String.class),
                w -> {
                    Map<String, String> map = new LinkedHashMap<>();
                    map.put("present", "yes");
                    map.put("absent", null);
                    return map;
                }));
        values.add(new ZooValue("record-of-several", "record of a UUID, a LocalDate, a BigDecimal and an Instant",
                TypeRef.generated(several), w -> w.record(several, UUID.fromString("00000000-0000-0001-0000-000000000002"),
                LocalDate.of(1999, 12, 31), new BigDecimal("-0.01"), Instant.parse(INSTANT)),
                List.of(Dto.record(several).field("id", UUID.class).field("day", LocalDate.class)
                        .field("amount", BigDecimal.class).field("at", Instant.class))));
        values.add(ZooValue.of("unmodifiable-list", "Collections.unmodifiableList", TypeRef.listOf(String.class),
                w -> Collections.unmodifiableList(new ArrayList<>(List.of("pear", "apple", "fig")))));
        values.add(ZooValue.of("unmodifiable-set", "Collections.unmodifiableSet", TypeRef.setOf(String.class),
                w -> Collections.unmodifiableSet(new java.util.LinkedHashSet<>(List.of("pear", "apple", "fig")))));
        values.add(ZooValue.of("unmodifiable-map", "Collections.unmodifiableMap",
                TypeRef.mapOf(String.class, String.class),
                w -> Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("k", "v")))));
        values.add(ZooValue.of("list-of", "List.of(...)", TypeRef.listOf(String.class),
                w -> List.of("pear", "apple", "fig")));
        values.add(ZooValue.of("set-of", "Set.of(...)", TypeRef.setOf(String.class), w -> Set.of("pear", "apple")));
        values.add(ZooValue.of("map-of", "Map.of(...)", TypeRef.mapOf(String.class, String.class),
                w -> Map.of("k", "v")));
        values.add(ZooValue.of("arrays-as-list", "Arrays.asList", TypeRef.listOf(String.class),
                w -> Arrays.asList("pear", "apple", "fig")));
        return values;
    }

    /** The immutable values the zoo also holds from two fields at once. */
    List<ZooValue> sharedValues() {
        return List.of(
                ZooValue.of("local-date-time", "LocalDateTime", LocalDateTime.class,
                        w -> LocalDateTime.of(2026, 11, 27, 8, 0)),
                ZooValue.of("uuid", "UUID", UUID.class, w -> UUID.fromString("9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a")),
                ZooValue.of("big-decimal", "BigDecimal", BigDecimal.class, w -> new BigDecimal("19.90")));
    }

    /** One case: {@code value} held as {@code holding}. */
    private CaseDefinition held(ZooValue value, Holding holding) {
        String name = value.name() + "." + holding.idPart;
        String title = value.title() + " held " + holding.titlePart;
        ObjectFactory v = value.value();
        List<Dto> classes = new ArrayList<>(value.classes());
        CaseDefinition definition;
        switch (holding) {
            case ROOT -> definition = CaseDefinition.of(name, title, versions(classes), Direction.SAME)
                    .writes(v).expects(v);
            case TYPED_FIELD -> {
                String holder = dto("Typed" + className(value));
                classes.add(Dto.bean(holder).field("value", value.declared()));
                definition = CaseDefinition.of(name, title, versions(classes), Direction.SAME)
                        .writes(w -> w.bean(holder, "value", v.create(w)))
                        .expects(r -> Expect.bean(holder).field("value", v.create(r)));
            }
            case OBJECT_FIELD -> {
                String holder = dto("AsObject");
                classes.add(Dto.bean(holder).field("value", Object.class));
                definition = CaseDefinition.of(name, title, versions(classes), Direction.SAME)
                        .writes(w -> w.bean(holder, "value", v.create(w)))
                        .expects(r -> Expect.bean(holder).field("value", v.create(r)));
            }
            case COLLECTIONS -> {
                String holder = dto("InCollections");
                classes.add(Dto.bean(holder).field("list", TypeRef.listOf(Object.class))
                        .field("map", TypeRef.mapOf(String.class, Object.class)));
                definition = CaseDefinition.of(name, title, versions(classes), Direction.SAME)
                        .writes(w -> w.bean(holder, "list", list(v.create(w)), "map", map("value", v.create(w))))
                        .expects(r -> Expect.bean(holder).field("list", list(v.create(r)))
                                .field("map", map("value", v.create(r))));
            }
            default -> throw new IllegalStateException("no case for " + holding);
        }
        return definition.oneWay();
    }

    /**
     * One immutable value referenced from two fields, two fields declared {@code Object}, and twice in a list and a
     * map: the reader must give both places the value. Identity is not judged (the value is immutable, and C12
     * judges identity); a back reference misread is what these cases catch.
     */
    private void sharedTwice(List<CaseDefinition> cases, ZooValue value) {
        String name = "shared-" + value.name();
        String title = "one " + value.title() + " referenced twice";
        ObjectFactory v = value.value();
        String typed = dto("TwoTyped" + className(value));
        cases.add(CaseDefinition.of(name + ".in-typed-fields", title + ", from two fields of its type",
                        versions(List.of(Dto.bean(typed).field("first", value.declared())
                                .field("second", value.declared()))), Direction.SAME)
                .writes(w -> {
                    Object shared = v.create(w);
                    return w.bean(typed, "first", shared, "second", shared);
                })
                .expects(r -> Expect.bean(typed).field("first", v.create(r)).field("second", v.create(r)))
                .oneWay());
        String objects = dto("TwoObjects");
        cases.add(CaseDefinition.of(name + ".as-objects", title + ", from two fields declared Object",
                        versions(List.of(Dto.bean(objects).field("first", Object.class).field("second", Object.class))),
                        Direction.SAME)
                .writes(w -> {
                    Object shared = v.create(w);
                    return w.bean(objects, "first", shared, "second", shared);
                })
                .expects(r -> Expect.bean(objects).field("first", v.create(r)).field("second", v.create(r)))
                .oneWay());
        String collections = dto("InCollections");
        cases.add(CaseDefinition.of(name + ".in-collections", title + ", twice in a List<Object> and a Map<String, Object>",
                        versions(List.of(Dto.bean(collections).field("list", TypeRef.listOf(Object.class))
                                .field("map", TypeRef.mapOf(String.class, Object.class)))), Direction.SAME)
                .writes(w -> {
                    Object shared = v.create(w);
                    return w.bean(collections, "list", list(shared, shared), "map", map("first", shared, "second", shared));
                })
                .expects(r -> Expect.bean(collections).field("list", list(v.create(r), v.create(r)))
                        .field("map", map("first", v.create(r), "second", v.create(r))))
                .oneWay());
    }

    /** {@code big-decimal-scale} → {@code BigDecimalScale}: the value's part of its holder's class name. */
    private static String className(ZooValue value) {
        StringBuilder name = new StringBuilder();
        for (String part : value.name().split("-")) {
            name.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return name.toString();
    }

    private static ClassVersions versions(List<Dto> classes) {
        return ClassVersions.same(classes.toArray(new Dto[0]));
    }

    private static List<Object> list(Object... elements) {
        return new ArrayList<>(Arrays.asList(elements));
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> map = new HashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    private static Calendar calendar() {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.getTimeZone("Europe/Paris"), Locale.FRANCE);
        calendar.setTimeInMillis(1_795_823_999_123L);
        return calendar;
    }

    /** 100,000 characters of text that does not repeat in short periods (so no format can shrink it to nothing). */
    private static String longText() {
        StringBuilder text = new StringBuilder(100_000);
        for (int i = 0; text.length() < 100_000; i++) {
            text.append(Integer.toString(i * 7919, 36)).append(' ');
        }
        return text.substring(0, 100_000);
    }

    private static List<Integer> bigList() {
        List<Integer> list = new ArrayList<>(10_001);
        for (int i = 0; i < 10_001; i++) {
            list.add(i * 37 - 100_000);
        }
        return list;
    }

    private static Map<String, Integer> bigMap() {
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < 10_001; i++) {
            map.put("key" + i, i);
        }
        return map;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object colours(WorldObjects w) {
        return EnumSet.of((Enum) w.enumConstant(colour, "RED"), (Enum) w.enumConstant(colour, "BLUE"));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object colourNames(WorldObjects w) {
        EnumMap map = new EnumMap(w.type(colour));
        map.put(w.enumConstant(colour, "GREEN"), "grass");
        map.put(w.enumConstant(colour, "BLUE"), "sky");
        return map;
    }

    private Object nested(WorldObjects w) {
        List<Map<String, List<Object>>> outer = new ArrayList<>();
        Map<String, List<Object>> first = new LinkedHashMap<>();
        first.put("fruit", new ArrayList<>(List.of(w.bean(item, "name", "pear", "count", 3),
                w.bean(item, "name", "fig", "count", 0))));
        first.put("none", new ArrayList<>());
        outer.add(first);
        Map<String, List<Object>> second = new LinkedHashMap<>();
        second.put("nuts", new ArrayList<>(List.of(w.bean(item, "name", "almond", "count", 12))));
        outer.add(second);
        return outer;
    }
}
