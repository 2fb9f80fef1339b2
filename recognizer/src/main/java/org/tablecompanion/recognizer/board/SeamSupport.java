package org.tablecompanion.recognizer.board;

import java.util.Collection;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.LatticeModel;
import org.tablecompanion.recognizer.lattice.SeamEvidence;

/**
 * How well a lattice frames the tiles of its cells: how much stronger the seams are along the
 * cells' edges than along the lines through their middles. On the tiles' own lattice every edge
 * is a seam between tiles (or the board's outline) and the middle lines cross art. On a lattice
 * of half the tiles' period only every other edge is a seam, so its edges are weaker on average
 * while its middle lines still cross art: about half the support. On a lattice of twice the
 * period the middle lines are seams as strong as the edges: none.
 *
 * <p>A small board gives the lattice fitter few seams, and both a lattice and its half then
 * hold them; zero-shot, H&amp;G's squares of meadow and forest read well and agree with each
 * other at any size, so what is read cannot tell the two apart, and the seams can.
 */
public final class SeamSupport {

    /** Samples along each line of a cell, between its ends (where the crossing lines' seams lie). */
    static final int SAMPLES = 10;
    /** Part of a line, at each end, left out: the crossing seams are strong there on every line. */
    static final double ENDS = 0.15;
    /**
     * How far across a line a seam is looked for, cells: a hand-laid tile lies up to 2 mm off its
     * cell and turned up to 3 degrees (about 0.05 of a tile at its corners).
     */
    static final double REACH = 0.06;

    private SeamSupport() {
    }

    /**
     * The mean valley response along the cells' edges less the mean along their middle lines
     * (8-bit response units; 0 for no cells).
     *
     * @param model the lattice, in the seams' pixels
     * @param seams the seam evidence of the image the lattice was fitted on
     * @param cells the cells read as tiles
     */
    public static double of(LatticeModel model, SeamEvidence seams, Collection<Cell> cells) {
        double edges = 0;
        double middles = 0;
        int n = 0;
        for (Cell c : cells) {
            for (int k = 0; k < SAMPLES; k++) {
                double t = sampleAt(k);
                double u = c.i() + t;
                double v = c.j() + t;
                edges += across(model, seams, c.i(), v, true) + across(model, seams, c.i() + 1, v, true)
                        + across(model, seams, u, c.j(), false) + across(model, seams, u, c.j() + 1, false);
                middles += 2 * middleLines(model, seams, c, t);
                n += 4;
            }
        }
        return n == 0 ? 0 : (edges - middles) / n;
    }

    /**
     * The mean valley response along the edges the cells share with each other less the mean
     * along their middle lines: whether the seams part the cells from each other, the board's
     * outline left out (NaN where no two cells meet). A small board's outline frames it whatever
     * it is divided into; only the seams within it tell a square of four tiles from one tile.
     */
    public static double between(LatticeModel model, SeamEvidence seams, Collection<Cell> cells) {
        java.util.Set<Cell> in = new java.util.HashSet<>(cells);
        double shared = 0;
        int nShared = 0;
        double middles = 0;
        int nMiddles = 0;
        for (Cell c : cells) {
            for (int k = 0; k < SAMPLES; k++) {
                double t = sampleAt(k);
                double u = c.i() + t;
                double v = c.j() + t;
                if (in.contains(new Cell(c.i() + 1, c.j()))) {
                    shared += across(model, seams, c.i() + 1, v, true);
                    nShared++;
                }
                if (in.contains(new Cell(c.i(), c.j() + 1))) {
                    shared += across(model, seams, u, c.j() + 1, false);
                    nShared++;
                }
                middles += middleLines(model, seams, c, t);
                nMiddles += 2;
            }
        }
        return nShared == 0 ? Double.NaN : shared / nShared - middles / nMiddles;
    }

    /**
     * The valley responses at one sample along a cell's two middle lines (down and across), at
     * share {@code t} of its side: what a cell's own art shows where no seam should be.
     */
    private static double middleLines(LatticeModel model, SeamEvidence seams, Cell c, double t) {
        return across(model, seams, c.i() + 0.5, c.j() + t, true) + across(model, seams, c.i() + t, c.j() + 0.5, false);
    }

    /** Where the {@code k}-th sample along a cell's line lies, as a share of its side ({@link #ENDS} left out at each end). */
    private static double sampleAt(int k) {
        return ENDS + (1 - 2 * ENDS) * (k + 0.5) / SAMPLES;
    }

    /**
     * The strongest valley response near a point of a line of the lattice, searched across the
     * line ({@code alongV}: the line runs along v, at constant u) within {@link #REACH}.
     */
    private static int across(LatticeModel model, SeamEvidence seams, double u, double v, boolean alongV) {
        Vec2 at = model.toImage(u, v);
        Vec2 off = alongV ? model.toImage(u + REACH, v) : model.toImage(u, v + REACH);
        double dx = off.x() - at.x();
        double dy = off.y() - at.y();
        int steps = Math.max(1, (int) Math.ceil(Math.hypot(dx, dy)));
        int best = 0;
        for (int s = -steps; s <= steps; s++) {
            double f = s / (double) steps;
            best = Math.max(best, seams.valleyAt((int) Math.round(at.x() + f * dx), (int) Math.round(at.y() + f * dy)));
        }
        return best;
    }
}
