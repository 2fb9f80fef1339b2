package org.tablecompanion.recognizer.bench;

import java.util.List;

/**
 * What a benchmark scene really shows, in the recognizer's own terms (the scene generator's
 * ground truth is converted by the caller, so the recognizer does not depend on it).
 *
 * @param tiles every tile fully in view
 * @param figures every figure whose foot is in view and not under a hand
 */
public record BenchTruth(List<Tile> tiles, List<Figure> figures) {

    public BenchTruth {
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
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
