package org.serialflex.adapters.protobuf;

import com.google.protobuf.AnyProto;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.MessageOptions;
import com.google.protobuf.DescriptorProtos.OneofDescriptorProto;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes the {@code FileDescriptorProto} of a root class as a careful author's {@code .proto}
 * would read (syntax proto3, package = the root's Java package): one message per class, its
 * hierarchy's fields flattened, numbered by {@link FieldNumbers}; {@code optional} (explicit
 * presence) only for boxed Java types, whose null is a value; {@code repeated} for collections and
 * arrays; {@code map<K, V>} where K is integral, bool or string, else a repeated {@code KeyPair}
 * message of key (1) and value (2); a list of lists or a map of lists as a message wrapping the
 * inner one (protobuf has no repeated of repeated); each enum with a zero value
 * {@code <Enum>_UNSPECIFIED} that Java's enum lacks, its constants prefixed with the enum's name
 * (proto enum values share their package's scope).
 */
final class SchemaBuilder {

    private static final String ANY = ".google.protobuf.Any";

    private final Class<?> rootClass;
    private final String pkg;
    private final FileDescriptorProto.Builder file = FileDescriptorProto.newBuilder();
    private final Map<Class<?>, String> messageNames = new LinkedHashMap<>();
    private final Map<Class<?>, String> enumNames = new LinkedHashMap<>();
    private final Map<Shape, String> wrapperNames = new HashMap<>();
    private final Map<Class<?>, List<MessageSchema.MappedField>> fields = new HashMap<>();
    private final Set<String> usedNames = new HashSet<>();

    SchemaBuilder(Class<?> rootClass) {
        this.rootClass = rootClass;
        this.pkg = rootClass.getPackageName();
    }

    MessageSchema build() {
        String rootName = message(rootClass);
        file.setName(pkg.replace('.', '/') + "/" + rootName.substring(rootName.lastIndexOf('.') + 1) + ".proto")
                .setSyntax("proto3").addDependency("google/protobuf/any.proto");
        if (!pkg.isEmpty()) {
            file.setPackage(pkg);
        }
        FileDescriptor built;
        try {
            built = FileDescriptor.buildFrom(file.build(), new FileDescriptor[]{AnyProto.getDescriptor()});
        } catch (DescriptorValidationException e) {
            throw new IllegalStateException("the descriptor derived from " + rootClass.getName() + " is invalid: "
                    + e.getMessage(), e);
        }
        Map<Class<?>, com.google.protobuf.Descriptors.Descriptor> messages = new HashMap<>();
        messageNames.forEach((type, name) -> messages.put(type, built.findMessageTypeByName(local(name))));
        Map<Class<?>, com.google.protobuf.Descriptors.EnumDescriptor> enums = new HashMap<>();
        enumNames.forEach((type, name) -> enums.put(type, built.findEnumTypeByName(local(name))));
        return new MessageSchema(messages.get(rootClass), messages, fields, enums);
    }

    /** The full name (with a leading dot) of the message of {@code type}, declaring it first if new. */
    private String message(Class<?> type) {
        String known = messageNames.get(type);
        if (known != null) {
            return known;
        }
        String name = uniqueName(type);
        String fullName = fullName(name);
        messageNames.put(type, fullName);
        DescriptorProto.Builder message = DescriptorProto.newBuilder().setName(name);
        List<MessageSchema.MappedField> mapped = new ArrayList<>();
        for (FieldNumbers.Numbered numbered : FieldNumbers.of(type)) {
            Shape shape = Shapes.of(numbered.field().getGenericType());
            mapped.add(new MessageSchema.MappedField(numbered.field(), numbered.number(), shape));
            addField(message, fullName, protoName(numbered.field().getName(), numbered.number()), numbered.number(), shape);
        }
        fields.put(type, mapped);
        file.addMessageType(message);
        return fullName;
    }

    /**
     * The field's name in the .proto a careful author would write: the Java name where protobuf allows it,
     * else (a {@code $ref}, a non-ASCII letter) that name with each character protobuf does not allow
     * replaced by {@code _} and the field's number appended, so two such names never meet. Names are not
     * in protobuf's bytes (fields are matched by number), so this changes no payload.
     */
    static String protoName(String javaName, int number) {
        if (javaName.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return javaName;
        }
        String allowed = javaName.replaceAll("[^A-Za-z0-9_]", "_");
        return (Character.isDigit(allowed.charAt(0)) ? "_" : "") + allowed + "_" + number;
    }

    private void addField(DescriptorProto.Builder owner, String ownerFullName, String name, int number, Shape shape) {
        FieldDescriptorProto.Builder field = FieldDescriptorProto.newBuilder().setName(name).setNumber(number)
                .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
        if (shape instanceof Shape.Scalar scalar && scalar.explicitPresence()) {
            field.setProto3Optional(true).setOneofIndex(owner.getOneofDeclCount());
            owner.addOneofDecl(OneofDescriptorProto.newBuilder().setName("_" + name));
            singular(field, scalar);
        } else if (shape instanceof Shape.Repeated repeated) {
            singular(field, repeated.element());
            field.setLabel(FieldDescriptorProto.Label.LABEL_REPEATED);
        } else if (shape instanceof Shape.MapShape map) {
            String entryName = Character.toUpperCase(name.charAt(0)) + name.substring(1)
                    + (map.keyAllowsProtoMap() ? "Entry" : "Pair");
            DescriptorProto.Builder entry = DescriptorProto.newBuilder().setName(entryName);
            if (map.keyAllowsProtoMap()) {
                entry.setOptions(MessageOptions.newBuilder().setMapEntry(true));
            }
            entry.addField(singular(entryField("key", 1), map.key()));
            entry.addField(singular(entryField("value", 2), map.value()));
            owner.addNestedType(entry);
            field.setLabel(FieldDescriptorProto.Label.LABEL_REPEATED)
                    .setType(FieldDescriptorProto.Type.TYPE_MESSAGE).setTypeName(ownerFullName + "." + entryName);
        } else {
            singular(field, shape);
        }
        owner.addField(field);
    }

    private static FieldDescriptorProto.Builder entryField(String name, int number) {
        return FieldDescriptorProto.newBuilder().setName(name).setNumber(number)
                .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
    }

    /** Sets the type of a field holding one value of {@code shape}: a repeated or map shape becomes a wrapper message. */
    private FieldDescriptorProto.Builder singular(FieldDescriptorProto.Builder field, Shape shape) {
        if (shape instanceof Shape.Scalar scalar) {
            return field.setType(scalar.kind().protoType());
        }
        if (shape instanceof Shape.EnumShape enumShape) {
            return field.setType(FieldDescriptorProto.Type.TYPE_ENUM).setTypeName(enumType(enumShape.type()));
        }
        field.setType(FieldDescriptorProto.Type.TYPE_MESSAGE);
        if (shape instanceof Shape.MessageShape message) {
            return field.setTypeName(message(message.type()));
        }
        if (shape instanceof Shape.AnyShape) {
            return field.setTypeName(ANY);
        }
        return field.setTypeName(wrapper(shape));
    }

    /** A message {@code WrappedN { <shape> values = 1; }} for a repeated or map shape used as one value. */
    private String wrapper(Shape shape) {
        String known = wrapperNames.get(shape);
        if (known != null) {
            return known;
        }
        String name = unique("Wrapped" + (wrapperNames.size() + 1));
        String fullName = fullName(name);
        wrapperNames.put(shape, fullName);
        DescriptorProto.Builder wrapper = DescriptorProto.newBuilder().setName(name);
        addField(wrapper, fullName, "values", 1, shape);
        file.addMessageType(wrapper);
        return fullName;
    }

    private String enumType(Class<?> type) {
        String known = enumNames.get(type);
        if (known != null) {
            return known;
        }
        String name = uniqueName(type);
        String fullName = fullName(name);
        enumNames.put(type, fullName);
        EnumDescriptorProto.Builder enumProto = EnumDescriptorProto.newBuilder().setName(name);
        Set<String> constantNames = new HashSet<>();
        for (Object constant : type.getEnumConstants()) {
            constantNames.add(name + "_" + ((Enum<?>) constant).name());
        }
        String zero = constantNames.contains(name + "_UNSPECIFIED") ? name + "_UNSPECIFIED_ZERO" : name + "_UNSPECIFIED";
        enumProto.addValue(EnumValueDescriptorProto.newBuilder().setName(zero).setNumber(0));
        List<Enum<?>> byNumber = new ArrayList<>();
        for (Object constant : type.getEnumConstants()) {
            byNumber.add((Enum<?>) constant);
        }
        byNumber.sort(java.util.Comparator.comparingInt(FieldNumbers::ofConstant));
        for (Enum<?> value : byNumber) {
            enumProto.addValue(EnumValueDescriptorProto.newBuilder().setName(name + "_" + value.name())
                    .setNumber(FieldNumbers.ofConstant(value)));
        }
        file.addEnumType(enumProto);
        return fullName;
    }

    /** The class's name in the root's package ({@code Outer$Inner} as {@code Outer_Inner}), or its whole name flattened. */
    private String uniqueName(Class<?> type) {
        String name = type.getPackageName().equals(pkg)
                ? type.getName().substring(pkg.isEmpty() ? 0 : pkg.length() + 1)
                : type.getName().replace('.', '_');
        return unique(name.replace('$', '_'));
    }

    private String unique(String name) {
        String candidate = name;
        for (int i = 2; !usedNames.add(candidate); i++) {
            candidate = name + "_" + i;
        }
        return candidate;
    }

    private String fullName(String name) {
        return "." + (pkg.isEmpty() ? name : pkg + "." + name);
    }

    private String local(String fullName) {
        return fullName.substring(fullName.lastIndexOf('.') + 1);
    }
}
