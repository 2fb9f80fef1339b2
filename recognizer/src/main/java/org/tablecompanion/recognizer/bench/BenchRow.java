package org.tablecompanion.recognizer.bench;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
 * @param confidentWrong share of tiles read wrong for the rules without being flagged unsure (a twin that
 *                       plays the same is not wrong here: no score can see the difference)
 * @param flagged share of tiles flagged unsure
 * @param extraTiles observed tiles on empty table, all scenes
 * @param sureExtraTiles of those, the ones not flagged as unsure
 * @param figures truth figures in view on the tiles compared (a figure's feature is its tile's)
 * @param figureRecall share found with the right colour
 * @param figureAccuracy share found with the right colour on the right feature (player and feature)
 * @param figureKindAccuracy share found with the right colour on the right feature and seen as the
 *                           right kind (standing, lying, hut), which the scores depend on too
 * @param extraFigures observed figures that are not there, all scenes
 * @param sureExtraFigures of those, the ones not flagged as unsure: what a player would be told of unasked
 *                         (a figure read on a lattice read poorly is asked about, as its tiles are)
 * @param sureWrongFigures figures found on the wrong feature or seen as the wrong kind without being
 *                         flagged unsure, all scenes: wrong scores a player would be told of unasked
 * @param figuresOnHiddenTiles truth figures in view on tiles not compared (the frame's edge cuts them or
 *                             a hand hides a fifth of them or more), all scenes: not in the shares above
 * @param figuresOnHiddenTilesFound of those, found with the right colour (not counted as extra figures)
 * @param medianMs median time to recognize one frame (over every timed reading of every scene), after
 *                 the bench's warm-up readings ({@code --warm-up}): the steady time of a companion that
 *                 has watched the table for a moment
 * @param firstMs time of the row's first reading, before any warm-up: in a fresh process (the first
 *                row the bench runs) what the first frame a player's camera gives costs while the
 *                code is still being compiled; later rows run code the earlier ones compiled
 * @param stageMedianMs median time of each pipeline stage over the frames, in the order the stages
 *                      ran (a stage a frame skipped counts as 0 there); the stage medians need not
 *                      add up to {@code medianMs}, they say where the time goes
 * @param reliability how often the readings told at each tenth of confidence are right by the rules
 *                    (the tiles compared; {@link Reliability})
 */
@JsonPropertyOrder({"game", "difficulty", "mode", "scenes", "latticesFound", "tiles", "tileAccuracy", "ruleAccuracy", "typeAccuracy",
    "tileRecall", "wholeBoards", "confidentWrong", "flagged", "extraTiles", "sureExtraTiles", "figures", "figureRecall",
    "figureAccuracy", "figureKindAccuracy", "extraFigures", "sureExtraFigures", "sureWrongFigures",
    "figuresOnHiddenTiles", "figuresOnHiddenTilesFound", "medianMs", "firstMs", "stageMedianMs", "reliability"})
public record BenchRow(String game, String difficulty, String mode, int scenes, int latticesFound, int tiles,
                       double tileAccuracy, double ruleAccuracy, double typeAccuracy, double tileRecall, double wholeBoards,
                       double confidentWrong, double flagged, int extraTiles, int sureExtraTiles, int figures,
                       double figureRecall, double figureAccuracy, double figureKindAccuracy, int extraFigures,
                       int sureExtraFigures, int sureWrongFigures, int figuresOnHiddenTiles,
                       int figuresOnHiddenTilesFound, double medianMs, double firstMs, Map<String, Double> stageMedianMs,
                       Reliability reliability) {

    public BenchRow {
        stageMedianMs = Collections.unmodifiableMap(new LinkedHashMap<>(stageMedianMs));
    }

    /** Collects the scenes of one row. */
    public static final class Accumulator {
        private final String game;
        private final String difficulty;
        private final String mode;
        private final List<SceneScore> scores = new ArrayList<>();
        private final List<Double> millis = new ArrayList<>();
        private final List<Map<String, Double>> stageMillis = new ArrayList<>();
        private int lattices;
        private double first = Double.NaN;

        public Accumulator(String game, String difficulty, String mode) {
            this.game = game;
            this.difficulty = difficulty;
            this.mode = mode;
        }

        public void add(SceneScore s, double ms, boolean latticeFound) {
            add(s, ms, Map.of(), latticeFound);
        }

        /**
         * The row's first reading, untimed for the medians (a warm-up reading, or the first
         * scene's): only the first call counts.
         */
        public void first(double ms) {
            if (Double.isNaN(first)) {
                first = ms;
            }
        }

        /**
         * One more timing of a scene already added (the same frame read again): the medians
         * count it, the accuracy does not.
         */
        public void timed(double ms, Map<String, Double> stageMs) {
            millis.add(ms);
            stageMillis.add(new LinkedHashMap<>(stageMs));
        }

        /** One scene with the time of each stage (a run's {@code StageLog#timings()}). */
        public void add(SceneScore s, double ms, Map<String, Double> stageMs, boolean latticeFound) {
            first(ms);
            scores.add(s);
            millis.add(ms);
            stageMillis.add(new LinkedHashMap<>(stageMs));
            if (latticeFound) {
                lattices++;
            }
        }

        public BenchRow row() {
            int tiles = sum(SceneScore::tiles);
            int figures = sum(SceneScore::figures);
            double median = median(millis);
            // Stages in the order they first ran; a frame that stopped early spent nothing on the rest.
            Map<String, List<Double>> perStage = new LinkedHashMap<>();
            stageMillis.forEach(m -> m.keySet().forEach(k -> perStage.putIfAbsent(k, new ArrayList<>())));
            for (Map<String, Double> m : stageMillis) {
                perStage.forEach((k, list) -> list.add(m.getOrDefault(k, 0.0)));
            }
            Map<String, Double> stageMedians = new LinkedHashMap<>();
            perStage.forEach((k, list) -> stageMedians.put(k, Math.round(median(list) * 10) / 10.0));
            long whole = scores.stream().filter(SceneScore::wholeBoardRight).count();
            return new BenchRow(game, difficulty, mode, scores.size(), lattices, tiles,
                    share(sum(SceneScore::right), tiles), share(sum(SceneScore::ruleRight), tiles),
                    share(sum(SceneScore::typeRight), tiles),
                    share(sum(SceneScore::found), tiles), share((int) whole, scores.size()),
                    share(sum(SceneScore::confidentWrong), tiles), share(sum(SceneScore::flagged), tiles),
                    sum(SceneScore::extraTiles), sum(SceneScore::sureExtraTiles), figures,
                    share(sum(SceneScore::figuresFound), figures),
                    share(sum(SceneScore::figuresRight), figures),
                    share(sum(SceneScore::figuresKindRight), figures), sum(SceneScore::extraFigures),
                    sum(SceneScore::sureExtraFigures), sum(SceneScore::sureWrongFigures),
                    sum(SceneScore::figuresOnHidden), sum(SceneScore::figuresOnHiddenFound),
                    Math.round(median * 10) / 10.0, Double.isNaN(first) ? 0 : Math.round(first * 10) / 10.0,
                    stageMedians, scores.stream().map(SceneScore::reliability).reduce(Reliability.none(),
                            Reliability::plus));
        }

        private static double median(List<Double> values) {
            List<Double> sorted = new ArrayList<>(values);
            sorted.sort(Double::compare);
            return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
        }

        private int sum(java.util.function.ToIntFunction<SceneScore> f) {
            return scores.stream().mapToInt(f).sum();
        }

        private static double share(int n, int of) {
            return of == 0 ? 0 : Math.round(10000.0 * n / of) / 10000.0;
        }
    }
}
