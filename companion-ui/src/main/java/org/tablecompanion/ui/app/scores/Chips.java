package org.tablecompanion.ui.app.scores;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.ui.app.board.PlayerPalette;
import org.tablecompanion.ui.app.inspect.FeatureText;

/** Small pieces shared by the score views: colour swatches, "+12" chips, one scoring as a row. */
public final class Chips {

    private Chips() {
    }

    public static Rectangle swatch(PlayerColour colour) {
        Rectangle r = new Rectangle(14, 14, PlayerPalette.color(colour));
        r.setArcWidth(4);
        r.setArcHeight(4);
        r.setStroke(javafx.scene.paint.Color.gray(0.2));
        return r;
    }

    /** "+12" on the player's colour. */
    public static Label points(PlayerColour colour, int points) {
        Label l = new Label((points >= 0 ? "+" : "") + points);
        l.getStyleClass().add("points-chip");
        l.setTextFill(PlayerPalette.textOn(colour));
        l.setBackground(new Background(new BackgroundFill(PlayerPalette.color(colour), new CornerRadii(9), Insets.EMPTY)));
        l.setMinWidth(42);
        l.setAlignment(Pos.CENTER);
        return l;
    }

    /** One scoring: the points each player got, then what was scored and why. */
    public static HBox scoringRow(Scoring s, GameState state, boolean showTurn) {
        VBox chips = new VBox(3);
        for (Award a : s.awards()) {
            chips.getChildren().add(points(a.player(), a.points()));
        }
        chips.setMinWidth(46);
        String when = s.phase() == org.tablecompanion.engine.scoring.ScoringPhase.END_OF_GAME ? " · final scoring"
                : " · turn " + s.turn();
        String where = FeatureText.terrainName(s.terrain()) + " at " + s.feature().position() + (showTurn ? when : "");
        Label title = new Label(where);
        title.getStyleClass().add("scoring-title");
        Label why = new Label(s.explanation());
        why.setWrapText(true);
        why.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        why.getStyleClass().add("scoring-explanation");
        VBox text = new VBox(1, title, why);
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        why.setMaxWidth(Double.MAX_VALUE);
        HBox row = new HBox(8, chips, text);
        row.getStyleClass().add("scoring-row");
        row.setAlignment(Pos.TOP_LEFT);
        return row;
    }
}
