package org.tablecompanion.recognizer.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.LatticeView;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;

class SceneScoreTest {

    private final Catalog hg = Catalogs.builtIn("hg-2020");
    private final Catalog base = Catalogs.builtIn("base");

    @Test
    void typesTheCatalogDescribesAlikeAreTheSameForTheRules() {
        // 33, 75 and 77: a forest with gold and an empty meadow; only their art differs.
        int turn = -1;
        for (int r = 0; r < 360; r += 90) {
            if (SceneScore.sameRules(hg, "75", r, "33", 0)) {
                turn = r;
            }
        }
        assertTrue(turn >= 0, "75 in some turn says what 33 does");
        assertFalse(SceneScore.same(hg, "75", turn, "33", 0));
    }

    @Test
    void anotherAnimalOrAnotherTurnIsNotTheSameForTheRules() {
        assertFalse(SceneScore.sameRules(hg, "30", 0, "31", 0), "deer and tiger");
        assertFalse(SceneScore.sameRules(hg, "33", 90, "33", 0), "turned");
    }

    @Test
    void aTileReadHalfATurnRoundIsRightOnlyWhereItsTurnPlaysTheSame() {
        // U, the straight road, lies alike half a turn round; 38 (a forest E-W between a meadow
        // with a deer N and an empty one S) puts the deer on the other meadow.
        assertTrue(SceneScore.same(base, "U", 180, "U", 0));
        assertFalse(SceneScore.same(hg, "38", 180, "38", 0), "the deer's meadow");
        assertFalse(SceneScore.sameRules(hg, "38", 180, "38", 0), "the deer's meadow");
    }

    @Test
    void aTileWhoseTurnJoinsItsRiversToOtherLakesIsNotRight() {
        // 83 a quarter turn round has rivers on the same edges, fed into lakes in other pairs.
        assertFalse(SceneScore.same(hg, "83", 90, "83", 0));
        assertTrue(SceneScore.same(hg, "83", 180, "83", 0), "half a turn round its lakes swap");
    }

    @Test
    void aFigureOnASymmetricTileReadHalfATurnRoundIsOnTheSameFeature() {
        // U, the straight road: its north field (1) turned half round lies where its south field (2) was.
        assertTrue(SceneScore.sameFeature(base, "U", 180, 2, "U", 0, 1));
        assertFalse(SceneScore.sameFeature(base, "U", 180, 1, "U", 0, 1), "the other field");
    }

    @Test
    void aHutOnALakeOfASymmetricTileReadHalfATurnRoundIsOnTheSameLake() {
        // 83: four rivers, those from N and E into lake 7, those from S and W into lake 8; half a
        // turn round it lies as before with its lakes swapped. A lake touches no edge, so its
        // place is told by the turn, not by ports.
        assertTrue(SceneScore.sameFeature(hg, "83", 180, 8, "83", 0, 7));
        assertFalse(SceneScore.sameFeature(hg, "83", 180, 7, "83", 0, 7), "the other lake");
        assertFalse(SceneScore.sameFeature(hg, "83", 0, 8, "83", 0, 7), "the other lake, same turn");
    }

    @Test
    void aFigureOnATwinThatPlaysTheSameIsOnTheSameFeature() {
        // 30 and 78 print a meadow with a deer and a forest with gold; 78 half a turn round lies as
        // 30 does, its forest numbered 0 where 30's is 1.
        assertTrue(SceneScore.sameFeature(hg, "78", 180, 0, "30", 0, 1), "the forest");
        assertFalse(SceneScore.sameFeature(hg, "78", 180, 1, "30", 0, 1), "the meadow");
    }

    @Test
    void aFigureOnATileReadAsAnotherTypeIsOnTheSameFeatureWhereTheFeaturesLieAlike() {
        // 36 (a meadow N, E, W with an aurochs; a forest S) read as 37 half a turn round (its
        // meadow with a deer then touches W, N, E): a hunter on the meadow claims the same meadow.
        assertTrue(SceneScore.sameFeature(hg, "37", 180, 1, "36", 0, 0), "the meadow");
        assertFalse(SceneScore.sameFeature(hg, "37", 180, 0, "36", 0, 0), "the forest");
    }

