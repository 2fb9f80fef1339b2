package org.tablecompanion.ui.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.app.board.BoardPainter;
import org.tablecompanion.ui.app.board.BoardPicture;
import org.tablecompanion.ui.app.board.BoardView;
import org.tablecompanion.ui.app.board.TileFaces;
import org.tablecompanion.ui.app.session.AtomicFiles;
import org.tablecompanion.ui.app.session.Autosaver;
import org.tablecompanion.ui.app.session.OpenRecord;
import org.tablecompanion.ui.app.session.RecordView;
import org.tablecompanion.ui.app.session.Replayer;
import org.tablecompanion.ui.app.session.UndoTarget;
import org.tablecompanion.ui.app.setup.NewGame;

/**
 * The companion's one worker: every command (open, step, correct, undo, save) becomes a job on a
 * single background thread, which owns the record being shown and its cursor. Jobs run in the
 * order they were asked for, so a correction followed at once by a step never races; the window
 * receives each result on the JavaFX thread and never waits. Replaying and painting the board
 * therefore never freeze the window.
 */
public final class CompanionController implements AutoCloseable {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "companion-worker");
        t.setDaemon(true);
        return t;
    });
    private final Replayer replayer = new Replayer();
    private final ExecutorService warmUp = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "companion-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });
    private final TileFaces faces;
    private final java.util.Set<String> warmed = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final BoardPainter painter;
    private final Autosaver autosaver;
    private final Consumer<Runnable> fxThread;
    private final AtomicInteger queued = new AtomicInteger();

    private final ReadOnlyObjectWrapper<ShownGame> shown = new ReadOnlyObjectWrapper<>(this, "shown");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy", false);
    private final ReadOnlyStringWrapper opening = new ReadOnlyStringWrapper(this, "opening", "");
    private int inFlight;
    private volatile Consumer<GameRecord> onHandChange = r -> { };

    // Owned by the worker thread only.
    private OpenRecord open;
    private int cursor;
    private ShownGame last;
    private final Deque<Integer> redo = new ArrayDeque<>();

    public CompanionController(TileFaces faces, Autosaver autosaver) {
        this(faces, autosaver, Platform::runLater);
    }

    CompanionController(TileFaces faces, Autosaver autosaver, Consumer<Runnable> fxThread) {
        this.painter = new BoardPainter(faces);
        this.faces = faces;
        this.autosaver = autosaver;
        this.fxThread = fxThread;
    }

    /** What the window shows; changes on the JavaFX thread. Empty until the first record is open. */
    public ReadOnlyObjectProperty<ShownGame> shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public Optional<ShownGame> shown() {
        return Optional.ofNullable(shown.get());
    }

    /** The last thing that went well ("autosaved to ..."). */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The last thing that was refused, in one line (empty once something succeeds). */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** What is being opened, while it is ("Opening the sample base game"); empty otherwise. */
    public ReadOnlyStringProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    /** True while jobs are waiting or running. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Shows a record at its last event. */
    public void open(OpenRecord record) {
        openFrom(() -> record);
    }

    /** Reads a record (on the worker: files and bundled games alike) and shows it at its last event. */
    public void openFrom(java.util.concurrent.Callable<OpenRecord> source) {
        opening.set("Opening the game and painting the board…");
        submit(() -> {
            OpenRecord record = source.call();
            RecordView view = replayer.last(record);
            warmUp(view);
            open = record;
            cursor = view.cursor();
            redo.clear();
            return Result.of(frame(view), "Opened " + record.title()
                    + record.file().map(f -> " (" + f.toAbsolutePath() + ")").orElse(""));
        });
    }

    /**
     * Starts a new game with its start tile laid; it is autosaved at once, so even a game that has
     * only just begun is never lost.
     */
    public void start(NewGame game) {
        submit(() -> {
            String startTile = replayer.catalog(game.catalogs()).startTile();
            GameRecord fresh = GameRecord.of(game.players(), game.catalogs(), game.rules(),
                    List.of(TilePlaced.of(startTile, 0, 0, Rotation.R0)));
            OpenRecord record = new OpenRecord(fresh, game.title(), Optional.empty());
            RecordView view = replayer.last(record);
            warmUp(view);
            open = record;
            cursor = view.cursor();
            redo.clear();
            return Result.of(frame(view), "New game started; " + autosave());
        });
    }

    /** Shows one of the sample games shipped with the engine, at its last event. */
    public void openBundled(String name) {
        openFrom(() -> BundledGames.open(name));
    }

    /** Reads a record file and shows it at its last event. */
    public void openFile(Path file) {
        openFrom(() -> new OpenRecord(GameRecords.read(file), file.getFileName().toString(), Optional.of(file)));
    }

    public void first() {
        step(c -> 0);
    }

    public void previous() {
        step(c -> c - 1);
    }

    public void next() {
        step(c -> c + 1);
    }

    public void last() {
        step(c -> Integer.MAX_VALUE);
    }

    /** Shows the game after the first {@code events} events of the record. */
    public void goTo(int events) {
        step(c -> events);
    }

    private void step(java.util.function.IntUnaryOperator move) {
        submit(() -> {
            requireOpen();
            int size = open.record().events().size();
            int target = Math.max(0, Math.min(size, move.applyAsInt(cursor)));
            if (target == cursor && last != null) {
                return Result.of(last, "");
            }
            cursor = target;
            if (queued.get() > 1) {
                return Result.skipped();
            }
            return Result.of(frame(replayer.view(open, cursor)), "");
        });
    }

    /**
     * Appends an event (a correction, or a play event laid by hand) to the record, replays and
     * autosaves. An event the engine refuses changes nothing and says why.
     */
    public void append(GameEvent event) {
        submit(() -> {
            List<Integer> keep = new ArrayList<>(redo);
            redo.clear();
            try {
                Result r = appendNow(event);
                onHandChange.accept(open.record());
                return r;
            } catch (IOException | RuntimeException e) {
                redo.addAll(keep);
                throw e;
            }
        });
    }

    /**
     * Appends what the live tracker read (a turn, an answered question) to the record, replays and
     * autosaves once for them all. Not a change by hand: the tracker already knows these events.
     */
    public void appendTracked(List<GameEvent> events, String why) {
        if (events.isEmpty()) {
            return;
        }
        submit(() -> {
            requireOpen();
            List<GameEvent> all = new ArrayList<>(open.record().events());
            all.addAll(events);
            GameRecord changed = new GameRecord(open.record().format(), open.record().players(),
                    open.record().catalogs(), open.record().rules(), all);
            OpenRecord candidate = open.withRecord(changed);
            RecordView view = replayer.last(candidate);
            open = candidate;
            cursor = view.cursor();
            redo.clear();
            String said = why.isEmpty() ? events.get(events.size() - 1).describe() : why;
            return Result.of(frame(view), said + "; " + autosave());
        });
    }

    /**
     * Called on the worker with the record after every change made by hand (a correction, an undo,
     * a redo), so a live tracker can go on from the corrected game.
     */
    public void setOnHandChange(Consumer<GameRecord> listener) {
        this.onHandChange = listener == null ? r -> { } : listener;
    }

    /** The record as it stands now (the worker's copy), read on the worker. */
    public CompletableFuture<Optional<OpenRecord>> current() {
        CompletableFuture<Optional<OpenRecord>> result = new CompletableFuture<>();
        worker.execute(() -> result.complete(Optional.ofNullable(open)));
        return result;
    }

    /** Takes back the latest change that still counts, by appending an {@link EventUndone}. */
    public void undo() {
        submit(() -> {
            requireOpen();
            OptionalInt target = UndoTarget.of(open.record().events());
            if (target.isEmpty()) {
                throw new BadInputException("nothing to undo");
            }
            GameEvent undone = open.record().events().get(target.getAsInt());
            int undoAt = open.record().events().size();
            redo.push(undoAt);
            Result r;
            try {
                r = appendNow(new EventUndone(target.getAsInt()));
            } catch (IOException | RuntimeException e) {
                redo.pop();
                throw e;
            }
            onHandChange.accept(open.record());
            return new Result(r.shown(), "Undid event " + target.getAsInt() + " (" + undone.describe() + "); "
                    + r.message());
        });
    }

    /** Takes back the latest undo, as long as nothing else changed since. */
    public void redo() {
        submit(() -> {
            requireOpen();
            if (redo.isEmpty()) {
                throw new BadInputException("nothing to redo");
            }
            int undoAt = redo.pop();
            Result r;
            try {
                r = appendNow(new EventUndone(undoAt));
            } catch (IOException | RuntimeException e) {
                redo.push(undoAt);
                throw e;
            }
            onHandChange.accept(open.record());
            return new Result(r.shown(), "Redone; " + r.message());
        });
    }

    /** Writes the record to a file the players chose (atomically); autosaves go next to it from now on. */
    public void save(Path file) {
        submit(() -> {
            requireOpen();
            AtomicFiles.write(file, GameRecords.write(open.record()));
            open = open.savedAs(file);
            RecordView view = last.view();
            RecordView moved = new RecordView(open, view.catalog(), view.cursor(), view.state(), view.finalState(),
                    view.turnPlayer(), view.nextPlayer(), view.lastTile());
            last = new ShownGame(moved, last.picture(), last.image(), last.canUndo(), last.canRedo());
            return Result.of(last, "Saved to " + file);
        });
    }

    /**
     * Lays out every tile type of the game's catalogs in the background, so the tile lists of the
     * correction pane open at once later.
     */
    private void warmUp(RecordView view) {
        String key = String.join("+", view.record().catalogs());
        if (!warmed.add(key)) {
            return;
        }
        List<org.tablecompanion.engine.catalog.TileType> types = view.catalog().tiles();
        warmUp.execute(() -> {
            for (org.tablecompanion.engine.catalog.TileType t : types) {
                faces.face(t, Rotation.R0, org.tablecompanion.ui.app.inspect.TilePictures.LIST_SIZE);
            }
        });
    }

    /** Completes once every job asked for so far has run and its result reached the window. */
    public CompletableFuture<Void> idle() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        worker.execute(() -> fxThread.accept(() -> done.complete(null)));
        return done;
    }

    private Result appendNow(GameEvent event) throws IOException {
        requireOpen();
        List<GameEvent> events = new ArrayList<>(open.record().events());
        events.add(event);
        GameRecord changed = new GameRecord(open.record().format(), open.record().players(), open.record().catalogs(),
                open.record().rules(), events);
        OpenRecord candidate = open.withRecord(changed);
        RecordView view = replayer.last(candidate);
        open = candidate;
        cursor = view.cursor();
        ShownGame frame = frame(view);
        return Result.of(frame, event.describe() + "; " + autosave());
    }

    /**
     * The file this record is autosaved to once opened (a live tracker keeps its memory beside it).
     * Asked with the record itself: {@link #open} takes effect later, on the worker.
     */
    public Path autosaveTarget(OpenRecord record) {
        return autosaver.target(record);
    }

    private String autosave() {
        try {
            Path where = autosaver.save(open);
            return "autosaved to " + where;
        } catch (IOException | RuntimeException e) {
            return "could not autosave (" + e.getMessage() + "): save the game yourself";
        }
    }

    private void requireOpen() {
        if (open == null) {
            throw new BadInputException("no game is open");
        }
    }

    private ShownGame frame(RecordView view) {
        BoardPicture picture = painter.paint(view.state(), view.catalog());
        boolean canUndo = UndoTarget.of(view.events()).isPresent();
        last = new ShownGame(view, picture, BoardView.imageOf(picture), canUndo, !redo.isEmpty());
        return last;
    }

    /** What a job hands to the window: a new picture (or none) and a line of status. */
    private record Result(ShownGame shown, String message) {
        static Result of(ShownGame shown, String message) {
            return new Result(shown, message);
        }

        static Result skipped() {
            return new Result(null, "");
        }
    }

    private interface Job {
        Result run() throws Exception;
    }

    private void submit(Job job) {
        inFlight++;
        busy.set(true);
        queued.incrementAndGet();
        worker.execute(() -> {
            Result result;
            String error = "";
            try {
                result = job.run();
            } catch (BadInputException | IllegalArgumentException e) {
                result = Result.skipped();
                error = oneLine(e.getMessage());
            } catch (IOException e) {
                result = Result.skipped();
                error = "cannot use the file: " + oneLine(String.valueOf(e.getMessage()));
            } catch (Exception | Error e) {
                result = Result.skipped();
                error = "internal error: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + oneLine(e.getMessage()));
            } finally {
                queued.decrementAndGet();
            }
            Result published = result;
            String failed = error;
            fxThread.accept(() -> {
                if (published.shown() != null) {
                    shown.set(published.shown());
                }
                if (!failed.isEmpty()) {
                    problem.set(failed);
                } else {
                    problem.set("");
                    if (!published.message().isEmpty()) {
                        status.set(published.message());
                    }
                }
                inFlight--;
                busy.set(inFlight > 0);
                if (inFlight == 0) {
                    opening.set("");
                }
            });
        });
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }

    @Override
    public void close() {
        warmUp.shutdownNow();
        worker.shutdown();
        try {
            worker.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
