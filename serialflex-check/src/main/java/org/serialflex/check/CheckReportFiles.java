package org.serialflex.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes a check's report in each of its forms into the output directory. */
final class CheckReportFiles {

    static final String HTML = "check.html";
    static final String MARKDOWN = "check.md";
    static final String JSON = "check.json";

    private CheckReportFiles() {
    }

    /**
     * Writes {@value #HTML}, {@value #MARKDOWN}, {@value #JSON} and {@value CheckJUnitXml#FILE_NAME} into
     * {@code dir}, creating it, and returns the files written.
     */
    static List<Path> write(CheckReport report, Path dir) {
        try {
            Files.createDirectories(dir);
            List<Path> files = List.of(dir.resolve(HTML), dir.resolve(MARKDOWN), dir.resolve(JSON),
                    dir.resolve(CheckJUnitXml.FILE_NAME));
            Files.writeString(files.get(0), CheckHtml.render(report), StandardCharsets.UTF_8);
            Files.writeString(files.get(1), CheckMarkdown.render(report), StandardCharsets.UTF_8);
            Files.writeString(files.get(2), CheckJson.render(report), StandardCharsets.UTF_8);
            Files.writeString(files.get(3), CheckJUnitXml.render(report), StandardCharsets.UTF_8);
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the check's report under " + dir, e);
        }
    }
}
