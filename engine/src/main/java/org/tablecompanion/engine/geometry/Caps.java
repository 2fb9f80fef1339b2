package org.tablecompanion.engine.geometry;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.tablecompanion.engine.catalog.Port;

/**
 * Shapes for features that hug the tile's edges (cities, forests), derived from the ports they
 * hold. A contiguous run of ports gets a lens: the stretch of border plus a curve that bows into
 * the tile. Anything else (a run longer than two edges, several runs joined across the tile) is
 * the whole tile minus the lenses of the runs it does not hold, which is how a city on three
 * edges leaves a field on the fourth, and how a city on W and E joins across the middle.
 */
final class Caps {

    /** How deep a lens bows into the tile, per unit of chord, for runs up to one edge long. */
    static final double EDGE_DEPTH = 0.28;
    /** ... and for a run of two whole edges (corner to opposite corner). */
    static final double CORNER_DEPTH = 0.057;
    private static final int CURVE_STEPS = 24;

    private Caps() {
    }

    static Region of(Collection<Port> ports) {
        boolean[] held = new boolean[12];
        ports.forEach(p -> held[p.ordinal()] = true);
        return of(held);
    }

    static Region of(boolean[] held) {
        List<int[]> runs = runs(held);
        if (runs.isEmpty()) {
            return new Region.Whole();
        }
        if (runs.size() == 1 && runs.get(0)[1] == 12) {
            return new Region.Whole();
        }
        if (runs.size() == 1 && runs.get(0)[1] <= 6) {
            return lens(runs.get(0)[0], runs.get(0)[1]);
        }
        boolean[] gaps = new boolean[12];
        for (int i = 0; i < 12; i++) {
            gaps[i] = !held[i];
        }
        List<Region> holes = new ArrayList<>();
        for (int[] gap : runs(gaps)) {
            if (gap[1] <= 6) {
                holes.add(lens(gap[0], gap[1]));
            } else {
                // A gap longer than two edges: it is everything but the lens of what surrounds it.
                int rest = (gap[0] + gap[1]) % 12;
                holes.add(new Region.Difference(new Region.Whole(), List.of(lens(rest, 12 - gap[1]))));
            }
        }
        return new Region.Difference(new Region.Whole(), holes);
    }

    /** Maximal cyclic runs of held ports, each as {start port, count}. */
    static List<int[]> runs(boolean[] held) {
        List<int[]> runs = new ArrayList<>();
        int first = -1;
        for (int i = 0; i < 12; i++) {
            if (!held[i]) {
                first = i;
                break;
            }
        }
        if (first < 0) {
            runs.add(new int[] {0, 12});
            return runs;
        }
        int i = (first + 1) % 12;
        for (int seen = 0; seen < 12; ) {
            if (held[i]) {
                int start = i;
                int count = 0;
                while (held[i] && count < 12) {
                    count++;
                    i = (i + 1) % 12;
                    seen++;
                }
                runs.add(new int[] {start, count});
            } else {
                i = (i + 1) % 12;
                seen++;
            }
        }
        return runs;
    }

    /** The lens of {@code count} ports from {@code start} clockwise (at most two edges). */
    static Region.Ring lens(int start, int count) {
        double t0 = start / 3.0;
        double t1 = (start + count) / 3.0;
        double runLength = count / 3.0;
        Point2 a = Perimeter.point(t0);
        Point2 b = Perimeter.point(t1);
        List<Point2> ring = new ArrayList<>();
        ring.add(a);
        boolean sameEdge = true;
        for (int corner = (int) Math.floor(t0) + 1; corner < t1 - 1e-9; corner++) {
            ring.add(Perimeter.CORNERS[corner % 4]);
            sameEdge = false;
        }
        ring.add(b);
        Point2 chordMid = a.lerp(b, 0.5);
        Point2 normal;
        if (sameEdge) {
            normal = Perimeter.inward(Port.values()[start].edge());
        } else {
            normal = b.minus(a).perpendicular().normalized();
            Point2 runMid = Perimeter.point((t0 + t1) / 2);
            if (normal.dot(runMid.minus(chordMid)) > 0) {
                normal = normal.times(-1);
            }
        }
        double perChord = runLength <= 1 ? EDGE_DEPTH
                : EDGE_DEPTH - (EDGE_DEPTH - CORNER_DEPTH) * Math.min(1, runLength - 1);
        double depth = a.distance(b) * perChord;
        Point2 control = chordMid.plus(normal.times(2 * depth));
        for (int k = 1; k < CURVE_STEPS; k++) {
            double s = (double) k / CURVE_STEPS;
            // quadratic Bezier from b back to a
            double w0 = (1 - s) * (1 - s);
            double w1 = 2 * s * (1 - s);
            double w2 = s * s;
            ring.add(new Point2(w0 * b.u() + w1 * control.u() + w2 * a.u(),
                    w0 * b.v() + w1 * control.v() + w2 * a.v()));
        }
        return Region.Ring.of(new Polygon(ring));
    }
}
