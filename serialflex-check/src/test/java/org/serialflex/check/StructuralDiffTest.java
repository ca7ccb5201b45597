package org.serialflex.check;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The structural diff of two compiled versions of a small domain: each kind of change is named,
 * with the kit criterion it falls under, and nothing else is.
 */
class StructuralDiffTest {

    @TempDir
    static Path dir;

    private static StructuralDiff diff;

    @BeforeAll
    static void compileBothVersions() {
        Path oldClasses = Sources.compile(dir.resolve("old"),
                "package t; public class Added { String a; }",
                "package t; public class Removed { String a; int b; }",
                "package t; public class Retyped { int n; }",
                "package t; public class Renamed { String phone; int age; }",
                "package t; public class Base { String id; }",
                "package t; public class Child extends Base { String x; }",
                "package t; public enum Status { NEW, PAID }",
                "package t; public interface Payment { }",
                "package t; public class Card implements Payment { String last4; }",
                "package t; public class Legacy implements Payment { String code; }",
                "package t; public class Holder { Payment payment; }",
                "package t; public class Money { java.math.BigDecimal amount; String currency; }",
                "package t; public class Order { Money total; Status status; Holder holder; }",
                // swagger-models: QueryParameter declares `in` and so does its superclass Parameter, in both versions
                "package t; public class Parameter { String in; String name; }",
                "package t; public class QueryParameter extends Parameter { String in; }",
                "package t; public class Shadowing extends Parameter { String in; }",
                "package t; public class MoverBase { String id; }",
                "package t; public class Mover extends MoverBase { String kept; String moving; }",
                "package t; public enum Level { LOW, HIGH }",
                "package t; public enum Tail { A, B, C }",
                "package t; public class Wired { String phone; int age; }");
        Path newClasses = Sources.compile(dir.resolve("new"),
                "package t; public class Added { String a; String b; }",
                "package t; public class Removed { String a; }",
                "package t; public class Retyped { long n; }",
                "package t; public class Renamed { String phoneNumber; int age; }",
                "package t; public class Base { String id; }",
                // the superclass's field now declared here: another superclass and a field moved
                "package t; public class Child { String id; String x; }",
                "package t; public enum Status { NEW, PAID, REFUNDED }",
                "package t; public interface Payment { }",
                "package t; public class Card implements Payment { String last4; }",
                "package t; public class Wallet implements Payment { String walletId; }",
                "package t; public class Holder { Payment payment; }",
                "package t; public class Money { java.math.BigDecimal amount; String currency; }",
                "package t; public class Order { Money total; Status status; Holder holder; }",
                "package t; public class Parameter { String in; String name; }",
                "package t; public class QueryParameter extends Parameter { String in; }",
                // the subclass no longer shadows the superclass's field: its own field is gone, nothing moved
                "package t; public class Shadowing extends Parameter { }",
                "package t; public class MoverBase { String id; String moving; }",
                "package t; public class Mover extends MoverBase { String kept; }",
                "package t; public enum Level { NONE, LOW, HIGH }",
                "package t; public enum Tail { A, C }",
                "package t; public class Wired { String phoneNumber; int age; }");
        diff = new StructuralDiff(new ClassShapes("old", ClassFiles.read(oldClasses, "old")),
                new ClassShapes("new", ClassFiles.read(newClasses, "new")));
    }

    @Test
    void anAddedFieldFallsUnderNewFieldAtTheReaderAndAtTheWriter() {
        assertThat(diff.changesOf("t.Added")).containsExactly(
                new ClassChange("t.Added", ChangeKind.FIELD_ADDED, "b (String)"));
        assertThat(ChangeKind.FIELD_ADDED.criteria()).containsExactly("C06", "C05");
    }

    @Test
    void aRemovedField() {
        assertThat(diff.changesOf("t.Removed")).containsExactly(
                new ClassChange("t.Removed", ChangeKind.FIELD_REMOVED, "b (int)"));
        assertThat(ChangeKind.FIELD_REMOVED.criteria()).containsExactly("C05", "C06");
    }

    @Test
    void aRetypedFieldIsCriterionC08() {
        assertThat(diff.changesOf("t.Retyped")).containsExactly(
                new ClassChange("t.Retyped", ChangeKind.FIELD_RETYPED, "n: int → long"));
        assertThat(StructuralDiff.criteriaOf(diff.changesOf("t.Retyped"))).containsExactly("C08");
    }

    @Test
    void aFieldRemovedAndOneOfTheSameTypeAddedInItsPlaceIsProbablyARenameNotTwoChanges() {
        assertThat(diff.changesOf("t.Renamed")).containsExactly(
                new ClassChange("t.Renamed", ChangeKind.PROBABLY_RENAMED, "phone → phoneNumber (String)"));
        assertThat(StructuralDiff.criteriaOf(diff.changesOf("t.Renamed"))).containsExactly("C07");
    }

    @Test
    void anotherSuperclassAndAFieldMovedIntoTheClassAreHierarchyChanges() {
        assertThat(diff.changesOf("t.Child")).containsExactlyInAnyOrder(
                new ClassChange("t.Child", ChangeKind.HIERARCHY_CHANGED, "superclass Base → Object"),
                new ClassChange("t.Child", ChangeKind.HIERARCHY_CHANGED, "id moved from Base to Child"));
        assertThat(StructuralDiff.criteriaOf(diff.changesOf("t.Child"))).containsExactly("C10");
    }

