package org.tablecompanion.ui.app.board;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Figure;

/**
 * The board on screen: the painted {@link BoardPicture} scaled to fit (wheel to zoom, drag to
 * pan, double-click to fit again), figures and emblems drawn over it as vectors, the feature under
 * the pointer lit up with a one-line description, and the selection (a square, its feature, or a
 * figure) reported to whoever listens. Only drawing happens here; painting the picture is done
 * elsewhere, off the JavaFX thread.
 */
public final class BoardView extends Region {

    private static final int HOVER_ARGB = 0x66FFFFFF;
    private static final int SELECT_ARGB = 0x7A38D6FF;

    private final Canvas canvas = new Canvas();
    private final Label hoverLine = new Label();
    private final Label emptyNote = new Label("No tiles on the table yet: click the square in the middle to lay the start tile.");
    private BoardPicture picture;
    private Image image;
    private Optional<Position> lastTile = Optional.empty();
    private BoardSelection selection = new BoardSelection.Nothing();
    private java.util.Set<Position> asked = java.util.Set.of();
    private Feature hovered;
    private Image hoverMask;
    private int[] hoverBox;
    private Feature selectedFeature;
    private Image selectMask;
    private int[] selectBox;
    private double zoom = 1;
    private double panX;
    private double panY;
    private double pressX;
    private double pressY;
    private boolean dragged;
    private Consumer<BoardSelection> onSelect = s -> { };
    private Function<Feature, String> describe = Feature::label;

    public BoardView() {
        getStyleClass().add("board-view");
        getChildren().addAll(canvas, hoverLine, emptyNote);
        hoverLine.getStyleClass().add("board-hover-line");
        hoverLine.setVisible(false);
        hoverLine.setMouseTransparent(true);
        emptyNote.getStyleClass().add("board-empty-note");
        emptyNote.setVisible(false);
        emptyNote.setMouseTransparent(true);
        emptyNote.setAlignment(Pos.CENTER);
        setMinSize(200, 200);
        canvas.setOnMouseMoved(this::hover);
        canvas.setOnMouseExited(e -> setHovered(null));
        canvas.setOnMousePressed(e -> {
            pressX = e.getX();
            pressY = e.getY();
            dragged = false;
        });
        canvas.setOnMouseDragged(this::drag);
        canvas.setOnMouseClicked(this::click);
        canvas.setOnScroll(this::scroll);
    }

    /** Called with every new selection made by clicking. */
    public void setOnSelect(Consumer<BoardSelection> listener) {
        this.onSelect = listener;
    }

    /** How the line under the board describes a feature the pointer is over. */
    public void setDescribe(Function<Feature, String> describe) {
        this.describe = describe;
    }

    /**
     * Shows a newly painted board.
     *
     * @param image the picture's pixels as a JavaFX image (made with {@link #imageOf})
     */
    public void show(BoardPicture newPicture, Image newImage, Optional<Position> newLastTile) {
        boolean resized = picture == null || picture.width() != newPicture.width()
                || picture.height() != newPicture.height();
        this.picture = newPicture;
        this.image = newImage;
        this.lastTile = newLastTile;
        if (resized) {
            zoom = 1;
            panX = 0;
            panY = 0;
        }
        hovered = null;
        hoverMask = null;
        hoverLine.setVisible(false);
        selectMask = null;
        selectedFeature = null;
        emptyNote.setVisible(newPicture.frontier().contains(Position.ORIGIN) && !newPicture.occupied(Position.ORIGIN)
                && newPicture.width() <= newPicture.tile() * 3);
        redraw();
    }

    /** Marks what is selected (the window keeps selections across repaints). */
    public void select(BoardSelection newSelection, Optional<Feature> feature) {
        this.selection = newSelection;
        this.selectedFeature = feature.orElse(null);
        this.selectMask = null;
        redraw();
    }

    public BoardSelection selection() {
        return selection;
    }

    /** Outlines the squares an open question of the live tracker is about (none: no outline). */
    public void ask(java.util.Set<Position> squares) {
        this.asked = java.util.Set.copyOf(squares);
        redraw();
    }

    public java.util.Set<Position> asked() {
        return asked;
    }

