package org.serialflex.versions;

import static net.bytebuddy.jar.asm.Opcodes.AASTORE;
import static net.bytebuddy.jar.asm.Opcodes.ACC_ENUM;
import static net.bytebuddy.jar.asm.Opcodes.ACC_FINAL;
import static net.bytebuddy.jar.asm.Opcodes.ACC_PRIVATE;
import static net.bytebuddy.jar.asm.Opcodes.ACC_PUBLIC;
import static net.bytebuddy.jar.asm.Opcodes.ACC_STATIC;
import static net.bytebuddy.jar.asm.Opcodes.ACC_SUPER;
import static net.bytebuddy.jar.asm.Opcodes.ACC_SYNTHETIC;
import static net.bytebuddy.jar.asm.Opcodes.ALOAD;
import static net.bytebuddy.jar.asm.Opcodes.ANEWARRAY;
import static net.bytebuddy.jar.asm.Opcodes.ARETURN;
import static net.bytebuddy.jar.asm.Opcodes.CHECKCAST;
import static net.bytebuddy.jar.asm.Opcodes.DUP;
import static net.bytebuddy.jar.asm.Opcodes.GETFIELD;
import static net.bytebuddy.jar.asm.Opcodes.GETSTATIC;
import static net.bytebuddy.jar.asm.Opcodes.ILOAD;
import static net.bytebuddy.jar.asm.Opcodes.INVOKESPECIAL;
import static net.bytebuddy.jar.asm.Opcodes.INVOKESTATIC;
import static net.bytebuddy.jar.asm.Opcodes.INVOKEVIRTUAL;
import static net.bytebuddy.jar.asm.Opcodes.IRETURN;
import static net.bytebuddy.jar.asm.Opcodes.NEW;
import static net.bytebuddy.jar.asm.Opcodes.PUTFIELD;
import static net.bytebuddy.jar.asm.Opcodes.PUTSTATIC;
import static net.bytebuddy.jar.asm.Opcodes.RETURN;
import static net.bytebuddy.jar.asm.Opcodes.V17;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.FieldVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Type;
import org.serialflex.versions.DtoSpec.EnumConstant;
import org.serialflex.versions.DtoSpec.EnumField;
import org.serialflex.versions.runtime.FieldId;

/**
 * Writes a generated enum with Byte Buddy's shaded ASM, the way javac 17 would: constants,
 * {@code $VALUES}, {@code values()}, {@code valueOf(String)}, a private constructor taking the
 * enum fields, {@code public String label()}, and for each constant with a body an anonymous
 * final subclass {@code Outer$n} (enum flag, nest member, permitted subclass, InnerClasses and
 * EnclosingMethod attributes) overriding {@code label()}.
 */
final class EnumWriter {

    private static final String ENUM = "java/lang/Enum";
    private static final String STRING = "java/lang/String";
    private static final String LABEL_DESCRIPTOR = "()Ljava/lang/String;";

    private final DtoSpec spec;
    private final String owner;
    private final String ownerDescriptor;
    private final String constructorDescriptor;
    private final List<String> bodies = new ArrayList<>();
    private final FieldIdentities identities;

    private EnumWriter(DtoSpec spec, FieldIdentities identities) {
        this.spec = spec;
        this.identities = identities;
        this.owner = Names.internalName(spec.className());
        this.ownerDescriptor = "L" + owner + ";";
        StringBuilder descriptor = new StringBuilder("(Ljava/lang/String;I");
        spec.enumFields().forEach(field -> descriptor.append(Type.getDescriptor(field.type())));
        this.constructorDescriptor = descriptor.append(")V").toString();
        for (EnumConstant constant : spec.constants()) {
            if (constant.hasBody()) {
                bodies.add(owner + "$" + (bodies.size() + 1));
            }
        }
    }

    static Map<String, byte[]> write(DtoSpec spec, FieldIdentities identities) {
        EnumWriter writer = new EnumWriter(spec, identities);
        Map<String, byte[]> classes = new LinkedHashMap<>();
        classes.put(spec.className(), writer.outer());
        for (String body : writer.bodies) {
            classes.put(body.replace('/', '.'), writer.body(body));
        }
        return classes;
    }

