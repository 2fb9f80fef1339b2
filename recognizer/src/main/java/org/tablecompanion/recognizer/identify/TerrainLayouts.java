package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;

/**
 * What every tile of a catalog should look like at {@link TilePictures#SIZE} pixels, in terms of
 * terrain only: for every tile type and rotation, the terrain under each pixel, from the same
 * geometry that draws the tiles and maps figures. Pixels next to a border between terrains count
 * less: printed borders wander. Where a band turning a corner would lie if bent square by the
 * tile's middle rather than round ({@link TileLayout#tightlyBent}), either terrain may be there,
 * on tiles printed as their geometry draws them ({@link #printedAsDrawn}): the real base V runs
 * its road straight in to the middle and turns there, and it had read as the W junction at 100 %
 * against our round bend.
 */
public final class TerrainLayouts {

    /**
     * One tile type in one rotation.
     *
     * @param tileId the type
     * @param rotation how it lies
     * @param terrain per pixel, index into {@link #terrains()}
     * @param feature per pixel, the index of the type's feature there (the terrain is that feature's)
     * @param weight per pixel, 1 inside a terrain, less near a border
     * @param geometry the tile's geometry in that rotation
     * @param index where it is in {@link #layouts()}
     * @param either the pixels where a tight bend puts another terrain, ascending (empty for most)
     * @param eitherTerrain per pixel of {@code either}, the terrain the tight bend puts there
     */
    public record Layout(String tileId, Rotation rotation, int[] terrain, int[] feature, float[] weight,
                         TileGeometry geometry, int index, int[] either, int[] eitherTerrain) {
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
     * @param either as {@link Layout#either}
     * @param eitherTerrain as {@link Layout#eitherTerrain}
     */
    public record Shape(int[] terrain, float[] weight, int index, int[] either, int[] eitherTerrain) {
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

    /** Whether the catalog's tiles are printed as its geometry draws them ({@link #printedAsDrawn()}). */
    private final boolean printedAsDrawn;

    public TerrainLayouts(Catalog catalog) {
        this.printedAsDrawn = catalog.game() != GameKind.HUNTERS_AND_GATHERERS;
        int n = TilePictures.SIZE;
        Map<Terrain, Integer> index = new EnumMap<>(Terrain.class);
        for (TileType t : catalog.tiles()) {
            TileGeometry g = TileLayout.layout(t);
            // A tile with no corner to bend is its own square-bent layout.
            TileGeometry tight = printedAsDrawn ? TileLayout.tightlyBent(t) : g;
            upright.put(t.id(), g);
            types.put(t.id(), t);
            firstLayout.put(t.id(), layouts.size());
            for (Rotation r : Rotation.values()) {
                TileGeometry turned = g.at(r);
                int[] feature = turned.featureGrid(n, n);
                int[] terrain = terrains(t, feature, index);
                int[] tightTerrain = tight == g ? terrain : terrains(t, tight.at(r).featureGrid(n, n), index);
                int[] either = java.util.stream.IntStream.range(0, n * n)
                        .filter(p -> tightTerrain[p] != terrain[p]).toArray();
                int[] eitherTerrain = java.util.Arrays.stream(either).map(p -> tightTerrain[p]).toArray();
                layouts.add(new Layout(t.id(), r, terrain, feature, weights(terrain, n), turned, layouts.size(),
                        either, eitherTerrain));
            }
        }
        // The weights follow from the terrains, so equal terrains (and bends) make equal shapes.
        Map<List<Integer>, Shape> byTerrain = new java.util.HashMap<>();
        for (Layout l : layouts) {
            List<Integer> key = new ArrayList<>(java.util.Arrays.stream(l.terrain()).boxed().toList());
            java.util.Arrays.stream(l.either()).forEach(key::add);
            java.util.Arrays.stream(l.eitherTerrain()).forEach(key::add);
            shapeOf.add(byTerrain.computeIfAbsent(key, k -> {
                Shape shape = new Shape(l.terrain(), l.weight(), shapes.size(), l.either(), l.eitherTerrain());
                shapes.add(shape);
                borderLedByShape.add(borderLedWeights(l.weight(), n));
                return shape;
            }));
        }
    }

    /**
     * Share of its weight a pixel keeps in {@link #borderLed} readings when it lies
     * {@link #BORDER_STRIP} pixels or more inside the tile's border. Weighed so on every photo,
     * zero-shot on 12 boards laid of the real H&amp;G scans read, by the rules, 17 of 559 tiles
     * with every pixel alike, 94 at 0.3 (strip 6), 169 at 0.1 (strip 6), 147 at 0 (strip 6), 185
     * at 0.1 (strip 4), 155 at 0.2 (strip 5), 40 at 0.1 (strip 9); our generated scenes, whose
     * art follows the geometry inside too, lost by it (seeds 1000-8004 at 0.1, strip 4: 2,916 ->
     * 2,878 of 2,953), so only photos whose tiles fit poorly are read so
     * ({@code ZeroShotMatcher.PRINTED_ART_BELOW}).
     */
    static final double INSIDE_SHARE = 0.1;
    /** Width of the border strip, in pixels of a {@link TilePictures#SIZE} picture, that {@link #borderLed} trusts. */
    static final int BORDER_STRIP = 4;

    /**
     * Per shape (by {@link Shape#index}), weights that trust the strip along the tile's border
     * more than its inside: a tile's art must meet its neighbours at the border, where the
     * catalog's ports are, while inside the printed H&amp;G art goes its own way (its rivers
     * meander across half a tile, its lakes fill much of it). Scaled to the shape's own weights'
     * sum, so a reading so weighed scores on the same scale as one that is not.
     */
    public float[] borderLed(Shape shape) {
        return borderLedByShape.get(shape.index());
    }

    private final List<float[]> borderLedByShape = new ArrayList<>();

    private static float[] borderLedWeights(float[] weight, int n) {
        float[] out = new float[weight.length];
        double before = 0;
        double after = 0;
        for (int p = 0; p < weight.length; p++) {
            int x = p % n;
            int y = p / n;
            int inside = Math.min(Math.min(x, y), Math.min(n - 1 - x, n - 1 - y));
            out[p] = (float) (inside >= BORDER_STRIP ? weight[p] * INSIDE_SHARE : weight[p]);
            before += weight[p];
            after += out[p];
        }
        float scale = (float) (before / after);
        for (int p = 0; p < out.length; p++) {
            out[p] *= scale;
        }
        return out;
    }

    /** Per pixel of a feature grid, the index of its feature's terrain (indexing new terrains as met). */
    private int[] terrains(TileType t, int[] features, Map<Terrain, Integer> index) {
        int[] terrain = new int[features.length];
        for (int p = 0; p < features.length; p++) {
            Terrain tt = t.feature(features[p]).terrain();
            terrain[p] = index.computeIfAbsent(tt, k -> {
                terrains.add(k);
                return terrains.size() - 1;
            });
        }
        return terrain;
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

    /**
     * Whether the catalog's tiles are printed as its geometry draws them, closely enough for a
     * reading's confidence to mean something and for a bend to be either round or square. Hunters
     * &amp; Gatherers is not: its rivers meander across the tile and back, its forests are drawn
     * tree by tree (zero-shot read 2 of 24 real scans right), and on our painted H&amp;G scenes
     * accepting square bends read 9 more tiles of 388 wrong for the rules (seeds 1000-1004).
     */
    public boolean printedAsDrawn() {
        return printedAsDrawn;
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
