package org.tablecompanion.ui.app.scores;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.ui.app.session.RecordView;

/**
 * "If the game ended now": the final scoring as it would go if the last tile were down, every end
 * scoring grouped and explained (incomplete cities, roads and monasteries, farmers; in
 * Hunters &amp; Gatherers hunters, huts and forests), and the totals it leads to.
 */
public final class EndGamePane extends VBox {

    private final Label title = new Label();
    private final Label intro = new Label();
    private final GridPane totals = new GridPane();
    private final VBox sections = new VBox(10);

    public EndGamePane() {
        super(10);
        getStyleClass().add("end-game-pane");
        setPadding(new Insets(12));
        title.getStyleClass().add("pane-title");
        intro.setWrapText(true);
        intro.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        intro.getStyleClass().add("intro");
        totals.setHgap(14);
        totals.setVgap(6);
        ScrollPane scroll = new ScrollPane(sections);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("plain-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(title, intro, totals, scroll);
    }

    public void show(RecordView view) {
        GameState now = view.state();
        GameState end = view.finalState();
        boolean ended = now.ended();
        title.setText(ended ? "Final scoring" : "If the game ended now");
        intro.setText(ended
                ? "The game is over. These points were added after the last tile."
                : "What the final scoring would add if the last tile were laid now: incomplete features pay "
                        + "their holders, farmers (and hunters and huts in Hunters & Gatherers) score once.");
        List<Scoring> finals = end.scorings().stream().filter(s -> s.phase() == ScoringPhase.END_OF_GAME).toList();
        showTotals(view, finals);
        sections.getChildren().clear();
        Map<String, List<Scoring>> groups = new LinkedHashMap<>();
        for (String g : List.of("Farmers", "Hunters", "Huts", "Incomplete cities", "Incomplete roads",
                "Incomplete monasteries", "Incomplete forests", "Other")) {
            groups.put(g, new ArrayList<>());
        }
        for (Scoring s : finals) {
            groups.get(group(s.terrain())).add(s);
        }
        groups.forEach((name, list) -> {
            if (list.isEmpty()) {
                return;
            }
            int sum = list.stream().mapToInt(s -> s.awards().stream().mapToInt(a -> a.points()).sum()).sum();
            Label head = new Label(name + " — " + sum + (sum == 1 ? " point" : " points"));
            head.getStyleClass().add("section-title");
            head.setId("end-section-" + name.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
            VBox box = new VBox(6, head);
            List<Scoring> sorted = new ArrayList<>(list);
            sorted.sort(java.util.Comparator.comparingInt((Scoring s) -> -s.awards().stream().mapToInt(a -> a.points()).sum()));
            for (Scoring s : sorted) {
                box.getChildren().add(Chips.scoringRow(s, end, false));
            }
            sections.getChildren().add(box);
        });
        if (finals.isEmpty()) {
            Label none = new Label("Nothing would score at the end: no figures stand on open features or fields.");
            none.setWrapText(true);
            sections.getChildren().add(none);
        }
    }

    private void showTotals(RecordView view, List<Scoring> finals) {
        GameState now = view.state();
        GameState end = view.finalState();
        totals.getChildren().clear();
        totals.getColumnConstraints().clear();
        String[] heads = {"Player", "Now", "End scoring", "Total"};
        for (int c = 0; c < heads.length; c++) {
            Label h = new Label(heads[c]);
            h.getStyleClass().add("grid-head");
            totals.add(h, c, 0);
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHalignment(c == 0 ? HPos.LEFT : HPos.RIGHT);
            if (c == 0) {
                cc.setHgrow(Priority.ALWAYS);
            }
            totals.getColumnConstraints().add(cc);
        }
        List<Player> players = end.players();
        int best = players.stream().mapToInt(p -> end.score(p.colour())).max().orElse(0);
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            int added = finals.stream().mapToInt(s -> s.pointsFor(p.colour())).sum();
            int before = view.state().ended() ? end.score(p.colour()) - added : now.score(p.colour());
            Label name = new Label(p.name() + (end.score(p.colour()) == best && best > 0 ? "  ★" : ""));
            name.getStyleClass().add("player-name");
            HBox who = new HBox(6, Chips.swatch(p.colour()), name);
            who.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
            Label total = new Label(Integer.toString(end.score(p.colour())));
            total.getStyleClass().add("score-value");
            total.setId("end-total-" + p.colour().spelling());
            Label add = new Label("+" + added);
            add.setId("end-added-" + p.colour().spelling());
            totals.addRow(i + 1, who, new Label(Integer.toString(before)), add, total);
        }
    }

    static String group(Terrain terrain) {
        return switch (terrain) {
            case FIELD -> "Farmers";
            case MEADOW -> "Hunters";
            case RIVER, LAKE -> "Huts";
            case CITY -> "Incomplete cities";
            case ROAD -> "Incomplete roads";
            case MONASTERY -> "Incomplete monasteries";
            case FOREST -> "Incomplete forests";
        };
    }
}
