package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;

/**
 * Monks and knights read without a pack, by the real pipeline on generated 1080p boards of
 * default difficulty. A monastery's and a city's colours are learned from the photo's own
 * monasteries and cities, figures and all: zero-shot found none of the monks of base+River
 * seeds 1000-1004, while every tile under them was read right. A red monk is as red as the
 * roof it stands on. A yellow farmer lying on a field can be taken in by the colours of the
 * readings near the top.
 */
class MonksAndKnightsZeroShotTest {

    @Test
    void monksOfColoursNoMonasteryHasAreFoundZeroShot() {
        // Seed 4001: a green and a yellow meeple stand on B's monastery (neither was found).
        // Red is left to the colour fit: a monastery's roof is red.
        assertEquals(List.of(), missedZeroShot(4001, Terrain.MONASTERY, c -> !c.equals("red")));
    }

    @Test
    void aRedMonkIsToldByHowMuchRedderItsRoofIsThanTheBoardsOtherRoofs() {
        // Seed 4004: a red meeple stands on A's monastery, as red as the roof it hides; the
        // board's five other monasteries show 33-49 red pixels of 32 x 32, that one 80.
        assertEquals(List.of(), missedZeroShot(4004, Terrain.MONASTERY, c -> c.equals("red")));
    }

    @Test
    void aRedMonkIsToldOnABoardWithOnlyOneOtherRoofToCompare() {
        // Seed 2004: a red meeple stands on B's monastery (78 red pixels of 32 x 32); the only
        // other roof in full view shows 29, too few roofs for a median.
        assertEquals(List.of(), missedZeroShot(2004, Terrain.MONASTERY, c -> c.equals("red")));
    }

    @Test
    void knightsOfColoursNoCityHasAreFoundZeroShot() {
        // Seed 3000: yellow knights stand in the cities of river-city-city and K (neither was
        // found). Red and blue are left to the colour fit: roofs are red, shields blue.
        assertEquals(List.of(), missedZeroShot(3000, Terrain.CITY, c -> !c.equals("red") && !c.equals("blue")));
    }

    @Test
    void aYellowFarmerLyingOnAFieldIsFoundZeroShot() {
        // Seed 3001: a yellow meeple lies on river-straight's field; the colours of the readings
        // that came near the top took in most of its wood (99 pixels reached the figures stage,
        // 17 of them yellow; a lying meeple is about 300).
        assertEquals(List.of(), missedZeroShot(3001, Terrain.FIELD, c -> c.equals("yellow")));
    }

    /** The figures of the colours looked at on features of {@code terrain} not read on such a feature zero-shot. */
    private static List<String> missedZeroShot(long seed, Terrain terrain, Predicate<String> lookedAt) {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, seed, 72, Difficulty.DEFAULT, 1920, 1080);
        Catalog catalog = TestScenes.combined(SampleGame.RIVER);
        List<FigureTruth> looked = SceneTruths.visibleFiguresOn(scene.truth(), catalog, terrain,
                (tile, f) -> lookedAt.test(f.colour()));
        assertTrue(!looked.isEmpty(), "the scene has such figures");
        Observation o = TestScenes.read(scene, SampleGame.RIVER, false);
        return SceneTruths.notReadOn(looked, o, terrain, false);
    }
}
