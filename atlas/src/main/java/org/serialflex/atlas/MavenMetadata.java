package org.serialflex.atlas;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * A repository's version list of one artifact: its {@code maven-metadata.xml} ({@code versioning/versions}), as
 * every Maven client reads it. The repository is Maven Central unless {@code -Dserialflex.atlas.repository} names
 * another (a mirror).
 */
final class MavenMetadata {

    static final String REPOSITORY = System.getProperty("serialflex.atlas.repository",
            "https://repo1.maven.org/maven2");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20))
            .followRedirects(HttpClient.Redirect.NORMAL).build();

    List<String> versions(Era era) throws IOException, InterruptedException {
        URI uri = URI.create(REPOSITORY + "/" + era.groupId().replace('.', '/') + "/" + era.artifactId()
                + "/maven-metadata.xml");
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException(uri + " answered HTTP " + response.statusCode() + "; check the era's coordinates "
                    + era.coordinates() + " or name a mirror with -Dserialflex.atlas.repository=<url>");
        }
        return parse(response.body(), uri.toString());
    }

    static List<String> parse(String xml, String source) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            NodeList nodes = factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)))
                    .getElementsByTagName("version");
            List<String> versions = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                versions.add(nodes.item(i).getTextContent().strip());
            }
            return versions;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException(source + " is not a maven-metadata.xml: " + e.getMessage(), e);
        }
    }
}
