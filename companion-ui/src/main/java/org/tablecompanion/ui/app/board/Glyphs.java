package org.tablecompanion.ui.app.board;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineJoin;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Role;

/** Vector drawings of figures and printed emblems, scaled to any zoom. */
public final class Glyphs {

    /** A follower's outline in units of its height, centred on 0,0: head on top, arms, legs. */
    private static final double[][] FOLLOWER = {
        {-0.08, -0.30}, {-0.38, -0.16}, {-0.40, -0.04}, {-0.20, -0.02}, {-0.34, 0.46}, {-0.10, 0.46},
        {0.00, 0.24}, {0.10, 0.46}, {0.34, 0.46}, {0.20, -0.02}, {0.40, -0.04}, {0.38, -0.16}, {0.08, -0.30},
    };
    private static final double[][] HUT = {
        {-0.40, 0.40}, {-0.40, -0.05}, {0.0, -0.42}, {0.40, -0.05}, {0.40, 0.40},
    };

    private Glyphs() {
    }

    /** Draws a figure of height {@code size} centred at x, y; lying down for farmers and hunters. */
    public static void figure(GraphicsContext g, Figure fig, double x, double y, double size, boolean selected) {
        Color fill = PlayerPalette.color(fig.owner());
        Color line = fig.owner() == org.tablecompanion.engine.players.PlayerColour.BLACK ? Color.gray(0.85) : Color.gray(0.08);
        boolean lying = fig.role() == Role.FARMER || fig.role() == Role.HUNTER;
        g.save();
        g.translate(x, y);
        if (lying) {
            g.rotate(-90);
        }
        g.setLineJoin(StrokeLineJoin.ROUND);
        // a soft shadow so figures stand out from any terrain
        g.setFill(Color.rgb(0, 0, 0, 0.35));
        drawShape(g, fig.kind(), size, 0.06 * size, 0.06 * size, true);
        if (selected) {
            g.setStroke(Color.WHITE);
            g.setLineWidth(Math.max(3, size * 0.16));
            drawShape(g, fig.kind(), size, 0, 0, false);
        }
        g.setFill(fill);
        drawShape(g, fig.kind(), size, 0, 0, true);
        g.setStroke(line);
        g.setLineWidth(Math.max(1, size * 0.06));
        drawShape(g, fig.kind(), size, 0, 0, false);
        g.restore();
    }

    private static void drawShape(GraphicsContext g, FigureKind kind, double size, double dx, double dy, boolean fill) {
        double[][] outline = kind == FigureKind.HUT ? HUT : FOLLOWER;
        double[] xs = new double[outline.length];
        double[] ys = new double[outline.length];
        for (int i = 0; i < outline.length; i++) {
            xs[i] = outline[i][0] * size + dx;
            ys[i] = outline[i][1] * size + dy;
        }
        if (fill) {
            g.fillPolygon(xs, ys, xs.length);
        } else {
            g.strokePolygon(xs, ys, xs.length);
        }
        if (kind == FigureKind.FOLLOWER) {
            double r = 0.16 * size;
            double cx = dx;
            double cy = -0.36 * size + dy;
            if (fill) {
                g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
            } else {
                g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
            }
        }
    }

    /** Whether a point is on a figure of height {@code size} drawn at x, y (generous, for clicking). */
    public static boolean hits(double px, double py, double x, double y, double size) {
        return Math.abs(px - x) <= size * 0.5 && Math.abs(py - y) <= size * 0.6;
    }

    public static void emblem(GraphicsContext g, Emblem.Kind kind, double x, double y, double size) {
        g.save();
        g.translate(x, y);
        switch (kind) {
            case PENNANT -> {
                double w = size * 0.5;
                double[] xs = {-w / 2, w / 2, w / 2, 0, -w / 2};
                double[] ys = {-w / 2, -w / 2, w * 0.15, w * 0.6, w * 0.15};
                g.setFill(Color.web("#2456b3"));
                g.fillPolygon(xs, ys, 5);
                g.setStroke(Color.WHITE);
                g.setLineWidth(Math.max(1, size * 0.06));
                g.strokePolygon(xs, ys, 5);
                g.setFill(Color.WHITE);
                g.fillRect(-w * 0.08, -w * 0.35, w * 0.16, w * 0.7);
            }
            case CHAPEL -> {
                double w = size * 0.8;
                g.setFill(Color.web("#f3e6cf"));
                g.fillRect(-w * 0.35, -w * 0.1, w * 0.7, w * 0.5);
                g.setFill(Color.web("#8e2f22"));
                g.fillPolygon(new double[] {-w * 0.45, 0, w * 0.45}, new double[] {-w * 0.1, -w * 0.5, -w * 0.1}, 3);
                g.setStroke(Color.web("#3a1a12"));
                g.setLineWidth(Math.max(1, size * 0.05));
                g.strokeRect(-w * 0.35, -w * 0.1, w * 0.7, w * 0.5);
                g.strokePolygon(new double[] {-w * 0.45, 0, w * 0.45}, new double[] {-w * 0.1, -w * 0.5, -w * 0.1}, 3);
                g.setFill(Color.web("#3a1a12"));
                g.fillRect(-w * 0.07, w * 0.12, w * 0.14, w * 0.28);
            }
            case FISH -> {
                double w = size * 0.5;
                g.setFill(Color.web("#e8f2ff"));
                g.fillOval(-w / 2, -w / 4, w, w / 2);
                g.fillPolygon(new double[] {w / 2, w * 0.8, w * 0.8}, new double[] {0, -w / 4, w / 4}, 3);
            }
            case GOLD -> {
                double w = size * 0.35;
                g.setFill(Color.web("#f4c430"));
                g.fillOval(-w / 2, -w / 2, w, w);
                g.setStroke(Color.web("#7a5a00"));
                g.setLineWidth(1);
                g.strokeOval(-w / 2, -w / 2, w, w);
            }
        }
        g.restore();
    }
}
