package org.tablecompanion.samples.sequence.truth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.tablecompanion.samples.scene.truth.Occluder;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * One frame of a sequence.
 *
 * @param file the image file
 * @param kind placing-tile, tile, figure, scored, figure-returned or correction
 * @param stable whether the board is settled (no hand in view)
 * @param turn turn number (0: the start tile)
 * @param player whose turn it is (empty for the start tile)
 * @param events how many events of the record the board shows: replaying that many gives this
 *     board (in a placing-tile frame the new tile is still in the hand)
 * @param bonus whether this moment lays a bonus tile (H&amp;G)
 * @param tiles how many tiles lie on the table: the first ones of the sequence's tile list
 * @param figures indexes (into the sequence's figure list) of the figures standing
 * @param occludedFigures indexes of standing figures whose foot a hand hides
 * @param held a tile in a hand above the board, with its corners as it hangs there
 * @param occluders hands and arms in view
 * @param occludedTiles tiles that a hand hides in part
 */
@JsonPropertyOrder({"file", "kind", "stable", "turn", "player", "events", "bonus", "tiles", "figures", "occludedFigures", "held",
    "occluders", "occludedTiles"})
public record FrameTruth(String file, String kind, boolean stable, int turn, String player, int events,
                         boolean bonus, int tiles, List<Integer> figures, List<Integer> occludedFigures, List<TileTruth> held,
                         List<Occluder> occluders, List<OccludedTile> occludedTiles) {

    public FrameTruth {
        figures = List.copyOf(figures);
        occludedFigures = List.copyOf(occludedFigures);
        held = List.copyOf(held);
        occluders = List.copyOf(occluders);
        occludedTiles = List.copyOf(occludedTiles);
    }

    /**
     * A tile partly hidden.
     *
     * @param x board column
     * @param y board row
     * @param fraction hidden part of its visible top face
     */
    public record OccludedTile(int x, int y, double fraction) {
    }
}
