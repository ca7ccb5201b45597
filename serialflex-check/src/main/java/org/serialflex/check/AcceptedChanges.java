package org.serialflex.check;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The outcomes a team accepts, each with its reason, from a file kept in the project ({@code serialflex-accepted.json},
 * docs/check.md gives the schema): an accepted break passes the gate with its reason in the report, and an entry that
 * no longer happens fails it ("accepted break no longer occurs: remove it"), so the list never goes stale, as a
 * conformance suite's list of known failures fails when one starts passing.
 *
 * @param file    where the entries came from, for messages
 * @param entries the accepted outcomes, in the file's order
 */
record AcceptedChanges(Optional<Path> file, List<Entry> entries) {

    /** No file: nothing accepted. */
    static final AcceptedChanges NONE = new AcceptedChanges(Optional.empty(), List.of());

    /** The outcome a direction ends with that an entry names: {@code NO_VERDICT} for a direction without verdict. */
    static final String NO_VERDICT = "NO_VERDICT";

    AcceptedChanges {
        entries = List.copyOf(entries);
    }

    /**
     * One accepted outcome.
     *
     * @param root      the root class's binary name, as in {@code --roots}
     * @param direction the direction, or empty for any (a root without verdict)
     * @param outcome   READ_FAILED, CORRUPT, WRITE_FAILED, TIMEOUT, DEGRADED, or NO_VERDICT
     * @param field     a field the direction's evidence must name ({@code com.acme.Order.notes}), or empty
     * @param reason    why the team accepts it: required, and shown in the report
     * @param adapter   the adapter whose outcome it accepts, or empty for every adapter checked
     */
    record Entry(String root, Optional<Direction> direction, String outcome, Optional<String> field, String reason,
                 Optional<String> adapter) {

        /** An entry for every adapter. */
        Entry(String root, Optional<Direction> direction, String outcome, Optional<String> field, String reason) {
            this(root, direction, outcome, field, reason, Optional.empty());
        }

        /** Whether this entry concerns {@code adapterId}'s outcomes. */
        boolean concerns(String adapterId) {
            return adapter.map(adapterId::equals).orElse(true);
        }

        /** Whether {@code direction} of {@code root} ends as this entry says. */
        boolean matches(RootResult result, DirectionResult d) {
            if (!(root.equals(result.className()) || root.equals(result.root()))
                    || direction.isPresent() && direction.get() != d.direction()) {
                return false;
            }
            boolean outcomeMatches = outcome.equals(NO_VERDICT) ? d.status() == DirectionResult.Status.NO_VERDICT
                    : d.status() == DirectionResult.Status.JUDGED && d.outcome() != null && d.outcome().name().equals(outcome);
            return outcomeMatches && field.map(f -> d.evidence() != null && (d.evidence().contains(f)
                    || d.evidence().contains(f.substring(f.lastIndexOf('.') + 1)))).orElse(true);
        }

        /** {@code com.acme.Order new→old READ_FAILED (field com.acme.Order.notes)}. */
        String describe() {
            return root + direction.map(d -> " " + d.label()).orElse("") + " " + outcome
                    + field.map(f -> " (field " + f + ")").orElse("") + adapter.map(a -> " with " + a).orElse("");
        }
    }

