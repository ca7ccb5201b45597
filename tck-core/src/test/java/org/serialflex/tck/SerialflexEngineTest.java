package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.runner.TckCase;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

/**
 * The kit as a JUnit Platform engine, on its own test criteria and adapters ({@link EngineTestCriteria},
 * {@link EngineTestAdapters}; the criteria registered by src/test/engine-criteria): the tree discovery builds (ids
 * from adapter, lane, criterion and case ids; criteria as tags; the criterion's class as source),
 * each case reported as it finishes and checked against its pin, the first run's request for pins,
 * and JUnit's own selection (unique id, tags) running only what it selects.
 */
class SerialflexEngineTest {

    private static final UniqueId ENGINE = UniqueId.forEngine(SerialflexEngine.ID);
    private static final UniqueId HONEST = ENGINE.append("adapter", "engine-honest");
    private static final List<String> C05_CASES = new EngineTestCriteria.AddedField().cases().stream().map(TckCase::id).toList();

    @TempDir
    Path module;

    private Map<String, String> settings(String adapters, String criteria) {
        Map<String, String> settings = new HashMap<>();
        settings.put("serialflex.adapters", adapters);
        settings.put("serialflex.criteria", criteria);
        settings.put("serialflex.moduleDir", module.toString());
        settings.put("serialflex.outputDir", module.resolve("target/serialflex").toString());
        settings.put("serialflex.lanes", "none");
        settings.put("serialflex.safety", "false");
        settings.put("serialflex.caseTimeoutMillis", "20000");
        return settings;
    }

    private TestDescriptor discover(Map<String, String> settings, org.junit.platform.engine.DiscoverySelector... selectors) {
        return new SerialflexEngine().discover(LauncherDiscoveryRequestBuilder.request()
                .configurationParameters(settings).selectors(selectors).build(), ENGINE);
    }

    private EngineExecutionResults run(Map<String, String> settings, org.junit.platform.engine.DiscoverySelector... selectors) {
        EngineTestKit.Builder builder = EngineTestKit.engine(new SerialflexEngine()).configurationParameters(settings);
        if (selectors.length > 0) {
            builder = builder.selectors(selectors);
        }
        return builder.execute();
    }

    @Test
    void discoveryBuildsAdapterLaneCriterionCaseWithStableIdsTagsAndTheCriterionAsSource() {
        Map<String, String> settings = settings("engine-honest", "C05,C08");
        settings.put("serialflex.lanes", "engine-honest>engine-misreads-the-layout");
        settings.put("serialflex.safety", "true");

        TestDescriptor root = discover(settings);

        TestDescriptor adapter = child(root, HONEST);
        assertThat(adapter.getDisplayName()).as("no score in a name").isEqualTo("Honest [engine-honest]");
        UniqueId matrix = HONEST.append("lane", "matrix");
        UniqueId lane = HONEST.append("lane", "engine-honest>engine-misreads-the-layout");
        assertThat(adapter.getChildren()).extracting(TestDescriptor::getUniqueId)
                .containsExactly(matrix, lane, HONEST.append("safety", "profile"));
        TestDescriptor c05 = child(child(adapter, matrix), matrix.append("criterion", "C05"));
        assertThat(c05.getSource()).contains(ClassSource.from(EngineTestCriteria.AddedField.class));
        assertThat(c05.getChildren()).extracting(d -> d.getUniqueId().getLastSegment().getValue())
                .containsExactlyElementsOf(C05_CASES);
        assertThat(c05.getChildren()).allSatisfy(test -> {
            assertThat(test.isTest()).isTrue();
            assertThat(test.getTags()).contains(TestTag.create("C05"), TestTag.create("matrix"));
        });
        TestDescriptor laneNode = child(adapter, lane);
        assertThat(laneNode.getChildren()).extracting(d -> d.getUniqueId().getLastSegment())
                .extracting(segment -> segment.getType() + ":" + segment.getValue())
                .containsExactly("set:identity", "criterion:C05", "criterion:C08");
        TestDescriptor identity = child(laneNode, lane.append("set", "identity"));
        assertThat(identity.getChildren()).allSatisfy(criterion -> assertThat(criterion.getChildren())
                .allSatisfy(test -> assertThat(test.getTags()).contains(TestTag.create("identity"), TestTag.create("lane"))));
        assertThat(child(adapter, HONEST.append("safety", "profile")).getChildren())
                .extracting(d -> d.getUniqueId().getLastSegment().getValue())
                .contains("default.truncation", "default.unexpected-classes");

        // Surefire names a test by its display name and tells tests of one name as reruns of one test
        java.util.function.Function<TestDescriptor, List<String>> caseNames = set -> set.getDescendants().stream()
                .filter(TestDescriptor::isTest).map(TestDescriptor::getDisplayName).toList();
        List<String> matrixNames = caseNames.apply(child(adapter, matrix));
        List<String> identityNames = caseNames.apply(identity);
        List<String> laneNames = laneNode.getChildren().stream().filter(c -> c != identity)
                .flatMap(c -> caseNames.apply(c).stream()).toList();
        assertThat(identityNames).as("a lane's case names its lane and set").allSatisfy(name -> assertThat(name)
                .endsWith("[lane engine-honest>engine-misreads-the-layout identity]"))
                .doesNotContainAnyElementsOf(matrixNames).doesNotContainAnyElementsOf(laneNames);
        assertThat(laneNames).allSatisfy(name -> assertThat(name)
                .endsWith("[lane engine-honest>engine-misreads-the-layout]")).doesNotContainAnyElementsOf(matrixNames);

        assertThat(discover(settings).getDescendants()).extracting(TestDescriptor::getUniqueId)
                .as("the same ids on every discovery").containsExactlyElementsOf(
                        root.getDescendants().stream().map(TestDescriptor::getUniqueId).toList());
    }