    /** The picture as an image; safe to call off the JavaFX thread before it is shown. */
    public static Image imageOf(BoardPicture picture) {
        WritableImage img = new WritableImage(picture.width(), picture.height());
        img.getPixelWriter().setPixels(0, 0, picture.width(), picture.height(), PixelFormat.getIntArgbInstance(),
                picture.argb(), 0, picture.width());
        return img;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        canvas.setWidth(w);
        canvas.setHeight(h);
        hoverLine.setMaxWidth(w - 16);
        hoverLine.autosize();
        hoverLine.relocate(8, h - hoverLine.getHeight() - 8);
        emptyNote.resize(w, 40);
        emptyNote.relocate(0, h * 0.5 + 60);
        redraw();
    }

    private double scale() {
        if (picture == null) {
            return 1;
        }
        double fit = Math.min(getWidth() / picture.width(), getHeight() / picture.height()) * 0.97;
        return Math.min(fit, 1.6) * zoom;
    }

    private double originX() {
        return (getWidth() - picture.width() * scale()) / 2 + panX;
    }

    private double originY() {
        return (getHeight() - picture.height() * scale()) / 2 + panY;
    }

    /** Where, in this view's coordinates, a picture pixel is drawn. */
    public Point2D toView(double px, double py) {
        return new Point2D(originX() + px * scale(), originY() + py * scale());
    }

    private Point2D toPicture(double vx, double vy) {
        return new Point2D((vx - originX()) / scale(), (vy - originY()) / scale());
    }

    /** The centre of a square, in this view's coordinates (tests click there). */
    public Optional<Point2D> centreOf(Position p) {
        if (picture == null) {
            return Optional.empty();
        }
        return Optional.of(toView(picture.left(p) + picture.tile() / 2.0, picture.top(p) + picture.tile() / 2.0));
    }

    /** Where a figure is drawn, in this view's coordinates. */
    public Optional<Point2D> pointOf(Figure figure) {
        if (picture == null) {
            return Optional.empty();
        }
        return picture.figures().stream().filter(m -> m.figure().equals(figure)).findFirst()
                .map(m -> toView(m.x(), m.y()));
    }

    private double figureSize() {
        return picture.tile() * 0.34 * scale();
    }

