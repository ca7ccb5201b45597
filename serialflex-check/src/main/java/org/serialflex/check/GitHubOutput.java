package org.serialflex.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What a check says where GitHub Actions users look ({@code --format github}): a workflow command per finding, which
 * GitHub shows as an annotation on the run ({@code ::error title=...::message}), and the Markdown report appended to
 * the job's summary ({@code $GITHUB_STEP_SUMMARY}).
 */
final class GitHubOutput {

    private GitHubOutput() {
    }

    /**
     * One {@code ::error} per reason the check fails (the root, the direction and the first line of its evidence), one
     * {@code ::warning} per warning of the report and per accepted break that still occurs.
     */
    static List<String> annotations(List<Failure> failures, CheckReport report) {
        List<String> lines = new ArrayList<>();
        for (Failure failure : failures) {
            String direction = failure.directions().isEmpty() ? "" : " " + failure.directions().get(0).direction().label();
            lines.add("::error title=" + property("serialflex check: " + failure.root() + direction) + "::"
                    + message(ReportText.firstLine(failure.text())));
        }
        for (String warning : report.warnings()) {
            lines.add("::warning title=" + property("serialflex check") + "::" + message(ReportText.firstLine(warning)));
        }
        for (Acceptance accepted : report.accepted()) {
            if (accepted.occurs()) {
                lines.add("::warning title=" + property("serialflex check: " + accepted.root() + " "
                        + accepted.direction() + (accepted.adapter() == null ? "" : " with " + accepted.adapter())
                        + " accepted") + "::" + message(accepted.outcome() + " accepted: "
                        + accepted.reason()));
            }
        }
        return lines;
    }

    /** Appends the Markdown report to {@code summary}, as every step of a job may. */
    static void appendSummary(Path summary, CheckReport report) {
        try {
            Files.writeString(summary, CheckMarkdown.render(report) + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot append the report to the step summary " + summary, e);
        }
    }

    /** A command's message, escaped as GitHub's toolkit escapes it. */
    static String message(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** A command's property value, escaped as GitHub's toolkit escapes it. */
    static String property(String text) {
        return message(text).replace(":", "%3A").replace(",", "%2C");
    }
}
