package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Small printed marks that tell apart tile types whose terrains lie alike (zero-shot): a pennant
 * in a city, an animal in a meadow, a fish in water, gold, a menhir, mushrooms or a power badge.
 * The catalog says which feature carries a mark; the photo says, per feature, how much of its
 * inner part shows something its terrain's colour does not explain. In a city that is a spot
 * clearly bluer than the city (a shield; city art is red, brown and beige); elsewhere a compact
 * blob far from the terrain's colour that is not a figure's paint. A reading gains where it
 * expects a mark and one is seen, and where it expects none and none is seen; the same cues hold
 * for real tiles, since they are not tied to how the sample art paints a mark.
 */
final class MarkEvidence {

    /** Side of the pictures marks are looked for in. */
    static final int N = TilePictures.DETAIL;
    /** Pixels a feature's inner part keeps off its border (printed borders wander, colours bleed). */
    private static final int INSET = 3;
    /** Log-likelihood for a feature whose mark is clearly seen or clearly missing. */
    private static final double WEIGHT = 2.0;
    /** Odd pixels (after blob cleaning) below which a feature shows no mark. */
    private static final double NONE_BELOW = 5;
    /** Odd pixels from which a feature clearly shows a mark. */
    private static final double SEEN_FROM = 16;
    /** Blue pixels over which a city shows a blue figure rather than a shield: no evidence. */
    private static final int CITY_FIGURE = 110;
    /** Log-likelihood under its terrain's colour below which a pixel is odd. */
    private static final double ODD = -8.0;
    /** Inner pixels a feature needs for its marks to be judged. */
    private static final int MIN_INNER = 40;

    /** Per pixel of one tile picture: the pixels odd for each terrain (by index into the layouts' terrains). */
    record Odd(boolean[][] byTerrain) {
    }

    private record Inner(byte[] feature, boolean[] marked) {
    }

    private final TerrainLayouts layouts;
    private final boolean[] markable;
    private final Map<TerrainLayouts.Layout, Inner> inners = new ConcurrentHashMap<>();

    MarkEvidence(TerrainLayouts layouts) {
        this.layouts = layouts;
        Set<Terrain> withMarks = EnumSet.noneOf(Terrain.class);
        for (TerrainLayouts.Layout l : layouts.layouts()) {
            TileType t = layouts.type(l.tileId());
            for (FeatureSpec f : t.features()) {
                if (marked(f)) {
                    withMarks.add(f.terrain());
                }
            }
        }
        markable = new boolean[layouts.terrains().size()];
        for (int t = 0; t < markable.length; t++) {
            markable[t] = withMarks.contains(layouts.terrains().get(t));
        }
    }

    /** Whether the catalog has any mark to look for. */
    boolean any() {
        for (boolean b : markable) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    private static boolean marked(FeatureSpec f) {
        return f.pennants() > 0 || f.fish() > 0 || !f.animals().isEmpty() || f.gold() || f.mushrooms() > 0
                || f.power().isPresent();
    }

    /**
     * The odd pixels of one tile picture.
     *
     * @param px colour numbers ({@link TerrainColours#features}) of the {@link #N}-pixel picture
     * @param paint pixels with a figure's paint colour
     */
    Odd observe(double[][] px, boolean[] paint, TerrainColours colours) {
        boolean[][] out = new boolean[markable.length][];
        List<Terrain> terrains = layouts.terrains();
        for (int t = 0; t < markable.length; t++) {
            if (!markable[t]) {
                continue;
            }
            boolean[] flags = new boolean[px.length];
            if (terrains.get(t) == Terrain.CITY) {
                // A shield: clearly bluer (less yellow) than the city around it.
                double limit = colours.mean(t, 1) - Math.max(0.4, 2.5 * colours.spread(t, 1));
                for (int p = 0; p < px.length; p++) {
                    flags[p] = px[p][1] < limit;
                }
            } else {
                for (int p = 0; p < px.length; p++) {
                    flags[p] = !paint[p] && colours.logLikelihood(t, px[p]) <= ODD;
                }
            }
            out[t] = TilePictures.blobs(flags, N);
        }
        return new Odd(out);
    }

    /** How well the marks a reading expects agree with what the picture shows (log-likelihood). */
    double score(TerrainLayouts.Layout l, Odd odd) {
        Inner inner = inners.computeIfAbsent(l, this::inner);
        int features = inner.marked().length;
        int[] count = new int[features];
        int[] area = new int[features];
        byte[] f = inner.feature();
        int[] terrain = terrainOfFeature(l, features);
        for (int p = 0; p < f.length; p++) {
            int k = f[p];
            if (k < 0 || terrain[k] < 0 || odd.byTerrain()[terrain[k]] == null) {
                continue;
            }
            area[k]++;
            if (odd.byTerrain()[terrain[k]][p]) {
                count[k]++;
            }
        }
        double s = 0;
        for (int k = 0; k < features; k++) {
            if (terrain[k] < 0 || odd.byTerrain()[terrain[k]] == null || area[k] < MIN_INNER) {
                continue;
            }
            if (layouts.terrains().get(terrain[k]) == Terrain.CITY && count[k] > CITY_FIGURE) {
                continue;
            }
            double seen = Math.max(0, Math.min(1, (count[k] - NONE_BELOW) / (SEEN_FROM - NONE_BELOW)));
            double agree = 2 * seen - 1;
            s += WEIGHT * (inner.marked()[k] ? agree : -agree);
        }
        return s;
    }

    private final Map<String, int[]> terrainIndex = new ConcurrentHashMap<>();

    /** Per feature of the layout's tile type, its terrain's index, or -1 if it is not markable. */
    private int[] terrainOfFeature(TerrainLayouts.Layout l, int features) {
        return terrainIndex.computeIfAbsent(l.tileId(), id -> {
            TileType t = layouts.type(id);
            int[] out = new int[features];
            for (int k = 0; k < features; k++) {
                int at = layouts.terrains().indexOf(t.feature(k).terrain());
                out[k] = at >= 0 && markable[at] ? at : -1;
            }
            return out;
        });
    }

    /** Per pixel, the feature whose inner part it is (-1 near a border or the tile's rim). */
    private Inner inner(TerrainLayouts.Layout l) {
        TileType t = layouts.type(l.tileId());
        int[] grid = l.geometry().featureGrid(N, N);
        boolean[] rowSame = new boolean[N * N];
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                boolean same = x >= INSET && x < N - INSET;
                for (int d = -INSET; d <= INSET && same; d++) {
                    same = grid[y * N + x + d] == grid[y * N + x];
                }
                rowSame[y * N + x] = same;
            }
        }
        byte[] feature = new byte[N * N];
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                int p = y * N + x;
                boolean same = y >= INSET && y < N - INSET;
                for (int d = -INSET; d <= INSET && same; d++) {
                    int q = (y + d) * N + x;
                    same = rowSame[q] && grid[q] == grid[p];
                }
                feature[p] = (byte) (same ? grid[p] : -1);
            }
        }
        boolean[] marked = new boolean[t.features().size()];
        List<FeatureSpec> specs = new ArrayList<>(t.features());
        for (int k = 0; k < marked.length; k++) {
            marked[k] = marked(specs.get(k));
        }
        return new Inner(feature, marked);
    }
}
