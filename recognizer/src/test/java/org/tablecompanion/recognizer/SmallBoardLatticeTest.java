package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Small boards (24 tiles of the base game alone, 10 of base+River and of the base game), where the
 * table's seams outweigh the board's and the first lattice found is not the tiles'. A board holds
 * each type at most as often as the box does: squares read as a type beyond its count are taken as
 * the table when the lattice is judged; a small board's lattice is also tried at half its period;
 * and among readings that are all poor, the one with most squares agreeing with their neighbours
 * is taken; the board's own seams are fitted as parallel lines when they are too few to place
 * vanishing points; and when neither a small board's first lattice nor its half reads better,
 * the lattices of the seams where the board may lie are read too, each also at half its period.
 */
class SmallBoardLatticeTest {

    private static RenderedScene scene(long seed) {
        return TestScenes.dealtScene(SampleGame.BASE, seed, 24, Difficulty.DEFAULT, 1920, 1080);
    }

    /**
     * Seed 1000: the planks' joints held a lattice of 3.5 tiles a cell, and its 30 squares of
     * plain wood were read as C, the box's one all-city tile, and called well read: every tile
     * of the board was lost zero-shot.
     */
    @Test
    void squaresOfPlanksReadAsTheOneAllCityTileDoNotHoldTheBoard() {
        assertReadOnTheTilesLattice(scene(1000), SampleGame.BASE, 0.2);
    }

    /**
     * Seed 1002: a lattice of half tiles read 95 squares, 55 of them beyond the box's counts,
     * and as its neighbours disagreed it was asked about whole; the tiles' own lattice was found
     * but could not take over from a reading that kept more squares.
     */
    @Test
    void aLatticeOfHalfTilesGivesWayToTheTilesWithAPack() {
        assertEveryTileRight(scene(1002), true);
    }

    @Test
    void aLatticeOfHalfTilesGivesWayToTheTilesZeroShot() {
        assertEveryTileRight(scene(1002), false);
    }

    /**
     * Seed 2000: a board on a white sheet, nearly straight from above, held a lattice of two
     * tiles a cell whose 13 squares zero-shot read at even odds: 19 tiles were read wrong, and
     * surely.
     */
    @Test
    void aLatticeOfTwoTilesACellIsHalvedZeroShot() {
        assertEveryTileRight(scene(2000), false);
    }

    /**
     * Seed 2004: 34 squares of the dark floor beyond the table's edge were read as tiles, mostly
     * as C (31 readings beyond the box). Taken as the table, they leave the board of 24 tiles
     * read well.
     */
    @Test
    void squaresOfTheFloorBeyondTheBoxLeaveTheBoardReadZeroShot() {
        assertEveryTileRight(scene(2004), false);
    }

    /**
     * Base+River seed 1000, 10 tiles: a river across a plank table. Every lattice tried reads
     * poorly; the tiles' own keeps its 10 tiles, but of 25 squares called tiles (the rest
     * planks). Among poor readings the one with most squares read well had been taken: one of
     * half tiles (28 of 65), whose squares disagree with their neighbours. Poor readings are now
     * weighed by their squares that agree with their neighbours, within the box's counts.
     */
    @Test
    void aRiverOfTenTilesIsReadOnTheLatticeWhoseSquaresAgreeZeroShot() {
        assertEveryTileRight(TestScenes.dealtScene(SampleGame.RIVER, 1000, 10, Difficulty.DEFAULT, 1920, 1080),
                SampleGame.RIVER, false);
    }

    /**
     * Base seed 1003, 10 tiles of 57 px on a white sheet: the sheet's edges were the frame's
     * strongest seams, and the board's own were too few to place vanishing points, so every
     * lattice of them had been dropped. Fitted as parallel lines within the board region
     * without the sheet's edge, they read the board.
     */
    @Test
    void aSmallBoardOnASheetIsReadOnItsOwnSeamsWithAPack() {
        assertEveryTileRight(TestScenes.dealtScene(SampleGame.BASE, 1003, 10, Difficulty.DEFAULT, 1920, 1080), true);
    }

    /**
     * Base seed 1004, 10 tiles of 64 px on a white sheet: the frame's seams, mostly the sheet's
     * and the board's outline, held a lattice of 1.8 tiles a cell, and it at half its period one
     * of 0.9: 2 of 10 tiles right zero-shot. The seams where the board may lie, fitted alone,
     * hold one of two tiles a cell, and at half its period the tiles'.
     */
    @Test
    void aSmallBoardOnASheetIsReadOnHalfTheLatticeOfItsOwnSeamsZeroShot() {
        assertReadOnTheTilesLattice(TestScenes.dealtScene(SampleGame.BASE, 1004, 10, Difficulty.DEFAULT, 1920, 1080),
                SampleGame.BASE, 0.1);
    }

    /**
     * H&amp;G seed 3004, 10 tiles: the tiles' own lattice kept its 10 squares, and a lattice of
     * half tiles, whose squares of meadow and forest read well zero-shot (13 of them), took over:
     * 0 of 10 right. A lattice at half its period now takes over only where its cells' edges lie
     * on seams better than the first's, against their middle lines ({@code SeamSupport}: 36.9
     * against 20.2 here).
     */
    @Test
    void aSmallBoardIsReadOnTheLatticeWhoseEdgesAreSeamsNotOnItsHalfZeroShot() {
        assertReadOnTheTilesLattice(TestScenes.dealtScene(SampleGame.HG, 3004, 10, Difficulty.DEFAULT, 1920, 1080),
                SampleGame.HG, 0.1);
    }

    /**
     * H&amp;G seed 2004, 10 tiles turned a little each, with gaps, on a speckled table, with a
     * pack: the tiles' own lattice keeps 11 squares (the 10 tiles and a square of the dark floor)
     * of 31 it called tiles, the rest table, and 8 of them read well and agree: it was judged
     * poor. A strip of floor read as 43 twenty times, poorly, had also left none of them counted
     * as read well. A lattice of about half a tile, agreeing as often, was taken, and the board
     * lost whole.
     */
    @Test
    void aSmallBoardOfTilesLaidApartOnASpeckledTableIsReadWithAPack() {
        assertEveryTileRight(TestScenes.dealtScene(SampleGame.HG, 2004, 10, Difficulty.DEFAULT, 1920, 1080),
                SampleGame.HG, true);
    }

    /** Every tile in full view that no hand hides (the recognizer does not read those) is read right. */
    private static void assertEveryTileRight(RenderedScene scene, boolean withPack) {
        assertEveryTileRight(scene, SampleGame.BASE, withPack);
    }

    private static void assertEveryTileRight(RenderedScene scene, SampleGame game, boolean withPack) {
        SceneTruths.Comparison c = TestScenes.compared(scene, game, withPack);
        List<String> wrong = c.notReadRight().stream().filter(t -> t.occluded() < Recognizer.HAND_HIDES)
                .map(t -> t.id() + " at " + t.centre()).toList();
        assertEquals(List.of(), wrong, c.misses().toString());
    }

    /** Read zero-shot, the lattice's cell is the tiles' side within {@code within} of it. */
    private static void assertReadOnTheTilesLattice(RenderedScene scene, SampleGame game, double within) {
        Observation o = TestScenes.read(scene, game, false);
        double side = SceneTruths.meanTileSidePx(scene.truth());
        assertTrue(Math.abs(o.lattice().cellPx() / side - 1) < within,
                "cell " + o.lattice().cellPx() + " px against tiles of " + side + " px");
    }
}
