package ${package};

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Suite;

/** Scores ${displayName} on every criterion against its pinned outcomes. */
@Suite
@IncludeEngines("serialflex")
class ${classPrefix}Tck {
}
