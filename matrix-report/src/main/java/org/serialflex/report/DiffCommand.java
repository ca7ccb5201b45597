package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.MalformedResultsException;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code diff before.json after.json [--fail-on-worse]}: each input is a {@code matrix.json} or one
 * adapter's results file. Exit code 0, or 1 with {@code --fail-on-worse} when a case outcome got worse
 * (by {@link org.serialflex.results.Outcome} order) or a criterion score dropped, or 2 when an input is unusable.
 */
final class DiffCommand {

    private final PrintStream out;
    private final PrintStream err;

    DiffCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(Path before, Path after, boolean failOnWorse) {
        List<AdapterResults> b;
        List<AdapterResults> a;
        try {
            b = read(before);
            a = read(after);
        } catch (IllegalArgumentException | MalformedResultsException e) {
            err.println("matrix-report diff: ERROR: " + e.getMessage());
            return 2;
        }
        MatrixDiff diff = b.size() == 1 && a.size() == 1 ? MatrixDiff.of(b.get(0), a.get(0)) : MatrixDiff.of(b, a);
        out.print(DiffRenderer.render(diff, before.toString(), after.toString()));
        if (failOnWorse && diff.anyWorse()) {
            err.println("matrix-report diff: FAILED (--fail-on-worse): a case outcome got worse or a score dropped.");
            return 1;
        }
        return 0;
    }

    /** A matrix document or a single adapter's results file. */
    static List<AdapterResults> read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("File " + file + " does not exist.");
        } catch (IOException e) {
            throw new IllegalArgumentException("File " + file + " cannot be read: " + e);
        }
        if (MatrixJson.isMatrix(text)) {
            return MatrixJson.read(text, file.toString());
        }
        return List.of(ResultsJson.read(file));
    }
}
