package org.tablecompanion.ui.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.source.CameraSource;
import org.tablecompanion.recognizer.source.Frame;
import org.tablecompanion.recognizer.source.FrameSource;
import org.tablecompanion.recognizer.source.FrameSources;
import org.tablecompanion.recognizer.source.SourceException;
import org.tablecompanion.recognizer.source.SourceOptions;
import org.tablecompanion.recognizer.tracker.Answer;
import org.tablecompanion.recognizer.tracker.FrameState;
import org.tablecompanion.recognizer.tracker.Question;
import org.tablecompanion.recognizer.tracker.QuestionKind;
import org.tablecompanion.recognizer.tracker.Tracker;
import org.tablecompanion.recognizer.tracker.TrackerSettings;
import org.tablecompanion.recognizer.tracker.TrackerUpdate;
import org.tablecompanion.ui.track.RenderedPack;
import org.tablecompanion.ui.track.TrackerBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code companion track SOURCE}: follows a game at the table from a webcam, a folder of frames
 * or an MJPEG AVI, printing each turn as it is read and each question. Nobody answers on the
 * command line: a question is printed and the tracker goes on with its "ignore" answer.
 */
@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"Follows a game from a webcam (camera, camera:N), a folder of frames, an MJPEG .avi or a bundled",
            "sample (sample:base, sample:hg): prints each turn as it is read and each question. Questions are not",
            "answered here: the tracker takes the 'ignore' answer and goes on (the companion window asks the players).",
            "Without SOURCE: the webcam, or the bundled base sample when there is no camera."})
