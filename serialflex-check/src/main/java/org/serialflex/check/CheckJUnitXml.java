package org.serialflex.check;

import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@value #FILE_NAME}: the report in the JUnit XML shape of Maven Surefire and Ant, so that a CI server lists the
 * check's roots beside the build's tests. Reads the model only; written with the JDK's DOM, so every text is escaped
 * (characters XML 1.0 cannot hold become {@code \}{@code uXXXX}).
 *
 * <p>One {@code testsuite} named {@code serialflex-check <adapter id>}; one {@code testcase} per root and direction
 * between the versions, {@code old→new} then {@code new→old}, named {@code <root> <direction>} (the root without its
 * package), with the root's binary name as {@code classname}:
 * <ul>
 *   <li>compatible (PASS or DEGRADED): passed;</li>
 *   <li>judged and not compatible: a {@code failure} whose {@code type} is the outcome, whose {@code message} is the
 *       outcome and the evidence's first line, and whose text is the whole evidence;</li>
 *   <li>no verdict: a {@code failure} of type {@code NO_VERDICT} with the control's evidence, or {@code skipped}
 *       with that reason when the root was accepted without verdict;</li>
 *   <li>nothing to write (the writer's version has no such root): {@code skipped}.</li>
 * </ul>
 * Each testcase's {@code system-out} holds its root's controls ({@code old→old}, {@code new→new}); the suite's holds
 * the sample problems, the fields the adapter does not carry and the warnings. {@code errors} is always 0.
 */
final class CheckJUnitXml {

    /** The file's name in the check's output directory; matches the usual {@code **}{@code /TEST-*.xml} patterns. */
    static final String FILE_NAME = "TEST-serialflex-check.xml";

    private CheckJUnitXml() {
    }

    static String render(CheckReport report) {
        Document doc;
        try {
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("The JDK's XML parser cannot be configured", e);
        }
        Element suite = doc.createElement("testsuite");
        doc.appendChild(suite);
        suite.setAttribute("name", "serialflex-check " + nonNull(report.adapterId()));
        suite.setAttribute("time", String.format(Locale.ROOT, "%.3f", Double.isFinite(report.seconds())
                ? report.seconds() : 0));
        Element properties = doc.createElement("properties");
        suite.appendChild(properties);
        property(doc, properties, "adapterId", report.adapterId());
        property(doc, properties, "adapterName", report.adapterName());
        property(doc, properties, "library", report.library());
        property(doc, properties, "oldLibrary", report.oldLibrary());
        property(doc, properties, "oldClasses", report.oldClasses());
        property(doc, properties, "newClasses", report.newClasses());
        property(doc, properties, "seed", String.valueOf(report.seed()));
        property(doc, properties, "overall", String.valueOf(report.overall()));
        int tests = 0;
        int failures = 0;
        int skipped = 0;
        CheckMarkdown.Names names = new CheckMarkdown.Names(report);
        for (RootResult root : report.roots()) {
            for (DirectionResult d : new DirectionResult[] {root.backward(), root.forward()}) {
                if (d == null) {
                    continue;
                }
                tests++;
                Element testcase = doc.createElement("testcase");
                suite.appendChild(testcase);
                testcase.setAttribute("name", text(names.root(root.root()) + " " + d.direction()));
                testcase.setAttribute("classname", text(root.className()));
                testcase.setAttribute("time", "0");
                switch (result(root, d)) {
                    case PASSED -> {
                    }
                    case FAILED -> {
                        failures++;
                        String type = d.status() == DirectionResult.Status.NO_VERDICT ? "NO_VERDICT"
                                : String.valueOf(d.outcome());
                        Element failure = doc.createElement("failure");
                        failure.setAttribute("type", type);
                        failure.setAttribute("message", text(message(d)));
                        failure.setTextContent(text(d.evidence() == null ? message(d) : d.evidence()));
                        testcase.appendChild(failure);
                    }
                    case SKIPPED -> {
                        skipped++;
                        Element skip = doc.createElement("skipped");
                        skip.setAttribute("message", text(d.status() == DirectionResult.Status.NO_VERDICT
                                ? "no verdict, accepted (--accept-no-verdict)"
                                + (d.evidence() == null ? "" : ": " + d.evidence())
                                : ReportText.outcome(d)));
                        testcase.appendChild(skip);
                    }
                }
                Element out = doc.createElement("system-out");
                out.setTextContent(text(controls(root)));
                testcase.appendChild(out);
            }
        }
        suite.setAttribute("tests", String.valueOf(tests));
        suite.setAttribute("failures", String.valueOf(failures));
        suite.setAttribute("errors", "0");
        suite.setAttribute("skipped", String.valueOf(skipped));
        String suiteOut = suiteOut(report, names);
        if (!suiteOut.isEmpty()) {
            Element out = doc.createElement("system-out");
            out.setTextContent(text(suiteOut));
            suite.appendChild(out);
        }
        return serialize(doc);
    }

    private enum Result { PASSED, FAILED, SKIPPED }

    private static Result result(RootResult root, DirectionResult d) {
        if (d.status() == DirectionResult.Status.NOTHING_TO_WRITE) {
            return Result.SKIPPED;
        }
        if (d.status() == DirectionResult.Status.NO_VERDICT || root.verdict() == Compatibility.NO_VERDICT
                && !d.compatible()) {
            return root.accepted() ? Result.SKIPPED : Result.FAILED;
        }
        return d.compatible() ? Result.PASSED : Result.FAILED;
    }

    private static String message(DirectionResult d) {
        String head = d.status() == DirectionResult.Status.NO_VERDICT ? "no verdict: a control could not take the class"
                : String.valueOf(d.outcome());
        String first = ReportText.firstLine(d.evidence());
        return first.isEmpty() ? head : head + ": " + first;
    }

    private static String controls(RootResult root) {
        StringBuilder out = new StringBuilder("verdict ").append(ReportText.verdict(root)).append('\n');
        for (DirectionResult c : List.of(root.oldControl(), root.newControl())) {
            if (c == null) {
                continue;
            }
            out.append("control ").append(c.direction()).append(": ").append(ReportText.outcome(c));
            if (c.evidence() != null) {
                out.append(": ").append(c.evidence());
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String suiteOut(CheckReport report, CheckMarkdown.Names names) {
        StringBuilder out = new StringBuilder();
        for (RootResult root : report.roots()) {
            for (SampleProblem p : root.sampleProblems()) {
                out.append("sample problem (the sample's, not the change's): ").append(names.root(root.root()))
                        .append(' ').append(p.control()).append(" sample ").append(p.sample()).append(": ")
                        .append(p.outcome()).append(p.evidence() == null ? "" : ": " + p.evidence()).append('\n');
            }
        }
        Map<String, List<String>> notCarried = ReportText.notCarried(report);
        notCarried.forEach((field, roots) -> out.append("not carried by the adapter: ").append(field).append(" (")
                .append(String.join(", ", roots)).append(")\n"));
        report.warnings().forEach(w -> out.append("WARNING: ").append(w).append('\n'));
        return out.toString();
    }

    private static void property(Document doc, Element properties, String name, String value) {
        Element property = doc.createElement("property");
        property.setAttribute("name", name);
        property.setAttribute("value", text(nonNull(value)));
        properties.appendChild(property);
    }

    private static String nonNull(String value) {
        return value == null ? "" : value;
    }

    private static String text(String value) {
        return ReportText.xmlSafe(nonNull(value));
    }

    private static String serialize(Document doc) {
        try {
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            StringWriter xml = new StringWriter();
            transformer.transform(new DOMSource(doc), new StreamResult(xml));
            return xml + (xml.toString().endsWith("\n") ? "" : "\n");
        } catch (TransformerException e) {
            throw new IllegalStateException("The JDK cannot write the JUnit XML report", e);
        }
    }
}