    @Test
    void featureNumbersOfTwoTypesSayNothingOfEachOther() {
        // U's feature 1 is its north field; D's feature 1 is its city on the north edge.
        assertFalse(SceneScore.sameFeature(base, "D", 0, 1, "U", 0, 1), "a city is no field");
        // D's south field (3) touches the ports U's south field (2) does.
        assertTrue(SceneScore.sameFeature(base, "U", 0, 2, "D", 0, 3));
    }

    @Test
    void aFigureOnAFeatureOnNoEdgeIsOnTheSameFeatureOfAnotherTypeOfTheSameTerrain() {
        // A monk in B's monastery, its tile read as A (a monastery with a road).
        assertTrue(SceneScore.sameFeature(base, "A", 90, 0, "B", 0, 0));
        assertFalse(SceneScore.sameFeature(base, "A", 90, 1, "B", 0, 0), "the road");
    }

    @Test
    void aFigureOnATileReadInAnotherTurnIsNotOnTheSameFeature() {
        // D: road, city, two fields; turned a quarter its city touches another edge.
        assertFalse(SceneScore.sameFeature(base, "D", 90, 1, "D", 0, 1));
    }

    @Test
    void anExtraFigureFlaggedUnsureIsExtraButNotToldAsSure() {
        List<FigureReading> figures = List.of(
                new FigureReading("red", "standing", List.of(100.0, 100.0), 0, 0, 1, "road", 0.99),
                new FigureReading("blue", "standing", List.of(300.0, 100.0), 1, 0, 1, "road", 0.6));
        SceneScore s = SceneScore.of(withFigures("base", figures), new BenchTruth(List.of(), List.of()), base, 0.9);
        assertEquals(2, s.extraFigures());
        assertEquals(1, s.sureExtraFigures());
    }

    @Test
    void aFigureReadWrongIsToldAsSureOnlyWhenNotFlaggedUnsure() {
        // A red hut seen standing at 0.95, told unasked; a blue meeple read on another feature at
        // 0.6, asked about.
        List<FigureReading> figures = List.of(
                new FigureReading("red", "standing", List.of(100.0, 100.0), 0, 0, 1, "river", 0.95),
                new FigureReading("blue", "standing", List.of(300.0, 100.0), 1, 0, 2, "meadow", 0.6));
        BenchTruth truth = new BenchTruth(List.of(), List.of(
                new BenchTruth.Figure("red", "hut", "0", 0, 1, 100, 100),
                new BenchTruth.Figure("blue", "standing", "0", 0, 1, 300, 100)));
        SceneScore s = SceneScore.of(withFigures("hg-2020", figures), truth, hg, 0.9);
        assertEquals(2, s.figuresFound());
        assertEquals(1, s.figuresRight(), "the hut's feature is right");
        assertEquals(1, s.sureWrongFigures());
    }

    @Test
    void aFigureOnATileNotComparedIsCountedApartAndNotAsAnExtra() {
        // A red meeple on a tile a hand partly hides: its tile is not compared, so neither is its
        // feature; its reading is a real figure all the same.
        List<FigureReading> figures = List.of(
                new FigureReading("red", "standing", List.of(100.0, 100.0), 0, 0, 1, "road", 0.99));
        BenchTruth truth = new BenchTruth(List.of(), List.of(), List.of(new BenchTruth.Tile("D", 0, 100, 100)),
                List.of(new BenchTruth.Figure("red", "standing", "D", 0, 0, 100, 100),
                        new BenchTruth.Figure("blue", "standing", "D", 0, 0, 110, 110)));
        SceneScore s = SceneScore.of(withFigures("base", figures), truth, base, 0.9);
        assertEquals(0, s.figures(), "not compared");
        assertEquals(2, s.figuresOnHidden());
        assertEquals(1, s.figuresOnHiddenFound());
        assertEquals(0, s.extraFigures());
    }

    @Test
    void aHutReadOnTheNextTilesPartOfItsRiverIsOnItsFeature() {
        // 46's river (1) runs E-W; 58 east of it, turned a quarter, takes it in on its W edge into
        // its lake (river 2). A hut on 46's river by the seam, read a pixel over it on 58, is on
        // the same river of the board, though the two tiles' rivers touch other edges.
        assertEquals(1, aRedHutOn46sRiverReadNextDoor(1, 0, "58", 90, 2).figuresRight());
    }