public final class TrackCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "SOURCE",
            description = "camera, camera:N, a folder of .jpg/.png frames, an .avi file, sample:base or sample:hg")
    private String source;

    @Option(names = "--catalog", paramLabel = "ID|FILE",
            description = "tiles in play for a new game: base, river, hg-2020, base+river (default), or a catalog file")
    private String catalog;

    @Option(names = "--pack", paramLabel = "DIR", description = "appearance pack: upright pictures of your tiles")
    private Path pack;

    @Option(names = {"-c", "--calibration"}, paramLabel = "FILE",
            description = "the table's calibration file (its packs, lens, white balance and figure colours)")
    private Path calibration;

    @Option(names = "--record", paramLabel = "FILE",
            description = "game record: resumed when it exists, saved after every turn (with FILE.tracker.json/.jpg)")
    private Path record;

    @Option(names = "--players", paramLabel = "NAME:COLOUR", split = ",",
            description = "players of a new game in turn order (default Ada:red,Bela:blue)")
    private List<String> players;

    @Option(names = "--json", description = "print the game record (tablecompanion-record/1) at the end")
    private boolean json;

    @Option(names = "--width", defaultValue = "1920", description = "camera frame width (default 1920)")
    private int width;

    @Option(names = "--height", defaultValue = "1080", description = "camera frame height (default 1080)")
    private int height;

    @Option(names = "--fps", defaultValue = "10", description = "camera frames per second (default 10)")
    private double fps;

    @Option(names = "--bench", description = "measure the tracker on the committed sample games into --out")
    private boolean bench;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "bench/tracker.json",
            description = "where --bench writes (default bench/tracker.json)")
    private Path out;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        if (bench) {
            TrackerBench.write(TrackerBench.run(o), out);
            o.println("wrote " + out);
            o.flush();
            return 0;
        }
        String spec = source;
        if (spec == null) {
            spec = Files.exists(Path.of("/dev/video0")) ? "camera" : "sample:base";
            if (spec.startsWith("sample")) {
                o.println("no camera: replaying the bundled sample game (sample:base)");
            }
        }
        Optional<GameRecord> sample = spec.startsWith("sample:") ? Optional.of(sampleRecord(spec)) : Optional.empty();
        Game game = game(sample);
        List<String> catalogIds = catalogIds(game, sample);
        RecognizerSettings rs = RecognizerOptions.settings(String.join("+", catalogIds), Optional.ofNullable(pack),
                Optional.ofNullable(calibration), false);
        if (rs.pack().isEmpty() && sample.isPresent()) {
            rs = new RecognizerSettings(rs.catalogIds(), rs.catalog(), Optional.of(RenderedPack.of(rs.catalog())), false);
        }
        FrameSource frames = open(spec);
        boolean camera = frames instanceof CameraSource;
        TrackerSettings ts = camera ? TrackerSettings.forCamera(rs, Optional.ofNullable(record))
                : TrackerSettings.forStills(rs, Optional.ofNullable(record));
        Tracker tracker = new Tracker(ts, game);
        o.println("tracking " + frames.describe() + " (" + (rs.pack().isPresent() ? "pack" : "zero-shot") + ", catalogs "
                + String.join("+", catalogIds) + ")" + (game.events().isEmpty() ? "" : ", game at turn " + game.turn()));
        o.println("questions are printed and not answered here: the tracker takes the 'ignore' answer and goes on");
        o.flush();
        Set<String> shown = new HashSet<>();
        try (frames) {
            for (Optional<Frame> f = next(frames); f.isPresent(); f = next(frames)) {
                TrackerUpdate u = tracker.offer(f.get().image());
                f.get().image().release();
                if (u.state() == FrameState.TURN_READ || (u.state() == FrameState.LOST && shown.add(u.status()))) {
                    o.println(f.get().name() + ": " + u.status());
                }
                if (u.question().isPresent() && shown.add(u.question().get().id())) {
                    Question q = u.question().get();
                    o.println(f.get().name() + ": question " + q.id() + " (" + q.kind() + "): " + q.text());
                    for (int i = 0; i < q.answers().size(); i++) {
                        o.println("    " + (i + 1) + ". " + q.answers().get(i).label());
                    }
                    if (q.kind() != QuestionKind.HAND_IN_VIEW) {
                        Answer a = q.answers().get(q.fallback());
                        tracker.answer(q.id(), q.fallback());
                        o.println("    nobody answers here: taking '" + a.label() + "'");
                    }
                }
                o.flush();
            }
        }
        TrackerUpdate end = tracker.finish();
        o.println(end.status());
        Game g = tracker.game();
        o.println("read " + g.events().size() + " events, turn " + g.turn() + "; scores: " + scores(g));
        record().ifPresent(r -> o.println("saved " + r));
        if (json) {
            o.print(GameRecords.write(GameRecords.of(g, catalogIds)));
        }
        o.flush();
        return 0;
    }

    private Optional<Path> record() {
        return Optional.ofNullable(record);
    }

    private static Optional<Frame> next(FrameSource frames) {
        try {
            return frames.next();
        } catch (SourceException e) {
            throw new UserInputException(e.getMessage(), e);
        }
    }

    private FrameSource open(String spec) {
        try {
            return FrameSources.open(spec, new SourceOptions(width, height, fps));
        } catch (SourceException e) {
            throw new UserInputException(e.getMessage(), e);
        }
    }

    private static GameRecord sampleRecord(String spec) {
        try {
            return GameRecords.read(FrameSources.sampleFolder(spec.substring("sample:".length())).resolve("game.json"));
        } catch (SourceException e) {
            throw new UserInputException(e.getMessage(), e);
        }
    }

    /** The game to follow: the record to resume, the sample's set-up table, or a new game. */
    private Game game(Optional<GameRecord> sample) {
        try {
            if (record != null && Files.exists(record)) {
                return GameRecords.replay(GameRecords.read(record), record.toString());
            }
            if (sample.isPresent()) { // the start tile as the players set it up
                GameRecord s = sample.get();
                return GameRecords.replay(GameRecord.of(s.players(), s.catalogs(), s.rules(), s.events().subList(0, 1)));
            }
            List<String> ids = List.of((catalog == null ? "base+river" : catalog).split("\\+"));
            return Game.start(new GameSetup(players(), GameRecords.catalog(ids), Rules.DEFAULT));
        } catch (BadInputException e) {
            throw new UserInputException(e.getMessage(), e);
        }
    }

    private List<String> catalogIds(Game game, Optional<GameRecord> sample) {
        if (record != null && Files.exists(record)) {
            return GameRecords.read(record).catalogs();
        }
        if (sample.isPresent()) {
            return sample.get().catalogs();
        }
        return List.of((catalog == null ? "base+river" : catalog).split("\\+"));
    }

    private List<Player> players() {
        List<String> words = players == null || players.isEmpty() ? List.of("Ada:red", "Bela:blue") : players;
        List<Player> out = new ArrayList<>();
        for (String w : words) {
            String[] p = w.split(":");
            if (p.length != 2) {
                throw new UserInputException("--players: '" + w + "' is not NAME:COLOUR (e.g. Ada:red)");
            }
            try {
                out.add(new Player(p[0].trim(), PlayerColour.parse(p[1])));
            } catch (IllegalArgumentException | BadInputException e) {
                throw new UserInputException("--players: " + e.getMessage(), e);
            }
        }
        return out;
    }

    private static String scores(Game g) {
        List<String> parts = new ArrayList<>();
        for (Player p : g.setup().players()) {
            parts.add(p.name() + " " + g.state().score(p.colour()));
        }
        return String.join(", ", parts);
    }
}
