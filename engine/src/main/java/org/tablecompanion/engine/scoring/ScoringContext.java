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

    /** Every figure standing on the feature (all roles). */
    List<Figure> figuresOn(Feature feature);

    /** Every figure on the board. */
    List<Figure> figures();
}
