package org.tablecompanion.recognizer.bench;

import java.util.List;

/**
 * What a benchmark scene really shows, in the recognizer's own terms (the scene generator's
 * ground truth is converted by the caller, so the recognizer does not depend on it).
 *
 * @param tiles every tile fully in view
 * @param figures every figure whose foot is in view and not under a hand, on a tile compared
 * @param partlyHidden the tiles not compared: the frame's edge cuts them or a hand hides a fifth
 *                     of them or more. A reading there is on a real tile, so it is not an extra
 *                     one where it plays as that tile does.
 * @param onPartlyHidden the figures whose foot is in view on a tile not compared. A figure's feature
 *                       is a feature of its tile, which is not asked of a tile the truth leaves
 *                       out; such figures are counted apart (found or not), and a reading of one
 *                       is not an extra figure.
 */
public record BenchTruth(List<Tile> tiles, List<Figure> figures, List<Tile> partlyHidden,
                         List<Figure> onPartlyHidden) {

    public BenchTruth {
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
        partlyHidden = List.copyOf(partlyHidden);
        onPartlyHidden = List.copyOf(onPartlyHidden);
    }

    /** A truth with no figure on the tiles it leaves out. */
    public BenchTruth(List<Tile> tiles, List<Figure> figures, List<Tile> partlyHidden) {
        this(tiles, figures, partlyHidden, List.of());
    }

    /** A truth with every tile in full view. */
    public BenchTruth(List<Tile> tiles, List<Figure> figures) {
        this(tiles, figures, List.of());
    }

    /**
     * @param id tile id
     * @param rotation degrees clockwise
     * @param centreX image x of the tile's centre
     * @param centreY image y
     */
    public record Tile(String id, int rotation, double centreX, double centreY) {
    }

    /**
     * @param colour player colour spelling
     * @param kind standing, lying, hut
     * @param tile id of the tile it stands on
     * @param rotation that tile's rotation, degrees clockwise
     * @param feature feature index on its tile
     * @param footX image x of its foot
     * @param footY image y
     */
    public record Figure(String colour, String kind, String tile, int rotation, int feature, double footX,
                         double footY) {
    }
}
