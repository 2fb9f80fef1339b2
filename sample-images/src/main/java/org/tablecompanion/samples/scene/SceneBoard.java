package org.tablecompanion.samples.scene;

import java.util.List;

/**
 * What lies on the table, as plain values: the input of the scene generator.
 *
 * @param catalogs ids of the catalogs in play, for the ground truth
 * @param tiles the placed tiles, in the order they were laid
 * @param figures the figures on them
 */
public record SceneBoard(List<String> catalogs, List<SceneTile> tiles, List<SceneFigure> figures) {

    public SceneBoard {
        catalogs = List.copyOf(catalogs);
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
        if (tiles.isEmpty()) {
            throw new IllegalArgumentException("a scene board needs at least one tile");
        }
    }

    public int minX() {
        return tiles.stream().mapToInt(SceneTile::x).min().orElseThrow();
    }

    public int maxX() {
        return tiles.stream().mapToInt(SceneTile::x).max().orElseThrow();
    }

    public int minY() {
        return tiles.stream().mapToInt(SceneTile::y).min().orElseThrow();
    }

    public int maxY() {
        return tiles.stream().mapToInt(SceneTile::y).max().orElseThrow();
    }
}
