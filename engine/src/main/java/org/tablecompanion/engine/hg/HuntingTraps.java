package org.tablecompanion.engine.hg;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeatureGraph;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.rules.HgEdition;

/**
 * The hunting trap (2020 printing): when its tile is laid, the animals of its meadow on that tile
 * and the eight around it are scored at once and used up. Which animals that were depends on the
 * board at that moment, so it is read from the board's laying order (tiles are replayed up to
 * each trap): no memory is needed and a replayed or corrected game gives the same answer.
 */
final class HuntingTraps {

    private HuntingTraps() {
    }

    /** Every part whose animals a hunting trap used up, with the trap's square, in laying order. */
    static Map<FeaturePart, Position> usedUp(Board board, HgEdition edition) {
        Map<FeaturePart, Position> used = new LinkedHashMap<>();
        int traps = HgValues.active(Power.HUNTING_TRAP, edition) ? trapTiles(board) : 0;
        FeatureGraph graph = new FeatureGraph();
        for (PlacedTile tile : board.tiles()) {
            if (traps == 0) {
                break; // tiles after the last trap change nothing it took
            }
            graph.add(tile);
            for (int i = 0; i < tile.featureCount(); i++) {
                if (isTrap(tile.feature(i))) {
                    traps--;
                    Feature meadow = graph.featureOf(new FeaturePart(tile.position(), i)).orElseThrow();
                    for (FeaturePart p : share(meadow, tile.position())) {
                        used.putIfAbsent(p, tile.position());
                    }
                }
            }
        }
        return used;
    }

    /** The parts of a meadow on a trap's square and the eight around it. */
    static List<FeaturePart> share(Feature meadow, Position trap) {
        List<Position> around = trap.surrounding();
        return meadow.parts().stream()
                .filter(p -> p.position().equals(trap) || around.contains(p.position()))
                .toList();
    }

    static boolean isTrap(FeatureSpec spec) {
        return spec.terrain() == Terrain.MEADOW && spec.power().orElse(null) == Power.HUNTING_TRAP;
    }

    /** How many trap features lie on the board. */
    private static int trapTiles(Board board) {
        int n = 0;
        for (PlacedTile t : board.tiles()) {
            for (FeatureSpec f : t.type().features()) {
                if (isTrap(f)) {
                    n++;
                }
            }
        }
        return n;
    }
}
