package org.tablecompanion.engine.game;

/**
 * A rule that something on the table breaks. The table is the truth: the thing is accepted and
 * the players are told which rule it breaks.
 */
public enum RuleBreak {
    START_TILE("the game starts with the start tile (with the River: the spring)"),
    TILE_NOT_TOUCHING("a tile must touch a placed tile edge to edge (a corner is not enough)"),
    EDGE_MISMATCH("every touching edge must continue the terrain (city to city, road to road, field to field;"
            + " forest to forest, river to river, meadow to meadow)"),
    TOO_MANY_COPIES("the box holds fewer copies of this tile"),
    RIVER_BEFORE_LAND("the River's tiles are placed before all land tiles"),
    RIVER_NOT_CONTINUED("each River tile continues the river from its open end"),
    RIVER_U_TURN("the river may not make a U-turn (two bends the same way in a row)"),
    RIVER_LAKE_LAST("the lake is placed after all other River tiles"),
    FIGURE_OUT_OF_TURN("only the player whose turn it is places a figure"),
    FIGURE_NOT_ON_NEW_TILE("a figure may only be placed on the tile just laid"),
    SECOND_FIGURE("only one figure may be placed per turn"),
    FEATURE_OCCUPIED("a figure may not join a feature that already holds a figure of its kind"),
    FIGURE_ON_RIVER("no figure may stand on the river"),
    FIGURE_NOT_ALLOWED("this figure has nothing to do on this terrain"),
    NO_FIGURE_LEFT("the player has no such figure left in their supply"),
    FIGURE_RETURNED("a figure leaves the board only when its feature is scored"),
    BONUS_WITHOUT_RIGHT("a bonus tile is drawn only by the player whose tile completed a forest with gold"
            + " (a menhir), one per turn, never after a bonus tile, and only while the bonus pile lasts"),
    BONUS_MISSING("a tile that completes a forest with gold (a menhir) earns its player one bonus tile,"
            + " laid at once in the same turn"),
    WRONG_PILE("turn tiles come from the land piles, bonus tiles from the bonus pile"),
    HUNTER_ON_FIRE("no hunter may be placed on the fire tile"),
    HUT_SYSTEM_OCCUPIED("a hut may not be placed in a river system that already holds a hut");

    private final String rule;

    RuleBreak(String rule) {
        this.rule = rule;
    }

    /** The rule in words. */
    public String rule() {
        return rule;
    }
}
