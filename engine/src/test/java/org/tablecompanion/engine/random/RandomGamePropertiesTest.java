package org.tablecompanion.engine.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;

/**
 * Properties over many seeded random legal games: 2 to 5 players, base game and base + River,
 * all three farm rules.
 */
class RandomGamePropertiesTest {

    private static final int GAMES = 2000;
    /** Games replayed event by event (every intermediate state is checked). */
    private static final int STEPPED = 60;
    private static final List<RandomGame> games = new ArrayList<>();

    /**
     * The games are played on both cores: each is its own seeded game (RandomGames holds its own
     * Random and shares only immutable catalogs), and the list keeps the seeds' order.
     */
    @BeforeAll
    static void play() {
        FarmScoring[] farms = FarmScoring.values();
        games.addAll(IntStream.range(0, GAMES).parallel().mapToObj(i -> {
            List<String> catalogs = i % 2 == 0 ? List.of("base") : List.of("base", "river");
            Rules rules = Rules.DEFAULT.withFarmScoring(farms[(i / 2) % 3]);
            return new RandomGames(catalogs, 2 + i % 4, rules).play(1000L + i);
        }).toList());
    }

    private static GameSetup setup(RandomGame g) {
        return GameRecords.setup(g.record());
    }

    @Test
    void legalGamesHaveNoWarnings() {
        for (RandomGame g : games) {
            assertTrue(g.finalState().warnings().isEmpty(), "seed " + g.seed() + ": " + g.finalState().warnings());
        }
    }

    @Test
    void figuresAreConservedAfterEveryEvent() {
        for (RandomGame g : games.subList(0, STEPPED)) {
            Game game = Game.start(setup(g));
            for (GameEvent e : g.record().events()) {
                game.apply(e);
                GameState s = game.state();
                for (PlayerColour c : setup(g).colours()) {
                    int total = s.supply(c, FigureKind.FOLLOWER) + s.figuresOf(c).size();
                    assertEquals(7, total, "seed " + g.seed() + " after " + e.describe());
                    assertTrue(s.supply(c, FigureKind.FOLLOWER) >= 0);
                }
            }
        }
    }

    @Test
    void noFollowerButAFarmerIsLeftOnACompletedFeature() {
        for (RandomGame g : games.subList(0, STEPPED)) {
            Game game = Game.start(setup(g));
            for (GameEvent e : g.record().events()) {
                game.apply(e);
                GameState s = game.state();
                if (s.ended()) {
                    continue;
                }
                for (Figure f : s.figures()) {
                    boolean complete = s.features().of(f.at()).orElseThrow().complete();
                    assertTrue(!complete || f.role() == Role.FARMER, "seed " + g.seed() + ": " + f + " after " + e.describe());
                }
            }
        }
    }

    @Test
    void theRecordSurvivesAJsonRoundTripAndReplaysIdentically() {
        for (RandomGame g : games) {
            String json = GameRecords.write(g.record());
            GameRecord back = GameRecords.read(json, "seed " + g.seed());
            assertEquals(g.record(), back, "seed " + g.seed());
            GameState replayed = GameRecords.replay(back).state();
            assertEquals(g.finalState().scores(), replayed.scores(), "seed " + g.seed());
            assertEquals(g.finalState().scorings(), replayed.scorings(), "seed " + g.seed());
            assertEquals(g.finalState().board(), replayed.board(), "seed " + g.seed());
        }
    }

    @Test
    void turningTheWholeBoardAQuarterTurnChangesNoScore() {
        for (RandomGame g : games) {
            List<GameEvent> turned = new ArrayList<>();
            for (GameEvent e : g.record().events()) {
                turned.add(e instanceof TilePlaced t ? turn(t) : turnFigure(e));
            }
            GameState s = Game.replay(setup(g), turned).state();
            assertEquals(g.finalState().scores(), s.scores(), "seed " + g.seed());
            assertTrue(s.warnings().isEmpty(), "seed " + g.seed() + ": " + s.warnings());
        }
    }

    private static TilePlaced turn(TilePlaced t) {
        return new TilePlaced(t.tile(), -t.y(), t.x(), t.rotation().plus(org.tablecompanion.engine.catalog.Rotation.R90),
                t.bonus());
    }

    private static GameEvent turnFigure(GameEvent e) {
        if (e instanceof org.tablecompanion.engine.events.FigurePlaced f) {
            return new org.tablecompanion.engine.events.FigurePlaced(f.player(), f.kind(), -f.y(), f.x(), f.feature());
        }
        return e;
    }

    @Test
    void everyScoreIsTheSumOfItsAwards() {
        for (RandomGame g : games) {
            Map<PlayerColour, Integer> sums = new java.util.EnumMap<>(PlayerColour.class);
            for (Scoring s : g.finalState().scorings()) {
                for (Award a : s.awards()) {
                    sums.merge(a.player(), a.points(), Integer::sum);
                }
            }
            for (PlayerColour c : setup(g).colours()) {
                assertEquals(sums.getOrDefault(c, 0), g.finalState().score(c), "seed " + g.seed());
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameGame() {
        for (int i = 0; i < 20; i++) {
            RandomGame a = RandomGames.baseAndRiver(77 + i, 3);
            RandomGame b = RandomGames.baseAndRiver(77 + i, 3);
            assertEquals(a.record(), b.record());
        }
    }

    @Test
    void aFullGameLaysEveryTileThatFits() {
        for (RandomGame g : games) {
            int total = GameRecords.setup(g.record()).catalog().tileCount();
            int laid = g.finalState().board().size();
            assertTrue(laid > total - 4 && laid <= total, "seed " + g.seed() + ": " + laid + " of " + total);
        }
    }
}
