package org.tablecompanion.ui.app.setup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.ui.app.live.CameraCheck;
import org.tablecompanion.ui.app.live.LiveSetup;
import org.tablecompanion.ui.app.live.LiveStart;
import org.tablecompanion.ui.app.live.SourceChoice;
import org.tablecompanion.ui.app.scores.Chips;

/**
 * Game setup: which game, the rule switches of {@link Rules}, the players (names and colours, in
 * turn order), or a record file to load instead. Starting a game lays the start tile.
 */
public final class SetupPane extends ScrollPane {

    private static final List<String> DEFAULT_NAMES = List.of("Ann", "Bob", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana");

    private final ChoiceBox<GameChoice> game = new ChoiceBox<>();
    private final ChoiceBox<FarmScoring> farms = new ChoiceBox<>();
    private final CheckBox smallCity = new CheckBox("Small-city rule (1st edition): a city of two tiles scores 2, not 4");
    private final ChoiceBox<HgEdition> hgEdition = new ChoiceBox<>();
    private final VBox playerRows = new VBox(6);
    private final List<PlayerRow> players = new ArrayList<>();
    private final Button addPlayer = new Button("Add a player");
    private final Label problem = new Label();
    private final TextField recordPath = new TextField();
    private Consumer<NewGame> onStart = g -> { };
    private Consumer<Path> onLoad = p -> { };
    private Consumer<String> onBundled = n -> { };
    private java.util.function.BiConsumer<org.tablecompanion.ui.app.session.OpenRecord, LiveSetup> onLive = (r, l) -> { };
    private final ChoiceBox<String> sourceKind = new ChoiceBox<>();
    private final javafx.scene.control.Spinner<Integer> cameraIndex = new javafx.scene.control.Spinner<>(0, 9, 0);
    private final ChoiceBox<String> resolution = new ChoiceBox<>();
    private final TextField sourcePath = new TextField();
    private final TextField calibrationPath = new TextField();
    private final TextField packPath = new TextField();
    private final ChoiceBox<Double> pace = new ChoiceBox<>();
    private final Label liveProblem = new Label();

    private final class PlayerRow extends HBox {
        final TextField name = new TextField();
        final ComboBox<PlayerColour> colour = new ComboBox<>();

        PlayerRow(String initialName, PlayerColour initialColour) {
            super(8);
            setAlignment(Pos.CENTER_LEFT);
            name.setText(initialName);
            name.setPrefColumnCount(14);
            name.setId("player-name-" + players.size());
            colour.getItems().setAll(PlayerColour.values());
            colour.setValue(initialColour);
            colour.setId("player-colour-" + players.size());
            colour.setCellFactory(v -> new ColourCell());
            colour.setButtonCell(new ColourCell());
            Button remove = new Button("Remove");
            remove.setOnAction(e -> removePlayer(this));
            getChildren().addAll(new Label("Player " + (players.size() + 1)), name, colour, remove);
        }
    }

    private static final class ColourCell extends ListCell<PlayerColour> {
        @Override
        protected void updateItem(PlayerColour c, boolean empty) {
            super.updateItem(c, empty);
            setText(empty || c == null ? null : c.spelling());
            setGraphic(empty || c == null ? null : Chips.swatch(c));
        }
    }

    public SetupPane() {
        getStyleClass().add("setup-pane");
        setFitToWidth(true);
        VBox content = new VBox(14);
        content.setPadding(new Insets(20, 28, 20, 28));
        content.setMaxWidth(760);

        Label title = new Label("New game");
        title.getStyleClass().add("pane-title");

        game.getItems().setAll(GameChoice.values());
        game.setValue(GameChoice.BASE);
        game.setId("setup-game");
        farms.getItems().setAll(FarmScoring.values());
        farms.setValue(FarmScoring.PER_FIELD_3);
        farms.setId("setup-farms");
        farms.setConverter(named(SetupPane::farmName));
        hgEdition.getItems().setAll(HgEdition.values());
        hgEdition.setValue(HgEdition.CLASSIC);
        hgEdition.setConverter(named(e -> e == HgEdition.CLASSIC ? "1st-edition rules" : "2020 printing's rules"));
        smallCity.setId("setup-small-city");
        game.valueProperty().addListener((o, a, b) -> enableRules());
        enableRules();

        GridPane rules = new GridPane();
        rules.setHgap(12);
        rules.setVgap(8);
        rules.addRow(0, new Label("Game"), game);
        rules.addRow(1, new Label("Farmers"), farms);
        rules.add(smallCity, 1, 2);
        rules.addRow(3, new Label("H&G rules"), hgEdition);

        Label playersTitle = new Label("Players, in turn order");
        playersTitle.getStyleClass().add("section-title");
        addRow();
        addRow();
        addPlayer.setOnAction(e -> addRow());
        addPlayer.setId("setup-add-player");

        Button start = new Button("Start the game");
        start.setDefaultButton(true);
        start.setId("setup-start");
        start.getStyleClass().add("primary");
        start.setOnAction(e -> start());
        problem.getStyleClass().add("problem");
        problem.setWrapText(true);

        Label loadTitle = new Label("Or open a game record");
        loadTitle.getStyleClass().add("section-title");
        recordPath.setPromptText("a tablecompanion-record/1 file (.json)");
        recordPath.setId("setup-record-path");
        HBox.setHgrow(recordPath, Priority.ALWAYS);
        Button browse = new Button("Browse…");
        browse.setOnAction(e -> browse());
        Button load = new Button("Open record");
        load.setId("setup-load");
        load.setOnAction(e -> load());
        HBox loadRow = new HBox(8, recordPath, browse, load);
        loadRow.setAlignment(Pos.CENTER_LEFT);
        Button sampleBase = new Button("Sample: base game");
        sampleBase.setOnAction(e -> onBundled.accept(org.tablecompanion.ui.app.BundledGames.BASE));
        Button sampleRiver = new Button("Sample: base + the River");
        sampleRiver.setOnAction(e -> onBundled.accept(org.tablecompanion.ui.app.BundledGames.BASE_AND_RIVER));
        Button sampleHg = new Button("Sample: Hunters & Gatherers");
        sampleHg.setOnAction(e -> onBundled.accept(org.tablecompanion.ui.app.BundledGames.HUNTERS_AND_GATHERERS));
        HBox samples = new HBox(8, new Label("Bundled samples:"), sampleBase, sampleRiver, sampleHg);
        samples.setAlignment(Pos.CENTER_LEFT);

        content.getChildren().addAll(title, rules, new Separator(), playersTitle, playerRows, addPlayer,
                new HBox(12, start), problem, new Separator(), liveSection(), new Separator(), loadTitle, loadRow,
                samples);
        setContent(content);
    }

    static final String SAMPLE = "Bundled sample game (no camera)";
    static final String CAMERA = "Camera";
    static final String FOLDER = "Folder of frames";
    static final String VIDEO = "Video file (.avi)";

    /** Where the table is seen: a camera, a folder of frames, a video file or the bundled sample; the calibration and pack. */
    private VBox liveSection() {
        Label liveTitle = new Label("Live tracking: where the table is seen");
        liveTitle.getStyleClass().add("section-title");
        sourceKind.getItems().setAll(SAMPLE, CAMERA, FOLDER, VIDEO);
        sourceKind.setValue(CameraCheck.present() ? CAMERA : SAMPLE);
        sourceKind.setId("setup-source");
        cameraIndex.setId("setup-camera-index");
        cameraIndex.setPrefWidth(70);
        resolution.getItems().setAll("1280x720", "1920x1080", "2560x1440", "3840x2160");
        resolution.setValue("1920x1080");
        resolution.setId("setup-resolution");
        sourcePath.setPromptText("a folder of .jpg/.png frames, or an .avi file");
        sourcePath.setId("setup-source-path");
        HBox.setHgrow(sourcePath, Priority.ALWAYS);
        Button browseSource = new Button("Browse…");
        browseSource.setOnAction(e -> browseSource());
        calibrationPath.setPromptText("optional: a calibration file (companion calibrate ...)");
        calibrationPath.setId("setup-calibration");
        HBox.setHgrow(calibrationPath, Priority.ALWAYS);
        Button browseCalibration = new Button("Browse…");
        browseCalibration.setOnAction(e -> browseFile(calibrationPath, "A calibration file", "*.json"));
        packPath.setPromptText("optional: an appearance pack folder of your own tiles (companion teach ...)");
        packPath.setId("setup-pack");
        HBox.setHgrow(packPath, Priority.ALWAYS);
        Button browsePack = new Button("Browse…");
        browsePack.setOnAction(e -> browseFolder(packPath, "An appearance pack folder"));
        pace.getItems().setAll(0.5, 1.0, 2.0, 3.0, 5.0, 10.0);
        pace.setValue(LiveSetup.REPLAY_PACE);
        pace.setId("setup-pace");
        pace.setConverter(named(f -> (f == Math.rint(f) ? Integer.toString(f.intValue()) : f.toString()) + " frames/s at most"));

        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(8);
        HBox camera = new HBox(8, new Label("index"), cameraIndex, new Label("resolution"), resolution);
        camera.setAlignment(Pos.CENTER_LEFT);
        HBox path = new HBox(8, sourcePath, browseSource);
        path.setAlignment(Pos.CENTER_LEFT);
        grid.addRow(0, new Label("Source"), sourceKind);
        grid.addRow(1, new Label("Camera"), camera);
        grid.addRow(2, new Label("Frames"), path);
        grid.addRow(3, new Label("Calibration"), new HBox(8, calibrationPath, browseCalibration));
        grid.addRow(4, new Label("Tile pack"), new HBox(8, packPath, browsePack));
        grid.addRow(5, new Label("Pace"), pace);
        ColumnConstraintsHolder.grow(grid);
        sourceKind.valueProperty().addListener((o, a, b) -> enableSource());
        enableSource();

        Button startLive = new Button("Start live tracking");
        startLive.setId("setup-live-start");
        startLive.setOnAction(e -> startLive());
        liveProblem.getStyleClass().add("problem");
        liveProblem.setWrapText(true);
        liveProblem.setId("setup-live-problem");
        Label note = new Label("The tracker lays every tile it sees, the start tile first, for the players above; "
                + "the bundled sample plays its own filmed game (Ada, Bela and Cleo).");
        note.setWrapText(true);
        note.getStyleClass().add("intro");
        return new VBox(8, liveTitle, grid, note, startLive, liveProblem);
    }

    /** Lets the path column take the spare width. */
    private static final class ColumnConstraintsHolder {
        static void grow(GridPane grid) {
            javafx.scene.layout.ColumnConstraints label = new javafx.scene.layout.ColumnConstraints();
            javafx.scene.layout.ColumnConstraints field = new javafx.scene.layout.ColumnConstraints();
            field.setHgrow(Priority.ALWAYS);
            grid.getColumnConstraints().setAll(label, field);
        }
    }

    private void enableSource() {
        String kind = sourceKind.getValue();
        cameraIndex.setDisable(!CAMERA.equals(kind));
        resolution.setDisable(!CAMERA.equals(kind));
        sourcePath.setDisable(!(FOLDER.equals(kind) || VIDEO.equals(kind)));
    }

    /**
     * The live view the pane describes now.
     *
     * @throws IllegalArgumentException with a message for the players when something is missing
     */
    public LiveSetup liveSetup() {
        SourceChoice source;
        String kind = sourceKind.getValue();
        if (CAMERA.equals(kind)) {
            String[] wh = resolution.getValue().split("x");
            source = new SourceChoice.Camera(cameraIndex.getValue(), Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        } else if (FOLDER.equals(kind) || VIDEO.equals(kind)) {
            String text = sourcePath.getText().trim();
            if (text.isEmpty()) {
                throw new IllegalArgumentException("Type or browse to the " + (FOLDER.equals(kind) ? "folder of frames" : "video file") + " first.");
            }
            Path p = Path.of(text);
            if (FOLDER.equals(kind) && !java.nio.file.Files.isDirectory(p)) {
                throw new IllegalArgumentException("There is no folder " + p + ".");
            }
            if (VIDEO.equals(kind) && !java.nio.file.Files.isRegularFile(p)) {
                throw new IllegalArgumentException("There is no video file " + p + ".");
            }
            source = FOLDER.equals(kind) ? new SourceChoice.Folder(p) : new SourceChoice.VideoFile(p);
        } else {
            source = new SourceChoice.Sample("base");
        }
        java.util.Optional<Path> calibration = optionalPath(calibrationPath, false);
        java.util.Optional<Path> pack = optionalPath(packPath, true);
        return new LiveSetup(source, calibration, pack, pace.getValue(), 0);
    }

    private static java.util.Optional<Path> optionalPath(TextField field, boolean folder) {
        String text = field.getText().trim();
        if (text.isEmpty()) {
            return java.util.Optional.empty();
        }
        Path p = Path.of(text);
        if (folder ? !java.nio.file.Files.isDirectory(p) : !java.nio.file.Files.isRegularFile(p)) {
            throw new IllegalArgumentException("There is no " + (folder ? "folder " : "file ") + p + ".");
        }
        return java.util.Optional.of(p);
    }

    private void startLive() {
        try {
            LiveSetup s = liveSetup();
            NewGame g = newGame();
            liveProblem.setText("");
            onLive.accept(LiveStart.recordFor(s, g), s);
        } catch (IllegalArgumentException | org.tablecompanion.engine.BadInputException e) {
            liveProblem.setText(e.getMessage());
        }
    }

    private void browseSource() {
        if (FOLDER.equals(sourceKind.getValue())) {
            browseFolder(sourcePath, "A folder of frames");
        } else {
            browseFile(sourcePath, "A video file", "*.avi");
        }
    }

    private void browseFile(TextField into, String title, String pattern) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(title, pattern));
        java.io.File f = chooser.showOpenDialog(getScene().getWindow());
        if (f != null) {
            into.setText(f.getPath());
        }
    }

