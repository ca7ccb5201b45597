/**
 * The matrix: results found and read ({@link org.serialflex.report.ResultsInputs}), the one model ({@link
 * org.serialflex.report.Matrix}), the races' sizes and speeds beside it ({@link
 * org.serialflex.report.SizeAndSpeed}), the report's sections in one ordered list ({@link
 * org.serialflex.report.ReportSections}, each a {@link org.serialflex.report.ReportSection} with its templates),
 * its renderers ({@link org.serialflex.report.HtmlRenderer}, {@link org.serialflex.report.MarkdownRenderer},
 * {@link org.serialflex.report.MatrixJson}, {@link org.serialflex.report.CsvRenderer}, {@link
 * org.serialflex.report.ConsoleSummary}), the diff ({@link org.serialflex.report.MatrixDiff}), and the {@code
 * report}, {@code summary} and {@code diff} subcommands with their typed entry point {@link
 * org.serialflex.report.ReportTool}.
 *
 * <p>A renderer reads the model; it never re-scores, and nothing here runs a case. docs/architecture.md, "Add a
 * report section", lists the files of a new section.
 *
 * <p>May not import: {@code org.serialflex.runner}, {@code org.serialflex.tck}, {@code org.serialflex.worlds},
 * {@code org.serialflex.verdicts}, {@code org.serialflex.safety}, {@code org.serialflex.jvm}.
 */
package org.serialflex.report;
