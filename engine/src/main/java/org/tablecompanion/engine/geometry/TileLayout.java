package org.tablecompanion.engine.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;

/**
 * The one layout routine: derives from a tile type's features (their terrains and ports) where
 * each feature lies on the upright tile.
 *
 * <ul>
 *   <li>Cities and forests are <b>caps</b> on the edges whose ports they hold (see {@link Caps}).
 *   <li>Roads and rivers are <b>bands</b>: a band joining two edges is one smooth curve that
 *       leaves each edge square to it; a band with one port runs to where it ends: its lake, the
 *       monastery, the crossing of several roads, the city it leads to, or a spring (stopping at
 *       the forest it rises in); three or more ports meet at the centre or their lake.
 *   <li>Monasteries and lakes are <b>centre</b> shapes. Each starts at the centre (twin lakes
 *       lean towards their own rivers) and is moved, within a fifth of the tile, to the nearest
 *       place where it overlaps nothing else and where every field the catalog names stays
 *       separate from every other.
 *   <li>Fields and meadows <b>fill</b> what is left: each grows from its own ports over the open
 *       ground, so the bands and caps split them into exactly the regions their ports say.
 * </ul>
 * Where the two meet, a centre shape is drawn over a cap, a cap over a band (a road ends at the
 * city wall) and a road over a river (a bridge). A catalog may give its own polygons for some
 * features; they are drawn over everything derived.
 */
public final class TileLayout {

    /** Half the width of a road, in tile units. */
    public static final double ROAD_HALF_WIDTH = 0.055;
    /** Half the width of a river, in tile units. */
    public static final double RIVER_HALF_WIDTH = 0.07;
    static final double MONASTERY_HALF = 0.2;
    static final double LAKE_RADIUS = 0.2;
    static final double TWIN_LAKE_RADIUS = 0.14;
    static final double SPRING_RADIUS = 0.07;
    static final double END_POND_RADIUS = 0.2;
    static final double OTHER_CENTRE_RADIUS = 0.15;
    /** Cells per tile side of the grid that fields grow on and outlines are traced from. */
    static final int RESOLUTION = 128;
    private static final int SEARCH_RESOLUTION = 40;
    private static final int SEARCH_TRIES = 40;
    private static final int CURVE_STEPS = 24;
    /**
     * How far a band turning a corner is pulled inward from each edge before it bends, in tile
     * units: the round bend our renderer paints.
     */
    static final double CORNER_PULL = 0.3;

    /**
     * Layouts worked out so far in this process, by tile type. Laying a type out takes
     * milliseconds, and renderers, scene painters, matchers and trackers each laid out every type
     * they met again (a quarter of the recognizer's test time). The layout depends on the type's
     * value alone (no randomness, no state outside the type) and a {@link TileGeometry} is
     * immutable, so one per type serves every caller. A catalog holds a few hundred types at
     * most, each under 200 KB laid out.
     */
    private static final Map<TileType, TileGeometry> LAID_OUT = new java.util.concurrent.ConcurrentHashMap<>();
    /** The same for {@link #tightlyBent}. */
    private static final Map<TileType, TileGeometry> LAID_OUT_TIGHT = new java.util.concurrent.ConcurrentHashMap<>();

    private TileLayout() {
    }

    /** The geometry of the upright tile, every shape derived from the features. */
    public static TileGeometry layout(TileType tile) {
        return LAID_OUT.computeIfAbsent(tile, t -> layout(t, Map.of()));
    }

    /**
     * The geometry of the upright tile with every band that turns a corner bent square, straight in
     * from each edge to where the two meet, rather than round: printed tiles bend their roads
     * either way (the real base V runs its road straight in to the middle and turns there, our
     * renderer's V bends round), so a recognizer that reads printed tiles from this geometry can
     * accept either where the two differ. Everything else is laid out as by {@link #layout(TileType)},
     * and a tile with no road or river turning a corner is that layout itself.
     */
    public static TileGeometry tightlyBent(TileType tile) {
        if (!turnsACorner(tile)) {
            return layout(tile);
        }
        return LAID_OUT_TIGHT.computeIfAbsent(tile, t -> new Plan(t, Map.of(), true).geometry());
    }