    @Test
    void aFieldThatASubclassShadowsInBothVersionsHasNotMoved() {
        assertThat(diff.changesOf("t.QueryParameter")).isEmpty();
    }

    @Test
    void aSubclassThatStopsShadowingAFieldLosesItsOwnFieldAndNothingMoves() {
        assertThat(diff.changesOf("t.Shadowing")).containsExactly(
                new ClassChange("t.Shadowing", ChangeKind.FIELD_REMOVED, "in declared in Shadowing (String)"));
    }

    @Test
    void aFieldDeclaredInTheSubclassInTheOldVersionAndInTheSuperclassInTheNewHasMoved() {
        assertThat(diff.changesOf("t.Mover")).contains(
                new ClassChange("t.Mover", ChangeKind.HIERARCHY_CHANGED, "moving moved from Mover to MoverBase"));
    }

    @Test
    void aConstantInsertedBeforeOthersShiftsTheirOrdinals() {
        assertThat(diff.changesOf("t.Level")).containsExactly(new ClassChange("t.Level",
                ChangeKind.ENUM_ORDINALS_SHIFTED, "added NONE at ordinal 0: LOW, HIGH shift from 0, 1 to 1, 2"));
        assertThat(diff.changesOf("t.Tail")).containsExactly(new ClassChange("t.Tail",
                ChangeKind.ENUM_ORDINALS_SHIFTED, "removed B (ordinal 1): C shifts from 2 to 1"));
        assertThat(StructuralDiff.criteriaOf(diff.changesOf("t.Level"))).containsExactly("C14");
    }

    @Test
    void aFieldRenamedInJavaThatKeepsItsWireNameIsNoChange() {
        ClassShapes oldShapes = new ClassShapes("old", ClassFiles.read(dir.resolve("old/classes"), "old"));
        ClassShapes newShapes = new ClassShapes("new", ClassFiles.read(dir.resolve("new/classes"), "new"));
        // the library writes phoneNumber as "phone" (@JsonProperty("phone")) in the new version
        WireNames jackson = (className, field, version) -> field.equals("phoneNumber") ? "phone" : field;
        StructuralDiff byWire = new StructuralDiff(oldShapes, newShapes, jackson);
        assertThat(byWire.changesOf("t.Wired")).isEmpty();
        assertThat(byWire.notes("t.Wired")).containsExactly(
                "Wired.phone is phoneNumber in the new version, written as phone in both: no change in the bytes");
        // by Java names, the same classes hold a probable rename
        assertThat(diff.changesOf("t.Wired")).containsExactly(
                new ClassChange("t.Wired", ChangeKind.PROBABLY_RENAMED, "phone → phoneNumber (String)"));
        // a Java name kept with another wire name is a rename in the bytes
        WireNames renamedOnTheWire = (className, field, version) ->
                field.equals("age") && version == WireNames.Version.NEW ? "years" : field;
        assertThat(new StructuralDiff(oldShapes, newShapes, renamedOnTheWire).changesOf("t.Renamed")).contains(
                new ClassChange("t.Renamed", ChangeKind.PROBABLY_RENAMED, "age → age (int, written as age → years)"));
    }

    @Test
    void anAddedEnumConstant() {
        assertThat(diff.changesOf("t.Status")).containsExactly(
                new ClassChange("t.Status", ChangeKind.ENUM_CONSTANTS_CHANGED, "added REFUNDED"));
        assertThat(StructuralDiff.criteriaOf(diff.changesOf("t.Status"))).containsExactly("C14");
    }

    @Test
    void aSubtypeOnlyOneVersionHasIsAClassMissingOnTheOtherSide() {
        assertThat(diff.changes("t.Holder")).containsExactlyInAnyOrder(
                new ClassChange("t.Legacy", ChangeKind.CLASS_REMOVED, "Legacy exists only in the old version"),
                new ClassChange("t.Wallet", ChangeKind.CLASS_ADDED, "Wallet exists only in the new version"));
        assertThat(StructuralDiff.criteriaOf(diff.changes("t.Holder"))).containsExactly("C13");
    }

    @Test
    void aRootCarriesTheChangesOfEveryClassItReachesAndAnUnchangedOneNone() {
        assertThat(diff.changes("t.Money")).isEmpty();
        assertThat(diff.changes("t.Order")).extracting(ClassChange::kind).containsExactlyInAnyOrder(
                ChangeKind.ENUM_CONSTANTS_CHANGED, ChangeKind.CLASS_REMOVED, ChangeKind.CLASS_ADDED);
        assertThat(diff.reachedFrom("t.Order")).containsExactlyInAnyOrder("t.Order", "t.Money", "t.Status",
                "t.Holder", "t.Payment", "t.Card", "t.Legacy", "t.Wallet");
        assertThat(diff.reachedFrom("t.Added")).containsExactly("t.Added");
    }

    @Test
    void samplesFollowTheEnumsAndSubtypesARootReaches() {
        ClassShapes newShapes = new ClassShapes("new", ClassFiles.read(dir.resolve("new/classes"), "new"));
        // Order reaches Status (3 constants) and Payment (Card, Wallet); Money reaches neither
        assertThat(Population.of(42, newShapes, diff.reachedFrom("t.Order")).samplesNeeded(1)).isEqualTo(3);
        assertThat(Population.of(42, newShapes, diff.reachedFrom("t.Money")).samplesNeeded(1)).isEqualTo(1);
        assertThat(Population.of(42, newShapes, diff.reachedFrom("t.Money")).samplesNeeded(2)).isEqualTo(2);
    }
}
