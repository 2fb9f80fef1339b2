package org.tablecompanion.recognizer.bench;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The figures of one game x difficulty x mode.
 *
 * @param game which game's tiles (river = base + the River, hg = Hunters &amp; Gatherers 2020)
 * @param difficulty scene difficulty
 * @param mode pack or zero-shot
 * @param scenes scenes recognized
 * @param latticesFound scenes where a board lattice was found
 * @param tiles truth tiles fully in view
 * @param tileAccuracy share read with the right type and rotation
 * @param ruleAccuracy share read as a type and rotation the rules cannot tell from the right one
 *                     (some H&amp;G types differ only in their art: no reading from the catalog alone can
 *                     tell them apart)
 * @param typeAccuracy share read with the right type
 * @param tileRecall share an observed tile lay on
 * @param wholeBoards share of scenes with every tile right and no extra
 * @param confidentWrong share of tiles read wrong without being flagged unsure
 * @param flagged share of tiles flagged unsure
 * @param extraTiles observed tiles on empty table, all scenes
 * @param figures truth figures in view
 * @param figureRecall share found with the right colour
 * @param figureAccuracy share found with the right colour on the right feature (player and feature)
 * @param figureKindAccuracy share found with the right colour on the right feature and seen as the
 *                           right kind (standing, lying, hut), which the scores depend on too
 * @param extraFigures observed figures that are not there, all scenes
 * @param medianMs median time to recognize one frame
 */
@JsonPropertyOrder({"game", "difficulty", "mode", "scenes", "latticesFound", "tiles", "tileAccuracy", "ruleAccuracy", "typeAccuracy",
    "tileRecall", "wholeBoards", "confidentWrong", "flagged", "extraTiles", "figures", "figureRecall",
    "figureAccuracy", "figureKindAccuracy", "extraFigures", "medianMs"})
public record BenchRow(String game, String difficulty, String mode, int scenes, int latticesFound, int tiles,
                       double tileAccuracy, double ruleAccuracy, double typeAccuracy, double tileRecall, double wholeBoards,
                       double confidentWrong, double flagged, int extraTiles, int figures, double figureRecall,
                       double figureAccuracy, double figureKindAccuracy, int extraFigures, double medianMs) {

    /** Collects the scenes of one row. */
    public static final class Accumulator {
        private final String game;
        private final String difficulty;
        private final String mode;
        private final List<SceneScore> scores = new ArrayList<>();
        private final List<Double> millis = new ArrayList<>();
        private int lattices;

        public Accumulator(String game, String difficulty, String mode) {
            this.game = game;
            this.difficulty = difficulty;
            this.mode = mode;
        }

        public void add(SceneScore s, double ms, boolean latticeFound) {
            scores.add(s);
            millis.add(ms);
            if (latticeFound) {
                lattices++;
            }
        }

        public BenchRow row() {
            int tiles = sum(SceneScore::tiles);
            int figures = sum(SceneScore::figures);
            List<Double> sorted = new ArrayList<>(millis);
            sorted.sort(Double::compare);
            double median = sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
            long whole = scores.stream().filter(SceneScore::wholeBoardRight).count();
            return new BenchRow(game, difficulty, mode, scores.size(), lattices, tiles,
                    share(sum(SceneScore::right), tiles), share(sum(SceneScore::ruleRight), tiles),
                    share(sum(SceneScore::typeRight), tiles),
                    share(sum(SceneScore::found), tiles), share((int) whole, scores.size()),
                    share(sum(SceneScore::confidentWrong), tiles), share(sum(SceneScore::flagged), tiles),
                    sum(SceneScore::extraTiles), figures, share(sum(SceneScore::figuresFound), figures),
                    share(sum(SceneScore::figuresRight), figures),
                    share(sum(SceneScore::figuresKindRight), figures), sum(SceneScore::extraFigures),
                    Math.round(median * 10) / 10.0);
        }

        private int sum(java.util.function.ToIntFunction<SceneScore> f) {
            return scores.stream().mapToInt(f).sum();
        }

        private static double share(int n, int of) {
            return of == 0 ? 0 : Math.round(10000.0 * n / of) / 10000.0;
        }
    }
}