    /** Whether a road or river of the tile joins two neighbouring edges. */
    private static boolean turnsACorner(TileType tile) {
        for (FeatureSpec f : tile.features()) {
            if ((f.terrain() == Terrain.ROAD || f.terrain() == Terrain.RIVER) && f.ports().size() == 2
                    && neighbours(f.ports().get(0).edge(), f.ports().get(1).edge())) {
                return true;
            }
        }
        return false;
    }

    /** Whether two edges meet at a corner of the tile. */
    private static boolean neighbours(Edge a, Edge b) {
        return a != b && a.opposite() != b;
    }

    /**
     * The geometry of the upright tile where the catalog draws some features itself.
     *
     * @param drawn per feature index, rings (even-odd) in upright tile units that replace the
     *        derived shape of that feature
     * @throws IllegalArgumentException naming the tile when a drawn feature index does not exist
     */
    public static TileGeometry layout(TileType tile, Map<Integer, List<Polygon>> drawn) {
        for (int f : drawn.keySet()) {
            if (f < 0 || f >= tile.features().size()) {
                throw new IllegalArgumentException("tile " + tile.id() + " has no feature " + f
                        + " to draw (it has " + tile.features().size() + ")");
            }
        }
        return new Plan(tile, drawn, false).geometry();
    }

    /** Everything the routine works out for one tile type. */
    private static final class Plan {
        private final TileType tile;
        private final int count;
        private final ShapeKind[] kinds;
        private final List<Classifier.CentrePart> given = new ArrayList<>();
        private final List<Classifier.CapPart> caps = new ArrayList<>();
        private final List<Integer> centreFeatures = new ArrayList<>();
        private final List<Integer> bandFeatures = new ArrayList<>();
        private final List<Integer> fills = new ArrayList<>();
        private final int monastery;
        private final int lakes;
        /** Whether a band turning a corner bends square ({@link #tightlyBent}) rather than round. */
        private final boolean squareBends;

        Plan(TileType tile, Map<Integer, List<Polygon>> drawn, boolean squareBends) {
            this.tile = tile;
            this.squareBends = squareBends;
            this.count = tile.features().size();
            this.kinds = new ShapeKind[count];
            int firstMonastery = -1;
            int lakeCount = 0;
            for (int f = 0; f < count; f++) {
                FeatureSpec spec = tile.feature(f);
                Terrain t = spec.terrain();
                if (drawn.containsKey(f)) {
                    kinds[f] = ShapeKind.GIVEN;
                    given.add(new Classifier.CentrePart(f, new Region.EvenOdd(
                            drawn.get(f).stream().map(Region.Ring::of).toList())));
                } else if (t == Terrain.FIELD || t == Terrain.MEADOW) {
                    kinds[f] = ShapeKind.FILL;
                    fills.add(f);
                } else if ((t == Terrain.CITY || t == Terrain.FOREST) && !spec.ports().isEmpty()) {
                    kinds[f] = ShapeKind.CAP;
                    caps.add(new Classifier.CapPart(f, Caps.of(spec.ports()), spec.ports()));
                } else if ((t == Terrain.ROAD || t == Terrain.RIVER) && !spec.ports().isEmpty()) {
                    kinds[f] = ShapeKind.BAND;
                    bandFeatures.add(f);
                } else {
                    kinds[f] = ShapeKind.CENTRE;
                    centreFeatures.add(f);
                    if (t == Terrain.MONASTERY && firstMonastery < 0) {
                        firstMonastery = f;
                    }
                    if (t == Terrain.LAKE) {
                        lakeCount++;
                    }
                }
            }
            this.monastery = firstMonastery;
            this.lakes = lakeCount;
        }

