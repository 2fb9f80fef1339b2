package org.tablecompanion.recognizer.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileSignature;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;

/**
 * How one observation compares with the truth. Board coordinates of the two are unrelated (the
 * recognizer names its own origin and north), so tiles are paired by where they lie in the
 * image, and rotations are compared after the one board-wide quarter turn most tiles agree on.
 * Two rotations of a symmetric tile that put the same features on the same edges are the same.
 *
 * @param tiles truth tiles compared
 * @param found of those, how many an observed tile lies on
 * @param right read with the right type and rotation
 * @param ruleRight read as a type the catalog cannot tell from the right one (the same features,
 *                  marks and ports once turned; some H&amp;G tiles differ only in their art), right or not
 * @param typeRight read with the right type
 * @param confidentWrong readings wrong for the rules (not a twin that plays the same) the recognizer did
 *                       not flag as unsure: the ones that would change a score unasked
 * @param flagged readings it flagged as unsure
 * @param extraTiles observed tiles where the truth has none, or has one a hand partly hides (not compared)
 *                   that the reading gets wrong for the rules
 * @param sureExtraTiles of those, the ones not flagged as unsure
 * @param figures truth figures compared
 * @param figuresFound of those, observed with the right colour near the foot
 * @param figuresRight of those, on the right feature (on the tile read there; a tile of a symmetric type
 *                     read half a turn round has its own feature numbers for the same places, so
 *                     such features are compared by the edge ports they touch)
 * @param figuresKindRight of those right, also seen as the right kind (standing, lying, hut): the kind
 *                         matters for the score (a lying meeple on a field is a farmer, a hut
 *                         scores the water, a hunter lies), so a figure of the wrong kind is
 *                         not counted here even when its player and feature are right
 * @param extraFigures observed figures the truth does not have
 * @param sureExtraFigures of those, the ones not flagged as unsure: the ones a player would be told of unasked
 * @param sureWrongFigures figures found on the wrong feature or seen as the wrong kind, not flagged as unsure:
 *                         wrong scores a player would be told of unasked
 * @param figuresOnHidden truth figures on tiles not compared (the frame's edge cuts them or a hand hides a
 *                        fifth of them or more), not scored: a figure's feature is its tile's
 * @param figuresOnHiddenFound of those, observed with the right colour near the foot
 * @param misses a few words on each wrong tile and each extra one
 * @param figureMisses a few words on each truth figure not found, on the wrong feature or of the wrong kind,
 *                     and on each extra figure
 * @param reliability the compared tiles' readings by the confidence they were told at, right or
 *                    not by the rules ({@link Reliability})
 */
