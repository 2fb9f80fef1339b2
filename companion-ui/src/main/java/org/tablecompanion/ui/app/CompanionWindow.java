package org.tablecompanion.ui.app;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.ui.app.board.BoardSelection;
import org.tablecompanion.ui.app.board.BoardView;
import org.tablecompanion.ui.app.board.TileFaces;
import org.tablecompanion.ui.app.inspect.FeatureText;
import org.tablecompanion.ui.app.inspect.InspectorPane;
import org.tablecompanion.ui.app.inspect.TilePictures;
import org.tablecompanion.ui.app.live.LiveOpeners;
import org.tablecompanion.ui.app.live.LivePane;
import org.tablecompanion.ui.app.live.LiveSession;
import org.tablecompanion.ui.app.live.LiveSetup;
import org.tablecompanion.ui.app.live.LiveShot;
import org.tablecompanion.ui.app.live.LiveStart;
import org.tablecompanion.ui.app.live.PhotoCheckPane;
import org.tablecompanion.ui.app.live.PhotoChecker;
import org.tablecompanion.ui.app.live.QuestionBar;
import org.tablecompanion.ui.app.live.RecognizerLive;
import org.tablecompanion.ui.app.session.OpenRecord;
import org.tablecompanion.ui.app.scores.EndGamePane;
import org.tablecompanion.ui.app.scores.ScoreTable;
import org.tablecompanion.ui.app.session.RecordView;
import org.tablecompanion.ui.app.setup.SetupPane;

/**
 * The companion's window: a toolbar (open, save, step through the record, undo), the table on the
 * left (game setup, the board, the live camera) and what it means on the right (scores, the
 * final scoring if the game ended now, the selected tile or figure with its corrections, the
 * record). It only shows {@link ShownGame}s and turns clicks into controller commands.
 */
public final class CompanionWindow {