    private void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.web("#2b3038"));
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (picture == null || image == null) {
            return;
        }
        double s = scale();
        double ox = originX();
        double oy = originY();
        g.setImageSmoothing(s < 1);
        g.drawImage(image, ox, oy, picture.width() * s, picture.height() * s);
        double tile = picture.tile() * s;
        g.setLineDashes(6, 5);
        g.setLineWidth(1.2);
        g.setStroke(Color.rgb(255, 255, 255, 0.28));
        for (Position p : picture.frontier()) {
            Point2D at = toView(picture.left(p), picture.top(p));
            g.strokeRoundRect(at.getX() + 3, at.getY() + 3, tile - 6, tile - 6, 8, 8);
        }
        g.setLineDashes();
        drawMask(g, selectedFeature, true);
        drawMask(g, hovered, false);
        lastTile.ifPresent(p -> {
            Point2D at = toView(picture.left(p), picture.top(p));
            g.setStroke(Color.rgb(255, 255, 255, 0.9));
            g.setLineWidth(2);
            g.setLineDashes(4, 4);
            g.strokeRect(at.getX() + 1, at.getY() + 1, tile - 2, tile - 2);
            g.setLineDashes();
        });
        for (Position p : asked) {
            Point2D at = toView(picture.left(p), picture.top(p));
            g.setStroke(Color.BLACK);
            g.setLineWidth(6);
            g.strokeRect(at.getX() + 2, at.getY() + 2, tile - 4, tile - 4);
            g.setStroke(Color.MAGENTA);
            g.setLineWidth(3.5);
            g.strokeRect(at.getX() + 2, at.getY() + 2, tile - 4, tile - 4);
        }
        if (selection instanceof BoardSelection.Square sq) {
            Point2D at = toView(picture.left(sq.position()), picture.top(sq.position()));
            g.setStroke(Color.web("#38d6ff"));
            g.setLineWidth(3);
            g.strokeRect(at.getX() + 1.5, at.getY() + 1.5, tile - 3, tile - 3);
        }
        for (Emblem e : picture.emblems()) {
            Point2D at = toView(e.x(), e.y());
            Glyphs.emblem(g, e.kind(), at.getX(), at.getY(), picture.tile() * 0.3 * s);
        }
        for (FigureMark m : picture.figures()) {
            Point2D at = toView(m.x(), m.y());
            boolean selected = selection instanceof BoardSelection.OfFigure f && f.figure().equals(m.figure());
            Glyphs.figure(g, m.figure(), at.getX(), at.getY(), figureSize(), selected);
        }
    }

    private void drawMask(GraphicsContext g, Feature feature, boolean selected) {
        if (feature == null) {
            return;
        }
        if (selected && selectMask == null) {
            selectBox = picture.mask(feature);
            selectMask = maskImage(selectBox, SELECT_ARGB);
        }
        if (!selected && hoverMask == null) {
            hoverBox = picture.mask(feature);
            hoverMask = maskImage(hoverBox, HOVER_ARGB);
        }
        int[] box = selected ? selectBox : hoverBox;
        Image mask = selected ? selectMask : hoverMask;
        if (mask == null) {
            return;
        }
        Point2D at = toView(box[0], box[1]);
        g.setImageSmoothing(false);
        g.drawImage(mask, at.getX(), at.getY(), box[2] * scale(), box[3] * scale());
    }

    private static Image maskImage(int[] box, int argb) {
        int w = box[2];
        int h = box[3];
        if (w <= 0 || h <= 0) {
            return null;
        }
        int[] px = new int[w * h];
        for (int i = 0; i < px.length; i++) {
            px[i] = box[4 + i] != 0 ? argb : 0;
        }
        WritableImage img = new WritableImage(w, h);
        img.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), px, 0, w);
        return img;
    }

    private void hover(MouseEvent e) {
        if (picture == null) {
            return;
        }
        Point2D p = toPicture(e.getX(), e.getY());
        setHovered(picture.featureAt(p.getX(), p.getY()).orElse(null));
    }

    private void setHovered(Feature feature) {
        if (feature == hovered || (feature != null && feature.equals(hovered))) {
            return;
        }
        hovered = feature;
        hoverMask = null;
        if (feature == null) {
            hoverLine.setVisible(false);
        } else {
            hoverLine.setText(describe.apply(feature));
            hoverLine.setVisible(true);
            requestLayout();
        }
        redraw();
    }

    private void drag(MouseEvent e) {
        if (!dragged && Math.hypot(e.getX() - pressX, e.getY() - pressY) < 5) {
            return;
        }
        dragged = true;
        panX += e.getX() - pressX;
        panY += e.getY() - pressY;
        pressX = e.getX();
        pressY = e.getY();
        redraw();
    }

    private void scroll(ScrollEvent e) {
        if (picture == null || e.getDeltaY() == 0) {
            return;
        }
        Point2D before = toPicture(e.getX(), e.getY());
        zoom = Math.max(0.5, Math.min(8, zoom * (e.getDeltaY() > 0 ? 1.15 : 1 / 1.15)));
        Point2D after = toView(before.getX(), before.getY());
        panX += e.getX() - after.getX();
        panY += e.getY() - after.getY();
        redraw();
    }

    private void click(MouseEvent e) {
        if (picture == null || dragged || e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (e.getClickCount() == 2) {
            zoom = 1;
            panX = 0;
            panY = 0;
            redraw();
            return;
        }
        onSelect.accept(selectionAt(e.getX(), e.getY()));
    }

    /** What a click at a point of this view selects. */
    public BoardSelection selectionAt(double vx, double vy) {
        if (picture == null) {
            return new BoardSelection.Nothing();
        }
        FigureMark hit = null;
        for (FigureMark m : picture.figures()) {
            Point2D at = toView(m.x(), m.y());
            if (Glyphs.hits(vx, vy, at.getX(), at.getY(), figureSize())) {
                hit = m;
            }
        }
        if (hit != null) {
            return new BoardSelection.OfFigure(hit.figure());
        }
        Point2D p = toPicture(vx, vy);
        if (p.getX() < 0 || p.getY() < 0 || p.getX() >= picture.width() || p.getY() >= picture.height()) {
            return new BoardSelection.Nothing();
        }
        Position square = picture.positionAt(p.getX(), p.getY());
        if (!picture.occupied(square) && !picture.frontier().contains(square)) {
            return new BoardSelection.Nothing();
        }
        OptionalInt feature = picture.tileFeatureAt(p.getX(), p.getY());
        return new BoardSelection.Square(square, feature);
    }

    /** The feature of the board shown at a square's tile feature, if any. */
    public Optional<Feature> featureOf(Position square, int tileFeature) {
        if (picture == null) {
            return Optional.empty();
        }
        return picture.featureOfPart(square, tileFeature);
    }
}
