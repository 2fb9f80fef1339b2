package org.tablecompanion.samples.scene;

import java.util.List;

/**
 * What one frame shows on top of the fixed setup: the board, and any hands over it.
 *
 * @param board tiles and figures lying on the table
 * @param arms hands and arms over the board
 * @param held tiles in those hands
 */
public record FrameContent(SceneBoard board, List<ArmPose> arms, List<HeldTile> held) {

    public FrameContent {
        arms = List.copyOf(arms);
        held = List.copyOf(held);
    }

    public static FrameContent still(SceneBoard board) {
        return new FrameContent(board, List.of(), List.of());
    }
}
