package org.serialflex.check;

/** Placeholder while the renderers are rewritten on the new model (replaced before landing). */
final class CheckJson {
    private CheckJson() {
    }

    static String render(CheckReport report) {
        return "{}";
    }
}
