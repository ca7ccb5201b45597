package org.serialflex.verdicts;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises a failure whose cause is the JVM's set-up, not the library: the module system refused
 * the library reflective access to a JDK package the JVM was not told to open (an
 * {@code InaccessibleObjectException}, thrown as it is, wrapped by the library, or only quoted in
 * a library's own message, as XStream's "No converter available" does), or access to a package it
 * does not export. Such a case measures the command line, so it gets a set-up verdict that names
 * the missing option.
 */
final class ModuleAccess {

    private static final String INACCESSIBLE = "java.lang.reflect.InaccessibleObjectException";
    private static final Pattern NOT_OPENED = Pattern.compile("module ([\\w.]+) does not \"opens ([\\w.]+)\"");
    private static final Pattern NOT_EXPORTED = Pattern.compile(
            "module ([\\w.]+) does not (?:\"exports ([\\w.]+)\"|export ([\\w.]+))");

    private ModuleAccess() {
    }

    /** The set-up evidence for {@code failure}, or empty when no refused module access is in its cause chain. */
    static Optional<String> setUpFault(Throwable failure) {
        boolean inaccessible = false;
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            String message = String.valueOf(cause.getMessage());
            Matcher opens = NOT_OPENED.matcher(message);
            if (opens.find()) {
                return Optional.of(missing("--add-opens", opens.group(1), opens.group(2)));
            }
            Matcher exports = NOT_EXPORTED.matcher(message);
            if (exports.find()) {
                String pkg = exports.group(2) != null ? exports.group(2) : exports.group(3);
                return Optional.of(missing("--add-exports", exports.group(1), pkg));
            }
            inaccessible |= cause.getClass().getName().equals(INACCESSIBLE) || message.contains(INACCESSIBLE);
        }
        if (inaccessible) {
            return Optional.of("set-up: the JVM refused the library reflective access to a JDK package "
                    + "(InaccessibleObjectException) and the message does not name it; add the --add-opens the "
                    + "detail names to the adapter's requiredJvmOptions(). Not a verdict on the library");
        }
        return Optional.empty();
    }

    private static String missing(String flag, String module, String pkg) {
        String option = flag + " " + module + "/" + pkg + "=ALL-UNNAMED";
        String declaration = flag.equals("--add-opens")
                ? "JvmOption.addOpens(\"" + module + "\", \"" + pkg + "\")"
                : "new JvmOption(\"" + flag + "=" + module + "/" + pkg + "=ALL-UNNAMED\")";
        return "set-up: the JVM lacks " + option + " (module " + module + " does not open " + pkg + " to the "
                + "library); declare " + declaration + " in the adapter's requiredJvmOptions(), as a user of the "
                + "library must pass it to their JVM. Not a verdict on the library";
    }
}
