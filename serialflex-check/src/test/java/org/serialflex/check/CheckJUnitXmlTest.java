package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.check.ReportFixtures.LONG_EVIDENCE;

class CheckJUnitXmlTest {

    private final String xml = CheckJUnitXml.render(ReportFixtures.big());
    private final Element suite = parse(xml).getDocumentElement();

    @Test
    void isOneSurefireTestsuiteWithItsCounts() {
        assertThat(xml).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"");
        assertThat(suite.getTagName()).isEqualTo("testsuite");
        assertThat(suite.getAttribute("name")).isEqualTo("serialflex-check kryo");
        // 5 roots x (old→new, new→old)
        assertThat(suite.getAttribute("tests")).isEqualTo("10");
        // Invoice both ways, Customer (no verdict) both ways, Shipment old→new (CORRUPT)
        assertThat(suite.getAttribute("failures")).isEqualTo("5");
        // Order new→old (nothing to write), Ledger (accepted without verdict) both ways
        assertThat(suite.getAttribute("skipped")).isEqualTo("3");
        assertThat(suite.getAttribute("errors")).isEqualTo("0");
        assertThat(suite.getAttribute("time")).isEqualTo("3.200");
        assertThat(children(suite, "testcase")).hasSize(10);
        assertThat(suite.getElementsByTagName("failure").getLength()).isEqualTo(5);
        assertThat(suite.getElementsByTagName("skipped").getLength()).isEqualTo(3);
        assertThat(children(suite, "properties")).hasSize(1);
        assertThat(children(suite, "system-out").get(0).getTextContent())
                .contains("sample problem (the sample's, not the change's): Order old→old sample 2: WRITE_FAILED")
                .contains("not carried by the adapter: com.acme.model.Order.cache")
                .contains("WARNING: " + ReportFixtures.WARNING);
    }

    @Test
    void namesEachTestcaseByRootAndDirection() {
        List<String> names = children(suite, "testcase").stream().map(t -> t.getAttribute("name")).toList();
        assertThat(names).containsExactly("Order old→new", "Order new→old", "Invoice old→new", "Invoice new→old",
                "Customer old→new", "Customer new→old", "Ledger old→new", "Ledger new→old",
                "Shipment<java.lang.String> old→new", "Shipment<java.lang.String> new→old");
        assertThat(testcase("Invoice old→new").getAttribute("classname")).isEqualTo("com.acme.model.Invoice");
    }

    @Test
    void failsAnIncompatibleDirectionWithItsWholeEvidence() {
        Element failure = child(testcase("Invoice old→new"), "failure");
        assertThat(failure.getAttribute("type")).isEqualTo("READ_FAILED");
        assertThat(failure.getAttribute("message")).startsWith("READ_FAILED: com.esotericsoftware.kryo.KryoException")
                .doesNotContain("Serialization trace");
        assertThat(failure.getTextContent()).isEqualTo(ReportText.xmlSafe(LONG_EVIDENCE)).hasSizeGreaterThan(2000)
                .contains("\\u001b[31mred");
        assertThat(child(testcase("Shipment<java.lang.String> old→new"), "failure").getAttribute("type"))
                .isEqualTo("CORRUPT");
        assertThat(child(testcase("Shipment<java.lang.String> new→old"), "failure")).isNull();
        assertThat(child(testcase("Order old→new"), "failure")).isNull();
        assertThat(child(testcase("Order old→new"), "system-out").getTextContent())
                .contains("control old→old: PASS (3 samples)").contains("control new→new: PASS (3 samples)");
    }

    @Test
    void failsNoVerdictUnlessAccepted() {
        Element failure = child(testcase("Customer old→new"), "failure");
        assertThat(failure.getAttribute("type")).isEqualTo("NO_VERDICT");
        assertThat(failure.getTextContent()).isEqualTo(ReportFixtures.NO_VERDICT_EVIDENCE);
        assertThat(child(testcase("Ledger old→new"), "failure")).isNull();
        assertThat(child(testcase("Ledger old→new"), "skipped").getAttribute("message"))
                .startsWith("no verdict, accepted").contains(ReportFixtures.NO_VERDICT_EVIDENCE);
        assertThat(child(testcase("Order new→old"), "skipped").getAttribute("message")).startsWith("nothing to write");
    }

    @Test
    void replacesWhatXmlCannotHold() {
        assertThat(ReportText.xmlSafe("a\u0000b\u001bc\td\uD83D\uDE00e\uD800")).isEqualTo("a\\u0000b\\u001bc\td\uD83D\uDE00e\\ud800");
        assertThat(ReportText.xmlSafe("plain")).isEqualTo("plain");
    }

    private Element testcase(String name) {
        return children(suite, "testcase").stream().filter(t -> t.getAttribute("name").equals(name)).findFirst()
                .orElseThrow();
    }

    private static Element child(Element parent, String tag) {
        List<Element> found = children(parent, tag);
        return found.isEmpty() ? null : found.get(0);
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE && ((Element) nodes.item(i)).getTagName().equals(tag)) {
                found.add((Element) nodes.item(i));
            }
        }
        return found;
    }

    private static Document parse(String xml) {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("The JUnit XML is not well-formed: " + e + "\n" + xml, e);
        }
    }
}