    private void browseFolder(TextField into, String title) {
        javafx.stage.DirectoryChooser chooser = new javafx.stage.DirectoryChooser();
        chooser.setTitle(title);
        java.io.File f = chooser.showDialog(getScene().getWindow());
        if (f != null) {
            into.setText(f.getPath());
        }
    }

    /** Called with the game and the live view chosen when "Start live tracking" is pressed. */
    public void setOnLive(java.util.function.BiConsumer<org.tablecompanion.ui.app.session.OpenRecord, LiveSetup> listener) {
        this.onLive = listener;
    }

    /** For tests: choose a source. */
    public void chooseSource(SourceChoice choice) {
        if (choice instanceof SourceChoice.Camera c) {
            sourceKind.setValue(CAMERA);
            cameraIndex.getValueFactory().setValue(c.index());
            resolution.setValue(c.width() + "x" + c.height());
        } else if (choice instanceof SourceChoice.Folder f) {
            sourceKind.setValue(FOLDER);
            sourcePath.setText(f.folder().toString());
        } else if (choice instanceof SourceChoice.VideoFile v) {
            sourceKind.setValue(VIDEO);
            sourcePath.setText(v.file().toString());
        } else {
            sourceKind.setValue(SAMPLE);
        }
    }

    public void setPace(double framesPerSecond) {
        if (!pace.getItems().contains(framesPerSecond)) {
            pace.getItems().add(framesPerSecond);
        }
        pace.setValue(framesPerSecond);
    }