    private byte[] outer() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        int access = ACC_PUBLIC | ACC_SUPER | ACC_ENUM | (bodies.isEmpty() ? ACC_FINAL : 0);
        String[] interfaces = spec.interfaces().stream().map(Names::internalName).toArray(String[]::new);
        cw.visit(V17, access, owner, "Ljava/lang/Enum<" + ownerDescriptor + ">;", ENUM, interfaces);
        for (String body : bodies) {
            cw.visitNestMember(body);
            cw.visitPermittedSubclass(body);
        }
        for (String body : bodies) {
            cw.visitInnerClass(body, null, null, ACC_FINAL | ACC_ENUM);
        }
        for (EnumConstant constant : spec.constants()) {
            FieldVisitor field = cw.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_ENUM, constant.name(),
                    ownerDescriptor, null, null);
            AnnotationVisitor identity = field.visitAnnotation(Type.getDescriptor(FieldId.class), true);
            identity.visit("value", identities.constant(constant.name()));
            identity.visitEnd();
            field.visitEnd();
        }
        for (EnumField field : spec.enumFields()) {
            cw.visitField(ACC_PRIVATE | ACC_FINAL, field.name(), Type.getDescriptor(field.type()), null, null).visitEnd();
        }
        cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, "$VALUES", "[" + ownerDescriptor, null, null)
                .visitEnd();
        values(cw);
        valueOf(cw);
        constructor(cw);
        label(cw);
        if (spec.toStringIsLabel()) {
            toStringIsLabel(cw);
        }
        getters(cw);
        staticInitializer(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private byte[] body(String body) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(V17, ACC_FINAL | ACC_SUPER | ACC_ENUM, body, null, owner, null);
        cw.visitNestHost(owner);
        cw.visitOuterClass(owner, null, null);
        cw.visitInnerClass(body, null, null, ACC_FINAL | ACC_ENUM);

        MethodVisitor init = cw.visitMethod(ACC_PRIVATE, "<init>", constructorDescriptor, null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        Type[] arguments = Type.getArgumentTypes(constructorDescriptor);
        int slot = 1;
        for (Type argument : arguments) {
            init.visitVarInsn(argument.getOpcode(ILOAD), slot);
            slot += argument.getSize();
        }
        init.visitMethodInsn(INVOKESPECIAL, owner, "<init>", constructorDescriptor, false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();

        MethodVisitor label = cw.visitMethod(ACC_PUBLIC, "label", LABEL_DESCRIPTOR, null, null);
        label.visitCode();
        label.visitLdcInsn("special:");
        label.visitVarInsn(ALOAD, 0);
        label.visitMethodInsn(INVOKEVIRTUAL, owner, "name", LABEL_DESCRIPTOR, false);
        label.visitMethodInsn(INVOKEVIRTUAL, STRING, "concat", "(Ljava/lang/String;)Ljava/lang/String;", false);
        label.visitInsn(ARETURN);
        label.visitMaxs(0, 0);
        label.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    private void values(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "values", "()[" + ownerDescriptor, null, null);
        mv.visitCode();
        mv.visitFieldInsn(GETSTATIC, owner, "$VALUES", "[" + ownerDescriptor);
        mv.visitMethodInsn(INVOKEVIRTUAL, "[" + ownerDescriptor, "clone", "()Ljava/lang/Object;", false);
        mv.visitTypeInsn(CHECKCAST, "[" + ownerDescriptor);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void valueOf(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "valueOf",
                "(Ljava/lang/String;)" + ownerDescriptor, null, null);
        mv.visitParameter("name", 0);
        mv.visitCode();
        mv.visitLdcInsn(Type.getObjectType(owner));
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESTATIC, ENUM, "valueOf", "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;", false);
        mv.visitTypeInsn(CHECKCAST, owner);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void constructor(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_PRIVATE, "<init>", constructorDescriptor, null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ILOAD, 2);
        mv.visitMethodInsn(INVOKESPECIAL, ENUM, "<init>", "(Ljava/lang/String;I)V", false);
        int slot = 3;
        for (EnumField field : spec.enumFields()) {
            Type type = Type.getType(field.type());
            mv.visitVarInsn(ALOAD, 0);
            mv.visitVarInsn(type.getOpcode(ILOAD), slot);
            mv.visitFieldInsn(PUTFIELD, owner, field.name(), type.getDescriptor());
            slot += type.getSize();
        }
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void label(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "label", LABEL_DESCRIPTOR, null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKEVIRTUAL, owner, "name", LABEL_DESCRIPTOR, false);
        mv.visitFieldInsn(GETSTATIC, "java/util/Locale", "ROOT", "Ljava/util/Locale;");
        mv.visitMethodInsn(INVOKEVIRTUAL, STRING, "toLowerCase", "(Ljava/util/Locale;)Ljava/lang/String;", false);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code public String toString() { return label(); }}: a virtual call, so a constant's body counts. */
    private void toStringIsLabel(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "toString", LABEL_DESCRIPTOR, null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKEVIRTUAL, owner, "label", LABEL_DESCRIPTOR, false);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void getters(ClassWriter cw) {
        for (EnumField field : spec.enumFields()) {
            Type type = Type.getType(field.type());
            String prefix = field.type() == boolean.class ? "is" : "get";
            MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, prefix + Names.capitalized(field.name()),
                    "()" + type.getDescriptor(), null, null);
            mv.visitCode();
            mv.visitVarInsn(ALOAD, 0);
            mv.visitFieldInsn(GETFIELD, owner, field.name(), type.getDescriptor());
            mv.visitInsn(type.getOpcode(IRETURN));
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
    }

    private void staticInitializer(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
        mv.visitCode();
        int body = 0;
        List<EnumConstant> constants = spec.constants();
        for (int i = 0; i < constants.size(); i++) {
            EnumConstant constant = constants.get(i);
            String type = constant.hasBody() ? bodies.get(body++) : owner;
            mv.visitTypeInsn(NEW, type);
            mv.visitInsn(DUP);
            mv.visitLdcInsn(constant.name());
            Constants.pushInt(mv, i);
            for (EnumField field : spec.enumFields()) {
                Constants.push(mv, field.type(), field.values().get(i));
            }
            mv.visitMethodInsn(INVOKESPECIAL, type, "<init>", constructorDescriptor, false);
            mv.visitFieldInsn(PUTSTATIC, owner, constant.name(), ownerDescriptor);
        }
        Constants.pushInt(mv, constants.size());
        mv.visitTypeInsn(ANEWARRAY, owner);
        for (int i = 0; i < constants.size(); i++) {
            mv.visitInsn(DUP);
            Constants.pushInt(mv, i);
            mv.visitFieldInsn(GETSTATIC, owner, constants.get(i).name(), ownerDescriptor);
            mv.visitInsn(AASTORE);
        }
        mv.visitFieldInsn(PUTSTATIC, owner, "$VALUES", "[" + ownerDescriptor);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }
}
