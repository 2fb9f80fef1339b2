package org.tablecompanion.ui.app.live;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;
import org.opencv.core.Mat;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;

/**
 * A tracker that plays a script: frame n gives the step the script says, an answer gives the
 * answer's events. It keeps the game as a real tracker would (every event it hands out is applied).
 */
public final class ScriptedTracking implements Tracking {

    /** What an answer to a scripted question adds. */
    public record ScriptedAnswer(String label, List<GameEvent> events) {
    }

    private final IntFunction<LiveStep> script;
    private final Map<String, List<ScriptedAnswer>> answers = new ConcurrentHashMap<>();
    private final long offerMillis;
    private Game game;
    private volatile int offered;
    private volatile boolean busy;
    private final List<Game> resumedFrom = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * @param start the game it goes on from
     * @param script the step for frame n (counting from 0); its events are applied to the game
     * @param offerMillis how long each frame keeps it busy (a real tracker takes about a second)
     */
    public ScriptedTracking(GameRecord start, IntFunction<LiveStep> script, long offerMillis) {
        this.game = GameRecords.replay(start);
        this.script = script;
        this.offerMillis = offerMillis;
    }

    /** Registers the answers of a question the script will ask. */
    public ScriptedTracking answers(String questionId, List<ScriptedAnswer> list) {
        answers.put(questionId, List.copyOf(list));
        return this;
    }

    public static LiveQuestion question(String id, String text, List<ScriptedAnswer> answers,
                                        List<org.tablecompanion.engine.board.Position> cells) {
        return new LiveQuestion(id, "close candidates", text, answers.stream().map(ScriptedAnswer::label).toList(), cells);
    }

    @Override
    public LiveStep offer(Mat frame) {
        busy = true;
        try {
            if (offerMillis > 0) {
                Thread.sleep(offerMillis);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            busy = false;
        }
        LiveStep step = script.apply(offered++);
        game = game.applyAll(step.newEvents());
        return step;
    }

    @Override
    public LiveStep answer(String questionId, int answerIndex) {
        List<GameEvent> events = new ArrayList<>(answers.getOrDefault(questionId, List.of()).get(answerIndex).events());
        game = game.applyAll(events);
        return new LiveStep(-1, "answered", events, Optional.empty(), Optional.empty(),
                "answer taken: " + answers.get(questionId).get(answerIndex).label());
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
        resumedFrom.add(corrected);
        game = corrected;
    }

    /** True while a frame is being worked on. */
    public boolean busy() {
        return busy;
    }

    public int offered() {
        return offered;
    }

    public List<Game> resumedFrom() {
        return resumedFrom;
    }

    /** A step with nothing new. */
    public static LiveStep quiet(int frame) {
        return new LiveStep(frame, "stable, unchanged", List.of(), Optional.empty(), Optional.empty(),
                "frame " + frame + ": nothing new");
    }

    /** A step that reads a turn. */
    public static LiveStep turn(int frame, List<GameEvent> events, String status) {
        return new LiveStep(frame, "turn read", events, Optional.empty(), Optional.empty(), status);
    }
}
