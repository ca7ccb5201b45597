package org.serialflex.check;

import com.google.gson.Gson;
import com.google.gson.annotations.SerializedName;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code new Gson()}, for the check's tests of fields matched by the names in the bytes ({@code @SerializedName}). */
public final class CheckTestGsonAdapter implements SerializerAdapter {

    private final Gson gson = new Gson();

    /** Through META-INF/services. */
    public CheckTestGsonAdapter() {
    }

    @Override
    public String id() {
        return "check-test-gson";
    }

    @Override
    public String displayName() {
        return "Gson (serialflex-check's tests)";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("com.google.code.gson", "gson", Gson.class);
    }

    @Override
    public byte[] write(Object value) {
        return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), rootType == null ? Object.class : rootType);
    }

    @Override
    public Map<String, String> propertyNames(Class<?> type) {
        Map<String, String> names = new LinkedHashMap<>();
        for (Field field : type.getDeclaredFields()) {
            SerializedName name = field.getAnnotation(SerializedName.class);
            if (name != null && !Modifier.isStatic(field.getModifiers())) {
                names.put(field.getName(), name.value());
            }
        }
        return names;
    }
}
