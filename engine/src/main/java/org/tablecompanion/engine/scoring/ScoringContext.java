package org.tablecompanion.engine.scoring;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.rules.Rules;

/** What a terrain scoring may read: the board as it lies, its features, the figures, the rules. */
public interface ScoringContext {

    Rules rules();

    Board board();

    /** The turn being scored (0 for the start tile). */
    int turn();

    /** Every feature on the board, ordered by anchor. */
    List<Feature> features();

    /**
     * The features at least one figure stands on, ordered by anchor like {@link #features()}: all
     * that end-of-game majorities look at, without building every feature of a large board.
     */
    default List<Feature> featuresWithFigures() {
        return features().stream().filter(f -> !figuresOn(f).isEmpty()).toList();
    }

    Optional<Feature> featureOf(FeaturePart part);

    /**
     * The features that the parts of a feature touch on their own tiles as the catalog lists them
     * ({@code touchesCities}: the cities a field borders), each once, ordered by anchor like
     * {@link #features()}.
     */
    default List<Feature> featuresTouchedBy(Feature feature) {
        java.util.Map<FeaturePart, Feature> found = new java.util.LinkedHashMap<>();
        for (FeaturePart part : feature.parts()) {
            org.tablecompanion.engine.board.PlacedTile tile = board().at(part.position()).orElseThrow();
            for (int index : tile.feature(part.index()).touchesCities()) {
                featureOf(new FeaturePart(part.position(), index)).ifPresent(f -> found.putIfAbsent(f.anchor(), f));
            }
        }
        List<Feature> result = new java.util.ArrayList<>(found.values());
        result.sort(java.util.Comparator.comparingInt((Feature f) -> board().indexAt(f.anchor().position().x(),
                f.anchor().position().y())).thenComparingInt(f -> f.anchor().index()));
        return result;
    }

    /** Every figure standing on the feature (all roles). */
    List<Figure> figuresOn(Feature feature);

    /** Every figure on the board. */
    List<Figure> figures();
}
