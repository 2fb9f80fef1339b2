package org.tablecompanion.ui.app.inspect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigureCorrected;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureRemoved;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TileCorrected;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.events.TileRemoved;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.ui.app.board.BoardSelection;
import org.tablecompanion.ui.app.scores.Chips;
import org.tablecompanion.ui.app.session.RecordView;

/**
 * What is selected on the board and how to correct it. A tile: its feature under the click
 * (who holds it, how it scored or would score), and "this square is really tile K turned 90°" or
 * "there is no tile here". A figure: "this is blue's" or "there is no figure here". An empty square
 * next to the tiles: lay a tile there. Every button sends one engine event; nothing is changed here.
 */
public final class InspectorPane extends ScrollPane {

    private final VBox content = new VBox(10);
    private final TilePictures pictures;
    private Consumer<GameEvent> onEvent = e -> { };

    public InspectorPane(TilePictures pictures) {
        this.pictures = pictures;
        getStyleClass().add("inspector-pane");
        setFitToWidth(true);
        content.setPadding(new Insets(12));
        setContent(content);
        showNothing();
    }

    public void setOnEvent(Consumer<GameEvent> listener) {
        this.onEvent = listener;
    }

    public void show(RecordView view, BoardSelection selection) {
        content.getChildren().clear();
        if (selection instanceof BoardSelection.Square sq) {
            Optional<PlacedTile> tile = view.state().board().at(sq.position());
            if (tile.isPresent()) {
                showTile(view, tile.get(), sq);
            } else {
                showEmpty(view, sq.position());
            }
        } else if (selection instanceof BoardSelection.OfFigure f) {
            showFigure(view, f.figure());
        } else {
            showNothing();
        }
    }

    private void showNothing() {
        content.getChildren().clear();
        Label title = title("Nothing selected");
        Label hint = wrapped("Click a tile to see its features and correct it, a figure to change its owner "
                + "or remove it, or a dashed square next to the tiles to lay a tile there. Hover over the board "
                + "to see who holds each feature and how it scores.");
        content.getChildren().addAll(title, hint);
    }

    private void showTile(RecordView view, PlacedTile tile, BoardSelection.Square sq) {
        Label title = title("Tile " + tile.type().id() + " at " + tile.position() + ", turned "
                + tile.rotation().degrees() + "°");
        ImageView picture = new ImageView(pictures.of(tile.type(), tile.rotation(), 88));
        content.getChildren().addAll(title, picture);
        sq.tileFeature().ifPresent(index -> {
            Optional<Feature> feature = view.state().features().of(new FeaturePart(tile.position(), index));
            feature.ifPresent(f -> content.getChildren().add(featureBox(view, f)));
            content.getChildren().add(figureSetter(view, tile, index));
        });
        content.getChildren().addAll(new Separator(), tileCorrector(view, tile));
    }

    private VBox featureBox(RecordView view, Feature f) {
        VBox box = new VBox(4);
        box.getStyleClass().add("feature-box");
        Label head = new Label(FeatureText.headline(f));
        head.getStyleClass().add("section-title");
        head.setId("inspector-feature");
        box.getChildren().add(head);
        box.getChildren().add(wrapped("Figures on it now: " + FeatureText.holders(f, view.state())));
        box.getChildren().add(wrapped("Tiles: " + String.join(" ", f.tiles().stream().map(Position::toString).toList())));
        Optional<Scoring> done = FeatureText.completedScoring(f, view.state());
        if (done.isPresent()) {
            box.getChildren().add(wrapped("Scored in turn " + done.get().turn() + ":"));
            box.getChildren().add(Chips.scoringRow(done.get(), view.state(), false));
        }
        List<Scoring> end = FeatureText.finalScorings(f, view.finalState());
        if (!end.isEmpty()) {
            box.getChildren().add(wrapped(view.state().ended() ? "Final scoring:" : "If the game ended now:"));
            for (Scoring s : end) {
                box.getChildren().add(Chips.scoringRow(s, view.finalState(), false));
            }
        }
        if (done.isEmpty() && end.isEmpty()) {
            box.getChildren().add(wrapped(f.complete() ? "Closed with no figure on it: nobody scored it."
                    : "Nobody would score it: no figure stands on it."));
        }
        return box;
    }

