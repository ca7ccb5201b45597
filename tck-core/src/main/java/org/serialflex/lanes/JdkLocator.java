package org.serialflex.lanes;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the JDK a lane side names by its feature release, in this order: the homes listed in
 * {@code -Dserialflex.jdks=17=/path,25=/path}; Maven toolchains ({@code ~/.m2/toolchains.xml},
 * type {@code jdk}); the running JVM; the usual install folders ({@code /usr/lib/jvm},
 * {@code /opt/java}, {@code ~/.sdkman/candidates/java}, {@code ~/.jdks},
 * {@code /Library/Java/JavaVirtualMachines}), each JDK known by its {@code release} file.
 */
public final class JdkLocator {

    private static final Pattern JAVA_VERSION = Pattern.compile("^JAVA_VERSION=\"([^\"]+)\"", Pattern.MULTILINE);

    private final String listed;
    private final Path toolchains;
    private final Path runningHome;
    private final List<Path> installFolders;

    JdkLocator(String listed, Path toolchains, Path runningHome, List<Path> installFolders) {
        this.listed = listed == null ? "" : listed.strip();
        this.toolchains = toolchains;
        this.runningHome = runningHome;
        this.installFolders = List.copyOf(installFolders);
    }

    /** The locator for this machine with no JDK named by the user: the toolchains, the running JVM, install folders. */
    public static JdkLocator forThisMachine() {
        return forThisMachine("");
    }

    /**
     * The locator for this machine.
     *
     * @param listed the JDK homes the user named ({@code -Dserialflex.jdks}, read with the kit's other settings:
     *               {@code 17=/path,25=/path}), searched first; empty for none
     */
    public static JdkLocator forThisMachine(String listed) {
        Path userHome = Path.of(System.getProperty("user.home"));
        return new JdkLocator(listed, userHome.resolve(".m2/toolchains.xml"),
                Path.of(System.getProperty("java.home")), List.of(Path.of("/usr/lib/jvm"), Path.of("/opt/java"),
                userHome.resolve(".sdkman/candidates/java"), userHome.resolve(".jdks"),
                Path.of("/Library/Java/JavaVirtualMachines")));
    }

    /** The JDK that runs this build. */
    public Jdk running() {
        return jdkAt(runningHome, "the running JVM").orElseThrow(() -> new IllegalStateException(
                "The running JVM's home " + runningHome + " has no readable 'release' file"));
    }

    /**
     * The JDK of feature release {@code feature}.
     *
     * @throws JdkNotInstalledException saying where it looked, what it found, and how to name a JDK
     */
    public Jdk find(int feature) {
        List<Jdk> seen = new ArrayList<>();
        for (Jdk jdk : candidates()) {
            if (jdk.feature() == feature && Files.isExecutable(jdk.java())) {
                return jdk;
            }
            seen.add(jdk);
        }
        StringBuilder found = new StringBuilder();
        seen.forEach(j -> found.append("\n  JDK ").append(j.version()).append(" at ").append(j.home())
                .append(" (").append(j.foundBy()).append(')'));
        throw new JdkNotInstalledException(feature, "No JDK " + feature + " found for the lane. Looked in -Dserialflex.jdks ("
                + (listed.isEmpty() ? "unset" : listed) + "), " + toolchains + (Files.exists(toolchains) ? "" : " (absent)")
                + ", the running JVM and " + installFolders + "; found:" + (found.length() == 0 ? " none" : found)
                + "\nInstall a JDK " + feature + ", or name its home: -Dserialflex.jdks=" + feature
                + "=/path/to/jdk-" + feature + " (or a <toolchain> of type jdk with <version>" + feature
                + "</version> in ~/.m2/toolchains.xml).");
    }

    private List<Jdk> candidates() {
        List<Jdk> jdks = new ArrayList<>();
        listedHomes().forEach((feature, home) -> jdkAt(home, "-Dserialflex.jdks").ifPresent(jdks::add));
        toolchainHomes().forEach(home -> jdkAt(home, toolchains.toString()).ifPresent(jdks::add));
        jdkAt(runningHome, "the running JVM").ifPresent(jdks::add);
        for (Path folder : installFolders) {
            installed(folder).forEach(home -> jdkAt(home, folder.toString()).ifPresent(jdks::add));
        }
        return jdks;
    }

    private Map<String, Path> listedHomes() {
        Map<String, Path> homes = new LinkedHashMap<>();
        if (listed.isEmpty()) {
            return homes;
        }
        for (String entry : listed.split(",")) {
            String[] featureHome = entry.strip().split("=", 2);
            if (featureHome.length != 2 || featureHome[1].isBlank()) {
                throw new IllegalArgumentException("-Dserialflex.jdks entry '" + entry.strip() + "' is not "
                        + "<feature>=<jdk home>, e.g. -Dserialflex.jdks=25=/usr/lib/jvm/temurin-25-jdk-amd64");
            }
            homes.put(featureHome[0].strip(), Path.of(featureHome[1].strip()));
        }
        return homes;
    }

    private List<Path> toolchainHomes() {
        List<Path> homes = new ArrayList<>();
        if (!Files.isRegularFile(toolchains)) {
            return homes;
        }
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document document = factory.newDocumentBuilder().parse(toolchains.toFile());
            NodeList toolchainList = document.getElementsByTagName("toolchain");
            for (int i = 0; i < toolchainList.getLength(); i++) {
                Element toolchain = (Element) toolchainList.item(i);
                if ("jdk".equals(text(toolchain, "type"))) {
                    String home = text(toolchain, "jdkHome");
                    if (home != null) {
                        homes.add(Path.of(home));
                    }
                }
            }
        } catch (Exception e) {
            throw new IllegalArgumentException(toolchains + " cannot be read as Maven toolchains (" + e.getMessage()
                    + "); fix it or name JDK homes with -Dserialflex.jdks=25=/path/to/jdk", e);
        }
        return homes;
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent().strip();
    }

    private static List<Path> installed(Path folder) {
        List<Path> homes = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return homes;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                Path macHome = entry.resolve("Contents/Home");
                homes.add(Files.isDirectory(macHome) ? macHome : entry);
            }
        } catch (IOException e) {
            return homes;
        }
        homes.sort(null);
        return homes;
    }

    /** The JDK at {@code home}, known by its {@code release} file; empty for anything else. */
    static Optional<Jdk> jdkAt(Path home, String foundBy) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release)) {
            return Optional.empty();
        }
        try {
            Matcher matcher = JAVA_VERSION.matcher(Files.readString(release, StandardCharsets.ISO_8859_1));
            if (!matcher.find()) {
                return Optional.empty();
            }
            String version = matcher.group(1);
            String feature = version.startsWith("1.") ? version.substring(2).split("\\.")[0] : version.split("[.+-]")[0];
            return Optional.of(new Jdk(Integer.parseInt(feature), version, home.toRealPath(), foundBy));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }
}