        TileGeometry geometry() {
            Point2[] positions = placeCentres();
            Bands bands = bands(positions);
            LabelRaster raster = finalRaster(positions, bands);
            double[] clearance = raster.clearance();
            List<FeatureShape> shapes = new ArrayList<>();
            for (int f = 0; f < count; f++) {
                Point2 preferred;
                double wanted;
                double halfWidth = 0;
                if (kinds[f] == ShapeKind.BAND) {
                    halfWidth = halfWidth(f);
                    preferred = visibleMiddle(f, bands.paths.get(f), raster).orElse(raster.centroid(f));
                    wanted = 0.7 * halfWidth;
                } else if (kinds[f] == ShapeKind.CENTRE) {
                    preferred = positions[f];
                    wanted = 0.06;
                } else {
                    preferred = raster.centroid(f);
                    wanted = 0.09;
                }
                shapes.add(new FeatureShape(f, tile.feature(f).terrain(), kinds[f], raster.outline(f),
                        raster.anchor(f, preferred, wanted, clearance),
                        bands.paths.getOrDefault(f, List.of()), halfWidth,
                        bands.pools.getOrDefault(f, List.of())));
            }
            return new TileGeometry(tile.id(), Rotation.R0, shapes, raster);
        }

        /** The fine grid of the chosen layout, with tree lines or walls where fields would meet. */
        LabelRaster finalRaster(Point2[] positions, Bands bands) {
            Classifier classifier = classifier(positions, bands);
            LabelRaster raster = LabelRaster.build(tile, classifier, fills, RESOLUTION);
            if (raster.leaks() > 0) {
                classifier = classifier.withSeparators(Separators.between(tile, raster, classifier));
                raster = LabelRaster.build(tile, classifier, fills, RESOLUTION);
            }
            return raster;
        }

        private Optional<Point2> visibleMiddle(int f, List<Polyline> paths, LabelRaster raster) {
            List<Point2> visible = new ArrayList<>();
            for (Polyline path : paths) {
                for (int k = 0; k <= 60; k++) {
                    Point2 p = path.pointAt(k / 60.0);
                    boolean inside = p.u() > 0.06 && p.u() < 0.94 && p.v() > 0.06 && p.v() < 0.94;
                    if (inside && raster.featureAt(p.u(), p.v()) == f) {
                        visible.add(p);
                    }
                }
            }
            return visible.isEmpty() ? Optional.empty() : Optional.of(visible.get(visible.size() / 2));
        }

        private double halfWidth(int f) {
            return tile.feature(f).terrain() == Terrain.RIVER ? RIVER_HALF_WIDTH : ROAD_HALF_WIDTH;
        }

        // ---- centre shapes -------------------------------------------------------------------

        private Region centreRegion(int f, Point2 at) {
            Terrain t = tile.feature(f).terrain();
            if (t == Terrain.MONASTERY) {
                return new Region.RoundedSquare(at, MONASTERY_HALF, 0.05);
            }
            if (t == Terrain.LAKE) {
                int phase = Math.floorMod(tile.id().hashCode() * 31 + f, 628);
                return new Region.Blob(at, lakeRadius(), phase / 100.0);
            }
            return new Region.Disc(at, OTHER_CENTRE_RADIUS);
        }

        private double lakeRadius() {
            return lakes > 1 ? TWIN_LAKE_RADIUS : LAKE_RADIUS;
        }

        private double reach(int f) {
            Terrain t = tile.feature(f).terrain();
            if (t == Terrain.MONASTERY) {
                return MONASTERY_HALF;
            }
            return t == Terrain.LAKE ? lakeRadius() * 1.1 : OTHER_CENTRE_RADIUS;
        }

        /** Which centre feature a band leads into (a river's lake, a road's monastery), or -1. */
        private int target(int band) {
            FeatureSpec spec = tile.feature(band);
            Optional<Integer> lake = spec.lake();
            if (spec.terrain() == Terrain.RIVER && lake.isPresent() && lake.get() >= 0 && lake.get() < count
                    && kinds[lake.get()] == ShapeKind.CENTRE) {
                return lake.get();
            }
            if (spec.terrain() == Terrain.ROAD && spec.ports().size() == 1 && monastery >= 0) {
                return monastery;
            }
            return -1;
        }

