package org.serialflex.adapters.jacksonstudy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The two set-ups do what their javadoc promises, on JSON where the bytes can be read. */
class StudyMappersTest {

    /** Private fields, no accessors, a transient field, a getter that must not become a property. */
    static class Sample {
        private String name = "Ann";
        private List<String> tags = new ArrayList<>(List.of("red"));
        private Object any = 5L;
        private transient int cached = 7;

        public String getShout() {
            return name.toUpperCase();
        }
    }

    @Test
    void plainWritesFieldsOnlyAndSkipsTransient() throws Exception {
        String json = StudyMappers.plain(JsonMapper.builder()).writeValueAsString(new Sample());
        assertEquals("{\"name\":\"Ann\",\"tags\":[\"red\"],\"any\":5}", json);
    }

    @Test
    void plainKeepsJacksonsDefaultOfFailingOnUnknownProperties() {
        ObjectMapper plain = StudyMappers.plain(JsonMapper.builder());
        assertThrows(UnrecognizedPropertyException.class,
                () -> plain.readValue("{\"name\":\"Ann\",\"extra\":1}", Sample.class));
    }

    @Test
    void typedWrapsNonFinalValuesWithTheirClassName() throws Exception {
        String json = StudyMappers.typed(JsonMapper.builder()).writeValueAsString(
                new HashMap<>(Map.of("k", new ArrayList<>(List.of(1L)))));
        assertEquals("[\"java.util.HashMap\",{\"k\":[\"java.util.ArrayList\",[[\"java.lang.Long\",1]]]}]", json);
    }

    @Test
    void typedAcceptsSingleQuotesAndIgnoresUnknownProperties() throws Exception {
        ObjectMapper typed = StudyMappers.typed(JsonMapper.builder());
        Object read = typed.readValue("['java.util.HashMap',{'a':'b'}]", Object.class);
        assertEquals(Map.of("a", "b"), read);
    }

    @Test
    void typedTurnsAnUnknownClassIntoNullAsTheStudysLenientSetUpAsks() throws Exception {
        ObjectMapper typed = StudyMappers.typed(JsonMapper.builder());
        assertNull(typed.readValue("[\"org.serialflex.dto.NoSuchClass\",{\"a\":1}]", Object.class));
    }

    @Test
    void typedRefusesTypeIdsOutsideTheValidator() {
        ObjectMapper typed = StudyMappers.typed(JsonMapper.builder());
        assertThrows(InvalidTypeIdException.class,
                () -> typed.readValue("[\"java.net.URL\",\"http://example.org\"]", Object.class));
    }
}
