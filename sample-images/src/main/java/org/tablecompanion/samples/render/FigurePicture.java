package org.tablecompanion.samples.render;

/** The pictures of the figures a player puts on tiles. */
public enum FigurePicture {
    /** Base game follower standing (knight, thief, monk): the classic meeple seen from the front. */
    MEEPLE_STANDING(false),
    /** Base game follower lying down: a farmer. */
    MEEPLE_LYING(true),
    /** H&amp;G tribe member standing (gatherer, fisher): stockier, arms down, a tuft of hair. */
    TRIBE_MEMBER_STANDING(false),
    /** H&amp;G tribe member lying down: a hunter. */
    TRIBE_MEMBER_LYING(true),
    /** H&amp;G hut: a small house with a pointed roof. */
    HUT(false);

    private final boolean lying;

    FigurePicture(boolean lying) {
        this.lying = lying;
    }

    /** Lying figures are drawn flat on the tile, their long axis along the given angle. */
    public boolean lying() {
        return lying;
    }
}
