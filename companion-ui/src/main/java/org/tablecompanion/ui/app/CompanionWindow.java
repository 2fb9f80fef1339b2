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

    private void build() {
        root.getStyleClass().add("companion");
        for (Tab t : new Tab[] {setupTab, boardTab, cameraTab, scoresTab, endTab, selectedTab, recordTab}) {
            t.setClosable(false);
        }
        setupTab.setContent(setup);
        boardTab.setContent(board);
        cameraTab.setContent(new CameraPane());
        tableTabs.getTabs().addAll(setupTab, boardTab, cameraTab);
        tableTabs.getSelectionModel().select(boardTab);
        scoresTab.setContent(scores);
        endTab.setContent(endGame);
        selectedTab.setContent(inspector);
        recordTab.setContent(record);
        sideTabs.getTabs().addAll(scoresTab, endTab, selectedTab, recordTab);
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
                last, new Separator(Orientation.VERTICAL), undo, redo, busy, spacer, gameTitle);
        toolbar.setAlignment(Pos.CENTER_LEFT);
        toolbar.setPadding(new Insets(6, 10, 6, 10));
        toolbar.getStyleClass().add("companion-toolbar");
        root.setTop(toolbar);

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
        setup.setOnStart(g -> {
            controller.start(g);
            showBoard();
            showScores();
        });
        setup.setOnLoad(p -> {
            controller.openFile(p);
            showBoard();
        });
        setup.setOnBundled(name -> {
            openBundled(name);
            showBoard();
        });
    }

    /** Opens what the companion was started with: a record file, or the bundled base sample. */
    public void openInitial(CompanionOptions options) {
        controller.openFrom(() -> CompanionLauncher.initialRecord(options));
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
