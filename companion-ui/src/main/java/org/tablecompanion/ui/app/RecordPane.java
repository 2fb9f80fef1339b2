package org.tablecompanion.ui.app;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablecompanion.engine.events.Correction;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.ui.app.session.RecordView;
import org.tablecompanion.ui.app.session.UndoTarget;

/**
 * The record itself: every event in order (corrections and undos included, undone ones marked),
 * the one the board shows highlighted, and the rule warnings of the game so far. Double-click an
 * event to show the game right after it.
 */
final class RecordPane extends VBox {

    /** One line of the list: the event's index and words, whether it still counts. */
    record Line(int index, String text, boolean undone, boolean correction) {
    }

    private final ListView<Line> events = new ListView<>();
    private final VBox warnings = new VBox(4);
    private final Label warningsTitle = new Label();
    private IntConsumer onGoTo = i -> { };
    private int shownIndex = -1;

    RecordPane() {
        super(8);
        setPadding(new Insets(12));
        getStyleClass().add("record-pane");
        Label title = new Label("Game record");
        title.getStyleClass().add("pane-title");
        Label hint = new Label("Double-click an event to see the game right after it.");
        hint.setWrapText(true);
        events.setId("record-events");
        events.setCellFactory(v -> new LineCell());
        events.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                goToSelected();
            }
        });
        events.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                goToSelected();
            }
        });
        VBox.setVgrow(events, Priority.ALWAYS);
        warningsTitle.getStyleClass().add("section-title");
        getChildren().addAll(title, hint, events, warningsTitle, warnings);
    }

    void setOnGoTo(IntConsumer listener) {
        this.onGoTo = listener;
    }

    private void goToSelected() {
        Line line = events.getSelectionModel().getSelectedItem();
        if (line != null) {
            onGoTo.accept(line.index() + 1);
        }
    }

    void show(RecordView view) {
        List<GameEvent> all = view.events();
        boolean[] cancelled = UndoTarget.cancelled(all);
        List<Line> lines = new ArrayList<>(all.size());
        for (int i = 0; i < all.size(); i++) {
            GameEvent e = all.get(i);
            lines.add(new Line(i, e.describe(), cancelled[i], e instanceof Correction));
        }
        shownIndex = view.cursor() - 1;
        events.getItems().setAll(lines);
        if (shownIndex >= 0) {
            events.scrollTo(Math.max(0, shownIndex - 5));
        }
        List<Warning> list = view.state().warnings();
        warningsTitle.setText(list.isEmpty() ? "No rule warnings" : "Rule warnings (" + list.size() + ")");
        warnings.getChildren().clear();
        for (Warning w : list) {
            Label l = new Label("event " + w.event() + ": " + w.message());
            l.setWrapText(true);
            l.getStyleClass().add("warning-line");
            warnings.getChildren().add(l);
        }
    }

    private final class LineCell extends ListCell<Line> {
        @Override
        protected void updateItem(Line line, boolean empty) {
            super.updateItem(line, empty);
            getStyleClass().removeAll("event-shown", "event-undone", "event-correction", "event-later");
            if (empty || line == null) {
                setText(null);
                return;
            }
            setText(String.format("%3d  %s%s", line.index(), line.text(), line.undone() ? "  (undone)" : ""));
            if (line.index() == shownIndex) {
                getStyleClass().add("event-shown");
            } else if (line.index() > shownIndex) {
                getStyleClass().add("event-later");
            }
            if (line.undone()) {
                getStyleClass().add("event-undone");
            }
            if (line.correction()) {
                getStyleClass().add("event-correction");
            }
        }
    }
}
