package org.serialflex.tck;

import org.serialflex.runner.CaseClasses;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.CriterionDescription;
import org.serialflex.runner.ObjectFactory;
import org.serialflex.runner.TckCase;
import org.serialflex.runner.WorldObjects;
import org.serialflex.versions.ClassVersion;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Two small criteria for {@link SerialflexEngineTest}, so that the engine is tested in its own module
 * without the kit's twenty: the ids {@code C05} and {@code C08} and a few cases each are all the engine
 * needs (a tree, tags, pins, lanes with identity sets). They are registered only on that test's class
 * path (src/test/engine-criteria, a Surefire execution of its own), since {@link DiscoveryFailureTest}
 * needs a class path without criteria.
 */
final class EngineTestCriteria {

    private static final String PACKAGE = "org.serialflex.dto.enginetest.";

    private EngineTestCriteria() {
    }

    /**
     * The writer's bean (v2) has fields the reader's (v1) lacks; the reader's has {@code name} and
     * {@code note} (the fields {@link EngineTestAdapters.MisreadsTheLayout} trades), no {@code nickname}.
     */
    public static final class AddedField extends SmallCriterion {

        private static final String ORDER = PACKAGE + "Order";
        private static final ClassVersions VERSIONS = ClassVersions.of(
                List.of(Dto.bean(ORDER).field("name", String.class).field("note", String.class)),
                List.of(Dto.bean(ORDER).field("name", String.class).field("note", String.class)
                        .field("retries", int.class).field("status", String.class)));

        public AddedField() {
            super(new Heading("C05", "New field at the writer (engine test)"));
        }

        @Override
        public List<TckCase> cases() {
            return List.of(added("int", "retries", 9), added("string", "status", "SHIPPED"),
                    added("both", "retries", 9, "status", "SHIPPED"));
        }

        @Override
        public List<TckCase> identityCases() {
            return cases().stream().map(c -> new TckCase(id(), c.id().replace(".new-to-old", ".v2-v2"),
                    c.title() + " (v2→v2)", "v2", "v2", classes(ClassVersion.V2, ClassVersion.V2),
                    c.writerObject(), c.writerObject(), Set.of())).toList();
        }

        private TckCase added(String name, Object... addedFieldsAndValues) {
            ObjectFactory writer = w -> withAdded(w, w.bean(ORDER, "name", "Ann", "note", "first order"),
                    addedFieldsAndValues);
            return new TckCase(id(), id() + ".added-" + name + ".new-to-old", "added " + name + " (new→old)",
                    "v2", "v1", classes(ClassVersion.V2, ClassVersion.V1), writer,
                    r -> r.bean(ORDER, "name", "Ann", "note", "first order"), Set.of());
        }

        private static Object withAdded(WorldObjects world, Object bean, Object... fields) {
            for (int i = 0; i + 1 < fields.length; i += 2) {
                world.set(bean, (String) fields[i], fields[i + 1]);
            }
            return bean;
        }

        private static CaseClasses classes(ClassVersion writer, ClassVersion reader) {
            return CaseClasses.lazily(() -> VERSIONS.classBytes(writer), () -> VERSIONS.classBytes(reader));
        }
    }

    /** A field whose type differs between writer (v1) and reader (v2), one holder class a case. */
    public static final class RetypedField extends SmallCriterion {

        public RetypedField() {
            super(new Heading("C08", "Same field name, different type (engine test)"));
        }

        @Override
        public List<TckCase> cases() {
            return List.of(retyped("int-to-long", int.class, 42, long.class, 42L),
                    retyped("long-to-int", long.class, 42L, int.class, 42));
        }

        private TckCase retyped(String name, Class<?> writerType, Object writerValue, Class<?> readerType,
                                Object readerValue) {
            String holder = PACKAGE + "Holder" + name.replace("-", "");
            ClassVersions versions = ClassVersions.of(List.of(Dto.bean(holder).field("amount", writerType)),
                    List.of(Dto.bean(holder).field("amount", readerType)));
            Map<String, byte[]> v1 = versions.classBytes(ClassVersion.V1);
            Map<String, byte[]> v2 = versions.classBytes(ClassVersion.V2);
            return new TckCase(id(), id() + "." + name + ".old-to-new", name + " (old→new)", "v1", "v2", v1, v2,
                    w -> w.bean(holder, "amount", writerValue), r -> r.bean(holder, "amount", readerValue), Set.of());
        }
    }

    /** What a test criterion says of itself. */
    private record Heading(String id, String title) {
    }

    /** A criterion whose description is only its title: no document is made from these. */
    private abstract static class SmallCriterion implements Criterion {

        private final Heading heading;

        SmallCriterion(Heading heading) {
            this.heading = heading;
        }

        @Override
        public String id() {
            return heading.id();
        }

        @Override
        public String title() {
            return heading.title();
        }

        @Override
        public CriterionDescription description() {
            return new CriterionDescription(heading.title(), "-", "-", "-", "-");
        }
    }
}