    private static <T> StringConverter<T> named(java.util.function.Function<T, String> name) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : name.apply(t);
            }

            @Override
            public T fromString(String s) {
                throw new UnsupportedOperationException();
            }
        };
    }

    static String farmName(FarmScoring f) {
        return switch (f) {
            case PER_FIELD_3 -> "3 per completed city, field by field (current rules)";
            case ONCE_PER_CITY_3 -> "3 per completed city, each city once per player";
            case CITY_CENTRIC_4 -> "4 per completed city, city by city (1st edition)";
        };
    }

    private void enableRules() {
        boolean hg = game.getValue().kind() == GameKind.HUNTERS_AND_GATHERERS;
        farms.setDisable(hg);
        smallCity.setDisable(hg);
        hgEdition.setDisable(!hg);
    }

    private void addRow() {
        if (players.size() >= PlayerColour.values().length) {
            return;
        }
        Set<PlayerColour> used = EnumSet.noneOf(PlayerColour.class);
        players.forEach(r -> used.add(r.colour.getValue()));
        PlayerColour free = java.util.Arrays.stream(PlayerColour.values()).filter(c -> !used.contains(c))
                .findFirst().orElse(PlayerColour.RED);
        PlayerRow row = new PlayerRow(DEFAULT_NAMES.get(players.size()), free);
        players.add(row);
        playerRows.getChildren().add(row);
        addPlayer.setDisable(players.size() >= PlayerColour.values().length);
    }

    private void removePlayer(PlayerRow row) {
        if (players.size() <= 1) {
            problem.setText("A game needs at least one player.");
            return;
        }
        players.remove(row);
        playerRows.getChildren().remove(row);
        addPlayer.setDisable(false);
    }

    /** The game the pane describes now; throws with a message for the players if it cannot be played. */
    public NewGame newGame() {
        List<Player> list = new ArrayList<>();
        Set<PlayerColour> seen = EnumSet.noneOf(PlayerColour.class);
        for (PlayerRow r : players) {
            PlayerColour c = r.colour.getValue();
            if (!seen.add(c)) {
                throw new IllegalArgumentException("Two players play " + c.spelling() + ": give each player a colour of their own.");
            }
            list.add(new Player(r.name.getText().trim(), c));
        }
        Rules rules = new Rules(farms.getValue(), smallCity.isSelected(), hgEdition.getValue());
        return new NewGame(list, game.getValue().catalogs(), rules, game.getValue().toString());
    }

    private void start() {
        try {
            NewGame g = newGame();
            problem.setText("");
            onStart.accept(g);
        } catch (IllegalArgumentException e) {
            problem.setText(e.getMessage());
        }
    }

    private void browse() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a game record");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Game records", "*.json"));
        java.io.File f = chooser.showOpenDialog(getScene().getWindow());
        if (f != null) {
            recordPath.setText(f.getPath());
        }
    }

    private void load() {
        String text = recordPath.getText().trim();
        if (text.isEmpty()) {
            problem.setText("Type or browse to a record file first.");
            return;
        }
        problem.setText("");
        onLoad.accept(Path.of(text));
    }

    public void setOnStart(Consumer<NewGame> listener) {
        this.onStart = listener;
    }

    public void setOnLoad(Consumer<Path> listener) {
        this.onLoad = listener;
    }

    public void setOnBundled(Consumer<String> listener) {
        this.onBundled = listener;
    }

    /** For tests and the command line: pick a game. */
    public void choose(GameChoice choice) {
        game.setValue(choice);
    }

    public void setPlayerName(int index, String name) {
        players.get(index).name.setText(name);
    }

    public void setPlayerColour(int index, PlayerColour colour) {
        players.get(index).colour.setValue(colour);
    }

    public int playerCount() {
        return players.size();
    }
}
