package org.serialflex.report;

import java.util.List;

/** Sentences the renderers share. */
final class ReportText {

    static final String HOW_TO_PRODUCE = "Produce results with 'mvn verify' at the project root, or for one "
            + "adapter module of the kit's repository with 'mvn -pl adapters/<name> -am verify'; each run writes "
            + "<module>/" + ResultsInputs.RESULTS_DIR + "/<adapterId>.json.";

    private ReportText() {
    }

    /** Kit version, JDK and size of the matrix in one line. */
    static String headline(Matrix matrix) {
        return "Kit " + orDash(matrix.kitVersions(), ", ") + " · JDK " + orDash(matrix.jdks(), "; ") + " · "
                + matrix.adapters().size() + " adapters · " + matrix.criteria().size() + " criteria · "
                + matrix.caseCount() + " cases · generated " + matrix.generatedAt();
    }

    private static String orDash(List<String> values, String separator) {
        return values.isEmpty() ? "—" : String.join(separator, values);
    }
}