    /**
     * The entries of {@code file}, JSON: {@code {"accepted": [{"root": ..., "direction": ..., "outcome": ...,
     * "field": ..., "adapter": ..., "reason": ...}]}}.
     *
     * @throws CheckInputException naming the file, the entry and the fix
     */
    static AcceptedChanges read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new CheckInputException("Cannot read the accepted changes " + file + " (" + e + "); give a JSON file "
                    + "as docs/check.md describes, or leave the option out.");
        }
        JsonElement document;
        try {
            document = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            throw new CheckInputException("The accepted changes " + file + " are not JSON (" + e.getMessage() + "); see "
                    + "docs/check.md for the schema.");
        }
        if (!document.isJsonObject() || !document.getAsJsonObject().has("accepted")
                || !document.getAsJsonObject().get("accepted").isJsonArray()) {
            throw new CheckInputException("The accepted changes " + file + " have no \"accepted\" list; write "
                    + "{\"accepted\": [{\"root\": \"com.acme.Order\", \"direction\": \"new→old\", \"outcome\": "
                    + "\"READ_FAILED\", \"reason\": \"...\"}]}.");
        }
        List<Entry> entries = new ArrayList<>();
        JsonArray accepted = document.getAsJsonObject().getAsJsonArray("accepted");
        for (int i = 0; i < accepted.size(); i++) {
            entries.add(entry(file, i + 1, accepted.get(i)));
        }
        return new AcceptedChanges(Optional.of(file), entries);
    }

    private static Entry entry(Path file, int number, JsonElement element) {
        String where = "Entry " + number + " of the accepted changes " + file;
        if (!element.isJsonObject()) {
            throw new CheckInputException(where + " is not an object; write {\"root\": ..., \"outcome\": ..., "
                    + "\"reason\": ...}.");
        }
        JsonObject entry = element.getAsJsonObject();
        String root = text(entry, "root").orElseThrow(() -> new CheckInputException(where + " names no \"root\"; "
                + "give the root class's binary name, as in --roots."));
        String reason = text(entry, "reason").filter(r -> !r.isBlank()).orElseThrow(() -> new CheckInputException(
                where + " (" + root + ") has no \"reason\"; say why the team accepts it: the report shows it."));
        String outcome = text(entry, "outcome").map(String::strip).orElseThrow(() -> new CheckInputException(where
                + " (" + root + ") names no \"outcome\"; give READ_FAILED, CORRUPT, WRITE_FAILED, TIMEOUT, DEGRADED "
                + "or NO_VERDICT."));
        if (!outcome.equals(NO_VERDICT) && !List.of("READ_FAILED", "CORRUPT", "WRITE_FAILED", "TIMEOUT", "DEGRADED")
                .contains(outcome)) {
            throw new CheckInputException(where + " (" + root + ") has the outcome " + outcome + "; give READ_FAILED, "
                    + "CORRUPT, WRITE_FAILED, TIMEOUT, DEGRADED or NO_VERDICT.");
        }
        Optional<Direction> direction = text(entry, "direction").map(d -> direction(where, root, d));
        if (direction.isEmpty() && !outcome.equals(NO_VERDICT)) {
            throw new CheckInputException(where + " (" + root + ") names no \"direction\"; give old→new or new→old "
                    + "(old->new, new->old).");
        }
        Optional<String> adapter = text(entry, "adapter").map(String::strip);
        if (adapter.isPresent() && adapter.get().isEmpty()) {
            throw new CheckInputException(where + " (" + root + ") has an empty \"adapter\"; give an adapter's id "
                    + "(kryo, jackson-json, ...), or leave it out to accept the outcome with every adapter.");
        }
        return new Entry(root, direction, outcome, text(entry, "field"), reason, adapter);
    }

    private static Direction direction(String where, String root, String text) {
        String label = text.strip().replace("->", "→");
        for (Direction direction : Direction.values()) {
            if (direction.label().equals(label) && !direction.isControl()) {
                return direction;
            }
        }
        throw new CheckInputException(where + " (" + root + ") has the direction " + text + "; give old→new or "
                + "new→old (old->new, new->old).");
    }

    private static Optional<String> text(JsonObject entry, String name) {
        JsonElement value = entry.get(name);
        return value == null || value.isJsonNull() ? Optional.empty() : Optional.of(value.getAsString());
    }

    /** The entries that concern {@code adapterId}: those naming it, and those naming no adapter. */
    AcceptedChanges forAdapter(String adapterId) {
        return new AcceptedChanges(file, entries.stream().filter(e -> e.concerns(adapterId)).toList());
    }

    /**
     * The entries that concern any of {@code adapterIds}. An entry naming an adapter not checked is left out: it
     * accepts nothing here, and whether it still occurs is for a check of that adapter to say.
     */
    AcceptedChanges forAdapters(List<String> adapterIds) {
        return new AcceptedChanges(file, entries.stream().filter(e -> adapterIds.stream().anyMatch(e::concerns))
                .toList());
    }

    /** The entry that accepts {@code direction} of {@code result}, if any. */
    Optional<Entry> accepting(RootResult result, DirectionResult direction) {
        return entries.stream().filter(e -> e.matches(result, direction)).findFirst();
    }

    /**
     * Each entry with whether it still happens in {@code roots}: an entry for a root, direction and outcome no
     * result ends with any more is stale.
     */
    List<Acceptance> against(List<RootResult> roots) {
        List<Acceptance> acceptances = new ArrayList<>();
        for (Entry entry : entries) {
            acceptances.add(acceptance(entry, occurs(entry, roots)));
        }
        return acceptances;
    }

    /**
     * Each entry with whether it still happens with an adapter it concerns, over the reports of a check of several
     * adapters: an entry for every adapter is stale only when it happens with none of them.
     */
    List<Acceptance> againstEach(List<CheckReport> byAdapter) {
        List<Acceptance> acceptances = new ArrayList<>();
        for (Entry entry : entries) {
            acceptances.add(acceptance(entry, byAdapter.stream().filter(r -> entry.concerns(r.adapterId()))
                    .anyMatch(r -> occurs(entry, r.roots()))));
        }
        return acceptances;
    }

    private static boolean occurs(Entry entry, List<RootResult> roots) {
        return roots.stream().anyMatch(r -> r.directions().stream()
                .filter(d -> !d.control()).anyMatch(d -> entry.matches(r, d)));
    }

    private static Acceptance acceptance(Entry entry, boolean occurs) {
        return new Acceptance(entry.root(), entry.direction().map(Direction::label).orElse("any"),
                entry.outcome(), entry.field().orElse(null), entry.reason(), occurs, entry.adapter().orElse(null));
    }
}
