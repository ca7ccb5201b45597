package org.serialflex.maven;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * docs/maven-plugin.md rendered from the plugin descriptor maven-plugin-plugin writes from the mojos
 * (their javadoc, {@code @Parameter} properties and defaults): the page cannot say what the goals
 * do not, and {@code mvn serialflex:help -Ddetail} prints the same text.
 */
final class PluginDocs {

    /** One parameter as the descriptor gives it. */
    record Parameter(String goal, String name, String property, String defaultValue, boolean required,
                     String description) {
    }

    private PluginDocs() {
    }

    static Document descriptor(InputStream pluginXml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pluginXml);
    }

    /** Every parameter a user may set, goal by goal (read-only ones, the project or session, left out). */
    static List<Parameter> parameters(Document descriptor) {
        List<Parameter> parameters = new ArrayList<>();
        NodeList mojos = descriptor.getElementsByTagName("mojo");
        for (int m = 0; m < mojos.getLength(); m++) {
            Element mojo = (Element) mojos.item(m);
            String goal = text(mojo, "goal");
            Element list = child(mojo, "parameters");
            if (list == null) {
                continue;
            }
            NodeList items = list.getElementsByTagName("parameter");
            for (int p = 0; p < items.getLength(); p++) {
                Element parameter = (Element) items.item(p);
                if (!"true".equals(text(parameter, "editable"))) {
                    continue;
                }
                String name = text(parameter, "name");
                String expression = configuration(mojo, name, "");
                String property = expression.startsWith("${") ? expression.substring(2, expression.length() - 1) : "";
                parameters.add(new Parameter(goal, name, property, configuration(mojo, name, "default-value"),
                        "true".equals(text(parameter, "required")), plain(text(parameter, "description"))));
            }
        }
        return parameters;
    }

    /** The page: per goal, its description and a table of its parameters, each with how to set it. */
    static String markdown(Document descriptor) {
        StringBuilder page = new StringBuilder("""
                # serialflex-maven-plugin: every goal and parameter

                Generated from the plugin's descriptor (the mojos' javadoc and `@Parameter`s) by `PluginDocsTest`;
                do not edit by hand. The same text, in the console: `mvn serialflex:help -Ddetail` (one goal:
                `-Dgoal=report`). A parameter with a property is set on the command line (`-Dproperty=value`) or
                in the pom (`<configuration><name>value</name></configuration>`); one without, in the pom only.
                """);
        NodeList mojos = descriptor.getElementsByTagName("mojo");
        List<Parameter> all = parameters(descriptor);
        for (int m = 0; m < mojos.getLength(); m++) {
            Element mojo = (Element) mojos.item(m);
            String goal = text(mojo, "goal");
            page.append("\n## serialflex:").append(goal).append("\n\n").append(plain(text(mojo, "description")))
                    .append("\n\n");
            String phase = text(mojo, "phase");
            page.append(phase.isEmpty() ? "Run on its own: `mvn serialflex:" + goal + "`."
                    : "Bound by default to `" + phase + "` once listed in an execution's `<goals>`.").append("\n\n");
            List<Parameter> ofGoal = all.stream().filter(p -> p.goal().equals(goal)).toList();
            if (ofGoal.isEmpty()) {
                page.append("No parameters.\n");
                continue;
            }
            page.append("| parameter | default | set it | description |\n|---|---|---|---|\n");
            for (Parameter p : ofGoal) {
                String example = p.defaultValue().isEmpty() ? "…" : p.defaultValue();
                page.append("| `").append(p.name()).append("`").append(p.required() ? " (required)" : "")
                        .append(" | ").append(p.defaultValue().isEmpty() ? "" : "`" + p.defaultValue() + "`")
                        .append(" | ").append(p.property().isEmpty() ? "" : "`-D" + p.property() + "=" + example + "`, ")
                        .append("`<").append(p.name()).append(">").append(example).append("</").append(p.name())
                        .append(">`").append(" | ").append(p.description().replace("|", "\\|")).append(" |\n");
            }
        }
        return page.toString();
    }

    /** The expression ({@code attribute} empty) or an attribute of {@code name} in the mojo's {@code <configuration>}. */
    private static String configuration(Element mojo, String name, String attribute) {
        Element configuration = child(mojo, "configuration");
        Element element = configuration == null ? null : child(configuration, name);
        if (element == null) {
            return "";
        }
        return attribute.isEmpty() ? element.getTextContent().strip() : element.getAttribute(attribute);
    }

    private static Element child(Element parent, String name) {
        for (var node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }

    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? "" : element.getTextContent().strip();
    }

    /** Javadoc's HTML as Markdown: {@code <code>} as backticks, other tags dropped, one line. */
    static String plain(String html) {
        return html.replaceAll("</?code>", "`").replaceAll("<[^>]+>", "").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&").replace("&#39;", "'").replace("&quot;", "\"").replaceAll("\\s+", " ").strip();
    }
}
