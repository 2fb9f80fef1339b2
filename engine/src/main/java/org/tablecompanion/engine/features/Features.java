package org.tablecompanion.engine.features;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.catalog.Terrain;

/** Every feature of a board at one moment: an immutable value with lookups by part. */
public final class Features {

    private final List<Feature> all;
    private final Map<FeaturePart, Feature> byPart;

    public Features(List<Feature> features) {
        this.all = List.copyOf(features);
        this.byPart = new HashMap<>();
        for (Feature f : all) {
            for (FeaturePart p : f.parts()) {
                byPart.put(p, f);
            }
        }
    }

    public static Features empty() {
        return new Features(List.of());
    }

    public List<Feature> all() {
        return all;
    }

    public Optional<Feature> of(FeaturePart part) {
        return Optional.ofNullable(byPart.get(part));
    }

    public List<Feature> ofTerrain(Terrain terrain) {
        return all.stream().filter(f -> f.terrain() == terrain).toList();
    }

    public List<Feature> completed() {
        return all.stream().filter(Feature::complete).toList();
    }

    public int size() {
        return all.size();
    }
}
