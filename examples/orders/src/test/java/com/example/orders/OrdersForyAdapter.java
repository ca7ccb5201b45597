package com.example.orders;

import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.resolver.AllowListChecker;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * The shop's own Fory set-up, as its application configures it: compatible mode, class
 * registration off, and an allow list of the shop's own package, like the kit's
 * {@code fory-compatible} whose list admits the kit's classes instead. It shows how a team checks
 * with its own adapter class.
 */
public final class OrdersForyAdapter implements SerializerAdapter {

    /**
     * One Fory per world, as the application keeps one for its lifetime (Fory's guide: creating one
     * is expensive, reuse it): each world loads this class afresh, and the kit runs a world's cases
     * one at a time. A Fory compiles a serializer for each class it meets; one built per case (the
     * kit asks for a fresh adapter instance per case) made this check about 15% slower.
     */
    private static final Fory FORY = build();

    /** Through META-INF/services; the world's Fory is shared by its instances. */
    public OrdersForyAdapter() {
    }

    private static Fory build() {
        AllowListChecker checker = new AllowListChecker(AllowListChecker.CheckLevel.STRICT);
        checker.allowClass("com.example.orders.*");
        return Fory.builder().withXlang(false).withCompatibleMode(CompatibleMode.COMPATIBLE)
                .requireClassRegistration(false).withTypeChecker(checker)
                .withClassLoader(OrdersForyAdapter.class.getClassLoader()).build();
    }

    @Override
    public String id() {
        return "orders-fory-compatible";
    }

    @Override
    public String displayName() {
        return "Fory (compatible), the shop's set-up";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.fory", "fory-core", Fory.class);
    }

    @Override
    public byte[] write(Object value) {
        return FORY.serialize(value);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        return FORY.deserialize(bytes);
    }
}
