package org.tablecompanion.engine.geometry;

import java.util.List;

import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * Where one feature of a tile lies, in tile units of the tile as it lies (see {@link Point2}).
 *
 * @param feature index of the feature in its tile type's feature list
 * @param terrain what the feature is
 * @param kind how the layout routine placed it
 * @param outline its area as rings combined by the even-odd rule (a ring inside another is a
 *        hole, e.g. the field round a monastery); traced from the layout, so accurate to about
 *        one percent of the tile
 * @param anchor where a figure on this feature stands: well inside it, away from its borders
 * @param centrelines for roads and rivers: the middle of each band, from its port inwards
 * @param halfWidth for roads and rivers: half the band's width (0 for others)
 * @param pools for rivers: springs and end ponds that belong to the river
 */
public record FeatureShape(
        int feature,
        Terrain terrain,
        ShapeKind kind,
        List<Polygon> outline,
        Point2 anchor,
        List<Polyline> centrelines,
        double halfWidth,
        List<Pool> pools) {

    public FeatureShape {
        outline = List.copyOf(outline);
        centrelines = List.copyOf(centrelines);
        pools = List.copyOf(pools);
    }

    /** Whether {@code p} lies inside the outline (even-odd over its rings). */
    public boolean outlineContains(Point2 p) {
        boolean inside = false;
        for (Polygon ring : outline) {
            if (ring.contains(p)) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** Area of the outline in square tile units (holes subtracted). */
    public double area() {
        double total = 0;
        for (Polygon ring : outline) {
            boolean hole = false;
            Point2 probe = ring.points().get(0);
            for (Polygon other : outline) {
                if (other != ring && other.contains(probe)) {
                    hole = !hole;
                }
            }
            total += hole ? -ring.area() : ring.area();
        }
        return total;
    }

    public FeatureShape rotated(Rotation rotation) {
        return new FeatureShape(feature, terrain, kind,
                outline.stream().map(r -> r.rotated(rotation)).toList(),
                anchor.rotated(rotation),
                centrelines.stream().map(c -> c.rotated(rotation)).toList(),
                halfWidth,
                pools.stream().map(p -> p.rotated(rotation)).toList());
    }
}
