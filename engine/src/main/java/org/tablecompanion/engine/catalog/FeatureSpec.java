package org.tablecompanion.engine.catalog;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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

    /**
     * Whether another feature (of this or another tile, both as they lie) is of the same terrain
     * and touches the same edge ports: on a board the two would be the same feature. Two features
     * on no edge (monasteries, lakes) of one terrain lie alike.
     */
    public boolean liesAlike(FeatureSpec other) {
        return terrain == other.terrain && ports.stream().sorted().toList()
                .equals(other.ports.stream().sorted().toList());
    }

    /** The edges this feature reaches (empty for monasteries and lakes). */
    public Set<Edge> edges() {
        Set<Edge> edges = EnumSet.noneOf(Edge.class);
        ports.forEach(p -> edges.add(p.edge()));
        return edges;
    }

    /**
     * Whether this is a river that begins on this tile at a spring. The catalog format has no
     * separate spring terrain: a river that reaches a single edge and runs into no lake must
     * start somewhere on the tile, and that start is a spring (the River's first tile, the H&amp;G
     * springs). A river reaching one edge with a lake ends in that lake instead.
     */
    public boolean endsAtSpring() {
        return terrain == Terrain.RIVER && lake.isEmpty() && edges().size() == 1;
    }

    /** The same feature on a tile turned clockwise by {@code rotation}. */
    public FeatureSpec rotated(Rotation rotation) {
        if (rotation == Rotation.R0) {
            return this;
        }
        return new FeatureSpec(terrain, ports.stream().map(p -> p.rotate(rotation)).toList(), pennants,
                touchesCities, fish, lake, animals, gold, mushrooms, power);
    }
}
