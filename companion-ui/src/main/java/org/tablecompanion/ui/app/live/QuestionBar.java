package org.tablecompanion.ui.app.live;

import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The tracker's open question, in a bar across the window (never a dialog: the board, the scores
 * and the live view stay usable): the question, the squares it is about, one button per answer.
 * Hidden while nothing is asked.
 */
public final class QuestionBar extends VBox {

    private final Label title = new Label("The tracker asks");
    private final Label text = new Label();
    private final Label cells = new Label();
    private final FlowPane answers = new FlowPane(8, 6);
    private BiConsumer<String, Integer> onAnswer = (id, i) -> { };
    private Optional<LiveQuestion> shown = Optional.empty();

    public QuestionBar() {
        super(6);
        getStyleClass().add("question-bar");
        setId("question-bar");
        setPadding(new Insets(8, 12, 8, 12));
        title.getStyleClass().add("question-title");
        text.setId("question-text");
        text.setWrapText(true);
        text.getStyleClass().add("question-text");
        cells.setId("question-cells");
        cells.getStyleClass().add("question-cells");
        HBox head = new HBox(10, title, text);
        head.setAlignment(Pos.BASELINE_LEFT);
        HBox.setHgrow(text, Priority.ALWAYS);
        getChildren().addAll(head, cells, answers);
        show(Optional.empty());
    }

    /** Called with the question's id and the chosen answer's index. */
    public void setOnAnswer(BiConsumer<String, Integer> listener) {
        this.onAnswer = listener;
    }

    public Optional<LiveQuestion> question() {
        return shown;
    }

    /** Presses the answer button at this place, if a question with that many answers is shown. */
    public void choose(int index) {
        if (isVisible() && index < answers.getChildren().size()
                && answers.getChildren().get(index) instanceof Button b && !b.isDisabled()) {
            b.fire();
        }
    }

    public void show(Optional<LiveQuestion> question) {
        if (question.equals(shown) && isVisible() == question.isPresent()) {
            return;
        }
        shown = question;
        setVisible(question.isPresent());
        setManaged(question.isPresent());
        answers.getChildren().clear();
        if (question.isEmpty()) {
            return;
        }
        LiveQuestion q = question.get();
        text.setText(q.text());
        title.setText(q.kind().isEmpty() ? "The tracker asks" : "The tracker asks (" + q.kind() + ")");
        cells.setText(q.cells().isEmpty() ? "" : "Outlined in magenta in the live view and on the board: "
                + q.cells().stream().map(p -> "(" + p.x() + "," + p.y() + ")").collect(Collectors.joining(", ")));
        cells.setManaged(!q.cells().isEmpty());
        for (int i = 0; i < q.answers().size(); i++) {
            int index = i;
            Button b = new Button(q.answers().get(i));
            b.setId("question-answer-" + i);
            b.getStyleClass().add(i == 0 ? "primary" : "answer");
            b.setOnAction(e -> {
                answers.getChildren().forEach(n -> n.setDisable(true));
                onAnswer.accept(q.id(), index);
            });
            answers.getChildren().add(b);
        }
    }
}