    private VBox figureSetter(RecordView view, PlacedTile tile, int index) {
        Label head = new Label("Set a figure on this feature");
        head.getStyleClass().add("section-title");
        ComboBox<Player> owner = playerChoice(view, view.turnPlayer().orElse(view.nextPlayer()));
        ComboBox<FigureKind> kind = kindChoice(FigureKind.FOLLOWER);
        Button set = new Button("Set figure");
        set.setId("inspector-set-figure");
        set.setOnAction(e -> onEvent.accept(new FigurePlaced(owner.getValue().colour(), kind.getValue(), tile.x(),
                tile.y(), index)));
        HBox row = new HBox(6, owner, kind, set);
        row.setAlignment(Pos.CENTER_LEFT);
        return new VBox(4, head, row);
    }

    private VBox tileCorrector(RecordView view, PlacedTile tile) {
        Label head = new Label("Correct this tile");
        head.getStyleClass().add("section-title");
        Label hint = wrapped("If the camera or the record got this square wrong, choose the tile and how it lies. "
                + "The game is replayed with the correction; figures keep their feature numbers.");
        TileChooser chooser = new TileChooser(view.catalog().tiles(), tile.type(), tile.rotation(), view.state().board(),
                tile.position());
        Button apply = new Button("Correct tile");
        apply.setId("inspector-correct-tile");
        apply.setOnAction(e -> onEvent.accept(new TileCorrected(tile.x(), tile.y(), chooser.tile().id(),
                chooser.rotation())));
        Button remove = new Button("No tile here");
        remove.setId("inspector-remove-tile");
        remove.setOnAction(e -> onEvent.accept(new TileRemoved(tile.x(), tile.y())));
        HBox buttons = new HBox(8, apply, remove);
        return new VBox(6, head, hint, chooser, buttons);
    }

    private void showEmpty(RecordView view, Position position) {
        boolean first = view.state().board().isEmpty();
        Label title = title(first ? "The start square" : "Empty square " + position);
        Label hint = wrapped(first ? "Lay the start tile here." : "Lay a tile here by hand (tiles that fit are listed first).");
        TileType preferred = first ? view.catalog().startTileType() : view.catalog().tiles().get(0);
        TileChooser chooser = new TileChooser(view.catalog().tiles(), preferred, Rotation.R0, view.state().board(), position);
        Button lay = new Button("Lay tile");
        lay.setId("inspector-lay-tile");
        lay.setOnAction(e -> onEvent.accept(TilePlaced.of(chooser.tile().id(), position.x(), position.y(),
                chooser.rotation())));
        content.getChildren().addAll(title, hint, chooser, lay);
    }

    private void showFigure(RecordView view, Figure figure) {
        String owner = view.state().player(figure.owner()).map(Player::name).orElse(figure.owner().spelling());
        Label title = title(owner + "'s " + figure.kind().spelling() + " (" + figure.role().noun(1) + ")");
        HBox who = new HBox(6, Chips.swatch(figure.owner()), new Label(figure.owner().spelling() + " · on feature "
                + figure.at().index() + " of the tile at " + figure.position()));
        who.setAlignment(Pos.CENTER_LEFT);
        content.getChildren().addAll(title, who);
        view.state().features().of(figure.at()).ifPresent(f -> content.getChildren().add(featureBox(view, f)));

        Label head = new Label("Correct this figure");
        head.getStyleClass().add("section-title");
        ComboBox<Player> newOwner = playerChoice(view, figure.owner());
        newOwner.setId("inspector-figure-owner");
        ComboBox<FigureKind> kind = kindChoice(figure.kind());
        Button change = new Button("Change figure");
        change.setId("inspector-change-figure");
        change.setOnAction(e -> onEvent.accept(new FigureCorrected(figure.position().x(), figure.position().y(),
                figure.at().index(), newOwner.getValue().colour(), kind.getValue(), figure.at().index())));
        Button remove = new Button("No figure here");
        remove.setId("inspector-remove-figure");
        remove.setOnAction(e -> onEvent.accept(new FigureRemoved(figure.position().x(), figure.position().y(),
                figure.at().index(), figure.owner())));
        HBox row = new HBox(6, newOwner, kind);
        row.setAlignment(Pos.CENTER_LEFT);
        content.getChildren().addAll(new Separator(), head, row, new HBox(8, change, remove));
    }

