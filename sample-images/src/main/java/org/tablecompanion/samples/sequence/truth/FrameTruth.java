package org.tablecompanion.samples.sequence.truth;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.samples.scene.truth.CameraTruth;
import org.tablecompanion.samples.scene.truth.Occluder;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * One frame of a sequence.
 *
 * <p>The last four fields describe anomalies (see {@code SequenceAnomaly}): things on the table
 * that the game record does not explain. They are left out of the JSON when empty, so a sequence
 * without anomalies reads and writes exactly as before they existed.
 *
 * @param file the image file
 * @param kind placing-tile, tile, figure, scored, figure-returned or correction
 * @param stable whether the board is settled: nothing moves and no tile is in a hand (a hand
 *     resting in view, an anomaly, can be in a stable frame)
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
 * @param anomaly what this frame shows that the record does not explain: "hand-left-in-view",
 *     "nudged-tile", "figure-removed-unscored", "camera-bumped"; empty in an ordinary frame. Set on
 *     every frame the anomaly shows in, from the first on
 * @param movedTiles tiles whose corners in this frame differ from the sequence's tile list: the
 *     nudged tile where it lies now, or every tile on the table once the camera was bumped
 * @param movedCamera the camera of this frame when it is not the sequence's camera (one entry
 *     after a bump; empty otherwise)
 * @param missingFigures indexes of figures the game still has standing that are gone from the
 *     table (taken away without scoring)
 */
@JsonPropertyOrder({"file", "kind", "stable", "turn", "player", "events", "bonus", "tiles", "figures", "occludedFigures", "held",
    "occluders", "occludedTiles", "anomaly", "movedTiles", "movedCamera", "missingFigures"})
public record FrameTruth(String file, String kind, boolean stable, int turn, String player, int events,
                         boolean bonus, int tiles, List<Integer> figures, List<Integer> occludedFigures, List<TileTruth> held,
                         List<Occluder> occluders, List<OccludedTile> occludedTiles,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) String anomaly,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<TileTruth> movedTiles,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<CameraTruth> movedCamera,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Integer> missingFigures) {

    public FrameTruth {
        figures = List.copyOf(figures);
        occludedFigures = List.copyOf(occludedFigures);
        held = List.copyOf(held);
        occluders = List.copyOf(occluders);
        occludedTiles = List.copyOf(occludedTiles);
        // Absent from sequences filmed without anomalies.
        anomaly = anomaly == null ? "" : anomaly;
        movedTiles = movedTiles == null ? List.of() : List.copyOf(movedTiles);
        movedCamera = movedCamera == null ? List.of() : List.copyOf(movedCamera);
        missingFigures = missingFigures == null ? List.of() : List.copyOf(missingFigures);
        if (movedCamera.size() > 1) {
            throw new IllegalArgumentException("a frame has one camera, got " + movedCamera.size());
        }
    }

    /** A frame without anomalies. */
    public FrameTruth(String file, String kind, boolean stable, int turn, String player, int events,
                      boolean bonus, int tiles, List<Integer> figures, List<Integer> occludedFigures, List<TileTruth> held,
                      List<Occluder> occluders, List<OccludedTile> occludedTiles) {
        this(file, kind, stable, turn, player, events, bonus, tiles, figures, occludedFigures, held, occluders,
                occludedTiles, "", List.of(), List.of(), List.of());
    }

    /** The camera that took this frame, when a bump moved it off the sequence's camera. */
    public Optional<CameraTruth> cameraIfMoved() {
        return movedCamera.stream().findFirst();
    }

    /** Whether the frame shows an anomaly. */
    public boolean anomalous() {
        return !anomaly.isEmpty();
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
