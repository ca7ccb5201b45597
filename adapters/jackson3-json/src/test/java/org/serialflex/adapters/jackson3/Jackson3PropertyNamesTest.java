package org.serialflex.adapters.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The names Jackson 3 writes fields under, as a check of a team's classes needs them. */
class Jackson3PropertyNamesTest {

    /** A DTO whose bytes name one field differently from its Java name. */
    public static class Contact {
        private String name = "Ada";
        @JsonProperty("e-mail")
        private String email = "ada@example.org";

        public String getName() {
            return name;
        }

        public String getEmail() {
            return email;
        }
    }

    @Test
    void aRenamedPropertyIsNamedAsTheBytesNameIt() throws Exception {
        Jackson3JsonAdapter adapter = new Jackson3JsonAdapter();

        assertEquals(Map.of("email", "e-mail"), adapter.propertyNames(Contact.class));
        String json = new String(adapter.write(new Contact()), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"e-mail\":\"ada@example.org\""), json);
    }

    @Test
    void theTypedConfigurationNamesThemTheSameWay() {
        assertEquals("e-mail", new Jackson3JsonTypedAdapter().propertyNames(Contact.class).get("email"));
    }
}
