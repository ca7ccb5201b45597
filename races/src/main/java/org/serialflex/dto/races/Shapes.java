package org.serialflex.dto.races;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Builds the study's shapes. Loaded in a world (the races call {@link #build(String)} through the
 * world's class loader), so the objects are the world's own. Content is fixed by a seed: every run
 * weighs and races the same bytes. Lists are {@code ArrayList}s and maps {@code LinkedHashMap}s, as
 * in the kit's baseline bean.
 */
public final class Shapes {

    /** The shape ids, smallest first. */
    public static final List<String> IDS = List.of("bean", "bean-list", "session", "megabyte");

    private static final String[] WORDS = ("session user order payment account basket item price delivery address "
            + "token status created updated region channel device locale currency discount coupon history "
            + "profile segment campaign consent limit balance").split(" ");

    private Shapes() {
    }

    /**
     * A fresh object of the shape {@code id}.
     *
     * @throws IllegalArgumentException naming the known ids when {@code id} is not one of them
     */
    public static Object build(String id) {
        Random random = new Random(20_200_101L);
        return switch (id) {
            case "bean" -> bean(0);
            case "bean-list" -> beanList();
            case "session" -> session(random);
            case "megabyte" -> megabyte(random);
            default -> throw new IllegalArgumentException("Unknown shape '" + id + "'; the shapes are " + IDS);
        };
    }

    /** The baseline bean of docs/criteria.md; {@code n > 0} varies the name and ids so list elements differ. */
    static Bean bean(int n) {
        Bean bean = new Bean();
        bean.setName(n == 0 ? "Ann Example" : "Ann Example " + n);
        bean.setCount(42 + n);
        bean.setId(9_000_000_001L + n);
        bean.setRatio(0.25);
        bean.setActive(true);
        bean.setBoxedCount(7);
        bean.setPrice(new BigDecimal("9.99"));
        bean.setPayload(new byte[] {1, 2, 3});
        bean.setTags(new ArrayList<>(List.of("red", "green")));
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("colour", "blue");
        bean.setAttributes(attributes);
        Address address = new Address();
        address.setStreet("1 Main St");
        address.setZip(12345);
        bean.setAddress(address);
        return bean;
    }

    private static BeanList beanList() {
        List<Bean> beans = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            beans.add(bean(i));
        }
        BeanList list = new BeanList();
        list.setBeans(beans);
        return list;
    }

    /** About 6 KB of session context: headers, counters, blobs and three levels of parts. */
    private static Session session(Random random) {
        Session session = new Session();
        session.setSessionId("s-" + Long.toHexString(random.nextLong()));
        session.setUserId(1_000_000L + random.nextInt(1_000_000));
        session.setCreatedAt(1_600_000_000_000L + random.nextInt(1_000_000));
        Map<String, String> headers = new LinkedHashMap<>();
        Map<String, Long> counters = new LinkedHashMap<>();
        for (int i = 0; i < 20; i++) {
            headers.put(word(random) + "-" + i, text(random, 4));
            counters.put(word(random) + "." + i, random.nextLong() >>> random.nextInt(64));
        }
        session.setHeaders(headers);
        session.setCounters(counters);
        Map<String, byte[]> blobs = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) {
            blobs.put("blob-" + i, bytes(random, 256));
        }
        session.setBlobs(blobs);
        Map<String, SessionPart> parts = new LinkedHashMap<>();
        for (int p = 0; p < 3; p++) {
            SessionPart part = new SessionPart();
            part.setLabel(word(random) + " " + p);
            part.setVersion((long) p + 1);
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < 8; i++) {
                values.put(word(random) + i, text(random, 3));
            }
            part.setValues(values);
            part.setData(bytes(random, 128));
            Map<String, SessionSection> sections = new LinkedHashMap<>();
            for (int s = 0; s < 3; s++) {
                SessionSection section = new SessionSection();
                section.setTitle(text(random, 2));
                section.setPosition((long) s);
                section.setContent(bytes(random, 64));
                sections.put("section-" + s, section);
            }
            part.setSections(sections);
            parts.put("part-" + p, part);
        }
        session.setParts(parts);
        return session;
    }

    /** 512 lines of about 1 KB of text and 8 chunks of 64 KB: about 1 MB of data. */
    private static Megabyte megabyte(Random random) {
        List<String> lines = new ArrayList<>();
        long total = 0;
        for (int i = 0; i < 512; i++) {
            StringBuilder line = new StringBuilder(1024);
            while (line.length() < 1000) {
                line.append(word(random)).append(' ');
            }
            lines.add(line.toString());
            total += line.length();
        }
        List<byte[]> chunks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            chunks.add(bytes(random, 64 * 1024));
            total += 64 * 1024;
        }
        Megabyte megabyte = new Megabyte();
        megabyte.setTitle("one megabyte of session data");
        megabyte.setLines(lines);
        megabyte.setChunks(chunks);
        megabyte.setTotalBytes(total);
        return megabyte;
    }

    private static String word(Random random) {
        return WORDS[random.nextInt(WORDS.length)];
    }

    private static String text(Random random, int words) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < words; i++) {
            text.append(i == 0 ? "" : " ").append(word(random));
        }
        return text.toString();
    }

    /** Bytes of 6 random bits each: like packed data, they compress somewhat, unlike pure noise. */
    private static byte[] bytes(Random random, int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) random.nextInt(64);
        }
        return bytes;
    }
}