    @Test
    void aFigureReadOnTheNextTilesFeatureLikeItsOwnButApartIsWrong() {
        // 48 south of 46 has a river E-W as 46 has, a river of its own.
        assertEquals(0, aRedHutOn46sRiverReadNextDoor(0, 1, "48", 0, 1).figuresRight());
    }

    /**
     * 46 upright on a 50-pixel square at (100, 100) and {@code id} turned {@code rotation} on the
     * square (dx, dy) from it, both read right; a red hut on 46's river, its foot by that seam,
     * read on the other tile's {@code feature}.
     */
    private SceneScore aRedHutOn46sRiverReadNextDoor(int dx, int dy, String id, int rotation, int feature) {
        double left = 100 + 50 * dx;
        double top = 100 + 50 * dy;
        TileReading home = new TileReading(0, 0, "46", 0, 0.99, 1, List.of(), square(100, 100));
        TileReading next = new TileReading(dx, dy, id, rotation, 0.99, 1, List.of(), square(left, top));
        List<Double> foot = List.of(125 + 24.0 * dx, 125 + 24.0 * dy);
        FigureReading hut = new FigureReading("red", "hut", foot, dx, dy, feature, "river", 0.99);
        Observation o = new Observation(Observation.FORMAT, new Observation.ImageSize(640, 480), List.of("hg-2020"),
                "zero-shot", LatticeView.none(), List.of(home, next), List.of(hut), List.of(), Map.of(), List.of());
        BenchTruth truth = new BenchTruth(List.of(new BenchTruth.Tile("46", 0, 125, 125),
                new BenchTruth.Tile(id, rotation, left + 25, top + 25)),
                List.of(new BenchTruth.Figure("red", "hut", "46", 0, 1, foot.get(0), foot.get(1))));
        return SceneScore.of(o, truth, hg, 0.9);
    }

    @Test
    void eachToldReadingCountsInItsTenthOfConfidenceAsRightOrWrongByTheRules() {
        // Two cells: 33 read as 75 turned so it plays the same (right by the rules) at 0.58, and
        // 30 read as 31 (a deer's meadow read as a tiger's) at 0.55, its truth offered at 0.40.
        int turn = 0;
        for (int r = 0; r < 360; r += 90) {
            turn = SceneScore.sameRules(hg, "75", r, "33", 0) ? r : turn;
        }
        TileReading right = new TileReading(0, 0, "75", turn, 0.58, 1,
                List.of(new TileReading.CandidateView("75", turn, 0.58), new TileReading.CandidateView("30", 0, 0.42)),
                square(100, 100));
        TileReading wrong = new TileReading(1, 0, "31", 0, 0.55, 1,
                List.of(new TileReading.CandidateView("31", 0, 0.55), new TileReading.CandidateView("30", 0, 0.40)),
                square(150, 100));
        Observation o = new Observation(Observation.FORMAT, new Observation.ImageSize(640, 480), List.of("hg-2020"),
                "zero-shot", LatticeView.none(), List.of(right, wrong), List.of(), List.of(), Map.of(), List.of());
        BenchTruth truth = new BenchTruth(List.of(new BenchTruth.Tile("33", 0, 125, 125),
                new BenchTruth.Tile("30", 0, 175, 125)), List.of());
        Reliability r = SceneScore.of(o, truth, hg, 0.9).reliability();
        assertEquals(List.of(new Reliability.Bin(0.5, 0.6, 2, 0.58 + 0.55, 1)), r.told());
        assertEquals(0.5, r.told().get(0).rightShare());
        // The others: 30 at 0.42 wrong for the first cell, 30 at 0.40 right for the second.
        assertEquals(List.of(new Reliability.Bin(0.4, 0.5, 2, 0.42 + 0.40, 1)), r.others());
    }

    /** The corners of a 50-pixel square at (left, top), clockwise from the north-west. */
    private static List<List<Double>> square(double left, double top) {
        return List.of(List.of(left, top), List.of(left + 50, top), List.of(left + 50, top + 50), List.of(left, top + 50));
    }

    @Test
    void anExtraTileFlaggedUnsureIsExtraButNotToldAsSure() {
        Observation o = observed(List.of(tile(0, 100, 0.99), tile(1, 300, 0.6)));
        SceneScore s = SceneScore.of(o, new BenchTruth(List.of(), List.of()), base, 0.9);
        assertEquals(2, s.extraTiles());
        assertEquals(1, s.sureExtraTiles());
    }

