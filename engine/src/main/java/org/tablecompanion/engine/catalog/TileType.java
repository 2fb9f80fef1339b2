package org.tablecompanion.engine.catalog;

import java.util.List;
import java.util.Optional;

/**
 * A printed tile type, upright, with how many copies the box holds.
 *
 * @param id the catalog's name for it ("D", "river-city-road", "56")
 * @param count copies in the box
 * @param role how it enters the draw
 * @param features its features; indexes into this list are how records and figures name them
 */
public record TileType(String id, int count, TileRole role, List<FeatureSpec> features) {

    public TileType {
        features = List.copyOf(features);
    }

    public FeatureSpec feature(int index) {
        return features.get(index);
    }

    /** The feature holding the given port of the upright tile, if any. */
    public Optional<Integer> featureAt(Port port) {
        for (int i = 0; i < features.size(); i++) {
            if (features.get(i).touches(port)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The terrain on the given port of the upright tile (every port belongs to one feature). */
    public Terrain terrainAt(Port port) {
        return featureAt(port).map(i -> features.get(i).terrain())
                .orElseThrow(() -> new IllegalStateException("tile " + id + " has nothing at " + port.notation()));
    }

    /** The terrain on the given port once the tile lies turned by {@code rotation}. */
    public Terrain terrainAt(Port boardPort, Rotation rotation) {
        return terrainAt(boardPort.rotate(rotation.inverse()));
    }

    /** The feature holding the given board port once the tile lies turned by {@code rotation}. */
    public Optional<Integer> featureAt(Port boardPort, Rotation rotation) {
        return featureAt(boardPort.rotate(rotation.inverse()));
    }

    /**
     * This tile type as it lies turned clockwise by {@code rotation}: every port moves, feature
     * indexes stay, so a feature index means the same feature in every rotation.
     */
    public TileType rotated(Rotation rotation) {
        if (rotation == Rotation.R0) {
            return this;
        }
        return new TileType(id, count, role, features.stream().map(f -> f.rotated(rotation)).toList());
    }

    /** The same tile type with another number of copies (combining catalogs uses it). */
    public TileType withCount(int newCount) {
        return new TileType(id, newCount, role, features);
    }
}
