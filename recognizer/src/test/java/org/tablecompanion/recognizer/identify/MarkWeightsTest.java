package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * How much the marks of water and of small meadows say: H&amp;G tiles painted at the size a 1080p
 * board shows them, their marks judged for two twins that differ in one mark only.
 */
class MarkWeightsTest {

    private static final Catalog HG = Catalogs.builtIn("hg-2020");
    private static final TerrainLayouts LAYOUTS = new TerrainLayouts(HG);
    private static final MarkEvidence MARKS = new MarkEvidence(LAYOUTS);

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /** The odd pixels of tile {@code id} painted upright. */
    private static MarkEvidence.Odd painted(String id) {
        TileType t = HG.require(id);
        Patch p = PaintedBoardTiles.patches(HG, List.of(t)).get(0);
        return PaintedMarks.observed(MARKS, LAYOUTS, p, null);
    }

    /** What the marks of {@code odd} say of tile {@code id} read upright, under the painted looks. */
    private static double says(MarkEvidence.Odd odd, String id) {
        return PaintedMarks.says(MARKS, LAYOUTS, odd, id);
    }

    @Test
    void aPowersBadgeOnALakeIsToldFromFishAlone() {
        // 93 is 3 with a logboat's badge on its lake; both lakes have a fish, so only the
        // badge's size tells them.
        MarkEvidence.Odd badge = painted("93");
        assertTrue(says(badge, "93") > says(badge, "3"), "the badge is seen on 93");
        MarkEvidence.Odd fish = painted("3");
        assertTrue(says(fish, "3") > says(fish, "93"), "a fish is no badge on 3");
    }

    /** Asserts that tile {@code id}, painted upright, is read as itself rather than as {@code other}. */
    private static void readAsItselfRatherThan(String id, String other) {
        MarkEvidence.Odd odd = painted(id);
        assertTrue(says(odd, id) > says(odd, other), "painted " + id + " read as " + other);
    }

    @Test
    void aRaftsBadgeIsReadAsTheRaftsNotTheLogboats() {
        // 91 and 93 lie alike, each with a badge on its lake: the raft's is filled with logs.
        readAsItselfRatherThan("91", "93");
    }

    @Test
    void aLogboatsBadgeIsReadAsTheLogboatsNotTheRafts() {
        // The logboat's badge is parchment with a hull drawn across it: its middle stays light.
        readAsItselfRatherThan("93", "91");
    }

    @Test
    void aLakesTwoOrangeRedFishAreCountedAsTwo() {
        // 9 is 3 with a second fish in its lake, and only the count of orange-red blobs tells
        // them. A fish's body is lighter than the lake's deep blue and is taken now; this painted
        // 9 showed its two fish under the old bound too (only its blurred rims), so the test
        // guards the count rather than the bound.
        readAsItselfRatherThan("9", "3");
    }

    @Test
    void aLakeShowingOneOrangeFishIsReadWithOneFishRatherThanTwo() {
        // 3 is 9 with one fish fewer in its lake. Two fish showed as two orange blobs in two
        // lakes of three on the scenes, one fish as two in one of a hundred: a single blob says
        // one fish, where it had said nothing and 3 was read as 9.
        readAsItselfRatherThan("3", "9");
    }

    @Test
    void aRiversOrangeRedFishIsSeenThoughItIsInAFiguresPaintColours() {
        // 19 is 15 with a fish in its river; the fish's body is as red as a red meeple's paint,
        // and only paint in a figure's blob and round it is left out of where fish are looked
        // for. (On this sharp painted tile the fish's rim alone told it under the old rule too:
        // the test guards that the fish is still seen.)
        readAsItselfRatherThan("19", "15");
    }

    @Test
    void aLakeWithoutABadgeIsReadWithoutAPower() {
        // 9's lake holds two fish and no badge; read as 93 it would be given a logboat.
        readAsItselfRatherThan("9", "93");
    }

    @Test
    void aRiverWithoutAFishIsReadSoByOneAtMost() {
        // 19 is 15 with a fish in its river: the river is all that tells the twins apart. Rivers
        // without a fish show as odd pixels along their banks as often as rivers with one, and
        // nothing orange shows in 15's: its reading leads 19's by what the odd pixels say alone.
        MarkEvidence.Odd odd = painted("15");
        double gap = says(odd, "15") - says(odd, "19");
        assertTrue(gap >= 0 && gap <= 1.0 + 1e-9, "painted 15: the missing fish moves the reading by " + gap);
    }

    @Test
    void aFishSeenInARiverSaysMoreThanItsBanksCan() {
        // Painted 19's fish keeps enough of its colour against the water to be seen as a fish's:
        // beyond the 1 the river's odd pixels can say, the fish itself counts.
        MarkEvidence.Odd odd = painted("19");
        double gap = says(odd, "19") - says(odd, "15");
        assertTrue(gap > 1.0 + 1e-9, "painted 19: the fish moves the reading by " + gap);
    }

    @Test
    void anOrangeFishSeenInARiverSaysMoreThanAMissingDeer() {
        // Read as 74 (an orange fish in the river) or as 73 (a deer in the meadow instead): the
        // deer not seen is worth 2 either way; the fish adds what its orange and its odd pixels say.
        MarkEvidence.Odd odd = painted("74");
        double gap = says(odd, "74") - says(odd, "73");
        assertTrue(gap > 2.0 + 1.0 + 1e-9, "74's orange fish and missing deer: " + gap);
    }

    /** The blobs of a fish's orange {@code odd} shows in water of {@code terrain}, anywhere in the picture. */
    private static int orangeBlobs(MarkEvidence.Odd odd, Terrain terrain) {
        MarkEvidence.OrangeBlob[] blobs = odd.orange()[LAYOUTS.terrains().indexOf(terrain)];
        return blobs == null ? 0 : blobs.length;
    }

    @Test
    void twoOrangeFishInALakeAreSeenAsTwoBlobs() {
        // 1's lake holds three fish, two of them orange: seen as two blobs, which only a reading
        // with two fish or more in its lake is given.
        assertTrue(orangeBlobs(painted("1"), Terrain.LAKE) >= 2, "1's orange fish");
    }

    @Test
    void noAnimalSeenInASmallMeadowCountsHalf() {
        // 16 is 15 with its deer in the small meadow inside the river's bend instead of the large
        // one. Painted 15 shows nothing there; read as 16 that costs 1, not the 2 of a large
        // meadow, since a small meadow's animal is often drawn by its border, off its inner part.
        TerrainLayouts.Layout sixteen = LAYOUTS.layouts().stream()
                .filter(x -> x.tileId().equals("16") && x.rotation() == Rotation.R0).findFirst().orElseThrow();
        MarkEvidence.Evidence e = MARKS.evidence(sixteen, painted("15"));
        double[] terms = e.fixed();
        // Features in order: the large meadow, the river, the small meadow.
        assertEquals(3, terms.length, "three features judged");
        assertEquals(-2.0, terms[0], 1e-9, "the large meadow's deer, unexpected");
        assertEquals(-1.0, terms[2], 1e-9, "no deer seen in the small meadow");
    }
}
