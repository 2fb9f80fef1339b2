package org.tablecompanion.ui.app.live;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.image.Image;
import org.opencv.core.Mat;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.game.Game;

/**
 * Feeds frames to the tracker on a thread of its own, never the JavaFX thread: one frame, one
 * update, at most {@link LiveSetup#framesPerSecond()} a second. Every update becomes a
 * {@link LiveShot} for the live view and its new events go to the game; while a question is open
 * no frames are fed, and the answer is given to the tracker on the same thread (the tracker is
 * not thread-safe). Pause, step, stop and answers are jobs on that thread, so they never race a
 * frame.
 */
public final class LiveSession implements AutoCloseable {

    /** Who hears of the session; called on the session's thread (hop to the JavaFX thread yourself). */
    public interface Listener {
        /** The live view changed. */
        void shot(LiveShot shot);

        /** The tracker added events to the game (a turn read, an answer applied). */
        void events(List<GameEvent> events, String status);
    }

    private final ScheduledExecutorService thread;
    private final Listener listener;
    private final LiveSetup setup;
    private final long periodNanos;

    // Owned by the session's thread.
    private Frames frames;
    private Tracking tracking;
    private String source;
    private LiveState state = LiveState.STARTING;
    private long fed;
    private Mat lastFrame;
    private Optional<Image> image = Optional.empty();
    private Optional<LiveQuestion> question = Optional.empty();
    private Optional<org.tablecompanion.recognizer.observation.Observation> lastSeen = Optional.empty();
    private String frameState = "";
    private String status = "";
    private String problem = "";
    private double trackerMillis;
    private boolean pausedBeforeQuestion;
    private final Deque<Long> feedTimes = new ArrayDeque<>();
    private ScheduledFuture<?> pending;

    private LiveSession(LiveSetup setup, Listener listener) {
        this.setup = setup;
        this.listener = listener;
        this.periodNanos = (long) (1e9 / setup.framesPerSecond());
        this.source = setup.source().label();
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "companion-live");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Opens the source and the tracker on the session's thread (a camera can take a while) and
     * starts feeding.
     */
    public static LiveSession start(LiveSetup setup, Callable<Frames> openFrames, Callable<Tracking> openTracking,
                                    Listener listener) {
        LiveSession s = new LiveSession(setup, listener);
        s.thread.execute(() -> s.open(openFrames, openTracking));
        return s;
    }

    private void open(Callable<Frames> openFrames, Callable<Tracking> openTracking) {
        publish();
        try {
            frames = openFrames.call();
            source = frames.describe();
            tracking = openTracking.call();
        } catch (Exception | LinkageError e) {
            fail("cannot start the live view: " + message(e));
            return;
        }
        state = LiveState.RUNNING;
        publish();
        schedule(0);
    }

    public LiveSetup setup() {
        return setup;
    }

    /** Stops feeding frames after the current one. */
    public void pause() {
        thread.execute(() -> {
            if (state == LiveState.RUNNING) {
                state = LiveState.PAUSED;
                cancelPending();
                publish();
            } else if (state == LiveState.WAITING_FOR_ANSWER) {
                pausedBeforeQuestion = true;
            }
        });
    }

    /** Feeds frames again at the set pace. */
    public void resume() {
        thread.execute(() -> {
            if (state == LiveState.PAUSED) {
                state = LiveState.RUNNING;
                publish();
                schedule(0);
            } else if (state == LiveState.WAITING_FOR_ANSWER) {
                pausedBeforeQuestion = false;
            }
        });
    }

    /** Pauses, then feeds exactly one frame. */
    public void step() {
        thread.execute(() -> {
            if (state == LiveState.RUNNING) {
                state = LiveState.PAUSED;
                cancelPending();
            }
            if (state == LiveState.PAUSED) {
                feedOne();
                publish();
            }
        });
    }

    /** Gives the players' answer to the tracker; feeding goes on as it was before the question. */
    public void answer(String questionId, int answerIndex) {
        thread.execute(() -> {
            if (question.isEmpty() || !question.get().id().equals(questionId) || tracking == null) {
                return;
            }
            try {
                LiveStep step = tracking.answer(questionId, answerIndex);
                take(step);
            } catch (RuntimeException e) {
                problem = "the answer was not taken: " + message(e);
                question = Optional.empty();
            }
            redraw();
            if (question.isEmpty() && state == LiveState.WAITING_FOR_ANSWER) {
                state = pausedBeforeQuestion ? LiveState.PAUSED : LiveState.RUNNING;
                if (!pausedBeforeQuestion && atLimit()) {
                    state = LiveState.ENDED;
                }
                if (state == LiveState.RUNNING) {
                    schedule(0);
                }
            }
            publish();
        });
    }

