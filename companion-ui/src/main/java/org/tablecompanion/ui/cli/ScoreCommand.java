package org.tablecompanion.ui.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.TrackPosition;
import org.tablecompanion.engine.random.SampleGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.record.GameStateJson;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringPhase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code companion score}: replays a game record and explains every point of the final score. */
@Command(name = "score",
        mixinStandardHelpOptions = true,
        description = {"Replays a game record (tablecompanion-record/1) and prints the final scores with every "
                + "scoring explained.", "Without RECORD: the bundled sample base game."})
public final class ScoreCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "RECORD", description = "a game record file")
    private Path record;

    @Option(names = "--farms", paramLabel = "RULE",
            description = "field scoring: per-field-3 (default, current rules), once-per-city-3 (Hungarian "
                    + "Piatnik), city-centric-4 (first edition)")
    private String farms;

    @Option(names = "--small-city", description = "first-edition rule: a completed city of two tiles scores 2")
    private boolean smallCity;

    @Option(names = "--hg-edition", paramLabel = "RULES",
            description = "Hunters & Gatherers rules: classic (default, the 1st-edition rulebooks) or edition-2020 "
                    + "(the 2020 printing's rules as far as they are known)")
    private String hgEdition;

    @Option(names = "--catalog", paramLabel = "ID|FILE",
            description = "tiles to use instead of the record's: base, river, hg-2020, base+river, or a catalog file")
    private String catalog;

    @Option(names = "--json", description = "print the final state as JSON (tablecompanion-state/1)")
    private boolean json;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String source = record == null ? "bundled " + SampleGames.BASE : record.toString();
        GameRecord r = record == null ? GameRecords.bundled(SampleGames.BASE) : GameRecords.read(record);
        Rules rules = r.rules();
        if (farms != null) {
            rules = rules.withFarmScoring(FarmScoring.parse(farms));
        }
        if (smallCity) {
            rules = rules.withSmallCity(true);
        }
        if (hgEdition != null) {
            rules = rules.withHgEdition(HgEdition.parse(hgEdition));
        }
        r = r.withRules(rules);
        if (catalog != null) {
            r = r.withCatalogs(List.of(catalog));
        }
        Game game = GameRecords.replay(r, source);
        GameState state = game.finalState();
        if (json) {
            out.print(GameStateJson.write(state));
        } else {
            print(out, source, r, game, state);
        }
        out.flush();
        return 0;
    }

    static void print(PrintWriter out, String source, GameRecord r, Game game, GameState s) {
        GameSetup setup = game.setup();
        out.printf("%s: %s, %d tiles on the table, %d players%n", source, setup.catalog().name(), s.board().size(),
                s.players().size());
        if (setup.catalog().game() == GameKind.HUNTERS_AND_GATHERERS) {
            out.printf("rules: Hunters & Gatherers, %s%n", s.rules().hgEdition() == HgEdition.CLASSIC
                    ? "classic (1st-edition rulebooks)" : "edition-2020 (the 2020 printing's rules, partly unconfirmed)");
        } else {
            out.printf("rules: farms %s, small city %s%n", s.rules().farmScoring().spelling(),
                    s.rules().smallCity() ? "on" : "off");
        }
        if (!game.ended()) {
            out.println("(the record has no game-ended event: scored as if the game ended after its last event)");
        }
        out.println();
        out.println("Final scores");
        int nameWidth = s.players().stream().mapToInt(p -> label(p).length()).max().orElse(4);
        for (Player p : s.players()) {
            TrackPosition t = s.track(p.colour());
            String cards = t.cards().isEmpty() ? "" : " + " + String.join(" + ",
                    t.cards().stream().map(c -> c + " card").toList());
            out.printf("  %-" + nameWidth + "s %4d   track: space %d%s%n", label(p), t.total(), t.space(), cards);
        }
        out.println();
        out.println("Scorings");
        for (Scoring sc : s.scorings()) {
            String when = sc.phase() == ScoringPhase.COMPLETED ? String.format("turn %2d", sc.turn()) : "end    ";
            String who = sc.awards().isEmpty() ? "-" : String.join(" ",
                    sc.awards().stream().map(ScoreCommand::award).toList());
            out.printf("  %s  %-18s %s %s [%d %s]: %s%n", when, who, sc.terrain().name().toLowerCase(Locale.ROOT),
                    "at " + sc.feature().position(), sc.tiles().size(), sc.tiles().size() == 1 ? "tile" : "tiles",
                    sc.explanation());
        }
        if (!s.warnings().isEmpty()) {
            out.println();
            out.println("Warnings (the table is the truth: accepted, but against the rules)");
            for (Warning w : s.warnings()) {
                out.printf("  event %d: %s%n", w.event(), w.message());
            }
        }
    }

    private static String label(Player p) {
        return p.name().equals(p.colour().spelling()) ? p.name() : p.name() + " (" + p.colour().spelling() + ")";
    }

    private static String award(Award a) {
        return a.player().spelling() + " +" + a.points();
    }
}
