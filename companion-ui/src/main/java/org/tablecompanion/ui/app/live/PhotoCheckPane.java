package org.tablecompanion.ui.app.live;

import java.util.List;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.ui.app.scores.Chips;

/**
 * The end of the game checked from one photo: the photo with what the recognizer saw, where it
 * and the tracked game disagree, the end scoring of the photo's board beside the tracked game's,
 * and every scoring of the photo with the engine's explanation.
 */
public final class PhotoCheckPane extends VBox {

    private final Label title = new Label("Check the end from a photo");
    private final Label summary = new Label();
    private final ImageView photo = new ImageView();
    private final VBox differences = new VBox(4);
    private final GridPane points = new GridPane();
    private final VBox scorings = new VBox(6);
    private final Button choose = new Button("Choose a photo…");

    public PhotoCheckPane() {
        super(10);
        getStyleClass().add("photo-check-pane");
        setPadding(new Insets(12));
        title.getStyleClass().add("pane-title");
        summary.setId("photo-summary");
        summary.setWrapText(true);
        summary.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        summary.getStyleClass().add("intro");
        summary.setText("Take one photo of the finished board from above and choose it: the recognizer reads it "
                + "(this takes a few seconds; the window stays usable) and its end scoring is shown beside the "
                + "tracked game's, with every square where the two disagree.");
        choose.setId("photo-choose");
        photo.setPreserveRatio(true);
        photo.setFitWidth(420);
        photo.setId("photo-image");
        differences.setId("photo-differences");
        points.setHgap(14);
        points.setVgap(6);
        points.setId("photo-points");
        VBox content = new VBox(10, photo, differences, points, scorings);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("plain-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(title, summary, choose, scroll);
    }

    public void setOnChoose(Runnable r) {
        choose.setOnAction(e -> r.run());
    }

    /** The photo is being read. */
    public void showReading(String photoName) {
        summary.setText("Reading " + photoName + "…");
        differences.getChildren().clear();
        points.getChildren().clear();
        scorings.getChildren().clear();
        photo.setImage(null);
    }

    public void showProblem(String why) {
        summary.setText(why);
    }

    public void show(String photoName, PhotoCheck check, Image overlay) {
        photo.setImage(overlay);
        int laid = check.alignment().agreeing();
        summary.setText(photoName + ": the photo shows " + check.observation().tiles().size() + " tiles and "
                + check.observation().figures().size() + " figures; " + laid + " of its tiles lie on the game's "
                + "tiles of the same type. Its end scoring (farms, incomplete features, figures still on the board):");
        differences.getChildren().clear();
        if (check.agrees()) {
            Label same = new Label("The photo and the tracked game agree on every tile and figure.");
            same.setId("photo-agrees");
            differences.getChildren().add(same);
        } else {
            for (int i = 0; i < check.differences().size(); i++) {
                Label d = new Label("• " + check.differences().get(i));
                d.setWrapText(true);
                d.setId("photo-difference-" + i);
                d.getStyleClass().add("problem");
                differences.getChildren().add(d);
            }
        }
        showPoints(check);
        scorings.getChildren().clear();
        Label head = new Label("The photo's scorings");
        head.getStyleClass().add("section-title");
        scorings.getChildren().add(head);
        GameState end = check.photoEnd();
        List<Scoring> list = end.scorings();
        for (Scoring s : list) {
            scorings.getChildren().add(Chips.scoringRow(s, end, false));
        }
        if (list.isEmpty()) {
            scorings.getChildren().add(new Label("Nothing scores on the photo's board: no figures stand on it."));
        }
    }

    private void showPoints(PhotoCheck check) {
        points.getChildren().clear();
        points.getColumnConstraints().clear();
        String[] heads = {"Player", "Photo", "Tracked game"};
        for (int c = 0; c < heads.length; c++) {
            Label h = new Label(heads[c]);
            h.getStyleClass().add("grid-head");
            points.add(h, c, 0);
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHalignment(c == 0 ? HPos.LEFT : HPos.RIGHT);
            if (c == 0) {
                cc.setHgrow(Priority.ALWAYS);
            }
            points.getColumnConstraints().add(cc);
        }
        int row = 1;
        for (Player p : check.photoEnd().players()) {
            PlayerColour c = p.colour();
            Label name = new Label(p.name());
            name.getStyleClass().add("player-name");
            HBox who = new HBox(6, Chips.swatch(c), name);
            Label photoPoints = new Label(Integer.toString(check.photoPoints().getOrDefault(c, 0)));
            photoPoints.setId("photo-points-" + c.spelling());
            photoPoints.getStyleClass().add("score-value");
            Label gamePoints = new Label(Integer.toString(check.gamePoints().getOrDefault(c, 0)));
            gamePoints.setId("photo-game-points-" + c.spelling());
            points.addRow(row++, who, photoPoints, gamePoints);
        }
    }
}
