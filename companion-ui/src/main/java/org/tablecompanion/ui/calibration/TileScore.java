package org.tablecompanion.ui.calibration;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.bench.SceneScore;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Tile by tile, how an observation compares with a scene's ground truth: each fully visible
 * tile is matched with the reading nearest its centre; it is right when the type is right and
 * the rotation puts the same terrain on every edge port (up to one turn of the whole board,
 * which the recognizer cannot know).
 *
 * @param compared tiles fully in view
 * @param found of those, how many a reading lies on
 * @param right of those, how many were read right
 */
record TileScore(int compared, int found, int right) {

    static TileScore zero() {
        return new TileScore(0, 0, 0);
    }

    TileScore plus(TileScore o) {
        return new TileScore(compared + o.compared, found + o.found, right + o.right);
    }

    /** The figures as the benchmark files give them. */
    java.util.Map<String, Object> summary() {
        return CalibrationBench.ordered("compared", compared, "found", found, "right", right, "accuracy",
                CalibrationBench.round(accuracy(), 4));
    }

    double accuracy() {
        return compared == 0 ? 0 : right / (double) compared;
    }

    /**
     * @param toObserved maps a truth image point into the picture the recognizer read (the
     *                   corrected picture when frames were corrected)
     */
    static TileScore of(SceneTruth truth, Observation o, Catalog catalog, Function<double[], double[]> toObserved) {
        List<TileTruth> tiles = truth.tiles().stream().filter(t -> t.visibility().equals("full")).toList();
        TileReading[] match = new TileReading[tiles.size()];
        Map<Integer, Integer> turnVotes = new HashMap<>();
        for (int i = 0; i < tiles.size(); i++) {
            double[] c = toObserved.apply(new double[] {tiles.get(i).centre().get(0), tiles.get(i).centre().get(1)});
            TileReading best = null;
            double bestD = Double.MAX_VALUE;
            for (TileReading r : o.tiles()) {
                double[] rc = centre(r);
                double d = Math.hypot(rc[0] - c[0], rc[1] - c[1]);
                if (d < bestD) {
                    bestD = d;
                    best = r;
                }
            }
            if (best != null && bestD < 0.3 * o.lattice().cellPx()) {
                match[i] = best;
                if (best.tile().equals(tiles.get(i).id())) {
                    turnVotes.merge(Math.floorMod(best.rotation() - tiles.get(i).rotation(), 360), 1, Integer::sum);
                }
            }
        }
        int turn = turnVotes.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(0);
        int found = 0;
        int right = 0;
        for (int i = 0; i < tiles.size(); i++) {
            if (match[i] == null) {
                continue;
            }
            found++;
            if (SceneScore.same(catalog, match[i].tile(), match[i].rotation(), tiles.get(i).id(),
                    Math.floorMod(tiles.get(i).rotation() + turn, 360))) {
                right++;
            }
        }
        return new TileScore(tiles.size(), found, right);
    }

    private static double[] centre(TileReading r) {
        double x = 0;
        double y = 0;
        for (List<Double> c : r.corners()) {
            x += c.get(0) / 4;
            y += c.get(1) / 4;
        }
        return new double[] {x, y};
    }
}