        /** Direction from the tile centre towards the ports of the bands that lead into {@code f}. */
        private Point2 pull(int f) {
            Point2 sum = new Point2(0, 0);
            for (int b : bandFeatures) {
                if (target(b) == f) {
                    for (Port p : tile.feature(b).ports()) {
                        sum = sum.plus(Perimeter.portPoint(p, 0).minus(Point2.CENTRE));
                    }
                }
            }
            return sum;
        }

        private Point2[] placeCentres() {
            Point2[] positions = new Point2[count];
            Point2[] ideal = new Point2[count];
            int n = centreFeatures.size();
            for (int k = 0; k < n; k++) {
                int f = centreFeatures.get(k);
                Point2 dir = pull(f);
                if (n == 1) {
                    ideal[f] = Point2.CENTRE;
                } else {
                    if (dir.length() < 1e-9) {
                        double angle = Math.PI / 4 + 2 * Math.PI * k / n;
                        dir = new Point2(Math.cos(angle), Math.sin(angle));
                    }
                    ideal[f] = Point2.CENTRE.plus(dir.normalized().times(0.16));
                }
                positions[f] = ideal[f];
            }
            for (int f : centreFeatures) {
                positions[f] = bestPlace(f, positions, ideal[f], pull(f).normalized());
            }
            return positions;
        }

        private Point2 bestPlace(int f, Point2[] positions, Point2 ideal, Point2 pull) {
            record Candidate(Point2 at, double cheap) {
            }
            List<Candidate> candidates = new ArrayList<>();
            double reach = reach(f);
            for (int i = -4; i <= 4; i++) {
                for (int j = -4; j <= 4; j++) {
                    Point2 at = ideal.plus(new Point2(i * 0.05, j * 0.05));
                    boolean fits = at.u() - reach >= 0.03 && at.u() + reach <= 0.97
                            && at.v() - reach >= 0.03 && at.v() + reach <= 0.97;
                    if (!fits && !(i == 0 && j == 0)) {
                        continue;
                    }
                    Point2[] trial = positions.clone();
                    trial[f] = at;
                    double cheap = 4 * overlap(f, trial) + at.distance(ideal)
                            - 0.1 * at.minus(Point2.CENTRE).dot(pull);
                    candidates.add(new Candidate(at, cheap));
                }
            }
            candidates.sort(Comparator.comparingDouble(Candidate::cheap));
            Point2 best = ideal;
            double bestScore = Double.MAX_VALUE;
            for (int k = 0; k < Math.min(SEARCH_TRIES, candidates.size()); k++) {
                Candidate c = candidates.get(k);
                Point2[] trial = positions.clone();
                trial[f] = c.at();
                LabelRaster coarse = LabelRaster.build(tile, classifier(trial, bands(trial)), fills, SEARCH_RESOLUTION);
                int faults = coarse.leaks() + coarse.coveredPorts();
                double score = faults * 10 + c.cheap();
                if (score < bestScore) {
                    bestScore = score;
                    best = c.at();
                }
                if (faults == 0) {
                    break;
                }
            }
            return best;
        }

        /** Share of sample points of centre shape {@code f} that land on something else. */
        private double overlap(int f, Point2[] positions) {
            Region own = centreRegion(f, positions[f]);
            Bands bands = bands(positions);
            double reach = reach(f);
            int hits = 0;
            int samples = 0;
            for (int ring = 0; ring <= 2; ring++) {
                int around = ring == 0 ? 1 : 8 * ring;
                for (int k = 0; k < around; k++) {
                    double angle = 2 * Math.PI * k / around;
                    double r = reach * ring / 2.0 * 0.95;
                    double u = positions[f].u() + r * Math.cos(angle);
                    double v = positions[f].v() + r * Math.sin(angle);
                    if (!own.contains(u, v)) {
                        continue;
                    }
                    samples++;
                    if (u < 0.02 || u > 0.98 || v < 0.02 || v > 0.98 || inCap(u, v)) {
                        hits++;
                        continue;
                    }
                    boolean hit = false;
                    for (Classifier.BandPart band : bands.parts) {
                        if (target(band.feature()) != f && band.relativeDistance(u, v) <= 1) {
                            hit = true;
                        }
                    }
                    for (int other : centreFeatures) {
                        if (other != f && centreRegion(other, positions[other]).contains(u, v)) {
                            hit = true;
                        }
                    }
                    if (hit) {
                        hits++;
                    }
                }
            }
            return samples == 0 ? 0 : (double) hits / samples;
        }

