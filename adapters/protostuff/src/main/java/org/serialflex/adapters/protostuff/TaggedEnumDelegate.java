package org.serialflex.adapters.protostuff;

import io.protostuff.Input;
import io.protostuff.Output;
import io.protostuff.Pipe;
import io.protostuff.WireFormat.FieldType;
import io.protostuff.runtime.Delegate;
import org.serialflex.versions.runtime.FieldId;

import java.io.IOException;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Writes an enum constant as protostuff writes a constant annotated {@code @Tag(n)}: the varint
 * {@code n} (protostuff's {@code EnumIO.writeTo}), {@code n} taken from the constant's
 * {@link FieldId}; reads a number no constant carries as {@code null}, as protostuff's
 * {@code EnumIO.getByTag} does. Protostuff reads {@code @Tag} on constants only inside its
 * {@code EnumIO}, which no public API configures, so the numbers enter through a {@link Delegate},
 * the public hook protostuff consults for a field's type before its enum handling.
 */
final class TaggedEnumDelegate<E extends Enum<E>> implements Delegate<E> {

    private final Class<E> enumClass;
    private final Map<E, Integer> numbers;
    private final Map<Integer, E> constants = new HashMap<>();

    private TaggedEnumDelegate(Class<E> enumClass, Map<E, Integer> numbers) {
        this.enumClass = enumClass;
        this.numbers = numbers;
        numbers.forEach((constant, number) -> constants.put(number, constant));
    }

    /** The delegate of an enum whose every constant carries {@link FieldId}; empty for any other enum. */
    static <E extends Enum<E>> Optional<TaggedEnumDelegate<E>> of(Class<E> enumClass) {
        Map<E, Integer> numbers = new EnumMap<>(enumClass);
        for (E constant : enumClass.getEnumConstants()) {
            FieldId id;
            try {
                id = enumClass.getField(constant.name()).getAnnotation(FieldId.class);
            } catch (NoSuchFieldException impossible) {
                throw new IllegalStateException(impossible);
            }
            if (id == null) {
                return Optional.empty();
            }
            numbers.put(constant, id.value());
        }
        return Optional.of(new TaggedEnumDelegate<>(enumClass, numbers));
    }

    @Override
    public FieldType getFieldType() {
        return FieldType.ENUM;
    }

    @Override
    public E readFrom(Input input) throws IOException {
        return constants.get(input.readEnum());
    }

    @Override
    public void writeTo(Output output, int number, E value, boolean repeated) throws IOException {
        output.writeEnum(number, numbers.get(value), repeated);
    }

    @Override
    public void transfer(Pipe pipe, Input input, Output output, int number, boolean repeated) throws IOException {
        output.writeEnum(number, input.readEnum(), repeated);
    }

    @Override
    public Class<?> typeClass() {
        return enumClass;
    }
}