    private static ComboBox<FigureKind> kindChoice(FigureKind selected) {
        ComboBox<FigureKind> box = new ComboBox<>();
        box.getItems().setAll(FigureKind.values());
        box.setValue(selected);
        box.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(FigureKind k) {
                return k == null ? "" : k == FigureKind.FOLLOWER ? "follower" : "hut";
            }

            @Override
            public FigureKind fromString(String s) {
                return FigureKind.parse(s);
            }
        });
        return box;
    }

    private static ComboBox<Player> playerChoice(RecordView view, PlayerColour selected) {
        ComboBox<Player> box = new ComboBox<>();
        box.getItems().setAll(view.state().players());
        box.setCellFactory(v -> new PlayerCell());
        box.setButtonCell(new PlayerCell());
        box.setValue(view.state().player(selected).orElse(view.state().players().get(0)));
        return box;
    }

    private static final class PlayerCell extends ListCell<Player> {
        @Override
        protected void updateItem(Player p, boolean empty) {
            super.updateItem(p, empty);
            setText(empty || p == null ? null : p.name() + " (" + p.colour().spelling() + ")");
            setGraphic(empty || p == null ? null : Chips.swatch(p.colour()));
        }
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("pane-title");
        l.setWrapText(true);
        l.setId("inspector-title");
        return l;
    }

    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        return l;
    }

    /** A tile type (with its picture) and a rotation; types that fit the square come first. */
    private final class TileChooser extends VBox {
        private final ComboBox<TileType> types = new ComboBox<>();
        private final ToggleGroup turns = new ToggleGroup();
        private final ImageView preview = new ImageView();

        TileChooser(List<TileType> all, TileType initial, Rotation rotation, Board board, Position square) {
            super(6);
            List<TileType> sorted = new ArrayList<>(all);
            Board without = board.at(square).isPresent() ? withoutSquare(board, square) : board;
            sorted.sort(Comparator.comparing((TileType t) -> !fitsSomehow(without, t, square)));
            types.getItems().setAll(sorted);
            types.setValue(initial);
            types.setId("tile-chooser-type");
            types.setVisibleRowCount(8);
            types.setCellFactory(v -> new TileCell(without, square));
            types.setButtonCell(new TileCell(without, square));
            HBox rotations = new HBox(4);
            for (Rotation r : Rotation.values()) {
                ToggleButton b = new ToggleButton(r.degrees() + "°");
                b.setUserData(r);
                b.setToggleGroup(turns);
                b.setId("tile-chooser-" + r.degrees());
                if (r == rotation) {
                    b.setSelected(true);
                }
                rotations.getChildren().add(b);
            }
            turns.selectedToggleProperty().addListener((o, a, b) -> {
                if (b == null) {
                    a.setSelected(true);
                }
                refresh();
            });
            types.valueProperty().addListener((o, a, b) -> refresh());
            HBox row = new HBox(10, preview, new VBox(6, types, rotations));
            row.setAlignment(Pos.CENTER_LEFT);
            getChildren().add(row);
            refresh();
        }

        private void refresh() {
            if (types.getValue() != null) {
                preview.setImage(pictures.of(types.getValue(), rotation(), 64));
            }
        }

        TileType tile() {
            return types.getValue();
        }

        Rotation rotation() {
            return turns.getSelectedToggle() == null ? Rotation.R0 : (Rotation) turns.getSelectedToggle().getUserData();
        }

        private final class TileCell extends ListCell<TileType> {
            private final Board board;
            private final Position square;

            TileCell(Board board, Position square) {
                this.board = board;
                this.square = square;
            }

            @Override
            protected void updateItem(TileType t, boolean empty) {
                super.updateItem(t, empty);
                if (empty || t == null) {
                    setText(null);
                    setGraphic(null);
                    return;
                }
                boolean fits = board.isEmpty() || fitsSomehow(board, t, square);
                setText(t.id() + (fits ? "" : "  (does not fit)"));
                setGraphic(new ImageView(pictures.of(t, Rotation.R0, TilePictures.LIST_SIZE)));
            }
        }
    }

    private static Board withoutSquare(Board board, Position square) {
        List<PlacedTile> rest = board.tiles().stream().filter(t -> !t.position().equals(square)).toList();
        return Board.of(rest);
    }

    private static boolean fitsSomehow(Board board, TileType type, Position square) {
        for (Rotation r : Rotation.values()) {
            if (board.fits(type, square, r)) {
                return true;
            }
        }
        return false;
    }
}