        private boolean inCap(double u, double v) {
            for (Classifier.CapPart cap : caps) {
                if (cap.region().contains(u, v)) {
                    return true;
                }
            }
            return false;
        }

        private Classifier classifier(Point2[] positions, Bands bands) {
            List<Classifier.CentrePart> centres = new ArrayList<>();
            for (int f : centreFeatures) {
                centres.add(new Classifier.CentrePart(f, centreRegion(f, positions[f])));
            }
            for (Map.Entry<Integer, List<Pool>> e : bands.pools.entrySet()) {
                for (Pool pool : e.getValue()) {
                    centres.add(new Classifier.CentrePart(e.getKey(), new Region.Disc(pool.centre(), pool.radius())));
                }
            }
            return new Classifier(given, centres, caps, bands.parts);
        }

        // ---- bands ---------------------------------------------------------------------------

        private record Bands(List<Classifier.BandPart> parts, Map<Integer, List<Polyline>> paths,
                             Map<Integer, List<Pool>> pools) {
        }

        private Bands bands(Point2[] positions) {
            List<Classifier.BandPart> parts = new ArrayList<>();
            Map<Integer, List<Polyline>> paths = new HashMap<>();
            Map<Integer, List<Pool>> pools = new HashMap<>();
            int singleRoads = 0;
            int springs = 0;
            for (int b : bandFeatures) {
                FeatureSpec spec = tile.feature(b);
                if (spec.ports().size() == 1 && target(b) < 0) {
                    if (spec.terrain() == Terrain.ROAD) {
                        singleRoads++;
                    } else {
                        springs++;
                    }
                }
            }
            for (int b : bandFeatures) {
                FeatureSpec spec = tile.feature(b);
                List<Port> ports = spec.ports().stream().sorted().toList();
                int target = target(b);
                List<Polyline> lines = new ArrayList<>();
                if (ports.size() == 1) {
                    Port port = ports.get(0);
                    Point2 start = Perimeter.portPoint(port, -0.02);
                    if (target >= 0) {
                        lines.add(spoke(port, positions[target]));
                    } else if (spec.terrain() == Terrain.ROAD && singleRoads >= 2) {
                        lines.add(spoke(port, Point2.CENTRE));
                    } else if (spec.terrain() == Terrain.ROAD && hasCap(Terrain.CITY)) {
                        Point2 gate = nearestCapPoint(Terrain.CITY);
                        Point2 into = gate.plus(gate.minus(start).normalized().times(0.05));
                        lines.add(spoke(port, into));
                    } else if (spec.terrain() == Terrain.RIVER && tile.role() == TileRole.RIVER_LAKE && lakes == 0) {
                        lines.add(spoke(port, Point2.CENTRE));
                        pools.computeIfAbsent(b, k -> new ArrayList<>())
                                .add(new Pool(Point2.CENTRE, END_POND_RADIUS, false));
                    } else if (spec.terrain() == Terrain.RIVER) {
                        Polyline full = spoke(port, Point2.CENTRE);
                        Polyline cut = truncate(full, springLength(full, springs >= 2 ? 0.36 : 0.5));
                        lines.add(cut);
                        pools.computeIfAbsent(b, k -> new ArrayList<>())
                                .add(new Pool(cut.end(), SPRING_RADIUS, true));
                    } else {
                        lines.add(spoke(port, Point2.CENTRE));
                    }
                } else if (ports.size() == 2 && target < 0) {
                    lines.add(curve(ports.get(0), ports.get(1)));
                } else {
                    Point2 hub = target >= 0 ? positions[target] : Point2.CENTRE;
                    for (Port port : ports) {
                        lines.add(spoke(port, hub));
                    }
                }
                paths.put(b, lines);
                parts.add(Classifier.BandPart.of(b, spec.terrain(), lines, halfWidth(b)));
            }
            return new Bands(parts, paths, pools);
        }

