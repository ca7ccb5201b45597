package org.serialflex.jvm;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;

/**
 * Entry point of the case host JVM. That JVM starts with only this class's own jar (or classes
 * folder) on its class path and loads the host (the runner's {@code CaseHost}, the safety profile's {@code SafetyHost}), the kit and the library from the world
 * class path in a loader of their own, child of the platform loader. So the JVM's system class
 * loader holds no copy of the library: a library that looks its own classes up through
 * {@link ClassLoader#getSystemClassLoader()} (Hessian 4's {@code ContextSerializerFactory}) finds
 * nothing there, instead of classes that do not match the world's copy. Uses the JDK only.
 */
public final class IsolatedHost {

    /** The system property that carries the world class path into the host JVM. */
    public static final String WORLD_CLASS_PATH = "serialflex.worldClassPath";

    private IsolatedHost() {
    }

    /** The class path to start the host JVM with: where this class was loaded from. */
    public static String ownClassPath() {
        try {
            return new File(IsolatedHost.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getPath();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("The kit's own location is not a file", e);
        }
    }

    /** Arguments: the host's main class, then its own arguments. */
    public static void main(String[] args) throws Throwable {
        String classPath = System.getProperty(WORLD_CLASS_PATH);
        if (classPath == null) {
            throw new IllegalStateException("Start the case host with -D" + WORLD_CLASS_PATH + "=<class path>");
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                try {
                    urls.add(new File(entry).toURI().toURL());
                } catch (MalformedURLException e) {
                    throw new IllegalStateException("Class path entry " + entry + " is not a valid path", e);
                }
            }
        }
        ClassLoader kit = new URLClassLoader("serialflex-kit", urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader());
        Thread.currentThread().setContextClassLoader(kit);
        // The first argument names the host to start there (CaseHost, the safety profile's SafetyHost).
        Method main = Class.forName(args[0], true, kit).getMethod("main", String[].class);
        try {
            main.invoke(null, (Object) java.util.Arrays.copyOfRange(args, 1, args.length));
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
