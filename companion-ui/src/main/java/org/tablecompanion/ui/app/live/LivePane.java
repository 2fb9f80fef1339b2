package org.tablecompanion.ui.app.live;

import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;

/**
 * The live view: the latest frame with the recognizer's overlay (tile outlines and ids, figures,
 * unsure tiles in orange, the squares a question is about in magenta), the source in use, the
 * tracker's status line, and pause / step / stop. Before any source runs it says that no camera
 * is connected and how to start one.
 */
public final class LivePane extends BorderPane {

    private final ImageView frame = new ImageView();
    private final StackPane picture = new StackPane();
    private final VBox placeholder;
    private final Label source = new Label("No source");
    private final Label state = new Label();
    private final Label stats = new Label();
    private final Label status = new Label();
    private final Label problem = new Label();
    private final Button pause = button("Pause", "Stop feeding frames (the game keeps what was read)", "live-pause");
    private final Button step = button("Step", "Feed exactly one frame", "live-step");
    private final Button stop = button("Stop", "Stop the live view and close the source", "live-stop");
    private Runnable onPause = () -> { };
    private Runnable onResume = () -> { };
    private Runnable onStep = () -> { };
    private Runnable onStop = () -> { };
    private LiveShot shown;

    public LivePane() {
        getStyleClass().add("live-pane");
        source.setId("live-source");
        source.getStyleClass().add("live-source");
        state.setId("live-state");
        state.getStyleClass().add("live-state");
        stats.setId("live-stats");
        stats.getStyleClass().add("live-stats");
        status.setId("live-status");
        status.getStyleClass().add("live-status");
        problem.setId("live-problem");
        problem.getStyleClass().add("problem");
        problem.setWrapText(true);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        source.setMinWidth(0);
        for (Button b : new Button[] {pause, step, stop}) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox bar = new HBox(8, source, spacer, pause, step, stop);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 10, 6, 10));
        bar.getStyleClass().add("live-bar");
        setTop(bar);

        frame.setPreserveRatio(true);
        frame.setSmooth(true);
        frame.setId("live-frame");
        frame.fitWidthProperty().bind(picture.widthProperty().subtract(8));
        frame.fitHeightProperty().bind(picture.heightProperty().subtract(8));
        placeholder = placeholder();
        picture.getChildren().addAll(frame, placeholder);
        picture.getStyleClass().add("live-picture");
        picture.setMinSize(100, 100);
        setCenter(picture);

        HBox line = new HBox(14, state, stats);
        line.setAlignment(Pos.CENTER_LEFT);
        VBox bottom = new VBox(2, line, problem, status);
        bottom.setPadding(new Insets(4, 10, 6, 10));
        setBottom(bottom);

        pause.setOnAction(e -> {
            if (shown != null && shown.state() == LiveState.PAUSED) {
                onResume.run();
            } else {
                onPause.run();
            }
        });
        step.setOnAction(e -> onStep.run());
        stop.setOnAction(e -> onStop.run());
        showNothing();
    }

    private static VBox placeholder() {
        Rectangle body = new Rectangle(84, 56, Color.web("#5b6573"));
        body.setArcWidth(14);
        body.setArcHeight(14);
        Circle lens = new Circle(18, Color.web("#2b3038"));
        lens.setStroke(Color.web("#9aa7b8"));
        lens.setStrokeWidth(4);
        StackPane camera = new StackPane(body, lens);
        Label title = new Label("No camera connected");
        title.getStyleClass().add("camera-title");
        title.setId("camera-title");
        Label text = new Label("Choose a source under Game setup: a webcam, a folder of frames, a video file, or "
                + "the bundled sample game, which replays a filmed game without a camera. Without a source, lay "
                + "tiles and set figures by clicking the board, or open a game record.");
        text.setWrapText(true);
        text.setMaxWidth(460);
        text.getStyleClass().add("camera-text");
        VBox box = new VBox(14, camera, title, text);
        box.setAlignment(Pos.CENTER);
        box.setPadding(new Insets(24));
        return box;
    }

    /** No source runs: the placeholder. */
    public void showNothing() {
        shown = null;
        frame.setImage(null);
        placeholder.setVisible(true);
        source.setText("No source");
        state.setText("");
        stats.setText("");
        status.setText("");
        problem.setText("");
        pause.setDisable(true);
        step.setDisable(true);
        stop.setDisable(true);
    }

    /** The live view was stopped: the last frame stays, the controls go. */
    public void showStopped() {
        if (shown == null || frame.getImage() == null) {
            showNothing();
            return;
        }
        state.setText(LiveState.STOPPED.words());
        pause.setDisable(true);
        step.setDisable(true);
        stop.setDisable(true);
    }

    /** No source runs because it could not start: the placeholder and why. */
    public void showProblem(String why) {
        showNothing();
        problem.setText(why);
    }

    public void show(LiveShot shot) {
        shown = shot;
        shot.image().ifPresent(frame::setImage);
        placeholder.setVisible(shot.image().isEmpty() && frame.getImage() == null);
        source.setText(shot.source());
        boolean feeding = shot.state() == LiveState.RUNNING || shot.state() == LiveState.PAUSED;
        state.setText(shot.state().words() + (feeding && !shot.frameState().isEmpty() ? " · last frame: "
                + shot.frameState() : ""));
        stats.setText(shot.frames() == 0 ? "" : String.format(Locale.ROOT, "frame %d · %.1f frames/s · tracker %.0f ms",
                shot.frames(), shot.framesPerSecond(), shot.trackerMillis()));
        status.setText(shot.status());
        problem.setText(shot.problem());
        boolean live = shot.state() == LiveState.RUNNING || shot.state() == LiveState.PAUSED
                || shot.state() == LiveState.WAITING_FOR_ANSWER || shot.state() == LiveState.STARTING;
        pause.setText(shot.state() == LiveState.PAUSED ? "Resume" : "Pause");
        pause.setDisable(!(shot.state() == LiveState.RUNNING || shot.state() == LiveState.PAUSED));
        step.setDisable(!(shot.state() == LiveState.RUNNING || shot.state() == LiveState.PAUSED));
        stop.setDisable(!live);
    }

    public LiveShot shown() {
        return shown;
    }

    public void setOnPause(Runnable r) {
        onPause = r;
    }

    public void setOnResume(Runnable r) {
        onResume = r;
    }

    public void setOnStep(Runnable r) {
        onStep = r;
    }

    public void setOnStop(Runnable r) {
        onStop = r;
    }

    private static Button button(String text, String tip, String id) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setId(id);
        b.setFocusTraversable(false);
        return b;
    }
}
