package org.tablecompanion.ui.app.scores;

import java.util.List;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.TrackPosition;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.ui.app.session.RecordView;

/**
 * The score table: per player the total, what the 50-space track and the 50/100 cards should show,
 * figures still in hand and the total if the game ended now; under it every scoring so far,
 * newest first, with its explanation.
 */
public final class ScoreTable extends VBox {

    private final GridPane grid = new GridPane();
    private final VBox scorings = new VBox(6);
    private final Label scoringsTitle = new Label("Open a game record or start a game to see the scores.");

    public ScoreTable() {
        super(10);
        getStyleClass().add("score-table");
        setPadding(new Insets(12));
        Label title = new Label("Scores");
        title.getStyleClass().add("pane-title");
        grid.getStyleClass().add("score-grid");
        grid.setHgap(14);
        grid.setVgap(6);
        scoringsTitle.getStyleClass().add("section-title");
        ScrollPane scroll = new ScrollPane(scorings);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("plain-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(title, grid, scoringsTitle, scroll);
    }

    public void show(RecordView view) {
        GameState state = view.state();
        GameState end = view.finalState();
        grid.getChildren().clear();
        grid.getColumnConstraints().clear();
        String[] heads = {"Player", "Score", "Track", "Cards", "In hand", "If it ended now"};
        for (int c = 0; c < heads.length; c++) {
            Label h = new Label(heads[c]);
            h.getStyleClass().add("grid-head");
            grid.add(h, c, 0);
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHalignment(c == 0 ? HPos.LEFT : HPos.RIGHT);
            if (c == 0) {
                cc.setHgrow(Priority.ALWAYS);
            }
            grid.getColumnConstraints().add(cc);
        }
        List<Player> players = state.players();
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            int row = i + 1;
            boolean toPlay = !state.ended() && view.nextPlayer() == p.colour();
            Label name = new Label(p.name() + (toPlay ? "  · next tile" : ""));
            name.getStyleClass().add("player-name");
            HBox who = new HBox(6, Chips.swatch(p.colour()), name);
            who.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
            TrackPosition track = state.track(p.colour());
            Label score = new Label(Integer.toString(state.score(p.colour())));
            score.setId("score-" + p.colour().spelling());
            score.getStyleClass().add("score-value");
            Label space = new Label("space " + track.space());
            space.setId("track-" + p.colour().spelling());
            List<Integer> cards = track.cards();
            Label cardText = new Label(cards.isEmpty() ? "—" : String.join(" + ", cards.stream().map(String::valueOf).toList()));
            cardText.setId("cards-" + p.colour().spelling());
            Label hand = new Label(handText(state, p));
            Label fin = new Label(Integer.toString(end.score(p.colour())));
            fin.setId("final-" + p.colour().spelling());
            fin.getStyleClass().add("final-value");
            grid.addRow(row, who, score, space, cardText, hand, fin);
        }
        scorings.getChildren().clear();
        List<Scoring> all = state.scorings();
        scoringsTitle.setText(all.isEmpty() ? "No scorings yet" : "Scorings so far (" + all.size() + ", newest first)");
        for (int i = all.size() - 1; i >= 0; i--) {
            scorings.getChildren().add(Chips.scoringRow(all.get(i), state, true));
        }
    }

    private static String handText(GameState state, Player p) {
        int followers = state.supply(p.colour(), FigureKind.FOLLOWER);
        int huts = state.supply(p.colour(), FigureKind.HUT);
        boolean hutsInGame = state.supplies().getOrDefault(p.colour(), java.util.Map.of()).containsKey(FigureKind.HUT);
        return hutsInGame ? followers + " + " + huts + " huts" : Integer.toString(followers);
    }
}