        private boolean hasCap(Terrain terrain) {
            return caps.stream().anyMatch(c -> tile.feature(c.feature()).terrain() == terrain);
        }

        /** The point of the tile's caps of this terrain nearest to the centre: where a road meets the city. */
        private Point2 nearestCapPoint(Terrain terrain) {
            Point2 best = Point2.CENTRE;
            double bestDistance = Double.MAX_VALUE;
            for (int i = 0; i <= 40; i++) {
                for (int j = 0; j <= 40; j++) {
                    double u = i / 40.0;
                    double v = j / 40.0;
                    for (Classifier.CapPart cap : caps) {
                        if (tile.feature(cap.feature()).terrain() == terrain && cap.region().contains(u, v)) {
                            double d = Math.hypot(u - 0.5, v - 0.5);
                            if (d < bestDistance) {
                                bestDistance = d;
                                best = new Point2(u, v);
                            }
                        }
                    }
                }
            }
            return best;
        }

        /** How far a spring's river runs: to the forest or city it rises in, at most {@code max}. */
        private double springLength(Polyline path, double max) {
            double length = path.length();
            for (int k = 0; k <= 100; k++) {
                double s = length * k / 100;
                Point2 p = path.pointAt(k / 100.0);
                boolean inside = p.u() > 0.04 && p.u() < 0.96 && p.v() > 0.04 && p.v() < 0.96;
                if (inside && inCap(p.u(), p.v())) {
                    return Math.min(max, s + 0.03);
                }
            }
            return Math.min(max, length);
        }

        private static Polyline truncate(Polyline path, double length) {
            double total = path.length();
            if (length >= total) {
                return path;
            }
            List<Point2> points = new ArrayList<>();
            int steps = CURVE_STEPS;
            for (int k = 0; k <= steps; k++) {
                points.add(path.pointAt(length / total * k / steps));
            }
            return new Polyline(points);
        }

        /** From the port, leaving the edge square to it, to {@code end}. */
        private static Polyline spoke(Port port, Point2 end) {
            Point2 start = Perimeter.portPoint(port, -0.02);
            Point2 inward = Perimeter.inward(port.edge());
            double reach = start.distance(end);
            return cubic(start, start.plus(inward.times(0.45 * reach)), end, end);
        }

        /** A band joining two ports: straight across, a quarter bend, or a loop back to the same edge. */
        private Polyline curve(Port a, Port b) {
            Point2 p = Perimeter.portPoint(a, -0.02);
            Point2 q = Perimeter.portPoint(b, -0.02);
            Edge ea = a.edge();
            Edge eb = b.edge();
            if (squareBends && neighbours(ea, eb)) {
                // Straight in from each edge to where the two lines cross.
                Point2 da = Perimeter.inward(ea);
                Point2 db = Perimeter.inward(eb);
                Point2 qp = q.minus(p);
                double t = (qp.u() * db.v() - qp.v() * db.u()) / (da.u() * db.v() - da.v() * db.u());
                Point2 corner = p.plus(da.times(t));
                return new Polyline(List.of(p, corner, q));
            }
            double pullLength = ea == eb ? 0.35 : ea.opposite() == eb ? 0.35 : CORNER_PULL;
            return cubic(p, p.plus(Perimeter.inward(ea).times(pullLength)),
                    q.plus(Perimeter.inward(eb).times(pullLength)), q);
        }

        private static Polyline cubic(Point2 p0, Point2 p1, Point2 p2, Point2 p3) {
            List<Point2> points = new ArrayList<>();
            for (int k = 0; k <= CURVE_STEPS; k++) {
                double t = (double) k / CURVE_STEPS;
                double s = 1 - t;
                double w0 = s * s * s;
                double w1 = 3 * s * s * t;
                double w2 = 3 * s * t * t;
                double w3 = t * t * t;
                points.add(new Point2(
                        w0 * p0.u() + w1 * p1.u() + w2 * p2.u() + w3 * p3.u(),
                        w0 * p0.v() + w1 * p1.v() + w2 * p2.v() + w3 * p3.v()));
            }
            return new Polyline(points);
        }
    }
}
