package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/**
 * A full rectangle of tiles laid by the rules (every edge meets a matching edge) from a few tile
 * types, each as often as the others allow: a board such as players could lay with the tiles at
 * hand. Boards of types laid at random break the rules at nearly every seam, and the recognizer,
 * which weighs a reading by how well its neighbours agree, then has no board to tell from the
 * table (the boards composed of the real H&amp;G scans, before they were laid so, lost 6 of 120 to
 * a lattice of the table's planks).
 */
public final class LegalGrid {

    private LegalGrid() {
    }

    /**
     * A rectangle of {@code columns} by {@code rows} tiles of the given types, or empty where the
     * types cannot fill it by the rules within the search's budget.
     */
    public static Optional<List<SceneTile>> of(Catalog catalog, List<String> tileIds, int columns, int rows,
                                               SplittableRandom random) {
        List<TileType> types = tileIds.stream().map(catalog::require).toList();
        Search s = new Search(catalog.id(), types, columns, rows, random);
        return s.fill(Board.empty(columns * rows), 0) ? Optional.of(s.laid) : Optional.empty();
    }

    /** Placements tried before the search gives up: a few thousand fill any fitting rectangle seen. */
    private static final int BUDGET = 200_000;

    private static final class Search {
        private final String catalogId;
        private final List<TileType> types;
        private final int columns;
        private final int rows;
        private final SplittableRandom random;
        private final Map<String, Integer> uses = new HashMap<>();
        private final List<SceneTile> laid = new ArrayList<>();
        private int tried;

        Search(String catalogId, List<TileType> types, int columns, int rows, SplittableRandom random) {
            this.catalogId = catalogId;
            this.types = types;
            this.columns = columns;
            this.rows = rows;
            this.random = random;
        }

        /** Fills the cells from {@code next} on, row by row; whether it could. */
        boolean fill(Board board, int next) {
            if (next == columns * rows) {
                return true;
            }
            Position at = new Position(next % columns, next / columns);
            for (Choice c : choices()) {
                if (++tried > BUDGET) {
                    return false;
                }
                // The first tile touches nothing, and anything fits there.
                if (next > 0 && !board.fits(c.type(), at, c.rotation())) {
                    continue;
                }
                uses.merge(c.type().id(), 1, Integer::sum);
                laid.add(new SceneTile(catalogId, c.type().id(), at.x(), at.y(), c.rotation()));
                if (fill(board.with(new PlacedTile(c.type(), at, c.rotation())), next + 1)) {
                    return true;
                }
                laid.remove(laid.size() - 1);
                uses.merge(c.type().id(), -1, Integer::sum);
            }
            return false;
        }

        /** Every type and turn, the types used least first, in a random order among equals. */
        private List<Choice> choices() {
            List<Choice> out = new ArrayList<>();
            for (TileType t : types) {
                double tieBreak = random.nextDouble();
                for (Rotation r : Rotation.values()) {
                    out.add(new Choice(t, r, uses.getOrDefault(t.id(), 0) + tieBreak, random.nextDouble()));
                }
            }
            out.sort(Comparator.comparingDouble(Choice::order).thenComparingDouble(Choice::turnOrder));
            return out;
        }
    }

    private record Choice(TileType type, Rotation rotation, double order, double turnOrder) {
    }
}
