package org.tablecompanion.engine.hg;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeatureGraph;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.scoring.ScoringContext;

/**
 * The features of a board as H&amp;G's groupings read them: the same answers from a live
 * {@link FeatureGraph} (placing figures) and from a {@link ScoringContext} (scoring).
 */
interface FeatureLookup {

    Board board();

    List<Feature> features();

    Optional<Feature> featureOf(FeaturePart part);

    /** What is printed on the tile for one part. */
    default FeatureSpec spec(FeaturePart part) {
        return board().at(part.position()).orElseThrow().feature(part.index());
    }

    static FeatureLookup of(FeatureGraph graph) {
        return new FeatureLookup() {
            @Override
            public Board board() {
                return graph.board();
            }

            @Override
            public List<Feature> features() {
                return graph.features();
            }

            @Override
            public Optional<Feature> featureOf(FeaturePart part) {
                return graph.featureOf(part);
            }
        };
    }

    static FeatureLookup of(ScoringContext context) {
        return new FeatureLookup() {
            @Override
            public Board board() {
                return context.board();
            }

            @Override
            public List<Feature> features() {
                return context.features();
            }

            @Override
            public Optional<Feature> featureOf(FeaturePart part) {
                return context.featureOf(part);
            }
        };
    }
}
