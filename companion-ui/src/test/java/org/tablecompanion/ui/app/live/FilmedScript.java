package org.tablecompanion.ui.app.live;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Mat;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.Recognition;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;

/**
 * A tracker for pictures of the live view and its questions: the recognizer really looks at
 * every frame (so the overlay is real), and the game follows the sample sequence's own record
 * frame by frame; at a chosen frame it asks about that frame's new tile.
 */
public final class FilmedScript implements Tracking {

    private final GameRecord filmed;
    private final List<Integer> eventsAfterFrame;
    private final Recognizer recognizer;
    private final int askAt;
    private Game game;
    private int frame;
    private List<GameEvent> held = List.of();

    /**
     * @param filmed the sequence's record
     * @param eventsAfterFrame per frame, how many of the record's events it shows (the sequence's "events")
     * @param askAt the frame whose new tile is asked about (-1: never)
     */
    public FilmedScript(GameRecord filmed, List<Integer> eventsAfterFrame, int askAt) {
        this.filmed = filmed;
        this.eventsAfterFrame = List.copyOf(eventsAfterFrame);
        this.askAt = askAt;
        this.game = GameRecords.replay(GameRecord.of(filmed.players(), filmed.catalogs(), filmed.rules(), List.of()));
        this.recognizer = new Recognizer(new RecognizerSettings(filmed.catalogs(),
                GameRecords.catalog(filmed.catalogs()), Optional.empty(), false));
    }

    @Override
    public LiveStep offer(Mat image) {
        Recognition r = recognizer.recognize(image);
        r.log().release();
        int shown = eventsAfterFrame.get(Math.min(frame, eventsAfterFrame.size() - 1));
        List<GameEvent> fresh = new ArrayList<>(filmed.events().subList(game.events().size(), shown));
        long n = frame++;
        if (n == askAt) {
            TilePlaced tile = (TilePlaced) fresh.stream().filter(e -> e instanceof TilePlaced).reduce((a, b) -> b)
                    .orElseThrow();
            held = fresh;
            LiveQuestion q = new LiveQuestion("q1", "two readings are close", "Turn " + (game.turn() + 1)
                    + ": is the new tile at (" + tile.x() + "," + tile.y() + ") " + tile.tile() + " turned "
                    + tile.rotation().degrees() + "°, or " + tile.tile() + " turned "
                    + tile.rotation().plus(org.tablecompanion.engine.catalog.Rotation.R180).degrees() + "°?",
                    List.of(tile.tile() + " " + tile.rotation().degrees() + "° (61 %)",
                            tile.tile() + " " + tile.rotation().plus(org.tablecompanion.engine.catalog.Rotation.R180)
                                    .degrees() + "° (39 %)", "Ignore: I will fix it by hand"),
                    List.of(tile.position()));
            return new LiveStep(n, "waiting for an answer", List.of(), Optional.of(q), Optional.of(r.observation()),
                    "turn " + (game.turn() + 1) + ": two readings of the new tile are close");
        }
        game = game.applyAll(fresh);
        return new LiveStep(n, fresh.isEmpty() ? "still, nothing new" : "turn read", fresh, Optional.empty(),
                Optional.of(r.observation()), fresh.isEmpty() ? "frame " + n + ": nothing new"
                        : "turn " + game.turn() + ": " + fresh.get(fresh.size() - 1).describe());
    }

    @Override
    public LiveStep answer(String questionId, int answerIndex) {
        List<GameEvent> events = answerIndex == 0 ? held : List.of();
        game = game.applyAll(events);
        return new LiveStep(-1, "answered", events, Optional.empty(), Optional.empty(), "answer taken");
    }

    @Override
    public LiveStep finish() {
        return new LiveStep(-1, "source ended", List.of(), Optional.empty(), Optional.empty(), "source ended");
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public void resume(Game corrected) {
        game = corrected;
    }

    /** The sequence's per-frame event counts, from its sequence.json. */
    public static List<Integer> eventsPerFrame(java.nio.file.Path folder) throws java.io.IOException {
        var tree = new com.fasterxml.jackson.databind.ObjectMapper().readTree(folder.resolve("sequence.json").toFile());
        List<Integer> counts = new ArrayList<>();
        tree.get("frames").forEach(f -> counts.add(f.get("events").asInt()));
        return counts;
    }
}