    @Test
    void aTileAHandPartlyHidesReadAsItPlaysIsNotAnExtraTile() {
        // Tile A lies at (125, 125) with a hand over a fifth of it: the truth does not compare it,
        // yet a reading there is of a real tile, read right.
        SceneScore s = aSureAOverAPartlyHidden("A");
        assertEquals(0, s.extraTiles());
        assertEquals(0, s.tiles(), "a partly hidden tile is not compared");
    }

    @Test
    void aTileAHandPartlyHidesReadWrongIsStillAnExtraReading() {
        SceneScore s = aSureAOverAPartlyHidden("B");
        assertEquals(1, s.sureExtraTiles());
        assertTrue(s.misses().get(0).endsWith("on B 0 partly hidden"), s.misses().get(0));
    }

    @Test
    void aTwinReadThatPlaysTheSameIsMarkedSoInTheMisses() {
        // 75 and 33 differ only in their art: a 33 read as 75 is a miss of the type, not of the rules.
        int turn = java.util.stream.IntStream.of(0, 90, 180, 270).filter(r -> SceneScore.sameRules(hg, "75", r, "33", 0))
                .findFirst().orElseThrow();
        SceneScore s = oneHgTileRead("33", "75", turn);
        assertTrue(s.misses().get(0).endsWith("; plays the same"), s.misses().get(0));
    }

    @Test
    void aMisreadThatPlaysOtherwiseIsNotMarked() {
        // 30 has a deer where 31 has a tiger.
        SceneScore s = oneHgTileRead("30", "31", 0);
        assertFalse(s.misses().get(0).contains("plays the same"), s.misses().get(0));
    }

    /** Truth tile {@code truthId} upright at (125, 125), read as {@code readId} turned {@code turn}, sure. */
    private SceneScore oneHgTileRead(String truthId, String readId, int turn) {
        TileReading r = new TileReading(0, 0, readId, turn, 0.99, 1, List.of(), List.of(List.of(100.0, 100.0),
                List.of(150.0, 100.0), List.of(150.0, 150.0), List.of(100.0, 150.0)));
        Observation o = new Observation(Observation.FORMAT, new Observation.ImageSize(640, 480), List.of("hg-2020"),
                "zero-shot", LatticeView.none(), List.of(r), List.of(), List.of(), Map.of(), List.of());
        BenchTruth truth = new BenchTruth(List.of(new BenchTruth.Tile(truthId, 0, 125, 125)), List.of());
        return SceneScore.of(o, truth, hg, 0.9);
    }

    /** A reading of A at 99 % scored over a tile {@code hiddenId} the truth leaves out as partly hidden. */
    private SceneScore aSureAOverAPartlyHidden(String hiddenId) {
        BenchTruth truth = new BenchTruth(List.of(), List.of(), List.of(new BenchTruth.Tile(hiddenId, 0, 125, 125)));
        return SceneScore.of(observed(List.of(tile(0, 100, 0.99))), truth, base, 0.9);
    }

    /** An observation of a 640 x 480 frame with a pack: these tiles and no figures. */
    private static Observation observed(List<TileReading> tiles) {
        return new Observation(Observation.FORMAT, new Observation.ImageSize(640, 480), List.of("base"), "pack",
                LatticeView.none(), tiles, List.of(), List.of(), Map.of(), List.of());
    }

    /** A reading of tile A on a 50-pixel square at (left, 100), fully in a 640 x 480 frame. */
    private static TileReading tile(int x, double left, double confidence) {
        return new TileReading(x, 0, "A", 0, confidence, 1, List.of(), List.of(List.of(left, 100.0),
                List.of(left + 50, 100.0), List.of(left + 50, 150.0), List.of(left, 150.0)));
    }

    /** A pack reading of a 640 x 480 photo with these figures and no tiles. */
    private static Observation withFigures(String catalog, List<FigureReading> figures) {
        return new Observation(Observation.FORMAT, new Observation.ImageSize(640, 480), List.of(catalog), "pack",
                LatticeView.none(), List.of(), figures, List.of(), Map.of(), List.of());
    }
}
