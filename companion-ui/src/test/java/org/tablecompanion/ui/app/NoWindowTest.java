package org.tablecompanion.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.cli.CompanionCli;

/** Without a window the companion still answers: the score breakdown, and one line saying why. */
class NoWindowTest {

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CompanionCli.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    @Test
    void withoutAWindowTheBundledGamesTotalsArePrintedWithOneLineOfReason() {
        String[] r = run("ui", "--no-window");
        assertEquals("0", r[0]);
        GameState end = GameRecords.replay(GameRecords.bundled(BundledGames.BASE)).finalState();
        for (Player p : end.players()) {
            assertTrue(r[1].contains(p.name() + " (" + p.colour().spelling() + ")"), r[1]);
            assertTrue(r[1].contains("track: " + end.track(p.colour()).describe()), r[1]);
        }
        assertEquals(1, r[2].strip().lines().count(), r[2]);
        assertTrue(r[2].contains("no window: --no-window was given"), r[2]);
    }

    @Test
    void everyScoringOfTheGameIsExplainedInTheBreakdown() {
        String text = ScoreReport.of(new org.tablecompanion.ui.app.session.Replayer()
                .last(BundledGames.open(BundledGames.BASE)));
        GameState end = GameRecords.replay(GameRecords.bundled(BundledGames.BASE)).finalState();
        for (var s : end.scorings()) {
            assertTrue(text.contains(s.explanation()), s.explanation());
        }
    }

    @Test
    void aMissingRecordIsOneLineAndExitCodeTwo() {
        String[] r = run("ui", "--no-window", Path.of("no-such-record.json").toString());
        assertEquals("2", r[0]);
        assertEquals(1, r[2].strip().lines().count(), r[2]);
        assertTrue(r[2].contains("no-such-record.json"), r[2]);
    }

    @Test
    void theCatalogOptionReplacesTheRecordsCatalogs() {
        var opened = CompanionLauncher.initialRecord(new CompanionOptions(Optional.empty(), Optional.of("base+river"),
                Path.of("unused"), true));
        assertEquals(java.util.List.of("base", "river"), opened.record().catalogs());
    }
}