    private final CompanionController controller;
    private final BorderPane root = new BorderPane();
    private final TabPane tableTabs = new TabPane();
    private final TabPane sideTabs = new TabPane();
    private final Tab setupTab = new Tab("Game setup");
    private final Tab boardTab = new Tab("Board");
    private final Tab cameraTab = new Tab("Live camera");
    private final Tab scoresTab = new Tab("Scores");
    private final Tab endTab = new Tab("If the game ended now");
    private final Tab selectedTab = new Tab("Selected");
    private final Tab recordTab = new Tab("Record");
    private final Tab photoTab = new Tab("Photo check");
    private final LivePane live = new LivePane();
    private final QuestionBar question = new QuestionBar();
    private final PhotoCheckPane photoCheck = new PhotoCheckPane();
    private final java.util.concurrent.ExecutorService photoWorker = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "companion-photo-check");
        t.setDaemon(true);
        return t;
    });
    private LiveOpeners openers = new RecognizerLive();
    private LiveSession session;
    private java.util.concurrent.CompletableFuture<Void> photoDone = java.util.concurrent.CompletableFuture.completedFuture(null);
    private final BoardView board = new BoardView();
    private final SetupPane setup = new SetupPane();
    private final ScoreTable scores = new ScoreTable();
    private final EndGamePane endGame = new EndGamePane();
    private final InspectorPane inspector;
    private final RecordPane record = new RecordPane();
    private final Label where = new Label("No game open");
    private final Label gameTitle = new Label();
    private final Label status = new Label();
    private final Label problem = new Label();
    private final Button first = icon("M0,0 h2.5 v12 h-2.5 z M12,0 v12 l-9,-6 z", "First event (Home)", "nav-first");
    private final Button previous = icon("M9,0 v12 l-9,-6 z", "Previous event (Left arrow)", "nav-previous");
    private final Button next = icon("M0,0 v12 l9,-6 z", "Next event (Right arrow)", "nav-next");
    private final Button last = icon("M0,0 v12 l9,-6 z M9.5,0 h2.5 v12 h-2.5 z", "Last event (End)", "nav-last");
    private final Button undo = button("Undo", "Take back the latest change (Ctrl+Z)", "undo");
    private final Button redo = button("Redo", "Take back the undo (Ctrl+Y)", "redo");
    private final Button open = button("Open…", "Open a game record (Ctrl+O)", "open");
    private final Button save = button("Save", "Save the game record (Ctrl+S)", "save");
    private final Button saveAs = button("Save as…", "Save the game record to another file", "save-as");
    private final Button checkPhoto = button("Check the end from a photo…",
            "Recognize one photo of the finished board and compare its end scoring with the game's", "check-photo");
    private BoardSelection selection = new BoardSelection.Nothing();

    public CompanionWindow(CompanionController controller, TileFaces faces) {
        this.controller = controller;
        this.inspector = new InspectorPane(new TilePictures(faces));
        build();
        wire();
    }

    public Parent root() {
        return root;
    }

    /** A scene with the companion's style sheet and keyboard shortcuts. */
    public Scene scene(double width, double height) {
        Scene scene = new Scene(root, width, height);
        scene.getStylesheets().add(CompanionWindow.class.getResource("companion.css").toExternalForm());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        return scene;
    }

    public CompanionController controller() {
        return controller;
    }

    public BoardView board() {
        return board;
    }

    public SetupPane setup() {
        return setup;
    }

    public void showSetup() {
        tableTabs.getSelectionModel().select(setupTab);
    }

    public void showBoard() {
        tableTabs.getSelectionModel().select(boardTab);
    }

    public void showCamera() {
        tableTabs.getSelectionModel().select(cameraTab);
    }

    public void showScores() {
        sideTabs.getSelectionModel().select(scoresTab);
    }

    public void showEndGame() {
        sideTabs.getSelectionModel().select(endTab);
    }

    public void showSelected() {
        sideTabs.getSelectionModel().select(selectedTab);
    }

    public void showRecord() {
        sideTabs.getSelectionModel().select(recordTab);
    }

    public void showPhotoCheck() {
        sideTabs.getSelectionModel().select(photoTab);
    }

    private void build() {
        root.getStyleClass().add("companion");
        for (Tab t : new Tab[] {setupTab, boardTab, cameraTab, scoresTab, endTab, selectedTab, recordTab, photoTab}) {
            t.setClosable(false);
        }
        setupTab.setContent(setup);
        boardTab.setContent(board);
        cameraTab.setContent(live);
        tableTabs.getTabs().addAll(setupTab, boardTab, cameraTab);
        tableTabs.getSelectionModel().select(boardTab);
        scoresTab.setContent(scores);
        endTab.setContent(endGame);
        selectedTab.setContent(inspector);
        recordTab.setContent(record);
        photoTab.setContent(photoCheck);
        sideTabs.getTabs().addAll(scoresTab, endTab, selectedTab, recordTab, photoTab);
        sideTabs.setMinWidth(360);
        SplitPane split = new SplitPane(tableTabs, sideTabs);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.6);
        SplitPane.setResizableWithParent(sideTabs, false);
        root.setCenter(split);

        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(18, 18);
        busy.visibleProperty().bind(controller.busyProperty());
        where.getStyleClass().add("where");
        where.setId("where");
        where.setMinWidth(260);
        gameTitle.getStyleClass().add("game-title");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox toolbar = new HBox(6, open, save, saveAs, new Separator(Orientation.VERTICAL), first, previous, where, next,
                last, new Separator(Orientation.VERTICAL), undo, redo, busy, new Separator(Orientation.VERTICAL),
                checkPhoto, spacer, gameTitle);
        toolbar.setAlignment(Pos.CENTER_LEFT);
        // the buttons keep their words; the game's title gives way when the window is narrow
        toolbar.getChildren().stream().filter(n -> n instanceof Button)
                .forEach(n -> ((Button) n).setMinWidth(Region.USE_PREF_SIZE));
        gameTitle.setMinWidth(0);
        toolbar.setPadding(new Insets(6, 10, 6, 10));
        toolbar.getStyleClass().add("companion-toolbar");
        root.setTop(new VBox(toolbar, question));

        status.getStyleClass().add("status");
        status.setId("status");
        problem.getStyleClass().add("problem");
        problem.setId("problem");
        problem.setWrapText(true);
        VBox bar = new VBox(2, problem, status);
        bar.setPadding(new Insets(4, 10, 4, 10));
        bar.getStyleClass().add("status-bar");
        root.setBottom(bar);
        setEnabled(false, false, false);
    }

    private void wire() {
        first.setOnAction(e -> controller.first());
        previous.setOnAction(e -> controller.previous());
        next.setOnAction(e -> controller.next());
        last.setOnAction(e -> controller.last());
        undo.setOnAction(e -> controller.undo());
        redo.setOnAction(e -> controller.redo());
        open.setOnAction(e -> chooseAndOpen());
        save.setOnAction(e -> save());
        saveAs.setOnAction(e -> saveAs());
        checkPhoto.setOnAction(e -> choosePhoto());
        photoCheck.setOnChoose(this::choosePhoto);
        question.setOnAnswer((id, index) -> {
            if (session != null) {
                session.answer(id, index);
            }
        });
        live.setOnPause(() -> withSession(LiveSession::pause));
        live.setOnResume(() -> withSession(LiveSession::resume));
        live.setOnStep(() -> withSession(LiveSession::step));
        live.setOnStop(this::stopLive);
        status.textProperty().bind(controller.statusProperty());
        problem.textProperty().bind(controller.problemProperty());
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        controller.openingProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                where.setText(b);
            } else {
                controller.shown().ifPresent(s -> where.setText(whereText(s.view())));
            }
        });
        controller.shownProperty().addListener((o, a, b) -> {
            if (b != null) {
                show(b);
            }
        });
        board.setOnSelect(this::select);
        inspector.setOnEvent(this::send);
        record.setOnGoTo(controller::goTo);
        setup.setOnLive((g, s) -> {
            startLive(s, g);
            showCamera();
        });
        setup.setOnStart(g -> {
            stopLive();
            controller.start(g);
            showBoard();
            showScores();
        });
        setup.setOnLoad(p -> {
            stopLive();
            controller.openFile(p);
            showBoard();
        });
        setup.setOnBundled(name -> {
            stopLive();
            openBundled(name);
            showBoard();
        });
    }

    /**
     * Opens what the companion was started with: a record file (with a live source if one was
     * given), or the bundled sample game replayed from its frames in the live view.
     */
    public void openInitial(CompanionOptions options) {
        Optional<LiveSetup> liveSetup = options.live();
        if (liveSetup.isPresent() && options.record().isEmpty()) {
            try {
                startLive(liveSetup.get(), LiveStart.recordFor(liveSetup.get(), setup.newGame()));
                showCamera();
                return;
            } catch (RuntimeException e) {
                // the sample's frames are not there (a copy without sample-images): the bundled record instead
                live.showProblem("cannot start the live view: " + e.getMessage());
                liveSetup = Optional.empty();
            }
        }
        controller.openFrom(() -> CompanionLauncher.initialRecord(options));
        if (liveSetup.isEmpty() && options.record().isEmpty() && org.tablecompanion.ui.app.live.CameraCheck.present()) {
            showSetup();
        }
        liveSetup.ifPresent(s -> controller.current().thenAccept(r -> r.ifPresent(rec ->
                javafx.application.Platform.runLater(() -> startLive(s, rec)))));
    }

    /** The live view, for tests. */
    public LivePane live() {
        return live;
    }

    public QuestionBar question() {
        return question;
    }

    public PhotoCheckPane photoCheck() {
        return photoCheck;
    }

    /** The running live session, if any. */
    public Optional<LiveSession> session() {
        return Optional.ofNullable(session);
    }

    /** Where live views get their frames and trackers (tests script them). */
    public void setLiveOpeners(LiveOpeners openers) {
        this.openers = openers;
    }

    /**
     * Shows a game and starts feeding the chosen source's frames to a tracker that goes on from
     * it; every turn it reads is appended to the game (so the board, the scores and the autosave
     * follow), its questions appear in the question bar.
     */
    public void startLive(LiveSetup liveSetup, OpenRecord record) {
        stopLive();
        controller.open(record);
        Optional<Path> autosaved = Optional.of(controller.autosaveTarget(record));
        // A game reopened from its file is autosaved elsewhere: the tracker's memory goes along, so
        // tracking resumes on the board as it lies instead of looking for a start tile. If it cannot
        // be copied, the live view says it cannot find the board of a game in progress.
        record.file().ifPresent(opened -> {
            try {
                org.tablecompanion.recognizer.tracker.TrackerMemory.carry(opened, autosaved.get());
            } catch (java.io.UncheckedIOException e) {
                System.getLogger("companion").log(System.Logger.Level.WARNING, e.getMessage());
            }
        });
        LiveOpeners using = openers;
        LiveSession[] self = new LiveSession[1];
        LiveSession.Listener listener = new LiveSession.Listener() {
            @Override
            public void shot(LiveShot shot) {
                javafx.application.Platform.runLater(() -> {
                    if (session == self[0] && session != null) {
                        showShot(shot);
                    }
                });
            }

            @Override
            public void events(java.util.List<GameEvent> events, String why) {
                javafx.application.Platform.runLater(() -> {
                    if (session == self[0] && session != null) {
                        controller.appendTracked(events, why);
                    }
                });
            }
        };
        self[0] = LiveSession.start(liveSetup, () -> using.frames(liveSetup),
                () -> using.tracking(liveSetup, record.record(), autosaved), listener);
        session = self[0];
        showCamera();
        LiveSession running = self[0];
        controller.setOnHandChange(r -> running.resume(org.tablecompanion.engine.record.GameRecords.replay(r)));
    }

    /** Stops the live view (the game stays as it is). */
    public void stopLive() {
        if (session != null) {
            LiveSession s = session;
            session = null;
            controller.setOnHandChange(null);
            s.stop();
            question.show(Optional.empty());
            board.ask(java.util.Set.of());
            live.showStopped();
        }
    }

    private void withSession(java.util.function.Consumer<LiveSession> action) {
        if (session != null) {
            action.accept(session);
        }
    }

    private void showShot(LiveShot shot) {
        live.show(shot);
        question.show(shot.question());
        board.ask(shot.question().map(q -> java.util.Set.copyOf(q.cells())).orElse(java.util.Set.of()));
    }

    private void choosePhoto() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("A photo of the finished board");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Photos (*.jpg, *.png)", "*.jpg", "*.jpeg",
                "*.png"));
        File f = chooser.showOpenDialog(root.getScene().getWindow());
        if (f != null) {
            checkPhoto(f.toPath());
        }
    }

    /**
     * Recognizes a photo of the finished board on a thread of its own and shows its end scoring
     * beside the game's; completes when the result is shown.
     */
    public java.util.concurrent.CompletableFuture<Void> checkPhoto(Path photo) {
        sideTabs.getSelectionModel().select(photoTab);
        Optional<ShownGame> shownGame = controller.shown();
        if (shownGame.isEmpty()) {
            photoCheck.showProblem("Open or start a game first: the photo is compared with it.");
            return java.util.concurrent.CompletableFuture.completedFuture(null);
        }
        RecordView view = shownGame.get().view();
        // the pack and calibration of the live view, else those entered in game setup (never the
        // sample's prints unless the sample is what is being replayed)
        Optional<LiveSetup> chosen = Optional.ofNullable(session).map(LiveSession::setup).or(() -> {
            try {
                LiveSetup entered = setup.liveSetup();
                return Optional.of(new LiveSetup(new org.tablecompanion.ui.app.live.SourceChoice.Folder(Path.of(".")),
                        entered.calibration(), entered.pack(), entered.framesPerSecond(), 0));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        });
        String name = String.valueOf(photo.getFileName());
        photoCheck.showReading(name);
        java.util.concurrent.CompletableFuture<Void> done = new java.util.concurrent.CompletableFuture<>();
        photoDone = done;
        photoWorker.execute(() -> {
            try {
                PhotoChecker.Result r = PhotoChecker.check(photo, view, chosen);
                javafx.application.Platform.runLater(() -> {
                    photoCheck.show(name, r.check(), r.overlay());
                    done.complete(null);
                });
            } catch (RuntimeException | LinkageError e) {
                String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                javafx.application.Platform.runLater(() -> {
                    photoCheck.showProblem(name + ": " + why.replaceAll("\\s+", " ").trim());
                    done.complete(null);
                });
            }
        });
        return done;
    }

    /** Closes the live view and the photo check's thread (the window is closing). */
    public void close() {
        stopLive();
        photoWorker.shutdownNow();
    }

    public void openBundled(String name) {
        controller.openBundled(name);
    }

    private void send(GameEvent event) {
        controller.append(event);
    }

    private void select(BoardSelection chosen) {
        selection = chosen;
        controller.shown().ifPresent(s -> {
            board.select(selection, selectedFeature(s.view()));
            inspector.show(s.view(), selection);
        });
        if (!(chosen instanceof BoardSelection.Nothing)) {
            showSelected();
        }
    }

    private Optional<Feature> selectedFeature(RecordView view) {
        if (selection instanceof BoardSelection.Square sq && sq.tileFeature().isPresent()) {
            return view.state().features().of(new org.tablecompanion.engine.features.FeaturePart(sq.position(),
                    sq.tileFeature().getAsInt()));
        }
        if (selection instanceof BoardSelection.OfFigure f) {
            return view.state().features().of(f.figure().at());
        }
        return Optional.empty();
    }

    private void show(ShownGame shown) {
        RecordView view = shown.view();
        board.setDescribe(f -> FeatureText.line(f, view));
        board.show(shown.picture(), shown.image(), view.lastTile());
        selection = stillThere(view, selection);
        board.select(selection, selectedFeature(view));
        scores.show(view);
        endGame.show(view);
        inspector.show(view, selection);
        record.show(view);
        where.setText(whereText(view));
        gameTitle.setText(view.open().title() + (view.open().file().isPresent() ? "" : " (not saved yet)"));
        setEnabled(true, shown.canUndo(), shown.canRedo());
        first.setDisable(view.cursor() == 0);
        previous.setDisable(view.cursor() == 0);
        next.setDisable(view.atEnd());
        last.setDisable(view.atEnd());
        if (root.getScene() != null && root.getScene().getWindow() instanceof javafx.stage.Stage stage) {
            stage.setTitle("Table companion — " + view.open().title());
        }
    }

    /** A selection that survives a new state: the square always; a figure if it (or its corrected self) still stands. */
    private static BoardSelection stillThere(RecordView view, BoardSelection s) {
        if (s instanceof BoardSelection.OfFigure f) {
            for (Figure fig : view.state().figures()) {
                if (fig.equals(f.figure())) {
                    return s;
                }
            }
            for (Figure fig : view.state().figures()) {
                if (fig.at().equals(f.figure().at())) {
                    return new BoardSelection.OfFigure(fig);
                }
            }
            return new BoardSelection.Square(f.figure().position(), java.util.OptionalInt.of(f.figure().at().index()));
        }
        return s;
    }

    static String whereText(RecordView view) {
        StringBuilder b = new StringBuilder();
        b.append("event ").append(view.cursor()).append(" of ").append(view.eventCount());
        b.append(" · turn ").append(view.state().turn());
        if (view.state().ended()) {
            b.append(" · game over");
        } else {
            String next = view.state().player(view.nextPlayer()).map(p -> p.name()).orElse(view.nextPlayer().spelling());
            b.append(" · ").append(next).append(" lays the next tile");
        }
        return b.toString();
    }

    private void setEnabled(boolean open, boolean canUndo, boolean canRedo) {
        for (Button b : new Button[] {first, previous, next, last, save, saveAs}) {
            b.setDisable(!open);
        }
        undo.setDisable(!canUndo);
        redo.setDisable(!canRedo);
    }

    private void keys(KeyEvent e) {
        boolean typing = root.getScene() != null && root.getScene().getFocusOwner() instanceof TextInputControl;
        if (KeyCombination.keyCombination("Shortcut+Z").match(e)) {
            controller.undo();
        } else if (KeyCombination.keyCombination("Shortcut+Y").match(e)
                || KeyCombination.keyCombination("Shortcut+Shift+Z").match(e)) {
            controller.redo();
        } else if (KeyCombination.keyCombination("Shortcut+S").match(e)) {
            save();
        } else if (KeyCombination.keyCombination("Shortcut+O").match(e)) {
            chooseAndOpen();
        } else if (!typing && tableTabs.getSelectionModel().getSelectedItem() == boardTab && e.getCode() == KeyCode.LEFT) {
            controller.previous();
        } else if (!typing && tableTabs.getSelectionModel().getSelectedItem() == boardTab && e.getCode() == KeyCode.RIGHT) {
            controller.next();
        } else if (!typing && e.getCode() == KeyCode.HOME && tableTabs.getSelectionModel().getSelectedItem() == boardTab) {
            controller.first();
        } else if (!typing && e.getCode() == KeyCode.END && tableTabs.getSelectionModel().getSelectedItem() == boardTab) {
            controller.last();
        } else {
            return;
        }
        e.consume();
    }

    private void chooseAndOpen() {
        FileChooser chooser = recordChooser("Open a game record");
        File f = chooser.showOpenDialog(root.getScene().getWindow());
        if (f != null) {
            stopLive();
            controller.openFile(f.toPath());
            showBoard();
        }
    }

    private void save() {
        Optional<Path> file = controller.shown().flatMap(s -> s.view().open().file());
        if (file.isPresent()) {
            controller.save(file.get());
        } else {
            saveAs();
        }
    }

    private void saveAs() {
        if (controller.shown().isEmpty()) {
            return;
        }
        FileChooser chooser = recordChooser("Save the game record");
        chooser.setInitialFileName("game.json");
        File f = chooser.showSaveDialog(root.getScene().getWindow());
        if (f != null) {
            controller.save(f.toPath());
        }
    }

    private static FileChooser recordChooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Game records (*.json)", "*.json"));
        return chooser;
    }

    private static Button icon(String svg, String tip, String id) {
        javafx.scene.shape.SVGPath path = new javafx.scene.shape.SVGPath();
        path.setContent(svg);
        path.getStyleClass().add("nav-icon");
        Button b = button("", tip, id);
        b.setGraphic(path);
        b.setMinWidth(34);
        return b;
    }

    private static Button button(String text, String tip, String id) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setId(id);
        b.setFocusTraversable(false);
        return b;
    }
}
