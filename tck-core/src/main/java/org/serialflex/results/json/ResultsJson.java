package org.serialflex.results.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads and writes {@link AdapterResults} as JSON; the format is documented in {@code docs/results-schema.md}. */
public final class ResultsJson {

    /** Version of the results format; bumped on any incompatible change. */
    public static final int SCHEMA_VERSION = AdapterResults.SCHEMA_VERSION;

    /** The oldest version this kit still reads: version 1 had no lanes and said {@code writerVersion} for the class version. */
    static final int OLDEST_READABLE = 1;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();

    private ResultsJson() {
    }

    /** Writes {@code results} to {@code file}, creating parent directories. */
    public static void write(AdapterResults results, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, GSON.toJson(results) + "\n", StandardCharsets.UTF_8);
    }

    /**
     * Reads and validates one results file.
     *
     * @throws MalformedResultsException naming the file and what is wrong with it
     */
    public static AdapterResults read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new MalformedResultsException(file, "the file does not exist; run the adapter's TCK first "
                    + "(mvn verify in its module) to produce it");
        } catch (IOException e) {
            throw new MalformedResultsException(file, "it cannot be read: " + e);
        }
        AdapterResults results;
        try {
            results = GSON.fromJson(upgrade(JsonParser.parseString(text)), AdapterResults.class);
        } catch (JsonParseException | IllegalStateException e) {
            throw new MalformedResultsException(file, "it is not valid JSON (" + firstLine(e.getMessage())
                    + "); delete it and re-run the adapter's TCK");
        }
        validate(file, results);
        return results;
    }

    private static void validate(Path file, AdapterResults results) {
        if (results == null) {
            throw new MalformedResultsException(file, "it is empty; re-run the adapter's TCK");
        }
        if (results.schemaVersion() < OLDEST_READABLE || results.schemaVersion() > SCHEMA_VERSION) {
            throw new MalformedResultsException(file, "its schemaVersion is " + results.schemaVersion()
                    + " but this kit reads " + OLDEST_READABLE + " to " + SCHEMA_VERSION
                    + "; re-run the adapter's TCK with this kit");
        }
        require(file, results.adapterId(), "adapterId");
        require(file, results.library(), "library");
        require(file, results.jdk(), "jdk");
        require(file, results.criteria(), "criteria");
        validateCriteria(file, results.criteria(), "");
        for (LaneResults lane : results.lanes()) {
            require(file, lane.id(), "lanes[].id");
            validateCriteria(file, lane.identity(), "lane " + lane.id() + " identity ");
            validateCriteria(file, lane.criteria(), "lane " + lane.id() + " ");
        }
    }

    private static void validateCriteria(Path file, java.util.List<CriterionResult> criteria, String where) {
        for (CriterionResult criterion : criteria) {
            require(file, criterion.id(), "criteria[].id");
            require(file, criterion.cases(), "criteria[" + criterion.id() + "].cases");
            for (CaseResult c : criterion.cases()) {
                require(file, c.id(), where + "criteria[" + criterion.id() + "].cases[].id");
                require(file, c.outcome(), where + "outcome of case " + c.id());
            }
        }
    }

    /**
     * A version 1 document in version 2's terms: {@code writerVersion}/{@code readerVersion} of a
     * case meant its class version, which version 2 names {@code writerClassVersion}.
     */
    private static JsonElement upgrade(JsonElement document) {
        if (!document.isJsonObject()) {
            return document;
        }
        JsonObject root = document.getAsJsonObject();
        JsonElement version = root.get("schemaVersion");
        if (version == null || !version.isJsonPrimitive() || version.getAsInt() != 1 || !root.has("criteria")
                || !root.get("criteria").isJsonArray()) {
            return document;
        }
        for (JsonElement criterion : root.getAsJsonArray("criteria")) {
            if (criterion.isJsonObject() && criterion.getAsJsonObject().get("cases") instanceof JsonArray cases) {
                for (JsonElement c : cases) {
                    if (c instanceof JsonObject caseObject) {
                        rename(caseObject, "writerVersion", "writerClassVersion");
                        rename(caseObject, "readerVersion", "readerClassVersion");
                    }
                }
            }
        }
        return root;
    }

    private static void rename(JsonObject object, String from, String to) {
        JsonElement value = object.remove(from);
        if (value != null) {
            object.add(to, value);
        }
    }

    private static void require(Path file, Object value, String field) {
        if (value == null) {
            throw new MalformedResultsException(file, "the field '" + field
                    + "' is missing or not one of the known values; re-run the adapter's TCK");
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no detail";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
