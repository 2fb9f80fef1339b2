package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.hands.HandSighting;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.PlayerColourDeal;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.scene.SceneTile;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A hand over the board, read by the real pipeline on generated 1080p scenes of default
 * difficulty. Skin is the colour of city art: a hand's cells were read as city tiles, sure and
 * wrong, and as extra tiles where none lies.
 */
class HandsOverTheBoardTest {

    @Test
    void noReadingOfATileTheHandCoversIsSure() {
        // Base+River seed 2000: a pale hand lies over the board's east; zero-shot read X as L at
        // 100 % under it, and a row of sure C tiles along the arm.
        RenderedScene scene = scene(SampleGame.RIVER, 2000, ArmChoice.ALWAYS);
        Recognition r = recognized(scene, SampleGame.RIVER);
        List<String> sureUnderTheHand = new ArrayList<>();
        for (TileTruth t : scene.truth().tiles()) {
            if (t.occluded() < 0.2) {
                continue;
            }
            for (TileReading reading : r.observation().tiles()) {
                double[] c = SceneTruths.centre(reading);
                boolean onIt = Math.hypot(c[0] - t.centre().get(0), c[1] - t.centre().get(1))
                        < 0.35 * r.observation().lattice().cellPx();
                if (onIt && reading.confidence() >= Recognizer.UNSURE_BELOW) {
                    sureUnderTheHand.add(t.id() + " read " + reading.tile() + " " + reading.confidence());
                }
            }
        }
        assertEquals(List.of(), sureUnderTheHand);
    }

    @Test
    void theHandIsReportedWhereThePalmIs() {
        RenderedScene scene = scene(SampleGame.RIVER, 2000, ArmChoice.ALWAYS);
        Recognition r = recognized(scene, SampleGame.RIVER);
        assertTrue(r.hand().isPresent(), "a hand is found");
        HandSighting hand = r.hand().get();
        List<Double> palm = scene.truth().occluders().get(0).hand();
        assertTrue(inside(hand.outline(), palm.get(0), palm.get(1)), "the palm " + palm + " lies in the outline");
        assertTrue(r.observation().unsure().stream().anyMatch(u -> u.reason().startsWith("a hand covers")),
                "the covered cells are asked about");
    }

    @Test
    void aHandIsFoundWhenTheBoardsBrightestPixelsAreNotItsRoads() {
        // Skin is judged against the board's palest art, the roads' white. Taken as the brightest
        // pixels of the board, that was field green or the arm's own skin on boards with few roads
        // (seed 2001: no hand found); it is now taken among the pixels near the roads' grey.
        assertTrue(recognized(scene(SampleGame.RIVER, 2001, ArmChoice.ALWAYS), SampleGame.RIVER).hand().isPresent());
    }

    @Test
    void aGreyHandIsFoundByItsSmoothness() {
        // Base+River seed 2002: a pale hand, blurred by its motion, is grey over the board (red over
        // green about that of the roads' white, no skin's); it was missed and its cells read as
        // tiles. It is smooth and hides the seams, as no tile art does.
        assertPalmFound(SampleGame.RIVER, 2002);
    }

    @Test
    void aHandAtTheBoardsEdgeIsFound() {
        // Base+River seed 2010: the hand reaches over the board's south edge, mostly over cells
        // next to the tiles, which are looked at too.
        assertPalmFound(SampleGame.RIVER, 2010);
    }

    @Test
    void aHandOverAHuntersAndGatherersBoardIsFound() {
        // H&G seed 2002: the palest art is the meadow; the hand was missed there.
        assertPalmFound(SampleGame.HG, 2002);
    }

    @Test
    void noHandIsFoundOnAFieldAcrossSeveralTiles() {
        // Base+River seed 1003 without an arm: a field runs smooth across several tiles, and only
        // its seams, dark in brightness rather than in colour, cut it; it was taken for a hand
        // while smoothness was judged by colour alone.
        assertFalse(recognized(scene(SampleGame.RIVER, 1003, ArmChoice.NEVER), SampleGame.RIVER).hand().isPresent());
    }

    @Test
    void noHandIsFoundOnABoardWithoutAnArm() {
        RenderedScene scene = scene(SampleGame.RIVER, 2000, ArmChoice.NEVER);
        Recognition r = recognized(scene, SampleGame.RIVER);
        assertFalse(r.hand().isPresent(), "no hand");
        assertTrue(r.observation().unsure().stream().noneMatch(u -> u.reason().startsWith("a hand")));
    }

    @Test
    void noHandIsFoundOnABoardOfCities() {
        // Cities are brownish orange as skin is, several tiles wide; their art is speckled and cut
        // at every tile's seams, as a hand is not.
        String[] cities = {"C", "F", "G", "M", "N", "R", "Q", "S", "T", "E"};
        List<SceneTile> tiles = new ArrayList<>();
        int k = 0;
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 7; x++) {
                tiles.add(new SceneTile("base", cities[k % cities.length], x, y, Rotation.values()[k % 4]));
                k++;
            }
        }
        SceneBoard board = new SceneBoard(SampleGame.RIVER.catalogs(), tiles, List.of());
        RenderedScene scene = TestScenes.generator(SampleGame.RIVER)
                .generate(SceneGenerator.Request.of(board, Difficulty.DEFAULT, 1000).withSize(1920, 1080)
                        .withArm(ArmChoice.NEVER));
        Recognition r = recognized(scene, SampleGame.RIVER);
        assertTrue(r.observation().tiles().size() >= 20, "the board is read: " + r.observation().tiles().size());
        assertFalse(r.hand().isPresent(), "no hand on cities");
    }

    /** The scene of the seed with an arm is read with a hand whose outline holds the palm. */
    private static void assertPalmFound(SampleGame game, long seed) {
        RenderedScene scene = scene(game, seed, ArmChoice.ALWAYS);
        Recognition r = recognized(scene, game);
        assertTrue(r.hand().isPresent(), "a hand is found");
        List<Double> palm = scene.truth().occluders().get(0).hand();
        assertTrue(inside(r.hand().get().outline(), palm.get(0), palm.get(1)), "the palm " + palm + " lies in the outline");
    }

    private static RenderedScene scene(SampleGame game, long seed, ArmChoice arm) {
        SceneBoard board = PlayerColourDeal.deal(SampleGame.board(game.play(seed, 72)), seed);
        return TestScenes.generator(game)
                .generate(SceneGenerator.Request.of(board, Difficulty.DEFAULT, seed).withSize(1920, 1080).withArm(arm));
    }

    private static Recognition recognized(RenderedScene scene, SampleGame game) {
        Mat frame = scene.decode();
        try {
            Recognition r = TestScenes.recognizer(game, false).recognize(frame);
            r.log().release();
            return r;
        } finally {
            frame.release();
        }
    }

    /** Whether the point lies inside the polygon (even-odd rule). */
    private static boolean inside(List<Vec2> polygon, double x, double y) {
        boolean in = false;
        for (int i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
            Vec2 a = polygon.get(i);
            Vec2 b = polygon.get(j);
            if ((a.y() > y) != (b.y() > y) && x < (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y()) + a.x()) {
                in = !in;
            }
        }
        return in;
    }
}