public record SceneScore(int tiles, int found, int right, int ruleRight, int typeRight, int confidentWrong, int flagged,
                         int extraTiles, int sureExtraTiles, int figures, int figuresFound, int figuresRight,
                         int figuresKindRight, int extraFigures, int sureExtraFigures, int sureWrongFigures,
                         int figuresOnHidden, int figuresOnHiddenFound, List<String> misses,
                         List<String> figureMisses, Reliability reliability) {

    public SceneScore {
        misses = List.copyOf(misses);
        figureMisses = List.copyOf(figureMisses);
    }

    public boolean wholeBoardRight() {
        return right == tiles && extraTiles == 0;
    }

    public static SceneScore of(Observation o, BenchTruth truth, Catalog catalog, double unsureBelow) {
        List<BenchTruth.Tile> ts = truth.tiles();
        double reach = 0.35 * Math.max(8, o.lattice().cellPx());
        TileReading[] match = new TileReading[ts.size()];
        boolean[] used = new boolean[o.tiles().size()];
        Map<Integer, Integer> turns = new HashMap<>();
        for (int i = 0; i < ts.size(); i++) {
            int best = -1;
            double bestD = reach;
            for (int k = 0; k < o.tiles().size(); k++) {
                double[] c = centre(o.tiles().get(k));
                double d = Math.hypot(c[0] - ts.get(i).centreX(), c[1] - ts.get(i).centreY());
                if (d < bestD) {
                    bestD = d;
                    best = k;
                }
            }
            if (best >= 0) {
                match[i] = o.tiles().get(best);
                used[best] = true;
                if (match[i].tile().equals(ts.get(i).id())) {
                    turns.merge(Math.floorMod(match[i].rotation() - ts.get(i).rotation(), 360), 1, Integer::sum);
                }
            }
        }
        int turn = turns.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(0);
        int found = 0;
        int right = 0;
        int ruleRight = 0;
        int typeRight = 0;
        int confidentWrong = 0;
        int flagged = 0;
        List<String> misses = new ArrayList<>();
        Reliability.Counter toldAt = new Reliability.Counter();
        Reliability.Counter othersAt = new Reliability.Counter();
        for (int i = 0; i < ts.size(); i++) {
            TileReading r = match[i];
            if (r == null) {
                misses.add(String.format(java.util.Locale.ROOT, "%s not found at (%.0f,%.0f)", ts.get(i).id(),
                        ts.get(i).centreX(), ts.get(i).centreY()));
                continue;
            }
            found++;
            boolean unsure = r.confidence() < unsureBelow;
            if (unsure) {
                flagged++;
            }
            int truthRotation = Math.floorMod(ts.get(i).rotation() + turn, 360);
            if (r.tile().equals(ts.get(i).id())) {
                typeRight++;
            }
            boolean playsRight = sameRules(catalog, r.tile(), r.rotation(), ts.get(i).id(), truthRotation);
            if (playsRight) {
                ruleRight++;
            } else if (!unsure) {
                confidentWrong++;
            }
            toldAt.add(r.confidence(), playsRight);
            for (TileReading.CandidateView k : r.candidates()) {
                if (!k.tile().equals(r.tile()) || k.rotation() != r.rotation()) {
                    othersAt.add(k.probability(), sameRules(catalog, k.tile(), k.rotation(), ts.get(i).id(),
                            truthRotation));
                }
            }
            if (same(catalog, r.tile(), r.rotation(), ts.get(i).id(), truthRotation)) {
                right++;
            } else {
                // A twin that plays the same is marked, so a list of misses shows what the rules lose.
                misses.add(String.format("%s %d read %s %d (%.2f) at (%.0f,%.0f)%s%s%s", ts.get(i).id(), truthRotation,
                        r.tile(), r.rotation(), r.confidence(), ts.get(i).centreX(), ts.get(i).centreY(),
                        alternatives(r), figuresOn(truth, ts.get(i), 2 * reach), playsRight ? "; plays the same" : ""));
            }
        }
        int extraTiles = 0;
        int sureExtraTiles = 0;
        for (int k = 0; k < used.length; k++) {
            if (!used[k] && inside(o.tiles().get(k), o)) {
                TileReading r = o.tiles().get(k);
                BenchTruth.Tile hidden = hiddenUnder(r, truth, reach);
                int hiddenRotation = hidden == null ? 0 : Math.floorMod(hidden.rotation() + turn, 360);
                if (hidden != null && sameRules(catalog, r.tile(), r.rotation(), hidden.id(), hiddenRotation)) {
                    continue;
                }
                extraTiles++;
                if (r.confidence() >= unsureBelow) {
                    sureExtraTiles++;
                }
                double[] c = centre(r);
                String on = hidden == null ? "" : " on " + hidden.id() + " " + hiddenRotation + " partly hidden";
                misses.add(String.format("extra %s %d (%.2f) at (%.0f,%.0f)%s", r.tile(), r.rotation(), r.confidence(),
                        c[0], c[1], on));
            }
        }
        boolean[] usedF = new boolean[o.figures().size()];
        int figuresFound = 0;
        int figuresRight = 0;
        int figuresKindRight = 0;
        int sureWrongFigures = 0;
        List<String> figureMisses = new ArrayList<>();
        double figureReach = 0.6 * Math.max(8, o.lattice().cellPx());
        for (BenchTruth.Figure f : truth.figures()) {
            String who = String.format("%s %s on %s#%d at (%.0f,%.0f)", f.colour(), f.kind(), f.tile(), f.feature(),
                    f.footX(), f.footY());
            int best = nearestUnused(o, usedF, f, figureReach);
            if (best >= 0) {
                usedF[best] = true;
                figuresFound++;
                FigureReading r = o.figures().get(best);
                TileReading under = o.tiles().stream().filter(t -> t.x() == r.x() && t.y() == r.y()).findFirst()
                        .orElse(null);
                TileReading home = homeOf(f, ts, match);
                boolean same;
                if (under == null) {
                    same = r.feature() == f.feature();
                } else if (home == null || home == under) {
                    same = sameFeature(catalog, under.tile(), under.rotation(), r.feature(), f.tile(),
                            Math.floorMod(f.rotation() + turn, 360), f.feature());
                } else {
                    same = acrossASeam(catalog, home, f, Math.floorMod(f.rotation() + turn, 360), under, r.feature());
                }
                if ((!same || !r.kind().equals(f.kind())) && r.confidence() >= unsureBelow) {
                    sureWrongFigures++;
                }
                if (same) {
                    figuresRight++;
                    if (r.kind().equals(f.kind())) {
                        figuresKindRight++;
                    } else {
                        figureMisses.add(who + " seen " + r.kind() + sureness(r, unsureBelow));
                    }
                } else {
                    figureMisses.add(who + " read on #" + r.feature() + " (" + r.terrain() + ", " + r.kind() + ")"
                            + sureness(r, unsureBelow));
                }
            } else {
                figureMisses.add(who + " not found");
            }
        }
        // Figures on tiles not compared: found or not, they are not scored, but a reading of one is
        // a real figure, not an extra. Paired after the compared figures, so they take no reading
        // one of those could have.
        int figuresOnHidden = truth.onPartlyHidden().size();
        int figuresOnHiddenFound = 0;
        for (BenchTruth.Figure f : truth.onPartlyHidden()) {
            int best = nearestUnused(o, usedF, f, figureReach);
            if (best >= 0) {
                usedF[best] = true;
                figuresOnHiddenFound++;
            }
        }
        int extraFigures = 0;
        int sureExtraFigures = 0;
        for (int k = 0; k < usedF.length; k++) {
            if (!usedF[k]) {
                extraFigures++;
                FigureReading r = o.figures().get(k);
                if (r.confidence() >= unsureBelow) {
                    sureExtraFigures++;
                }
                figureMisses.add(String.format("extra %s %s (%.2f) at (%.0f,%.0f)%s", r.colour(), r.kind(),
                        r.confidence(), r.image().get(0), r.image().get(1), tileUnder(o, r, used)));
            }
        }
        return new SceneScore(ts.size(), found, right, ruleRight, typeRight, confidentWrong, flagged, extraTiles,
                sureExtraTiles, truth.figures().size(), figuresFound, figuresRight, figuresKindRight, extraFigures,
                sureExtraFigures, sureWrongFigures, figuresOnHidden, figuresOnHiddenFound, misses, figureMisses,
                new Reliability(toldAt.bins(), othersAt.bins()));
    }

    /**
     * The reading of the tile a truth figure stands on: of the compared tiles of its type and
     * turn, the one whose middle is nearest its foot (a foot lies on its own tile), or null.
     */
    private static TileReading homeOf(BenchTruth.Figure f, List<BenchTruth.Tile> ts, TileReading[] match) {
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int i = 0; i < ts.size(); i++) {
            BenchTruth.Tile t = ts.get(i);
            double d = Math.hypot(t.centreX() - f.footX(), t.centreY() - f.footY());
            if (t.id().equals(f.tile()) && t.rotation() == f.rotation() && d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best < 0 ? null : match[best];
    }

    /**
     * A figure read on the neighbouring square of the tile it stands on is on its feature of the
     * board when the feature read there and the truth's meet across the seam between them (a
     * port of one faces a port of the other): a hut on a river where the river crosses the
     * seam, read a pixel over it, is on the same river. Until the thirty-eighth session a figure
     * read on another square was compared as if it stood on that square's own tile: a figure on
     * the next tile's part of the same river was counted wrong, and one on a feature of the next
     * tile alike in terrain and ports right, wherever that feature led.
     */
    static boolean acrossASeam(Catalog catalog, TileReading home, BenchTruth.Figure f, int truthRotation,
                               TileReading under, int feature) {
        int dx = under.x() - home.x();
        int dy = under.y() - home.y();
        Optional<Edge> towards = java.util.Arrays.stream(Edge.values()).filter(e -> e.dx() == dx && e.dy() == dy)
                .findFirst();
        if (towards.isEmpty()) {
            return false;
        }
        FeatureSpec truth = catalog.require(f.tile()).rotated(Rotation.ofDegrees(truthRotation)).feature(f.feature());
        FeatureSpec read = catalog.require(under.tile()).rotated(Rotation.ofDegrees(under.rotation())).feature(feature);
        return truth.ports().stream().anyMatch(p -> p.edge() == towards.get() && read.ports().contains(p.facing()));
    }

    /** The reading not yet paired nearest a truth figure's foot, of its colour, within {@code reach} pixels, or -1. */
    private static int nearestUnused(Observation o, boolean[] usedF, BenchTruth.Figure f, double reach) {
        int best = -1;
        double bestD = reach;
        for (int k = 0; k < o.figures().size(); k++) {
            FigureReading r = o.figures().get(k);
            double d = Math.hypot(r.image().get(0) - f.footX(), r.image().get(1) - f.footY());
            if (!usedF[k] && r.colour().equals(f.colour()) && d < bestD) {
                bestD = d;
                best = k;
            }
        }
        return best;
    }

    /** A wrong figure reading's confidence, and whether the player would be told it unasked. */
    private static String sureness(FigureReading r, double unsureBelow) {
        return String.format(java.util.Locale.ROOT, " (%.2f%s)", r.confidence(),
                r.confidence() >= unsureBelow ? ", sure" : "");
    }

    /**
     * For an extra figure's line, the tile it was read on: an extra figure on a tile the truth
     * lacks, or on one read unsure, is a board read wrong rather than a figure seen wrong.
     */
    private static String tileUnder(Observation o, FigureReading f, boolean[] used) {
        for (int k = 0; k < o.tiles().size(); k++) {
            TileReading t = o.tiles().get(k);
            if (t.x() == f.x() && t.y() == f.y()) {
                return String.format(" on %s%s %d (%.2f)", used[k] ? "" : "extra ", t.tile(), t.rotation(),
                        t.confidence());
            }
        }
        return "";
    }

    /** The readings the recognizer weighed for a cell after its first, for a miss's line. */
    private static String alternatives(TileReading r) {
        StringBuilder out = new StringBuilder();
        for (TileReading.CandidateView c : r.candidates().subList(Math.min(1, r.candidates().size()),
                Math.min(3, r.candidates().size()))) {
            out.append(String.format(" / %s %d %.2f", c.tile(), c.rotation(), c.probability()));
        }
        return out.toString();
    }

    /** The truth's figures on a tile, for a miss's line: a figure hides part of what tells types apart. */
    private static String figuresOn(BenchTruth truth, BenchTruth.Tile tile, double reach) {
        StringBuilder out = new StringBuilder();
        for (BenchTruth.Figure f : truth.figures()) {
            if (f.tile().equals(tile.id()) && f.rotation() == tile.rotation()
                    && Math.hypot(f.footX() - tile.centreX(), f.footY() - tile.centreY()) < reach) {
                out.append(out.isEmpty() ? ", under " : " and ").append(f.colour()).append(' ').append(f.kind());
            }
        }
        return out.toString();
    }

    /**
     * A figure read on feature {@code feature} of tile {@code id} turned {@code rotation} stands
     * where the truth's does: the same type, and either the same feature or, for features on the
     * edges, features touching the same ports once both tiles are turned (a symmetric tile read
     * half a turn round numbers the same field differently). On a tile read as another type, the
     * figure is on the truth's feature when the feature read has the same terrain and touches the
     * same ports (for a feature on no edge, a lake or a monastery: the same terrain, on no edge
     * either): it then claims the same feature of the board, and the type's misreading is counted
     * once, among the tiles. Feature numbers of two types say nothing of each other: until the
     * twentieth session a figure on another type counted as right when the two numbers were
     * equal, wherever the features lay, and as wrong when a hidden animal made the tile under a
     * hunter read as another type with the same meadow. On H&amp;G zero-shot default seeds
     * 1000-5004 (542 figures) 22 figures, most of them hunters, now count as right and 2 as
     * wrong (hunters on a meadow whose number matched the truth's but not its place): 494 -> 514.
     */
    public static boolean sameFeature(Catalog catalog, String id, int rotation, int feature, String truthId,
                                      int truthRotation, int truthFeature) {
        if (!id.equals(truthId)) {
            FeatureSpec read = catalog.require(id).rotated(Rotation.ofDegrees(rotation)).feature(feature);
            FeatureSpec truth = catalog.require(truthId).rotated(Rotation.ofDegrees(truthRotation)).feature(truthFeature);
            return read.liesAlike(truth);
        }
        if (feature == truthFeature && rotation == truthRotation) {
            return true;
        }
        TileType t = catalog.require(id);
        List<Port> read = placePorts(t.rotated(Rotation.ofDegrees(rotation)), feature);
        List<Port> truth = placePorts(t.rotated(Rotation.ofDegrees(truthRotation)), truthFeature);
        return read.isEmpty() ? feature == truthFeature : read.equals(truth);
    }

    /**
     * The ports that say where a feature of a tile lies: its own, or for a lake, which touches no
     * edge, those of the rivers that end in it. 83 has two lakes, each fed by two rivers, and
     * lies half a turn round as before with its lakes swapped; by its own ports (none) a hut on
     * one lake, read half a turn round, counted as on the other (two huts on H&amp;G zero-shot
     * default seeds 1000-8004).
     */
    private static List<Port> placePorts(TileType tile, int feature) {
        Set<Port> ports = new TreeSet<>(tile.feature(feature).ports());
        if (tile.feature(feature).terrain() == Terrain.LAKE) {
            for (FeatureSpec f : tile.features()) {
                if (f.lake().filter(l -> l == feature).isPresent()) {
                    ports.addAll(f.ports());
                }
            }
        }
        return List.copyOf(ports);
    }

    /**
     * The tile the truth leaves out as partly hidden (a hand over a fifth of it or more, or the
     * frame's edge) that a reading no compared tile lies under lies on, or null. Read as it
     * plays, the reading is a real tile read right, not an extra one; read wrong, it is still
     * a reading the truth does not support.
     */
    private static BenchTruth.Tile hiddenUnder(TileReading r, BenchTruth truth, double reach) {
        double[] c = centre(r);
        for (BenchTruth.Tile t : truth.partlyHidden()) {
            if (Math.hypot(c[0] - t.centreX(), c[1] - t.centreY()) < reach) {
                return t;
            }
        }
        return null;
    }

    /** Tiles the truth may lack because they are only partly in view are not counted as extra. */
    private static boolean inside(TileReading r, Observation o) {
        for (List<Double> c : r.corners()) {
            if (c.get(0) < 2 || c.get(1) < 2 || c.get(0) > o.image().width() - 2 || c.get(1) > o.image().height() - 2) {
                return false;
            }
        }
        return true;
    }

    static double[] centre(TileReading r) {
        double x = 0;
        double y = 0;
        for (List<Double> c : r.corners()) {
            x += c.get(0) / 4;
            y += c.get(1) / 4;
        }
        return new double[] {x, y};
    }

    /**
     * The two readings say the same for the rules: once turned, the two types play the same
     * ({@link TileSignature}: terrains on every port, features, pennants, fish, animals, gold,
     * mushrooms, powers, the cities a field touches).
     */
    public static boolean sameRules(Catalog catalog, String id, int rotation, String truthId, int truthRotation) {
        // A reading the same as the truth's (same) has its signature too: one comparison covers both.
        return id.equals(truthId) && rotation == truthRotation
                || TileSignature.of(catalog.require(id), Rotation.ofDegrees(rotation))
                .equals(TileSignature.of(catalog.require(truthId), Rotation.ofDegrees(truthRotation)));
    }

    /**
     * Same type, and the two rotations put the same features on the same ports, with the same
     * things in them ({@link TileSignature}). Until the thirty-sixth session only the terrain on
     * each port was compared, so a tile read half a turn round counted as right where its turn
     * moved an animal to the other meadow (38, 48-53 and others: H&amp;G prints the animals of
     * many a straight river or forest on one side only), joined other meadows (17) or fed its
     * rivers into other lakes (83 a quarter turn round), all of which the rules tell apart.
     */
    public static boolean same(Catalog catalog, String id, int rotation, String truthId, int truthRotation) {
        if (!id.equals(truthId)) {
            return false;
        }
        if (rotation == truthRotation) {
            return true;
        }
        TileType t = catalog.require(id);
        return TileSignature.of(t, Rotation.ofDegrees(rotation))
                .equals(TileSignature.of(t, Rotation.ofDegrees(truthRotation)));
    }
}
