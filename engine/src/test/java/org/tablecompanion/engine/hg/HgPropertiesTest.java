package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.random.RandomGame;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;

/** Properties of random legal H&amp;G games, under both rule sets. */
class HgPropertiesTest {

    /** Random games per property, half under each rule set. */
    private static final int GAMES = 120;

    static Stream<Arguments> games() {
        List<Arguments> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            HgEdition edition = i % 2 == 0 ? HgEdition.CLASSIC : HgEdition.EDITION_2020;
            games.add(Arguments.of(edition, 2 + i % 4, 9100L + i));
        }
        return games.stream();
    }

    private static final Map<Long, RandomGame> PLAYED = new java.util.concurrent.ConcurrentHashMap<>();

    /** Each game is played once and shared by the properties (the seed names it). */
    private static RandomGame play(HgEdition edition, int players, long seed) {
        return PLAYED.computeIfAbsent(seed, k -> fresh(edition, players, seed));
    }

    private static RandomGame fresh(HgEdition edition, int players, long seed) {
        return new HgRandomGames(List.of("hg-2020"), players, Rules.DEFAULT.withHgEdition(edition)).play(seed);
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @MethodSource("games")
    void aRandomLegalGameBreaksNoRule(HgEdition edition, int players, long seed) {
        GameState s = play(edition, players, seed).finalState();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertTrue(s.ended());
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @MethodSource("games")
    void figuresAndHutsAreConservedAndHutsAndHuntersNeverReturn(HgEdition edition, int players, long seed) {
        RandomGame g = play(edition, players, seed);
        GameSetup setup = GameRecords.setup(g.record());
        Game game = Game.start(setup);
        Set<Figure> stayers = new HashSet<>();
        int huts = HgValues.huts(edition);
        for (GameEvent e : g.record().events()) {
            game.apply(e);
            GameState s = game.state();
            for (PlayerColour c : setup.colours()) {
                long members = s.figuresOf(c).stream().filter(f -> f.kind() == FigureKind.FOLLOWER).count();
                long hutsUp = s.figuresOf(c).stream().filter(f -> f.kind() == FigureKind.HUT).count();
                assertEquals(5, members + s.supply(c, FigureKind.FOLLOWER), "tribe members of " + c + " after " + e);
                assertEquals(huts, hutsUp + s.supply(c, FigureKind.HUT), "huts of " + c + " after " + e);
            }
            if (!(e instanceof FigureReturned)) {
                assertTrue(s.figures().containsAll(stayers), "a hut or hunter left the board at " + e.describe());
            }
            s.figures().stream().filter(f -> f.role() == Role.HUT || f.role() == Role.HUNTER).forEach(stayers::add);
            stayers.retainAll(s.figures());
        }
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @MethodSource("games")
    void replayingTheWrittenRecordGivesTheSameGame(HgEdition edition, int players, long seed) {
        RandomGame g = play(edition, players, seed);
        GameRecord again = GameRecords.read(GameRecords.write(g.record()), "round trip");
        GameState s = GameRecords.replay(again).state();
        assertEquals(g.finalState().scores(), s.scores());
        assertEquals(g.finalState().scorings(), s.scorings());
        assertEquals(g.finalState().figures(), s.figures());
        assertEquals(fresh(edition, players, seed).record(), g.record(), "the same seed gives the same game");
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @MethodSource("games")
    void turningTheWholeTableChangesNoScore(HgEdition edition, int players, long seed) {
        RandomGame g = play(edition, players, seed);
        List<GameEvent> turned = g.record().events().stream().map(HgPropertiesTest::quarterTurn).toList();
        GameState s = Game.replay(GameRecords.setup(g.record()), turned).state();
        assertEquals(g.finalState().scores(), s.scores());
        assertEquals(g.finalState().scorings().size(), s.scorings().size());
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @MethodSource("games")
    void bonusTilesFollowExactlyTheTilesThatEarnThem(HgEdition edition, int players, long seed) {
        RandomGame g = play(edition, players, seed);
        Catalog catalog = GameRecords.catalog(g.record().catalogs());
        int pile = catalog.tilesWithRole(TileRole.BONUS).stream().mapToInt(TileType::count).sum();
        Game game = Game.start(GameRecords.setup(g.record()));
        int bonusTiles = 0;
        boolean lastWasBonus = false;
        for (GameEvent e : g.record().events()) {
            if (e instanceof TilePlaced t && !game.events().isEmpty()) {
                boolean due = game.bonusTileDue();
                assertEquals(due, t.bonus(), "bonus flag of " + t.describe());
                assertFalse(t.bonus() && lastWasBonus, "no chain");
                assertEquals(t.bonus(), catalog.require(t.tile()).role() == TileRole.BONUS, "pile of " + t.tile());
                bonusTiles += t.bonus() ? 1 : 0;
                lastWasBonus = t.bonus();
            }
            if (e instanceof GameEnded) {
                assertFalse(game.bonusTileDue(), "a bonus tile owed at the end");
            }
            game.apply(e);
        }
        assertTrue(bonusTiles <= pile);
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @MethodSource("games")
    void everyPointIsExplainedByAScoring(HgEdition edition, int players, long seed) {
        GameState s = play(edition, players, seed).finalState();
        for (Map.Entry<PlayerColour, Integer> e : s.scores().entrySet()) {
            int sum = s.scorings().stream().mapToInt(x -> x.pointsFor(e.getKey())).sum();
            assertEquals(sum, e.getValue());
        }
        for (Scoring x : s.scorings()) {
            assertFalse(x.explanation().isBlank());
            for (Award a : x.awards()) {
                assertTrue(a.points() >= 0, x.explanation());
            }
        }
    }

    /** The same event with the whole table turned a quarter clockwise about the start tile. */
    static GameEvent quarterTurn(GameEvent e) {
        if (e instanceof TilePlaced t) {
            Position p = t.position().quarterTurnClockwise();
            return new TilePlaced(t.tile(), p.x(), p.y(), t.rotation().plus(Rotation.R90), t.bonus());
        }
        if (e instanceof FigurePlaced f) {
            Position p = f.position().quarterTurnClockwise();
            return new FigurePlaced(f.player(), f.kind(), p.x(), p.y(), f.feature());
        }
        if (e instanceof FigureReturned f) {
            Position p = f.position().quarterTurnClockwise();
            return new FigureReturned(f.player(), p.x(), p.y(), f.feature());
        }
        return e;
    }
}
