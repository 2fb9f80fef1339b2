package org.tablecompanion.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.features.FeaturePart;

/**
 * The River: spring first, river tiles before land tiles, each continuing the river without a
 * U-turn, the lake last, no figure on the river, fields split by the river. The spring (river
 * leaves east) lies at (0,0).
 */
class RiverRulesTest {

    private static Play spring() {
        return Play.baseAndRiver(RED, BLUE).startAsIs("spring", 0, 0, 0);
    }

    @Test
    void theSpringStartsTheGameWithoutAWarning() {
        assertTrue(spring().warnings().isEmpty());
    }

    @Test
    void startingWithTheBaseStartTileWhenTheRiverIsInPlayIsWarned() {
        Play p = Play.baseAndRiver(RED, BLUE).startAsIs("D", 0, 0, 0);
        assertTrue(p.warned(RuleBreak.START_TILE));
    }

    @Test
    void aRiverTileContinuingTheRiverIsLegal() {
        Play p = spring().tile("river-straight", 1, 0, 0);
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void aRiverTileNotJoiningTheRiverIsWarned() {
        // Touches the spring's field to the south, but its river runs east-west away from the river.
        Play p = spring().tile("river-straight", 0, 1, 0);
        assertTrue(p.warned(RuleBreak.RIVER_NOT_CONTINUED), p.warnings().toString());
    }

    @Test
    void twoBendsTheSameWayInARowAreAUTurn() {
        // river-curve joins south and west upright. At (1,0) unturned the water comes from the
        // west and turns south (right); at (1,1) turned 90 it comes from the north and turns west
        // (right again): back towards the spring.
        Play p = spring().tile("river-curve", 1, 0, 0).tile("river-curve", 1, 1, 90);
        assertTrue(p.warned(RuleBreak.RIVER_U_TURN), p.warnings().toString());
    }

    @Test
    void bendsInAlternatingDirectionsAreNotAUTurn() {
        Play p = spring().tile("river-curve", 1, 0, 0).tile("river-curve", 1, 1, 180);
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void aStraightPieceBetweenTwoSameWayBendsDoesNotResetTheUTurnRule() {
        Play p = spring().tile("river-curve", 1, 0, 0).tile("river-straight", 1, 1, 90)
                .tile("river-curve", 1, 2, 90);
        assertTrue(p.warned(RuleBreak.RIVER_U_TURN), p.warnings().toString());
    }

    @Test
    void theLakeBeforeTheLastRiverTileIsWarned() {
        Play p = spring().tile("lake", 1, 0, 0);
        assertTrue(p.warned(RuleBreak.RIVER_LAKE_LAST), p.warnings().toString());
    }

    @Test
    void aLandTileBeforeTheRiverIsFinishedIsWarned() {
        Play p = spring().tile("B", 0, 1, 0);
        assertTrue(p.warned(RuleBreak.RIVER_BEFORE_LAND), p.warnings().toString());
    }

    @Test
    void aFigureOnTheRiverIsWarned() {
        Play p = spring().tile("river-straight", 1, 0, 0).figure(2);
        assertTrue(p.warned(RuleBreak.FIGURE_ON_RIVER), p.warnings().toString());
    }

    @Test
    void aFigureOnTheLakeIsWarned() {
        Play p = spring().tile("river-straight", 1, 0, 0).tile("lake", 2, 0, 0).figure(2);
        assertTrue(p.warned(RuleBreak.FIGURE_NOT_ALLOWED), p.warnings().toString());
    }

    @Test
    void theRiverSplitsTheFieldsOnItsTwoSides() {
        var c = Play.baseAndRiver();
        var s = Play.ofBoard(Play.baseAndRiver(RED), java.util.List.of(Play.placed(c, "river-straight", 0, 0, 0),
                Play.placed(c, "river-straight", 1, 0, 0)), java.util.List.of());
        var features = s.features();
        assertEquals(features.of(FeaturePart.of(0, 0, 0)).orElseThrow(), features.of(FeaturePart.of(1, 0, 0)).orElseThrow());
        assertNotEquals(features.of(FeaturePart.of(0, 0, 0)).orElseThrow(), features.of(FeaturePart.of(0, 0, 1)).orElseThrow());
    }

    @Test
    void theFieldRunsRoundTheSpring() {
        Play p = spring().tile("river-straight", 1, 0, 0);
        var features = p.state().features();
        // Both river-side fields of the straight piece reach the spring's one field.
        assertEquals(features.of(FeaturePart.of(1, 0, 0)).orElseThrow(), features.of(FeaturePart.of(1, 0, 1)).orElseThrow(),
                "the spring's field joins both sides");
        assertFalse(features.of(FeaturePart.of(0, 0, 0)).orElseThrow().complete());
    }

    @Test
    void legalPlacementsDuringTheRiverOnlyContinueTheRiver() {
        Play p = spring();
        var options = p.game().legalPlacements("river-straight");
        assertTrue(options.stream().allMatch(o -> o.position().equals(new org.tablecompanion.engine.board.Position(1, 0))),
                options.toString());
        assertEquals(2, options.size(), options.toString());
        assertTrue(p.game().legalPlacements("B").isEmpty());
    }
}
