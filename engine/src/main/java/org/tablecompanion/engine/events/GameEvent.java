package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Something that happened at the table, in record order. Play events (a tile laid, a figure set
 * down, the game declared over) move the game on; corrections fix what was recorded earlier (this
 * square holds another tile, that figure is blue's, this was never there, undo that). Because a
 * correction is just one more event, undo, replay and a saved game are the same thing.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TilePlaced.class, name = "tile-placed"),
    @JsonSubTypes.Type(value = FigurePlaced.class, name = "figure-placed"),
    @JsonSubTypes.Type(value = FigureReturned.class, name = "figure-returned"),
    @JsonSubTypes.Type(value = GameEnded.class, name = "game-ended"),
    @JsonSubTypes.Type(value = TileCorrected.class, name = "tile-corrected"),
    @JsonSubTypes.Type(value = TileRemoved.class, name = "tile-removed"),
    @JsonSubTypes.Type(value = FigureCorrected.class, name = "figure-corrected"),
    @JsonSubTypes.Type(value = FigureRemoved.class, name = "figure-removed"),
    @JsonSubTypes.Type(value = EventUndone.class, name = "event-undone"),
})
public sealed interface GameEvent permits PlayEvent, Correction {

    /** A short human form for messages: "tile-placed D at (0,1) 90°". */
    String describe();
}
