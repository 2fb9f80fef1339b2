package org.tablecompanion.engine.catalog;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One feature printed on a tile type, upright.
 *
 * @param terrain what it is
 * @param ports the edge ports it touches (empty for monasteries and lakes)
 * @param pennants city pennants (shields)
 * @param touchesCities for a field: indexes, in the tile's feature list, of the cities it borders
 * @param fish fish in a lake, or (2020 printing) drawn in a river stretch
 * @param lake for a river: index of the lake (in the tile's feature list) it runs into on this tile
 * @param animals for a meadow: how many of each animal
 * @param gold for a forest: a gold nugget (1st edition) or a menhir (2020 printing)
 * @param mushrooms for a forest: mushroom patches
 * @param power a special power printed on this feature
 */
public record FeatureSpec(
        Terrain terrain,
        List<Port> ports,
        int pennants,
        List<Integer> touchesCities,
        int fish,
        Optional<Integer> lake,
        Map<Animal, Integer> animals,
        boolean gold,
        int mushrooms,
        Optional<Power> power) {

    public FeatureSpec {
        ports = List.copyOf(ports);
        touchesCities = List.copyOf(touchesCities);
        animals = Map.copyOf(animals);
    }

    public static FeatureSpec of(Terrain terrain, List<Port> ports) {
        return new FeatureSpec(terrain, ports, 0, List.of(), 0, Optional.empty(), Map.of(), false, 0,
                Optional.empty());
    }

    public int animals(Animal animal) {
        return animals.getOrDefault(animal, 0);
    }

    public boolean touches(Port port) {
        return ports.contains(port);
    }
}
