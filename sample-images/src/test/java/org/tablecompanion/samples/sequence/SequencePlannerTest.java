package org.tablecompanion.samples.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.samples.scene.SceneFigure;

class SequencePlannerTest {

    private static final GameRecord GAME = new RandomGames(List.of("base"), 3, Rules.DEFAULT).figureChance(0.9)
            .play(4).record();
    private static final List<FramePlan> PLANS = SequencePlanner.plan(GAME, new GameBoards(GAME.catalogs()));

    private static long count(FrameKind kind) {
        return PLANS.stream().filter(p -> p.kind() == kind).count();
    }

    @Test
    void everyTileIsSeenInAHandAndThenLyingStill() {
        long tiles = GAME.events().stream().filter(e -> e instanceof TilePlaced).count();
        assertEquals(tiles, count(FrameKind.TILE));
        assertEquals(tiles - 1, count(FrameKind.PLACING_TILE), "the start tile is on the table from the first frame");
        for (int i = 0; i < PLANS.size(); i++) {
            if (PLANS.get(i).kind() == FrameKind.PLACING_TILE) {
                FramePlan next = PLANS.get(i + 1);
                assertEquals(FrameKind.TILE, next.kind());
                assertEquals(PLANS.get(i).board().tiles().size() + 1, next.board().tiles().size());
                assertTrue(next.board().tiles().contains(PLANS.get(i).held().orElseThrow()));
            }
        }
    }

    @Test
    void everyFigureGetsAFrame() {
        long figures = GAME.events().stream().filter(e -> e instanceof FigurePlaced).count();
        assertTrue(figures > 5);
        assertEquals(figures, count(FrameKind.FIGURE));
    }

    @Test
    void eachFrameShowsTheBoardOfTheEventsItCounts() {
        for (FramePlan plan : PLANS) {
            Game replay = Game.replay(GameRecords.setup(GAME), GAME.events().subList(0, plan.events()));
            GameState state = replay.state();
            assertEquals(state.board().size(), plan.board().tiles().size(), plan.kind() + " after " + plan.events());
            if (plan.kind() == FrameKind.SCORED) {
                assertEquals(keys(GameBoards.figures(state)), keys(plan.board().figures()));
            }
        }
    }

    @Test
    void scoredFiguresAreSeenStandingBeforeTheyGoHome() {
        assertTrue(count(FrameKind.SCORED) > 0, "the test game scores nothing during play");
        for (int i = 1; i < PLANS.size(); i++) {
            if (PLANS.get(i).kind() != FrameKind.SCORED) {
                continue;
            }
            Set<String> before = keys(PLANS.get(i - 1).board().figures());
            Set<String> after = keys(PLANS.get(i).board().figures());
            assertTrue(before.containsAll(after));
            assertFalse(after.containsAll(before), "a scored frame must take figures away");
            assertTrue(PLANS.get(i).kind().stable());
        }
    }

    @Test
    void onlyPlacingFramesAreUnstable() {
        for (FramePlan p : PLANS) {
            assertEquals(p.kind() != FrameKind.PLACING_TILE, p.kind().stable());
            assertEquals(p.kind() == FrameKind.PLACING_TILE, p.held().isPresent());
        }
    }

    private static Set<String> keys(List<SceneFigure> figures) {
        Set<String> keys = new HashSet<>();
        figures.forEach(f -> keys.add(f.colour() + "@" + f.x() + "," + f.y() + "#" + f.feature()));
        return keys;
    }
}