    @Test
    void aClassSelectorOfSomeOtherTestSelectsNothingOfTheKit() {
        TestDescriptor root = new SerialflexEngine().discover(LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(SerialflexEngineTest.class))
                .configurationParameters(settings("engine-honest", "C05")).build(), ENGINE);

        assertThat(root.getChildren()).isEmpty();
    }

    @Test
    void eachCaseIsReportedAsItFinishesThenPinnedThenCheckedAgainstThePin() throws IOException {
        Map<String, String> settings = settings("engine-drops-field", "C05");
        settings.put("serialflex.fork", "false");
        settings.put("serialflex.parallelism", "1");

        EngineExecutionResults first = run(settings);

        List<EventType> order = first.testEvents().stream()
                .filter(e -> e.getType() == EventType.STARTED || e.getType() == EventType.FINISHED)
                .map(Event::getType).toList();
        assertThat(order).as("one case at a time: each finishes before the next starts, i.e. as it finishes")
                .hasSize(2 * C05_CASES.size())
                .isEqualTo(C05_CASES.stream().flatMap(c -> java.util.stream.Stream.of(EventType.STARTED,
                        EventType.FINISHED)).toList());
        first.testEvents().assertStatistics(stats -> stats.started(C05_CASES.size()).aborted(C05_CASES.size()));
        assertThat(first.testEvents().aborted().stream().map(this::message).toList())
                .allMatch(m -> m.contains(" [engine-drops-field] not pinned yet; observed "))
                .anyMatch(m -> m.contains("observed READ_FAILED (java.lang.NoSuchFieldException: "));
        assertThat(first.containerEvents().failed().stream().map(this::message).toList()).singleElement()
                .asString().contains("Adapter 'engine-drops-field' has no pinned outcomes yet")
                .contains("-Dserialflex.pin=true");
        assertThat(module.resolve("target/serialflex/results/engine-drops-field.json")).exists();

        settings.put("serialflex.pin", "true");
        run(settings).allEvents().assertStatistics(stats -> stats.failed(0).aborted(0)
                .succeeded(C05_CASES.size() + 4)); // + C05, the matrix, the adapter, the engine
        Path pins = module.resolve("src/test/resources/serialflex/engine-drops-field.expected");
        assertThat(Files.readAllLines(pins).stream().filter(l -> !l.startsWith("#"))).hasSize(C05_CASES.size());

        settings.put("serialflex.pin", "false");
        run(settings).testEvents().assertStatistics(stats -> stats.succeeded(C05_CASES.size()).failed(0));

        String pinned = Files.readString(pins);
        String failed = pinned.lines().filter(l -> l.endsWith("= READ_FAILED")).findFirst().orElseThrow();
        Files.writeString(pins, pinned.replace(failed, failed.replace("= READ_FAILED", "= PASS")));
        EngineExecutionResults changed = run(settings);
        changed.testEvents().assertStatistics(stats -> stats.succeeded(C05_CASES.size() - 1).failed(1));
        assertThat(message(changed.testEvents().failed().stream().findFirst().orElseThrow()))
                .startsWith(failed.substring(0, failed.indexOf(' ')) + " [engine-drops-field]: pinned PASS, "
                        + "observed READ_FAILED (java.lang.NoSuchFieldException: ")
                .contains("re-pin with -Dserialflex.pin=true");
    }

    @Test
    void aUniqueIdSelectorRunsThatCaseAloneInItsOwnJvms() throws IOException {
        String caseId = C05_CASES.get(0);
        UniqueId oneCase = HONEST.append("lane", "matrix").append("criterion", "C05").append("case", caseId);

        EngineExecutionResults results = run(settings("engine-honest", ""), selectUniqueId(oneCase));

        assertThat(results.testEvents().started().stream().map(e -> e.getTestDescriptor().getUniqueId()).toList())
                .containsExactly(oneCase);
        AdapterResults written = ResultsJson.read(module.resolve("target/serialflex/results/engine-honest.json"));
        assertThat(written.criteria()).singleElement().satisfies(c -> assertThat(c.cases()).singleElement()
                .satisfies(r -> assertThat(r.id()).isEqualTo(caseId)));
    }

    @Test
    void aUniqueIdSelectorDiscoversThatCaseAloneUnderItsContainersAsAnIdeReRunsIt() {
        String caseId = C05_CASES.get(1);
        UniqueId oneCase = HONEST.append("lane", "matrix").append("criterion", "C05").append("case", caseId);

        TestDescriptor root = discover(settings("engine-honest", "C05,C08"), selectUniqueId(oneCase));

        assertThat(root.getDescendants()).extracting(TestDescriptor::getUniqueId).containsExactly(HONEST,
                HONEST.append("lane", "matrix"), HONEST.append("lane", "matrix").append("criterion", "C05"), oneCase);
        assertThat(root.getDescendants()).filteredOn(TestDescriptor::isTest).singleElement()
                .isInstanceOf(CaseTest.class);
    }

    @Test
    void aCriterionsClassSelectsThatCriterionInEveryLaneAndItsCasesRunAlone() {
        Map<String, String> settings = settings("engine-honest", "C05,C08");
        settings.put("serialflex.fork", "false");
        settings.put("serialflex.lanes", "engine-honest>engine-misreads-the-layout");
        UniqueId lane = HONEST.append("lane", "engine-honest>engine-misreads-the-layout");

        TestDescriptor root = discover(settings, selectClass(EngineTestCriteria.RetypedField.class));

        assertThat(root.getDescendants()).filteredOn(d -> d.getUniqueId().getLastSegment().getType().equals("criterion"))
                .extracting(TestDescriptor::getUniqueId).containsExactly(
                        HONEST.append("lane", "matrix").append("criterion", "C08"), lane.append("criterion", "C08"));
        assertThat(root.getDescendants()).filteredOn(TestDescriptor::isTest)
                .allMatch(test -> test.getUniqueId().getLastSegment().getValue().startsWith("C08."))
                .hasSize(2 * new EngineTestCriteria.RetypedField().cases().size());

        settings.put("serialflex.lanes", "none");
        List<String> started = run(settings, selectClass(EngineTestCriteria.RetypedField.class)).testEvents()
                .started().stream().map(e -> e.getTestDescriptor().getUniqueId().getLastSegment().getValue()).toList();
        assertThat(started).hasSize(new EngineTestCriteria.RetypedField().cases().size())
                .allMatch(id -> id.startsWith("C08."));
    }

    @Test
    void selectorsKeepTheTreesOrderAndACriterionSelectedWithOneOfItsCasesKeepsAllOfThem() {
        Map<String, String> settings = settings("engine-honest", "C05,C08");
        UniqueId matrix = HONEST.append("lane", "matrix");
        UniqueId c05 = matrix.append("criterion", "C05");

        TestDescriptor root = discover(settings, selectUniqueId(matrix.append("criterion", "C08")),
                selectUniqueId(c05.append("case", C05_CASES.get(0))), selectUniqueId(c05));

        assertThat(root.getDescendants()).extracting(TestDescriptor::getUniqueId)
                .as("as the whole tree has them, less what no selector picked")
                .containsExactlyElementsOf(discover(settings).getDescendants().stream()
                        .map(TestDescriptor::getUniqueId).filter(id -> id.hasPrefix(matrix) || id.equals(HONEST))
                        .toList());
    }

    @Test
    void aUniqueIdTheTreeLacksIsUnresolvedAndSaysHowToListTheIds() {
        UniqueId unknown = HONEST.append("lane", "matrix").append("criterion", "C05").append("case", "C05.no-such");
        List<String> unresolved = new java.util.ArrayList<>();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.PrintStream previous = System.out;
        TestDescriptor root;
        System.setOut(new java.io.PrintStream(out, true));
        try {
            root = new SerialflexEngine().discover(LauncherDiscoveryRequestBuilder.request()
                    .configurationParameters(settings("engine-honest", "C05")).selectors(selectUniqueId(unknown))
                    .listeners(new org.junit.platform.launcher.LauncherDiscoveryListener() {
                        @Override
                        public void selectorProcessed(UniqueId engineId, org.junit.platform.engine.DiscoverySelector
                                selector, org.junit.platform.engine.SelectorResolutionResult result) {
                            if (result.getStatus() == org.junit.platform.engine.SelectorResolutionResult.Status
                                    .UNRESOLVED) {
                                unresolved.add(selector.toString());
                            }
                        }
                    }).build(), ENGINE);
        } finally {
            System.setOut(previous);
        }

        assertThat(root.getChildren()).isEmpty();
        assertThat(unresolved).singleElement().asString().contains(unknown.toString());
        assertThat(out.toString()).contains("serialflex: no test has the unique id " + unknown
                + "; list the ids with the console launcher's 'discover --details=verbose'");
    }

    @Test
    void aLaneCaseSelectedAloneStillGetsItsLaneVerdictFromAnUnreportedBaseline() throws IOException {
        Map<String, String> settings = settings("engine-honest", "C05");
        String laneId = "engine-honest>engine-misreads-the-layout";
        settings.put("serialflex.lanes", laneId);
        String caseId = new EngineTestCriteria.AddedField().identityCases().get(0).id();
        UniqueId identityCase = HONEST.append("lane", laneId).append("set", "identity").append("criterion", "C05")
                .append("case", caseId);

        EngineExecutionResults results = run(settings, selectUniqueId(identityCase));

        assertThat(results.testEvents().started().stream().map(e -> e.getTestDescriptor().getUniqueId()).toList())
                .containsExactly(identityCase);
        AdapterResults written = ResultsJson.read(module.resolve("target/serialflex/results/engine-honest.json"));
        assertThat(written.criteria()).as("the matrix's baseline case ran, but is not what was selected").isEmpty();
        assertThat(written.lanes()).singleElement().satisfies(lane -> {
            assertThat(lane.identity()).singleElement().satisfies(c -> assertThat(c.cases()).singleElement()
                    .satisfies(r -> assertThat(r.id()).isEqualTo(caseId)));
            assertThat(lane.verdict()).isNotBlank();
        });
    }

    @Test
    void aLaneOnAJdkThisMachineLacksFailsOnceSayingWhatToDo() {
        Map<String, String> settings = settings("engine-honest", "C05");
        settings.put("serialflex.lanes", "engine-honest/jdk99>engine-honest");

        EngineExecutionResults results = run(settings);

        List<Event> failed = results.allEvents().failed().stream().toList();
        assertThat(failed).singleElement().satisfies(event -> assertThat(message(event))
                .contains("JDK 99").contains("serialflex.jdks"));
        assertThat(results.testEvents().started().stream()
                .filter(e -> e.getTestDescriptor().getUniqueId().toString().contains("jdk99")).toList())
                .as("no case of the lane that cannot run is started").isEmpty();
    }

    @Test
    void aDeclaredLaneOnAJdkThisMachineLacksIsSkippedWithWhatToDoAndTheMatrixStillRuns() {
        Map<String, String> settings = settings("engine-honest", "C05");
        settings.remove("serialflex.lanes");
        settings.put("serialflex.moduleLanes", "engine-honest/jdk99>engine-honest");
        settings.put("serialflex.missingJdk", "skip");
        settings.put("serialflex.pin", "true");

        EngineExecutionResults results = run(settings);

        assertThat(results.allEvents().failed().stream().toList()).isEmpty();
        assertThat(results.testEvents().succeeded().count()).as("the matrix's cases").isEqualTo(C05_CASES.size());
        assertThat(results.containerEvents().skipped().stream().toList()).singleElement().satisfies(event -> {
            assertThat(event.getTestDescriptor().getUniqueId().toString()).contains("jdk99");
            assertThat(event.getPayload(String.class)).hasValueSatisfying(reason -> assertThat(reason)
                    .contains("JDK 99 is not installed").contains("-Dserialflex.jdks=99=/path/to/jdk-99"));
        });
    }

    @Test
    void aDeclaredLaneOnAJdkThisMachineLacksFailsWhereMissingJdksFail() {
        Map<String, String> settings = settings("engine-honest", "C05");
        settings.remove("serialflex.lanes");
        settings.put("serialflex.moduleLanes", "engine-honest/jdk99>engine-honest");
        settings.put("serialflex.missingJdk", "fail");

        List<Event> failed = run(settings).allEvents().failed().stream().toList();

        assertThat(failed).singleElement().satisfies(event -> assertThat(message(event))
                .contains("No JDK 99 found").contains("serialflex.jdks"));
    }

    @Test
    void tagsSelectCriteriaTheJUnitWay() {
        Map<String, String> settings = settings("engine-honest", "C05,C08");
        settings.put("serialflex.fork", "false");

        EngineExecutionResults results = EngineTestKit.engine(new SerialflexEngine()).configurationParameters(settings)
                .filters(TagFilter.includeTags("C08")).execute();

        List<String> started = results.testEvents().started().stream()
                .map(e -> e.getTestDescriptor().getUniqueId().getLastSegment().getValue()).toList();
        assertThat(started).hasSize(new EngineTestCriteria.RetypedField().cases().size()).allMatch(id -> id.startsWith("C08."));
    }

    @Test
    void anAdapterTheSelectionLeavesOutIsOneSkippedTestSoThatItsModuleStillShowsATest() {
        EngineExecutionResults results = run(settings("engine-honest", "C05"),
                selectUniqueId(ENGINE.append("adapter", "engine-drops-field")));

        assertThat(results.testEvents().skipped().stream().map(e -> e.getPayload(String.class).orElse("")).toList())
                .singleElement().asString()
                // the value came through the launcher's configuration, and the message says so (SettingSources)
                .contains("not selected by @ConfigurationParameter(key = \"serialflex.adapters\", value = \"engine-honest\")");
    }

    private String message(Event event) {
        return event.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse("");
    }

    private static TestDescriptor child(TestDescriptor parent, UniqueId id) {
        return parent.getChildren().stream().filter(c -> c.getUniqueId().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError(id + " not among " + parent.getChildren().stream()
                        .map(TestDescriptor::getUniqueId).map(Object::toString).collect(Collectors.joining(", "))));
    }
}
