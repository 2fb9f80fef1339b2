package org.tablecompanion.ui.app;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;

/**
 * Where the live webcam view will go once the recognizer and its tracker exist: for now it says
 * that no camera is connected, so the layout already has its place.
 */
final class CameraPane extends StackPane {

    CameraPane() {
        getStyleClass().add("camera-pane");
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
        Label text = new Label("The live view of the table will appear here when a webcam is connected and the "
                + "recognizer is available. Until then, lay tiles and set figures by clicking the board, "
                + "or open a game record.");
        text.setWrapText(true);
        text.setMaxWidth(460);
        text.getStyleClass().add("camera-text");
        VBox box = new VBox(14, camera, title, text);
        box.setAlignment(Pos.CENTER);
        box.setPadding(new Insets(24));
        getChildren().add(box);
    }
}
