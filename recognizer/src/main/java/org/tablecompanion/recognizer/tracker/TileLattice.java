package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.Linear;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * Where the game's squares lie in the frame, learned from the tiles themselves: every tile on
 * the table was measured once (its four corners in the frame, when it was laid), and a square's
 * place is predicted from the tiles near it by a homography weighted towards the nearest. Local
 * fits follow the lens's bending without modelling it, and one tile is enough to start.
 *
 * <p>Board points are in squares: square (x, y) spans [x, x + 1] x [y, y + 1], x east, y south
 * (the game's coordinates). A tile covers {@link #TILE_SHARE} of its square, centred.
 */
final class TileLattice {

    /** Side of a tile over the lattice pitch: 45 mm tiles laid with about a millimetre between. */
    static final double TILE_SHARE = 0.975;
    /** Tiles used for one local fit, and how fast their weight falls with distance (squares). */
    private static final int NEAREST = 14;
    private static final double REACH = 2.5;

    private final Map<Position, Vec2[]> corners = new LinkedHashMap<>();

    boolean isEmpty() {
        return corners.isEmpty();
    }

    int size() {
        return corners.size();
    }

    /** Records a tile's measured corners (north-west, north-east, south-east, south-west). */
    void put(Position p, Vec2[] imageCorners) {
        corners.put(p, imageCorners.clone());
    }

    void remove(Position p) {
        corners.remove(p);
    }

    Optional<Vec2[]> measured(Position p) {
        Vec2[] c = corners.get(p);
        return c == null ? Optional.empty() : Optional.of(c.clone());
    }

    Map<Position, Vec2[]> all() {
        return java.util.Collections.unmodifiableMap(corners);
    }

    /** The tile corners of square {@code p}: measured if it was, else predicted. */
    Vec2[] tileCorners(Position p) {
        Vec2[] m = corners.get(p);
        if (m != null) {
            return m.clone();
        }
        Homography h = local(p);
        double a = (1 - TILE_SHARE) / 2;
        double b = 1 - a;
        return new Vec2[] {h.apply(p.x() + a, p.y() + a), h.apply(p.x() + b, p.y() + a),
            h.apply(p.x() + b, p.y() + b), h.apply(p.x() + a, p.y() + b)};
    }

    /** The corners of square {@code p} itself (tile plus half the gap on each side). */
    Vec2[] squareCorners(Position p) {
        Homography h = local(p);
        return new Vec2[] {h.apply(p.x(), p.y()), h.apply(p.x() + 1, p.y()), h.apply(p.x() + 1, p.y() + 1),
            h.apply(p.x(), p.y() + 1)};
    }

    /** Board squares to frame pixels near square {@code p}. */
    Homography local(Position p) {
        if (corners.isEmpty()) {
            throw new IllegalStateException("no tile measured yet");
        }
        List<Map.Entry<Position, Vec2[]>> near = new ArrayList<>(corners.entrySet());
        near.sort(Comparator.comparingDouble(e -> distance(e.getKey(), p)));
        List<Map.Entry<Position, Vec2[]>> used = near.subList(0, Math.min(NEAREST, near.size()));
        List<Vec2> from = new ArrayList<>();
        List<Vec2> to = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (Map.Entry<Position, Vec2[]> e : used) {
            double d = distance(e.getKey(), p);
            double w = Math.exp(-d * d / (2 * REACH * REACH)) + 1e-3;
            Vec2[] board = tileBoardCorners(e.getKey());
            for (int k = 0; k < 4; k++) {
                from.add(board[k]);
                to.add(e.getValue()[k]);
                weights.add(w);
            }
        }
        return fit(from, to, weights);
    }

    /** One homography over every tile, for the overlay's lattice. */
    Homography global() {
        List<Vec2> from = new ArrayList<>();
        List<Vec2> to = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        corners.forEach((p, c) -> {
            Vec2[] board = tileBoardCorners(p);
            for (int k = 0; k < 4; k++) {
                from.add(board[k]);
                to.add(c[k]);
                weights.add(1.0);
            }
        });
        return fit(from, to, weights);
    }

    /** Every measured corner moved by {@code change} (the camera moved). */
    void moveAll(Homography change) {
        corners.replaceAll((p, c) -> {
            Vec2[] m = new Vec2[4];
            for (int k = 0; k < 4; k++) {
                m[k] = change.apply(c[k]);
            }
            return m;
        });
    }

    static Vec2[] tileBoardCorners(Position p) {
        double a = (1 - TILE_SHARE) / 2;
        double b = 1 - a;
        return new Vec2[] {new Vec2(p.x() + a, p.y() + a), new Vec2(p.x() + b, p.y() + a),
            new Vec2(p.x() + b, p.y() + b), new Vec2(p.x() + a, p.y() + b)};
    }

    private static double distance(Position a, Position b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y());
    }

    /** Weighted normalized direct linear transform. */
    static Homography fit(List<Vec2> from, List<Vec2> to, List<Double> weights) {
        Homography nf = normalizer(from);
        Homography nt = normalizer(to);
        double[][] ata = new double[9][9];
        for (int i = 0; i < from.size(); i++) {
            Vec2 p = nf.apply(from.get(i));
            Vec2 q = nt.apply(to.get(i));
            double w = weights.get(i);
            accumulate(ata, w, new double[] {p.x(), p.y(), 1, 0, 0, 0, -q.x() * p.x(), -q.x() * p.y(), -q.x()});
            accumulate(ata, w, new double[] {0, 0, 0, p.x(), p.y(), 1, -q.y() * p.x(), -q.y() * p.y(), -q.y()});
        }
        Homography core = Homography.of(Linear.smallestEigenvector(ata));
        return nt.inverse().after(core).after(nf);
    }

    private static void accumulate(double[][] ata, double w, double[] row) {
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                ata[i][j] += w * row[i] * row[j];
            }
        }
    }

    private static Homography normalizer(List<Vec2> pts) {
        double mx = 0;
        double my = 0;
        for (Vec2 p : pts) {
            mx += p.x();
            my += p.y();
        }
        mx /= pts.size();
        my /= pts.size();
        double d = 0;
        for (Vec2 p : pts) {
            d += Math.hypot(p.x() - mx, p.y() - my);
        }
        d /= pts.size();
        double s = d > 0 ? Math.sqrt(2) / d : 1;
        return Homography.affine(s, 0, -s * mx, 0, s, -s * my);
    }
}
