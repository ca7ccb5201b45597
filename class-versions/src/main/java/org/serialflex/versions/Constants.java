package org.serialflex.versions;

import static net.bytebuddy.jar.asm.Opcodes.ACONST_NULL;
import static net.bytebuddy.jar.asm.Opcodes.BIPUSH;
import static net.bytebuddy.jar.asm.Opcodes.ICONST_0;
import static net.bytebuddy.jar.asm.Opcodes.INVOKESTATIC;
import static net.bytebuddy.jar.asm.Opcodes.SIPUSH;

import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Type;

/** Pushes constant values (primitives, boxed, String, null) in ASM-written code. */
final class Constants {

    private Constants() {
    }

    static void pushInt(MethodVisitor mv, int value) {
        if (value >= -1 && value <= 5) {
            mv.visitInsn(ICONST_0 + value);
        } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            mv.visitIntInsn(BIPUSH, value);
        } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            mv.visitIntInsn(SIPUSH, value);
        } else {
            mv.visitLdcInsn(value);
        }
    }

    /** Pushes {@code value} as a value of {@code type} (boxing when {@code type} is a wrapper). */
    static void push(MethodVisitor mv, Class<?> type, Object value) {
        if (value == null) {
            mv.visitInsn(ACONST_NULL);
            return;
        }
        pushPrimitiveOrString(mv, value);
        if (!type.isPrimitive() && !(value instanceof String)) {
            Type boxed = Type.getType(value.getClass());
            Type primitive = primitiveOf(value);
            mv.visitMethodInsn(INVOKESTATIC, boxed.getInternalName(), "valueOf",
                    "(" + primitive.getDescriptor() + ")" + boxed.getDescriptor(), false);
        }
    }

    private static void pushPrimitiveOrString(MethodVisitor mv, Object value) {
        if (value instanceof Boolean bool) {
            pushInt(mv, bool ? 1 : 0);
        } else if (value instanceof Character character) {
            pushInt(mv, character);
        } else if (value instanceof Byte || value instanceof Short || value instanceof Integer) {
            pushInt(mv, ((Number) value).intValue());
        } else {
            mv.visitLdcInsn(value);
        }
    }

    private static Type primitiveOf(Object value) {
        return switch (value.getClass().getSimpleName()) {
            case "Boolean" -> Type.BOOLEAN_TYPE;
            case "Character" -> Type.CHAR_TYPE;
            case "Byte" -> Type.BYTE_TYPE;
            case "Short" -> Type.SHORT_TYPE;
            case "Integer" -> Type.INT_TYPE;
            case "Long" -> Type.LONG_TYPE;
            case "Float" -> Type.FLOAT_TYPE;
            case "Double" -> Type.DOUBLE_TYPE;
            default -> throw new IllegalArgumentException("not a primitive wrapper: " + value.getClass());
        };
    }
}
