package org.tablecompanion.engine.random;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.ToDoubleFunction;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.game.Game;

/**
 * How the random games' players choose, shared by the base/River and the Hunters &amp; Gatherers
 * generators so both play alike: the draw piles, where a tile goes, and which feature a figure
 * takes. Every choice draws from the given {@link Random} in a fixed order, so a seed replays the
 * same game.
 */
public final class RandomPlayer {

    private RandomPlayer() {
    }

    /**
     * Players lay tiles next to many others far more often than at the fringe, and close features
     * whenever they can: weighting each legal place by 4^(touching tiles) x (1 + 8 x features it
     * completes) gives compact boards with completed features, like real games.
     */
    public static Placement place(TileType tile, List<Placement> options, Game game, Random random) {
        return weighted(options, p -> Math.pow(4, game.touchingTiles(p.position()))
                * (1 + 8 * game.wouldComplete(tile, p)), random);
    }

    /**
     * Players rarely lay a figure early on a feature it will never leave (a farmer in a field, a
     * hunter in a meadow) while another could go and come back: such features weigh a fifth of the
     * others in the first 30 turns, as much later on.
     */
    public static int feature(TileType tile, List<Integer> spots, int turn, Terrain staysForGood, Random random) {
        return weighted(spots, f -> tile.feature(f).terrain() == staysForGood && turn < 30 ? 0.2 : 1, random);
    }

    /** Every copy of the catalog's tile types with a role, minus the start tile already on the table, if given. */
    public static List<TileType> pile(Catalog catalog, TileRole role, TileType start) {
        List<TileType> pile = new ArrayList<>();
        for (TileType t : catalog.tiles()) {
            if (t.role() != role) {
                continue;
            }
            int copies = t.count() - (start != null && t.id().equals(start.id()) ? 1 : 0);
            for (int i = 0; i < copies; i++) {
                pile.add(t);
            }
        }
        return pile;
    }

    public static List<TileType> shuffled(List<TileType> tiles, Random random) {
        List<TileType> copy = new ArrayList<>(tiles);
        Collections.shuffle(copy, random);
        return copy;
    }

    /** One option, drawn with probability proportional to its weight (one draw from random). */
    static <T> T weighted(List<T> options, ToDoubleFunction<T> weight, Random random) {
        double[] weights = new double[options.size()];
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = weight.applyAsDouble(options.get(i));
            total += weights[i];
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return options.get(i);
            }
        }
        return options.get(options.size() - 1);
    }
}
