package org.tablecompanion.engine.features;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * Every feature of a board at one moment: an immutable value with lookups by part. The lookup
 * table is built on the first lookup (most snapshots are never asked), by whichever thread asks
 * first: any thread builds the same table, so a race only builds it twice.
 */
public final class Features {

    /** The features when given at construction, else null. */
    private final List<Feature> given;
    /** For features made later: their source until first read, then the list. */
    private final AtomicReference<Object> later;
    private volatile Map<FeaturePart, Feature> byPart;

    public Features(List<Feature> features) {
        this.given = List.copyOf(features);
        this.later = null;
    }

    private Features(Supplier<List<Feature>> source) {
        this.given = null;
        this.later = new AtomicReference<>(source);
    }

    /**
     * Features made by {@code source} when first read (once, whichever thread reads first): for
     * snapshots that are seldom read. The source must give the same features whenever it is asked.
     */
    public static Features later(Supplier<List<Feature>> source) {
        return new Features(Objects.requireNonNull(source));
    }

    public static Features empty() {
        return new Features(List.of());
    }

    @SuppressWarnings("unchecked")
    public List<Feature> all() {
        if (given != null) {
            return given;
        }
        Object made = later.get();
        if (made instanceof Supplier) {
            synchronized (later) {
                made = later.get();
                if (made instanceof Supplier<?> source) {
                    made = List.copyOf((List<Feature>) source.get());
                    later.set(made);
                }
            }
        }
        return (List<Feature>) made;
    }

    public Optional<Feature> of(FeaturePart part) {
        Map<FeaturePart, Feature> table = byPart;
        if (table == null) {
            table = new HashMap<>();
            for (Feature f : all()) {
                for (FeaturePart p : f.parts()) {
                    table.put(p, f);
                }
            }
            byPart = table;
        }
        return Optional.ofNullable(table.get(part));
    }

    public List<Feature> ofTerrain(Terrain terrain) {
        return all().stream().filter(f -> f.terrain() == terrain).toList();
    }

    public List<Feature> completed() {
        return all().stream().filter(Feature::complete).toList();
    }

    public int size() {
        return all().size();
    }
}
