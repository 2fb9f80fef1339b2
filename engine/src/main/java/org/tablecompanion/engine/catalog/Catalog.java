package org.tablecompanion.engine.catalog;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A set of printed tile types: the base game, the River, an H&G printing, or a user's own.
 *
 * @param id short name ("base", "river", "hg-2020")
 * @param name what players call it
 * @param game which game's rules apply
 * @param startTile id of the start tile type (one copy of it starts the game)
 * @param tiles the tile types in catalog order
 */
public record Catalog(String id, String name, GameKind game, String startTile, List<TileType> tiles) {

    public Catalog {
        tiles = List.copyOf(tiles);
    }

    public Optional<TileType> tile(String tileId) {
        for (TileType t : tiles) {
            if (t.id().equals(tileId)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The tile type or an {@link IllegalArgumentException} that names the unknown id. */
    public TileType require(String tileId) {
        return tile(tileId).orElseThrow(() -> new IllegalArgumentException(
                "unknown tile id '" + tileId + "' in catalog " + id));
    }

    /** The start tile type (its id is checked when a catalog is loaded). */
    public TileType startTileType() {
        return require(startTile);
    }

    /** The tile types that enter the game in the given way, in catalog order. */
    public List<TileType> tilesWithRole(TileRole role) {
        return tiles.stream().filter(t -> t.role() == role).toList();
    }

    /** Every tile in the box, the start tile included. */
    public int tileCount() {
        return tiles.stream().mapToInt(TileType::count).sum();
    }

    public Map<String, TileType> byId() {
        Map<String, TileType> map = new LinkedHashMap<>();
        tiles.forEach(t -> map.put(t.id(), t));
        return map;
    }
}
