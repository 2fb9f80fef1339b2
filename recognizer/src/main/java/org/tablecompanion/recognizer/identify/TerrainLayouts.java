package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;

/**
 * What every tile of a catalog should look like at {@link TilePictures#SIZE} pixels, in terms of
 * terrain only: for every tile type and rotation, the terrain under each pixel, from the same
 * geometry that draws the tiles and maps figures. Pixels next to a border between terrains count
 * less: printed borders wander.
 */
public final class TerrainLayouts {

    /**
     * One tile type in one rotation.
     *
     * @param tileId the type
     * @param rotation how it lies
     * @param terrain per pixel, index into {@link #terrains()}
     * @param weight per pixel, 1 inside a terrain, less near a border
     * @param geometry the tile's geometry in that rotation
     * @param index where it is in {@link #layouts()}
     */
    public record Layout(String tileId, Rotation rotation, int[] terrain, float[] weight, TileGeometry geometry,
                         int index) {
    }

    /**
     * One picture of terrains that one or more layouts share: a tile with a symmetry turned
     * onto itself, or tile types that differ only in their marks (many H&amp;G twins), put the
     * same terrain under every pixel, so their terrain scores are the same and need working
     * out once (base+River has 95 shapes for its 136 layouts, H&amp;G 213 for 380).
     *
     * @param terrain per pixel, index into {@link #terrains()}
     * @param weight per pixel, as {@link Layout#weight}
     * @param index where it is in {@link #shapes()}
     */
    public record Shape(int[] terrain, float[] weight, int index) {
    }

    private final List<Terrain> terrains = new ArrayList<>();
    private final List<Layout> layouts = new ArrayList<>();
    private final List<Shape> shapes = new ArrayList<>();
    /** Per layout index, its shape. */
    private final List<Shape> shapeOf = new ArrayList<>();
    private final Map<String, TileGeometry> upright = new java.util.HashMap<>();
    private final Map<String, TileType> types = new java.util.HashMap<>();
    /** Per tile type, the index of its first layout (upright; the other rotations follow). */
    private final Map<String, Integer> firstLayout = new java.util.HashMap<>();

    public TerrainLayouts(Catalog catalog) {
        int n = TilePictures.SIZE;
        Map<Terrain, Integer> index = new EnumMap<>(Terrain.class);
        for (TileType t : catalog.tiles()) {
            TileGeometry g = TileLayout.layout(t);
            upright.put(t.id(), g);
            types.put(t.id(), t);
            firstLayout.put(t.id(), layouts.size());
            for (Rotation r : Rotation.values()) {
                TileGeometry turned = g.at(r);
                int[] features = turned.featureGrid(n, n);
                int[] terrain = new int[n * n];
                for (int p = 0; p < n * n; p++) {
                    Terrain tt = t.feature(features[p]).terrain();
                    terrain[p] = index.computeIfAbsent(tt, k -> {
                        terrains.add(k);
                        return terrains.size() - 1;
                    });
                }
                layouts.add(new Layout(t.id(), r, terrain, weights(terrain, n), turned, layouts.size()));
            }
        }
        // The weights follow from the terrains, so equal terrains make equal shapes.
        Map<List<Integer>, Shape> byTerrain = new java.util.HashMap<>();
        for (Layout l : layouts) {
            List<Integer> key = java.util.Arrays.stream(l.terrain()).boxed().toList();
            shapeOf.add(byTerrain.computeIfAbsent(key, k -> {
                Shape shape = new Shape(l.terrain(), l.weight(), shapes.size());
                shapes.add(shape);
                return shape;
            }));
        }
    }

    private static float[] weights(int[] terrain, int n) {
        float[] w = new float[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int t = terrain[y * n + x];
                boolean border = false;
                for (int dy = -1; dy <= 1 && !border; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int xx = x + dx;
                        int yy = y + dy;
                        if (xx >= 0 && yy >= 0 && xx < n && yy < n && terrain[yy * n + xx] != t) {
                            border = true;
                            break;
                        }
                    }
                }
                w[y * n + x] = border ? 0.35f : 1f;
            }
        }
        return w;
    }

    /** The terrains that occur, in index order. */
    public List<Terrain> terrains() {
        return terrains;
    }

    public List<Layout> layouts() {
        return layouts;
    }

    /** The distinct pictures of terrains the layouts make, each once. */
    public List<Shape> shapes() {
        return shapes;
    }

    /** The picture of terrains a layout makes (shared by every layout with the same terrains). */
    public Shape shape(Layout l) {
        return shapeOf.get(l.index());
    }

    /**
     * The layout of a tile type in a rotation, or null for a type the catalog does not know.
     * Layouts are listed type by type, each in every rotation in order.
     */
    public Layout layout(String tileId, Rotation rotation) {
        Integer first = firstLayout.get(tileId);
        return first == null ? null : layouts.get(first + rotation.ordinal());
    }

    /** A tile type of the catalog by id. */
    public TileType type(String tileId) {
        return types.get(tileId);
    }

    /** The upright geometry of a tile type. */
    public TileGeometry geometry(String tileId) {
        return upright.get(tileId);
    }
}
