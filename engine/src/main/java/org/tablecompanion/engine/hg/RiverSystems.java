package org.tablecompanion.engine.hg;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.features.UnionFind;

/**
 * Groups rivers and lakes into river systems. The feature graph already joins river parts across
 * tiles; a river reaches a lake only inside a tile (the catalog's {@code lake} of a river part),
 * so a second union-find over the water features joins each river to the lakes it runs into.
 */
final class RiverSystems {

    private RiverSystems() {
    }

    static boolean isWater(Terrain t) {
        return t == Terrain.RIVER || t == Terrain.LAKE;
    }

    /** Every river system on the board, ordered by anchor. */
    static List<RiverSystem> all(FeatureLookup lookup) {
        List<Feature> water = new ArrayList<>();
        Map<FeaturePart, Integer> index = new HashMap<>();
        for (Feature f : lookup.features()) {
            if (isWater(f.terrain())) {
                index.put(f.anchor(), water.size());
                water.add(f);
            }
        }
        UnionFind systems = new UnionFind(water.size());
        for (int i = 0; i < water.size(); i++) {
            systems.add();
        }
        for (int i = 0; i < water.size(); i++) {
            Feature f = water.get(i);
            if (f.terrain() != Terrain.RIVER) {
                continue;
            }
            for (FeaturePart lake : lakesOf(f, lookup)) {
                systems.union(i, index.get(lake)); // a lake lies inside one tile: its only part is its anchor
            }
        }
        Map<Integer, List<Feature>> groups = new LinkedHashMap<>();
        for (int i = 0; i < water.size(); i++) {
            groups.computeIfAbsent(systems.find(i), k -> new ArrayList<>()).add(water.get(i));
        }
        List<RiverSystem> result = new ArrayList<>();
        for (List<Feature> g : groups.values()) {
            result.add(system(g));
        }
        return result;
    }

    /** The river system holding a river or lake part (found by walking from it). */
    static Optional<RiverSystem> containing(FeaturePart part, FeatureLookup lookup) {
        List<Feature> members = members(part, lookup);
        if (members.isEmpty()) {
            return Optional.empty();
        }
        Map<Position, Integer> laid = new HashMap<>();
        for (PlacedTile t : lookup.board().tiles()) {
            laid.put(t.position(), laid.size());
        }
        List<Feature> order = new ArrayList<>(members);
        order.sort((a, b) -> Integer.compare(laid.get(a.anchor().position()) * 64 + a.anchor().index(),
                laid.get(b.anchor().position()) * 64 + b.anchor().index()));
        return Optional.of(system(order));
    }

    /** The rivers and lakes of the system holding a part, in walking order (empty if it is not water). */
    static List<Feature> members(FeaturePart part, FeatureLookup lookup) {
        Optional<Feature> start = lookup.featureOf(part);
        if (start.isEmpty() || !isWater(start.get().terrain())) {
            return List.of();
        }
        Map<FeaturePart, Feature> seen = new LinkedHashMap<>();
        ArrayDeque<Feature> todo = new ArrayDeque<>();
        seen.put(start.get().anchor(), start.get());
        todo.add(start.get());
        while (!todo.isEmpty()) {
            Feature f = todo.poll();
            List<FeaturePart> next = f.terrain() == Terrain.RIVER ? lakesOf(f, lookup) : riversInto(f, lookup);
            for (FeaturePart p : next) {
                Feature g = lookup.featureOf(p).orElseThrow();
                if (seen.putIfAbsent(g.anchor(), g) == null) {
                    todo.add(g);
                }
            }
        }
        return new ArrayList<>(seen.values());
    }

    /** The lake parts a river stretch runs into, each once, in the stretch's part order. */
    static List<FeaturePart> lakesOf(Feature river, FeatureLookup lookup) {
        Set<FeaturePart> lakes = new LinkedHashSet<>();
        for (FeaturePart p : river.parts()) {
            lookup.spec(p).lake().ifPresent(i -> lakes.add(new FeaturePart(p.position(), i)));
        }
        return new ArrayList<>(lakes);
    }

    /** The river parts on a lake's tile that run into it. */
    private static List<FeaturePart> riversInto(Feature lake, FeatureLookup lookup) {
        List<FeaturePart> result = new ArrayList<>();
        for (FeaturePart lakePart : lake.parts()) {
            PlacedTile tile = lookup.board().at(lakePart.position()).orElseThrow();
            for (int i = 0; i < tile.featureCount(); i++) {
                FeatureSpec spec = tile.feature(i);
                if (spec.terrain() == Terrain.RIVER && spec.lake().orElse(-1) == lakePart.index()) {
                    result.add(new FeaturePart(lakePart.position(), i));
                }
            }
        }
        return result;
    }

    private static RiverSystem system(List<Feature> members) {
        List<Feature> rivers = new ArrayList<>();
        List<Feature> lakes = new ArrayList<>();
        Set<Position> tiles = new TreeSet<>();
        for (Feature f : members) {
            (f.terrain() == Terrain.RIVER ? rivers : lakes).add(f);
            tiles.addAll(f.tiles());
        }
        return new RiverSystem(members.get(0).anchor(), rivers, lakes, new ArrayList<>(tiles));
    }
}
