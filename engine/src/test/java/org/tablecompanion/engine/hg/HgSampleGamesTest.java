package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.scoring.Scoring;

/** The bundled sample H&amp;G games replay cleanly and show what they were picked for. */
class HgSampleGamesTest {

    private static String explanations(GameState s) {
        return String.join("\n", s.scorings().stream().map(Scoring::explanation).toList());
    }

    @Test
    void theBundledSamplesAreWhatTheGeneratorMakesFromTheirSeeds() {
        assertEquals(GameRecords.write(GameRecords.bundled("hg-2020-classic.json")),
                GameRecords.write(HgRandomGames.classic(HgSampleGamesRegeneration.CLASSIC_SEED, 3).record()));
        assertEquals(GameRecords.write(GameRecords.bundled("hg-2020-edition-2020.json")),
                GameRecords.write(HgRandomGames.edition2020(HgSampleGamesRegeneration.EDITION_2020_SEED, 3).record()));
    }

    @Test
    void theClassicSampleReplaysWithoutWarningsAndShowsBonusTilesAndWildFire() {
        GameRecord r = GameRecords.bundled("hg-2020-classic.json");
        assertEquals(HgEdition.CLASSIC, r.rules().hgEdition());
        GameState s = GameRecords.replay(r).state();
        assertTrue(s.ended());
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertTrue(r.events().stream().anyMatch(e -> e instanceof TilePlaced t && t.bonus()));
        String all = explanations(s);
        assertTrue(all.contains("drives off"), all);
        assertTrue(all.contains("river system on"), all);
        assertTrue(all.contains("eats the deer"), all);
    }

    @Test
    void theEdition2020SampleShowsEveryPowerThatScores() {
        GameRecord r = GameRecords.bundled("hg-2020-edition-2020.json");
        assertEquals(HgEdition.EDITION_2020, r.rules().hgEdition());
        GameState s = GameRecords.replay(r).state();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        String all = explanations(s);
        for (String power : List.of("hunting trap at", "logboat at", "the raft at", "the pit trap at")) {
            assertTrue(all.contains(power), power + " in\n" + all);
        }
        assertTrue(s.scorings().stream().anyMatch(x -> x.explanation().startsWith("hunting trap") && x.awards().get(0)
                .points() > 0), "the hunting trap catches something");
    }
}
