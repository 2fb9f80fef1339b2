package org.tablecompanion.recognizer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/** Compares an observation with a scene's ground truth, tile by tile. */
final class SceneTruths {

    private SceneTruths() {
    }

    /** Truth figures whose foot is in the frame and not under a hand, of one colour (null: all). */
    static List<org.tablecompanion.samples.scene.truth.FigureTruth> visibleFigures(SceneTruth truth, String colour) {
        int w = truth.image().width();
        int h = truth.image().height();
        return truth.figures().stream()
                .filter(f -> !f.occluded() && f.foot().size() == 2)
                .filter(f -> f.foot().get(0) >= 0 && f.foot().get(1) >= 0 && f.foot().get(0) < w && f.foot().get(1) < h)
                .filter(f -> colour == null || f.colour().equals(colour)).toList();
    }

    /**
     * Visible truth figures standing on a feature of {@code terrain}, on a tile and in a colour
     * {@code which} accepts (the tile's type id, the figure).
     */
    static List<org.tablecompanion.samples.scene.truth.FigureTruth> visibleFiguresOn(SceneTruth truth,
            org.tablecompanion.engine.catalog.Catalog catalog, org.tablecompanion.engine.catalog.Terrain terrain,
            java.util.function.BiPredicate<String, org.tablecompanion.samples.scene.truth.FigureTruth> which) {
        List<org.tablecompanion.samples.scene.truth.FigureTruth> out = new java.util.ArrayList<>();
        for (org.tablecompanion.samples.scene.truth.FigureTruth f : visibleFigures(truth, null)) {
            TileTruth tile = truth.tiles().stream().filter(t -> t.x() == f.x() && t.y() == f.y()).findFirst()
                    .orElseThrow();
            if (catalog.require(tile.id()).features().get(f.feature()).terrain() == terrain && which.test(tile.id(), f)) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * Of {@code looked}, the figures not read near their foot, in their colour, on a feature of
     * {@code terrain} (and, {@code withKind}, of their kind), a few words each. By terrain, not
     * feature number: a tile read another turn round that lies alike numbers the same place
     * otherwise.
     */
    static List<String> notReadOn(List<org.tablecompanion.samples.scene.truth.FigureTruth> looked, Observation o,
                                  org.tablecompanion.engine.catalog.Terrain terrain, boolean withKind) {
        boolean[] used = new boolean[o.figures().size()];
        List<String> missed = new java.util.ArrayList<>();
        String wanted = terrain.name().toLowerCase(java.util.Locale.ROOT);
        for (org.tablecompanion.samples.scene.truth.FigureTruth f : looked) {
            int k = nearestReading(f, o, used);
            if (k < 0) {
                missed.add(f.colour() + " on " + f.x() + "," + f.y() + " not found");
                continue;
            }
            org.tablecompanion.recognizer.observation.FigureReading r = o.figures().get(k);
            if (!r.terrain().equals(wanted) || withKind && !r.kind().equals(f.kind())) {
                missed.add(f.colour() + " on " + f.x() + "," + f.y() + " read " + r.kind() + " on " + r.terrain());
            } else {
                used[k] = true;
            }
        }
        return missed;
    }

    static int visibleTiles(SceneTruth truth) {
        return (int) truth.tiles().stream().filter(t -> t.visibility().equals("full")).count();
    }

    /**
     * @param compared truth tiles fully in view
     * @param unmatched of those, how many no observed tile lies on
     * @param right how many were read with the right type and rotation
     * @param worstCornerPx largest distance of an observed corner from the truth's
     * @param notReadRight the truth tiles no observed tile lies on or read wrong
     * @param turn quarter turns (degrees) by which the observed board lies turned from the truth's
     */
    record Comparison(int compared, int unmatched, int right, double worstCornerPx, List<String> misses,
                      List<TileTruth> notReadRight, int turn) {

        /** The tiles not read right, each as its id and where it lies, to name them in a failure. */
        List<String> notReadRightAt() {
            return notReadRight.stream().map(t -> t.id() + " at " + t.centre()).toList();
        }
    }

    static Comparison compare(SceneTruth truth, Observation o, Catalog catalog) {
        List<TileTruth> tiles = truth.tiles().stream().filter(t -> t.visibility().equals("full")).toList();
        TileReading[] match = new TileReading[tiles.size()];
        Map<Integer, Integer> turnVotes = new HashMap<>();
        double worst = 0;
        for (int i = 0; i < tiles.size(); i++) {
            TileTruth t = tiles.get(i);
            TileReading best = null;
            double bestD = Double.MAX_VALUE;
            for (TileReading r : o.tiles()) {
                double d = Math.hypot(centre(r)[0] - t.centre().get(0), centre(r)[1] - t.centre().get(1));
                if (d < bestD) {
                    bestD = d;
                    best = r;
                }
            }
            if (best != null && bestD < 0.3 * o.lattice().cellPx()) {
                match[i] = best;
                for (List<Double> c : best.corners()) {
                    double near = Double.MAX_VALUE;
                    for (List<Double> tc : t.corners()) {
                        near = Math.min(near, Math.hypot(c.get(0) - tc.get(0), c.get(1) - tc.get(1)));
                    }
                    worst = Math.max(worst, near);
                }
                if (best.tile().equals(t.id())) {
                    turnVotes.merge(Math.floorMod(best.rotation() - t.rotation(), 360), 1, Integer::sum);
                }
            }
        }
        int turn = turnVotes.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(0);
        int unmatched = 0;
        int right = 0;
        List<String> misses = new java.util.ArrayList<>();
        List<TileTruth> notReadRight = new java.util.ArrayList<>();
        for (int i = 0; i < tiles.size(); i++) {
            TileTruth t = tiles.get(i);
            if (match[i] == null) {
                unmatched++;
                notReadRight.add(t);
                continue;
            }
            if (same(catalog, match[i].tile(), match[i].rotation(), t.id(), Math.floorMod(t.rotation() + turn, 360))) {
                right++;
            } else {
                misses.add(t.id() + "@" + Math.floorMod(t.rotation() + turn, 360) + " read " + match[i].tile() + "@"
                        + match[i].rotation());
                notReadRight.add(t);
            }
        }
        return new Comparison(tiles.size(), unmatched, right, worst, misses, notReadRight, turn);
    }

    /**
     * @param compared truth figures whose foot is in view and not under a hand
     * @param found of those, how many an observed figure of the same colour stands near
     * @param right of those, how many stand on the right feature
     * @param extra observed figures that match none
     */
    record FigureComparison(int compared, int found, int right, int extra) {
    }

    static FigureComparison compareFigures(SceneTruth truth, Observation o) {
        boolean[] used = new boolean[o.figures().size()];
        int compared = 0;
        int found = 0;
        int right = 0;
        for (var t : truth.figures()) {
            if (t.occluded() || t.foot().size() < 2) {
                continue;
            }
            compared++;
            int best = nearestReading(t, o, used);
            if (best >= 0) {
                used[best] = true;
                found++;
                if (o.figures().get(best).feature() == t.feature()) {
                    right++;
                }
            }
        }
        int extra = 0;
        for (boolean u : used) {
            if (!u) {
                extra++;
            }
        }
        return new FigureComparison(compared, found, right, extra);
    }

    /** The mean side of the truth's tiles in the frame, pixels (from their corners). */
    static double meanTileSidePx(SceneTruth truth) {
        return truth.tiles().stream().filter(t -> t.corners() != null && t.corners().size() == 4)
                .mapToDouble(SceneTruths::sidePx).average().orElseThrow();
    }

    private static double sidePx(TileTruth t) {
        double sum = 0;
        for (int k = 0; k < 4; k++) {
            var a = t.corners().get(k);
            var b = t.corners().get((k + 1) % 4);
            sum += Math.hypot(a.get(0) - b.get(0), a.get(1) - b.get(1));
        }
        return sum / 4;
    }

    /** The reading whose square's centre lies within 0.3 of a cell of the truth tile's, or null. */
    static TileReading readingAt(Observation o, TileTruth t) {
        for (TileReading r : o.tiles()) {
            double[] c = centre(r);
            if (Math.hypot(c[0] - t.centre().get(0), c[1] - t.centre().get(1)) < 0.3 * o.lattice().cellPx()) {
                return r;
            }
        }
        return null;
    }

    /**
     * Tiles read more than half a cell from every tile the truth lays (in view or not): squares
     * of the table, or of what lies on it, read as tiles.
     */
    static List<TileReading> whereNoTileLies(SceneTruth truth, Observation o) {
        double cell = o.lattice().cellPx();
        return o.tiles().stream().filter(r -> {
            double[] c = centre(r);
            return truth.tiles().stream().filter(t -> !t.centre().isEmpty()).noneMatch(t ->
                    Math.hypot(t.centre().get(0) - c[0], t.centre().get(1) - c[1]) < 0.5 * cell);
        }).toList();
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

    /** Same type, and the rotations put the same terrain on every port (symmetric tiles). */
    static boolean same(Catalog catalog, String id, int rotation, String truthId, int truthRotation) {
        if (!id.equals(truthId)) {
            return false;
        }
        TileType t = catalog.require(id);
        for (Port p : Port.values()) {
            if (t.terrainAt(p, Rotation.ofDegrees(rotation)) != t.terrainAt(p, Rotation.ofDegrees(truthRotation))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The one tile of type {@code id} whose centre lies within 20 pixels of ({@code x}, {@code y})
     * in the frame (where the box holds several of the type), asserted to be there.
     */
    static List<TileTruth> theTileAt(SceneTruth truth, String id, double x, double y) {
        List<TileTruth> found = truth.tiles().stream().filter(t -> t.id().equals(id)
                && Math.hypot(t.centre().get(0) - x, t.centre().get(1) - y) < 20).toList();
        org.junit.jupiter.api.Assertions.assertEquals(1, found.size(), id + " at (" + x + ", " + y + ")");
        return found;
    }

    /** The one tile of type {@code id} in the scene (H&amp;G prints each type once), asserted to be there. */
    static List<TileTruth> theTile(SceneTruth truth, String id) {
        List<TileTruth> found = truth.tiles().stream().filter(t -> t.id().equals(id)).toList();
        org.junit.jupiter.api.Assertions.assertEquals(1, found.size(), id + " in view");
        return found;
    }

    /** The tile a truth figure stands on. */
    static TileTruth tileUnder(SceneTruth truth, org.tablecompanion.samples.scene.truth.FigureTruth f) {
        return truth.tiles().stream().filter(t -> t.x() == f.x() && t.y() == f.y()).findFirst().orElseThrow();
    }

    /** Tiles fully in view with a figure of this colour and kind on them. */
    static List<TileTruth> tilesUnder(SceneTruth truth, String colour, String kind) {
        List<TileTruth> under = new java.util.ArrayList<>();
        for (org.tablecompanion.samples.scene.truth.FigureTruth f : truth.figures()) {
            if (f.colour().equals(colour) && f.kind().equals(kind)) {
                truth.tiles().stream().filter(t -> t.x() == f.x() && t.y() == f.y())
                        .filter(t -> t.visibility().equals("full")).forEach(under::add);
            }
        }
        return under;
    }

    /** A visible truth figure and the reading matched to it. */
    record Matched(org.tablecompanion.samples.scene.truth.FigureTruth truth,
                   org.tablecompanion.recognizer.observation.FigureReading reading) {
    }

    /** Visible truth figures matched to readings that put them on a river or a lake. */
    static List<Matched> readOnWater(SceneTruth truth, Observation o) {
        boolean[] used = new boolean[o.figures().size()];
        List<Matched> out = new java.util.ArrayList<>();
        for (org.tablecompanion.samples.scene.truth.FigureTruth t : visibleFigures(truth, null)) {
            int k = nearestReading(t, o, used);
            if (k < 0 || !java.util.Set.of("river", "lake").contains(o.figures().get(k).terrain())) {
                continue;
            }
            used[k] = true;
            out.add(new Matched(t, o.figures().get(k)));
        }
        return out;
    }

    /**
     * The reading of the one visible truth figure of this colour and kind on a tile of type {@code
     * tileId}, asserted to be found.
     */
    static org.tablecompanion.recognizer.observation.FigureReading readingOf(SceneTruth truth, Observation o,
                                                                            String colour, String kind, String tileId) {
        org.tablecompanion.samples.scene.truth.FigureTruth figure = visibleFigures(truth, colour).stream()
                .filter(t -> t.kind().equals(kind) && tileUnder(truth, t).id().equals(tileId))
                .findFirst().orElseThrow();
        int k = nearestReading(figure, o, new boolean[o.figures().size()]);
        org.junit.jupiter.api.Assertions.assertTrue(k >= 0, "the " + colour + " " + kind + " figure on " + tileId
                + " is found");
        return o.figures().get(k);
    }

    /** The nearest reading not yet used of a truth figure's colour within 0.6 cells of its foot, or -1. */
    static int nearestReading(org.tablecompanion.samples.scene.truth.FigureTruth t, Observation o, boolean[] used) {
        int best = -1;
        double bestD = 0.6 * o.lattice().cellPx();
        for (int k = 0; k < o.figures().size(); k++) {
            var f = o.figures().get(k);
            double d = Math.hypot(f.image().get(0) - t.foot().get(0), f.image().get(1) - t.foot().get(1));
            if (!used[k] && f.colour().equals(t.colour()) && d < bestD) {
                bestD = d;
                best = k;
            }
        }
        return best;
    }
}
