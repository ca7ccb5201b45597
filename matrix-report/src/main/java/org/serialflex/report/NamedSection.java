package org.serialflex.report;

/**
 * A {@link ReportSection} whose id and title are given once, to the constructor, as a criterion's are
 * ({@code super("glance", "At a glance")}); the section says only what it shows.
 */
abstract class NamedSection implements ReportSection {

    private final String id;
    private final String title;

    NamedSection(String id, String title) {
        this.id = id;
        this.title = title;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }
}