    /** The game was changed by hand: the tracker goes on from this game. */
    public void resume(Game game) {
        thread.execute(() -> {
            if (tracking != null) {
                try {
                    tracking.resume(game);
                } catch (RuntimeException e) {
                    problem = "the tracker could not take the corrected game: " + message(e);
                    publish();
                }
            }
        });
    }

    /** Stops feeding and closes the source; completes when done. */
    public CompletableFuture<Void> stop() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            thread.execute(() -> {
                cancelPending();
                if (state != LiveState.FAILED && state != LiveState.ENDED) {
                    state = LiveState.STOPPED;
                }
                closeSource();
                publish();
                done.complete(null);
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            done.complete(null);
        }
        thread.shutdown();
        return done;
    }

    @Override
    public void close() {
        try {
            stop().get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            thread.shutdownNow();
        }
    }

    /** Completes once every job asked for so far has run (tests wait on it). */
    public CompletableFuture<Void> idle() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            thread.execute(() -> done.complete(null));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            done.complete(null);
        }
        return done;
    }

    private void schedule(long delayNanos) {
        cancelPending();
        pending = thread.schedule(this::tick, Math.max(0, delayNanos), TimeUnit.NANOSECONDS);
    }

    private void cancelPending() {
        if (pending != null) {
            pending.cancel(false);
            pending = null;
        }
    }

    private void tick() {
        pending = null;
        if (state != LiveState.RUNNING) {
            return;
        }
        long started = System.nanoTime();
        feedOne();
        publish();
        if (state == LiveState.RUNNING) {
            schedule(periodNanos - (System.nanoTime() - started));
        }
    }

    private boolean atLimit() {
        return setup.frameLimit() > 0 && fed >= setup.frameLimit();
    }

    /** Reads one frame, gives it to the tracker and takes in what it made of it. */
    private void feedOne() {
        if (atLimit()) {
            state = LiveState.ENDED;
            closeSource();
            return;
        }
        Optional<Mat> next;
        try {
            next = frames.next();
        } catch (RuntimeException e) {
            fail("the source stopped: " + message(e));
            return;
        }
        if (next.isEmpty()) {
            state = LiveState.ENDED;
            closeSource();
            try {
                take(tracking.finish());
            } catch (RuntimeException e) {
                problem = "the tracker could not finish: " + message(e);
            }
            return;
        }
        Mat frame = next.get();
        fed++;
        long now = System.nanoTime();
        feedTimes.addLast(now);
        while (feedTimes.size() > 8) {
            feedTimes.removeFirst();
        }
        try {
            LiveStep step = tracking.offer(frame);
            trackerMillis = (System.nanoTime() - now) / 1e6;
            problem = "";
            take(step);
        } catch (RuntimeException e) {
            trackerMillis = (System.nanoTime() - now) / 1e6;
            problem = "frame " + fed + " was not read: " + message(e);
            lastSeen = Optional.empty();
        }
        if (lastFrame != null) {
            lastFrame.release();
        }
        lastFrame = frame;
        redraw();
        if (question.isPresent()) {
            if (state == LiveState.PAUSED) {
                pausedBeforeQuestion = true;
            } else if (state == LiveState.RUNNING) {
                pausedBeforeQuestion = false;
            }
            state = LiveState.WAITING_FOR_ANSWER;
        } else if (atLimit() && state == LiveState.RUNNING) {
            state = LiveState.ENDED;
            closeSource();
        }
    }

    private void take(LiveStep step) {
        frameState = step.state();
        status = step.status();
        question = step.question();
        if (step.observation().isPresent()) {
            lastSeen = step.observation();
        }
        if (!step.newEvents().isEmpty()) {
            listener.events(step.newEvents(), step.status());
        }
    }

    private void redraw() {
        if (lastFrame == null) {
            return;
        }
        List<org.tablecompanion.engine.board.Position> asked = question.map(LiveQuestion::cells).orElse(List.of());
        Board board = tracking == null ? Board.empty() : tracking.game().state().board();
        try {
            image = Optional.of(OverlayImages.of(lastFrame, lastSeen, asked, board));
        } catch (RuntimeException e) {
            problem = "the frame could not be drawn: " + message(e);
        }
    }

    private double framesPerSecond() {
        if (feedTimes.size() < 2) {
            return 0;
        }
        double seconds = (feedTimes.getLast() - feedTimes.getFirst()) / 1e9;
        return seconds <= 0 ? 0 : (feedTimes.size() - 1) / seconds;
    }

    private void fail(String why) {
        state = LiveState.FAILED;
        problem = why;
        closeSource();
        publish();
    }

    private void closeSource() {
        if (frames != null) {
            try {
                frames.close();
            } catch (RuntimeException e) {
                // closing a vanished camera may fail as well; nothing more to do
            }
            frames = null;
        }
    }

    private void publish() {
        listener.shot(new LiveShot(image, source, fed, state, frameState, status, question, framesPerSecond(),
                trackerMillis, problem));
    }

    private static String message(Throwable e) {
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
