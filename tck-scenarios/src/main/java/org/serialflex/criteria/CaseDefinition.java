package org.serialflex.criteria;

import org.serialflex.runner.CaseClasses;
import org.serialflex.runner.CaseNames;
import org.serialflex.runner.ObjectFactory;
import org.serialflex.verdicts.Expect;
import org.serialflex.runner.TckCase;
import org.serialflex.spi.CaseTrait;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.PackageRenaming;

import java.util.EnumSet;
import java.util.Set;

/**
 * A case being declared: its versions, direction, writer object and expectation.
 * <pre>{@code
 * cases.add(CaseDefinition.of("int-to-long", "int→long", versions, Direction.OLD_TO_NEW)
 *         .writes(w -> w.bean(HOLDER, "value", 42))
 *         .expects(r -> Expect.bean(HOLDER).field("value", 42L)));
 * }</pre>
 */
final class CaseDefinition {

    private final String name;
    private final String title;
    private final ClassVersions versions;
    private final Direction direction;
    private ObjectFactory writer;
    private ObjectFactory expectation;
    private ObjectFactory identityExpectation;
    private final Set<CaseTrait> traits = EnumSet.noneOf(CaseTrait.class);
    private boolean directionInId = true;

    private CaseDefinition(String name, String title, ClassVersions versions, Direction direction) {
        this.name = name;
        this.title = title;
        this.versions = versions;
        this.direction = direction;
    }

    /**
     * @param name      the case's part of the id, e.g. {@code int-to-long}; the direction is appended
     * @param title     the case's title, e.g. {@code int→long}; the direction is appended
     * @param versions  the v1 and v2 classes
     * @param direction which version writes and which reads
     */
    static CaseDefinition of(String name, String title, ClassVersions versions, Direction direction) {
        return new CaseDefinition(name, title, versions, direction);
    }

    /** The writer's object, built in the writer world. */
    CaseDefinition writes(ObjectFactory factory) {
        this.writer = factory;
        return this;
    }

    /** What the reader must produce, built in the reader world (plain values, reader objects, Expect nodes). */
    CaseDefinition expects(ObjectFactory factory) {
        this.expectation = factory;
        return this;
    }

    /**
     * The reader must produce an object equal to what the writer's factory builds in the reader
     * world (shared references and cycles included); the baseline's List and Map fields are
     * compared by content, see {@link Baseline#COLLECTION_FIELDS}.
     */
    CaseDefinition expectsSameObject() {
        ObjectFactory sameObject = writer;
        this.expectation = r -> Expect.contentOnlyFields(sameObject.create(r), Baseline.COLLECTION_FIELDS);
        return this;
    }

    /**
     * What the reader must produce when it holds the writer's own class version (the case's
     * identity variant, run in upgrade lanes), for a case whose writer object is not what a
     * faithful round trip returns; by default the writer's object itself, as
     * {@link #expectsSameObject()} compares it.
     */
    CaseDefinition identityExpects(ObjectFactory factory) {
        this.identityExpectation = factory;
        return this;
    }

    /**
     * Leaves the direction out of the id, for criteria whose cases each run one way only (C08's
     * {@code int-to-long} is old→new by definition); the title still shows it.
     */
    CaseDefinition oneWay() {
        this.directionInId = false;
        return this;
    }

    /** Marks a fact about the case an adapter may decline it for. */
    CaseDefinition trait(CaseTrait trait) {
        traits.add(trait);
        return this;
    }

    /**
     * The case with the writer's class version on both sides: itself when both sides already hold
     * the same version, else {@code <criterion>.<name>.v2-v2} reading back the writer's object.
     * Collections are judged as {@link #build} judges them.
     */
    TckCase buildIdentity(String criterionId, boolean judgesCollectionClasses, CaseNaming naming) {
        if (direction.writer == direction.reader) {
            return build(criterionId, judgesCollectionClasses, naming);
        }
        ObjectFactory sameObject = writer;
        ObjectFactory expected = identityExpectation != null ? identityExpectation
                : r -> Expect.contentOnlyFields(sameObject.create(r), Baseline.COLLECTION_FIELDS);
        ObjectFactory compared = judgesCollectionClasses ? expected : r -> Expect.collectionsByContent(expected.create(r));
        String version = direction.writer.label();
        String id = criterionId + "." + name + "." + version + "-" + version;
        CaseNames names = naming.namesOf(id);
        PackageRenaming renaming = PackageRenaming.of(names.declaredPrefix(), names.ownPrefix());
        return new TckCase(criterionId, id, title + " (" + version + "→" + version + ")", version, version,
                CaseClasses.lazily(() -> renaming.apply(versions.classBytes(direction.writer)),
                        () -> renaming.apply(versions.classBytes(direction.writer))),
                writer, compared, traits, names);
    }

    /**
     * @param judgesCollectionClasses whether the criterion judges collections' and maps' concrete
     *                                classes (C17, C18); elsewhere the expectation is compared with
     *                                {@link Expect#collectionsByContent}, so one trait costs points once
     */
    TckCase build(String criterionId, boolean judgesCollectionClasses, CaseNaming naming) {
        if (writer == null || expectation == null) {
            throw new IllegalStateException("Case " + name + " of " + criterionId + " needs writes(...) and expects(...)");
        }
        ObjectFactory expected = expectation;
        ObjectFactory compared = judgesCollectionClasses ? expected : r -> Expect.collectionsByContent(expected.create(r));
        String id = criterionId + "." + (directionInId ? direction.id(name) : name);
        CaseNames names = naming.namesOf(id);
        PackageRenaming renaming = PackageRenaming.of(names.declaredPrefix(), names.ownPrefix());
        return new TckCase(criterionId, id, direction.title(title), direction.writer.label(), direction.reader.label(),
                CaseClasses.lazily(() -> renaming.apply(versions.classBytes(direction.writer)),
                        () -> renaming.apply(versions.classBytes(direction.reader))),
                writer, compared, traits, names);
    }
}
