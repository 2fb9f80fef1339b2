package org.tablecompanion.samples.scene;

import java.util.List;
import java.util.Map;

/**
 * What one frame shows on top of the fixed setup: the board, and any hands over it.
 *
 * @param board tiles and figures lying on the table
 * @param arms hands and arms over the board
 * @param held tiles in those hands
 * @param moved tiles of the board that no longer lie where the layout put them (knocked by a
 *     sleeve after they were laid), with where they lie now; every other tile lies at its layout pose
 */
public record FrameContent(SceneBoard board, List<ArmPose> arms, List<HeldTile> held, Map<SceneTile, TilePose> moved) {

    public FrameContent {
        arms = List.copyOf(arms);
        held = List.copyOf(held);
        moved = Map.copyOf(moved);
    }

    public FrameContent(SceneBoard board, List<ArmPose> arms, List<HeldTile> held) {
        this(board, arms, held, Map.of());
    }

    public static FrameContent still(SceneBoard board) {
        return new FrameContent(board, List.of(), List.of());
    }

    /** Where a tile of the board lies in this frame. */
    public TilePose pose(SceneSetup setup, SceneTile tile) {
        TilePose moved = this.moved.get(tile);
        return moved != null ? moved : setup.layout().pose(tile);
    }
}
