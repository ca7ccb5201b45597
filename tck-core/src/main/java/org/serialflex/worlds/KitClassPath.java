package org.serialflex.worlds;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;

/** The class path every world is built from: the one the kit itself was started with. */
final class KitClassPath {

    private static final URL[] URLS = compute();

    private KitClassPath() {
    }

    static URL[] urls() {
        return URLS.clone();
    }

    private static URL[] compute() {
        // The case host JVM gets it from its parent (its own class path is the kit's jar alone, see
        // jvm.IsolatedHost); Surefire publishes the real test class path even when it starts the
        // JVM through a booter jar or an isolated class loader.
        String classPath = System.getProperty("serialflex.worldClassPath",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            try {
                urls.add(new File(entry).toURI().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalStateException("Class path entry " + entry + " is not a valid path", e);
            }
        }
        return urls.toArray(URL[]::new);
    }
}
