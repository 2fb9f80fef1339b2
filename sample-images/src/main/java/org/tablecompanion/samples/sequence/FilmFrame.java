package org.tablecompanion.samples.sequence;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.SceneFigure;
import org.tablecompanion.samples.scene.SceneTile;
import org.tablecompanion.samples.scene.TilePose;

/**
 * One frame to film: a planned moment of the game and whatever an anomaly changes in it.
 *
 * @param plan the moment (its board is what lies on the table, missing figures already taken off)
 * @param anomaly the anomaly this frame shows, if any
 * @param moved tiles that lie off their layout pose
 * @param camera the camera when it was knocked off the setup's
 * @param handRests whether the hand that laid the turn's tile (seen in the last placing frame) rests
 *     still beside it, lowered onto the board
 * @param missing figures the game has standing that are not on the table
 */
record FilmFrame(FramePlan plan, Optional<SequenceAnomaly> anomaly, Map<SceneTile, TilePose> moved,
                 Optional<Camera> camera, boolean handRests, List<SceneFigure> missing) {

    FilmFrame {
        moved = Map.copyOf(moved);
        missing = List.copyOf(missing);
    }

    /** An ordinary frame. */
    static FilmFrame of(FramePlan plan) {
        return new FilmFrame(plan, Optional.empty(), Map.of(), Optional.empty(), false, List.of());
    }
}
