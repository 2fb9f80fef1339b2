package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * What the recognizer saw in one frame, format {@value #FORMAT}: the lattice, every tile with
 * its best readings and how sure the reading is, every figure, and the cells it is unsure of.
 * Enough to draw an overlay and to explain a miss.
 *
 * @param format always {@value #FORMAT}
 * @param image size of the frame
 * @param catalogs ids of the catalogs in play
 * @param mode "pack" or "zero-shot"
 * @param lattice where the board's cells lie in the frame
 * @param tiles every tile found, in board order (rows north to south, then west to east)
 * @param figures every figure found
 * @param unsure cells or figures to ask the players about
 * @param timingsMs milliseconds per stage
 * @param hands hands seen over the board (written only when there is one, so a frame without a hand
 *     reads as before)
 */
@JsonPropertyOrder({"format", "image", "catalogs", "mode", "lattice", "tiles", "figures", "unsure", "timingsMs",
    "hands"})
public record Observation(String format, ImageSize image, List<String> catalogs, String mode, LatticeView lattice,
                          List<TileReading> tiles, List<FigureReading> figures, List<Unsure> unsure,
                          Map<String, Double> timingsMs,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) List<HandReading> hands) {

    public static final String FORMAT = "tablecompanion-observation/1";

    public Observation {
        catalogs = List.copyOf(catalogs);
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
        unsure = List.copyOf(unsure);
        // In stage order, as the pipeline ran.
        timingsMs = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(timingsMs));
        // Observations written before hands were told have none.
        hands = hands == null ? List.of() : List.copyOf(hands);
    }

    /** An observation with no hand over the board. */
    public Observation(String format, ImageSize image, List<String> catalogs, String mode, LatticeView lattice,
                       List<TileReading> tiles, List<FigureReading> figures, List<Unsure> unsure,
                       Map<String, Double> timingsMs) {
        this(format, image, catalogs, mode, lattice, tiles, figures, unsure, timingsMs, List.of());
    }

    /** The same observation with these hands. */
    public Observation withHands(List<HandReading> seen) {
        return new Observation(format, image, catalogs, mode, lattice, tiles, figures, unsure, timingsMs, seen);
    }

    /** The same observation with these notes of what it is unsure of. */
    public Observation withUnsure(List<Unsure> notes) {
        return new Observation(format, image, catalogs, mode, lattice, tiles, figures, notes, timingsMs, hands);
    }

    /** The same observation with these stage times (none, to compare the readings of two runs). */
    public Observation withTimingsMs(Map<String, Double> times) {
        return new Observation(format, image, catalogs, mode, lattice, tiles, figures, unsure, times, hands);
    }

    /** The frame's size in pixels. */
    public record ImageSize(int width, int height) {
    }
}
