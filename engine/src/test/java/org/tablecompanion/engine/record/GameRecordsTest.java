package org.tablecompanion.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.FigureCorrected;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureRemoved;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TileCorrected;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.events.TileRemoved;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.random.SampleGames;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.Rules;

class GameRecordsTest {

    private static final String HEAD = "{\"format\":\"tablecompanion-record/1\",\"players\":[{\"name\":\"Ann\",\"colour\":\"red\"}],"
            + "\"catalogs\":[\"base\"],\"events\":[";

    @Test
    void everyKindOfEventSurvivesAJsonRoundTrip() {
        List<GameEvent> events = List.of(
                TilePlaced.of("D", 0, 0, Rotation.R90),
                new TilePlaced("E", 1, 0, Rotation.R270, true),
                FigurePlaced.follower(PlayerColour.RED, 1, 0, 0),
                new TileCorrected(1, 0, "F", Rotation.R180),
                new TileRemoved(1, 0),
                new FigureCorrected(1, 0, 0, PlayerColour.BLUE, FigureKind.FOLLOWER, 1),
                FigureRemoved.at(1, 0, 0),
                new FigureRemoved(1, 0, 0, PlayerColour.BLUE),
                new EventUndone(3),
                new GameEnded());
        GameRecord r = GameRecord.of(List.of(new Player("Ann", PlayerColour.RED), new Player("Bob", PlayerColour.BLUE)),
                List.of("base", "river"), Rules.DEFAULT.withFarmScoring(FarmScoring.CITY_CENTRIC_4).withSmallCity(true),
                events);
        assertEquals(r, GameRecords.read(GameRecords.write(r), "test"));
    }

    @Test
    void rotationsAreWrittenAsDegreesAndFalseBonusIsLeftOut() {
        GameRecord r = GameRecord.of(List.of(Player.of(PlayerColour.RED)), List.of("base"), Rules.DEFAULT,
                List.of(TilePlaced.of("D", 0, 0, Rotation.R270)));
        assertTrue(GameRecords.write(r).contains("{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0,\"y\":0,\"rotation\":270}"),
                GameRecords.write(r));
    }

    @Test
    void omittedRulesRotationAndKindTakeTheirDefaults() {
        GameRecord r = GameRecords.read(HEAD + "{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0,\"y\":0},"
                + "{\"type\":\"figure-placed\",\"player\":\"red\",\"x\":0,\"y\":0,\"feature\":1}]}", "t");
        assertEquals(Rules.DEFAULT, r.rules());
        assertEquals(Rotation.R0, ((TilePlaced) r.events().get(0)).rotation());
        assertEquals(FigureKind.FOLLOWER, ((FigurePlaced) r.events().get(1)).kind());
    }

    @Test
    void malformedJsonNamesTheLineAndColumn() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> GameRecords.read("{\n \"format\": \"tablecompanion-record/1\",\n \"players\": [,]\n}", "x.json"));
        assertTrue(e.getMessage().startsWith("record x.json: line 3, column"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void anUnknownEventTypeNamesItsPath() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> GameRecords.read(HEAD + "{\"type\":\"tile-flipped\"}]}", "x.json"));
        assertTrue(e.getMessage().contains("/events/0"), e.getMessage());
        assertTrue(e.getMessage().contains("tile-flipped"), e.getMessage());
    }

    @Test
    void aMissingRequiredFieldIsNamed() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> GameRecords.read(HEAD + "{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0}]}", "x.json"));
        assertTrue(e.getMessage().contains("'y'"), e.getMessage());
    }

    @Test
    void anUnknownFieldIsRefused() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> GameRecords.read(HEAD + "{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0,\"y\":0,\"colour\":1}]}", "x.json"));
        assertTrue(e.getMessage().contains("colour"), e.getMessage());
    }

    @Test
    void anUnknownColourIsNamedWithTheChoices() {
        BadInputException e = assertThrows(BadInputException.class, () -> GameRecords.read(
                "{\"format\":\"tablecompanion-record/1\",\"players\":[{\"name\":\"A\",\"colour\":\"teal\"}],\"catalogs\":[\"base\"]}",
                "x.json"));
        assertTrue(e.getMessage().contains("/players/0/colour") && e.getMessage().contains("teal"), e.getMessage());
    }

    @Test
    void aWrongFormatIsRefused() {
        BadInputException e = assertThrows(BadInputException.class, () -> GameRecords.read(
                "{\"format\":\"something/2\",\"players\":[{\"name\":\"A\",\"colour\":\"red\"}],\"catalogs\":[\"base\"]}", "x.json"));
        assertTrue(e.getMessage().contains("/format"), e.getMessage());
    }

    @Test
    void aRecordWithoutPlayersIsRefused() {
        assertThrows(BadInputException.class, () -> GameRecords.read(
                "{\"format\":\"tablecompanion-record/1\",\"players\":[],\"catalogs\":[\"base\"]}", "x.json"));
    }

    @Test
    void replayErrorsNameTheSourceAndTheEvent() {
        GameRecord r = GameRecords.read(HEAD + "{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0,\"y\":0},"
                + "{\"type\":\"tile-placed\",\"tile\":\"Q9\",\"x\":1,\"y\":0}]}", "x.json");
        BadInputException e = assertThrows(BadInputException.class, () -> GameRecords.replay(r, "x.json"));
        assertTrue(e.getMessage().startsWith("record x.json: event 1 (tile Q9 at (1,0)"), e.getMessage());
    }

    @Test
    void theBundledSampleGamesAreWhatTheGeneratorMakes() {
        assertEquals(GameRecords.write(SampleGames.base()), GameRecords.write(GameRecords.bundled(SampleGames.BASE)));
        assertEquals(GameRecords.write(SampleGames.baseAndRiver()),
                GameRecords.write(GameRecords.bundled(SampleGames.BASE_RIVER)));
    }

    @Test
    void theBundledSampleGamesAreFullLegalGames() {
        for (String name : List.of(SampleGames.BASE, SampleGames.BASE_RIVER)) {
            var game = GameRecords.replay(GameRecords.bundled(name));
            assertTrue(game.ended(), name);
            assertTrue(game.state().warnings().isEmpty(), name + ": " + game.state().warnings());
            assertTrue(game.state().board().size() >= 70, name);
        }
    }

    @Test
    void theStateJsonCarriesScoresTrackAndExplanations() {
        var s = GameRecords.replay(GameRecords.bundled(SampleGames.BASE)).state();
        var tree = GameStateJson.tree(s);
        assertEquals(GameStateJson.FORMAT, tree.get("format").asText());
        var red = tree.get("players").get(0);
        assertEquals(s.score(PlayerColour.RED), red.get("score").asInt());
        assertEquals(s.score(PlayerColour.RED) % 50, red.get("track").get("space").asInt());
        assertEquals(s.scorings().size(), tree.get("scorings").size());
        assertTrue(tree.get("scorings").get(0).get("explanation").asText().contains("="));
        assertEquals(s.board().size(), tree.get("tiles").size());
    }
}
