package org.tablecompanion.ui.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.opencv.core.Mat;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.recognizer.Recognition;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code companion endgame IMAGE}: recognizes a final board and scores it as it lies: completed
 * features still holding figures, farms and every incomplete feature (for H&G hunters and huts),
 * with the engine's explanations. The players are the figure colours on the board.
 */
@Command(name = "endgame",
        mixinStandardHelpOptions = true,
        description = {"Recognizes a final board in one photo and prints the end-game scoring (farms and incomplete",
            "features; for Hunters & Gatherers hunters and huts) with the engine's explanations."})
public final class EndgameCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "IMAGE", description = "a photo of the finished board")
    private Path image;

    @Mixin
    private RecognizerOptions recognizerOptions;

    @Option(names = "--farms", paramLabel = "RULE",
            description = "field scoring: per-field-3 (default), once-per-city-3, city-centric-4")
    private String farms;

    @Option(names = "--hg-edition", paramLabel = "RULES", description = "H&G rules: classic (default) or edition-2020")
    private String hgEdition;

    @Option(names = "--overlay", paramLabel = "OUT.png", description = "write the photo with the board drawn over it")
    private Path overlay;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Recognizer recognizer = recognizerOptions.recognizer(false);
        Mat frame = ImageFiles.read(image);
        Recognition r = recognizer.recognize(frame);
        Observation o = r.observation();
        r.log().release();
        if (overlay != null) {
            ImageFiles.write(overlay, org.tablecompanion.recognizer.observation.OverlayPainter.paint(frame, o));
        }
        frame.release();
        RecognizeCommand.print(out, image.getFileName().toString(), o);
        if (o.tiles().isEmpty()) {
            throw new UserInputException("no board found in " + image + ": nothing to score");
        }
        Catalog c = recognizer.settings().catalog();
        Rules rules = Rules.DEFAULT;
        if (farms != null) {
            rules = rules.withFarmScoring(FarmScoring.parse(farms));
        }
        if (hgEdition != null) {
            rules = rules.withHgEdition(HgEdition.parse(hgEdition));
        }
        GameState end = score(o, c, rules);
        out.println();
        print(out, end);
        out.flush();
        return 0;
    }

    /** Scores the recognized board as it lies, the figure colours as the players. */
    static GameState score(Observation o, Catalog catalog, Rules rules) {
        List<PlacedTile> tiles = new ArrayList<>();
        for (TileReading t : o.tiles()) {
            tiles.add(new PlacedTile(catalog.require(t.tile()), new Position(t.x(), t.y()),
                    Rotation.ofDegrees(t.rotation())));
        }
        Set<PlayerColour> colours = new LinkedHashSet<>();
        List<FigurePlaced> figures = new ArrayList<>();
        for (FigureReading f : o.figures()) {
            PlayerColour colour = PlayerColour.parse(f.colour());
            colours.add(colour);
            FigureKind kind = f.kind().equals("hut") ? FigureKind.HUT : FigureKind.FOLLOWER;
            figures.add(new FigurePlaced(colour, kind, f.x(), f.y(), f.feature()));
        }
        if (colours.isEmpty()) {
            colours.add(PlayerColour.RED);
        }
        List<Player> players = colours.stream().map(col -> new Player(col.spelling(), col)).toList();
        return Game.ofBoard(new GameSetup(players, catalog, rules), tiles, figures);
    }

    static void print(PrintWriter out, GameState s) {
        out.println("End-game scoring of the board as it lies");
        for (Player p : s.players()) {
            out.printf("  %-7s %4d%n", p.colour().spelling(), s.score(p.colour()));
        }
        out.println();
        out.println("Scorings");
        for (Scoring sc : s.scorings()) {
            String when = sc.phase() == ScoringPhase.COMPLETED ? "completed" : "end      ";
            String who = sc.awards().isEmpty() ? "-" : String.join(" ",
                    sc.awards().stream().map(EndgameCommand::award).toList());
            out.printf("  %s  %-18s %s at %s [%d %s]: %s%n", when, who, sc.terrain().name().toLowerCase(Locale.ROOT),
                    sc.feature().position(), sc.tiles().size(), sc.tiles().size() == 1 ? "tile" : "tiles",
                    sc.explanation());
        }
        if (!s.warnings().isEmpty()) {
            out.println();
            out.println("Warnings (the table is the truth: accepted, but against the rules; a misread tile or figure?)");
            for (Warning w : s.warnings()) {
                out.printf("  %s%n", w.message());
            }
        }
    }

    private static String award(Award a) {
        return a.player().spelling() + " +" + a.points();
    }

}
