package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Animal;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.figures.FigureColours;

/**
 * Reads tiles from the catalog geometry alone, without pictures of the user's tiles. Every pixel
 * of a tile is judged by how well its colour fits each terrain; a tile type in a rotation scores
 * how well the terrains its geometry puts under each pixel fit. The terrain colours adapt to
 * this photo: the tiles read with confidence teach them (an expectation-maximization loop), so a
 * warm lamp or a different print does not matter. Tiles that differ only in marks the geometry
 * does not place (a pennant, an animal) score alike and so come out honestly unsure, unless
 * the board solve tells them apart.
 */
public final class ZeroShotMatcher implements TileMatcher {

    /** Effective independent pixels of a 32-pixel tile picture. */
    private static final double EFFECTIVE = 90;
    /** Log-likelihood of a pixel in a figure's paint colour that its terrain explains worst. */
    private static final double PAINT_FLOOR = -3.0;
    private static final int ROUNDS = 3;
    private static final int SHORTLIST = 48;

    private final TerrainLayouts layouts;
    private final MarkEvidence marks;

    public ZeroShotMatcher(Catalog catalog) {
        this.layouts = new TerrainLayouts(catalog);
        this.marks = new MarkEvidence(layouts);
    }

    @Override
    public String mode() {
        return "zero-shot";
    }

    /**
     * Animals, fish, gold, mushrooms and power badges are told by small blobs, and which animal a
     * blob is by looks taken from one set of art. On the bench (H&amp;G, default, seeds
     * 1000-1003) 13 % of all tiles were read wrong for the rules while their confidence was 90 %
     * or more; at half trust 3 %, and on seeds 2000-2003, not used to choose it, 7.9 % became
     * 1.7 % (a confidence of 90 % is then right for 96 % of tiles). Pennants and monasteries are
     * large and told reliably: trusting them less only asked more about base tiles (4 % to 12 %)
     * and caught no more errors, so they keep full trust.
     */
    @Override
    public double trustInside(TileType best, TileType other) {
        return SmallMarks.of(best).equals(SmallMarks.of(other)) ? 1.0 : SMALL_MARK_TRUST;
    }

    private static final double SMALL_MARK_TRUST = 0.5;

    /** The small marks a tile type carries, wherever they lie. */
    private record SmallMarks(Map<Animal, Integer> animals, int fish, int gold, int mushrooms, List<Power> powers) {
        static SmallMarks of(TileType t) {
            Map<Animal, Integer> animals = new java.util.EnumMap<>(Animal.class);
            int fish = 0;
            int gold = 0;
            int mushrooms = 0;
            List<Power> powers = new ArrayList<>();
            for (FeatureSpec f : t.features()) {
                f.animals().forEach((a, n) -> animals.merge(a, n, Integer::sum));
                fish += f.fish();
                gold += f.gold() ? 1 : 0;
                mushrooms += f.mushrooms();
                f.power().ifPresent(powers::add);
            }
            powers.sort(null);
            return new SmallMarks(animals, fish, gold, mushrooms, powers);
        }
    }

    @Override
    public MatchResult match(List<Patch> tiles) {
        int n = TilePictures.SIZE;
        int count = tiles.size();
        List<boolean[]> paint = perTile(count, k -> TilePictures.half(tiles.get(k)).paintLike());
        List<double[][]> features = perTile(count, k -> {
            float[] rgb = TilePictures.half(tiles.get(k)).rgb();
            double[][] px = new double[n * n][TerrainColours.DIMENSIONS];
            for (int p = 0; p < n * n; p++) {
                TerrainColours.features(rgb[3 * p], rgb[3 * p + 1], rgb[3 * p + 2], px[p]);
            }
            return px;
        });
        normalizeBrightness(features);
        TerrainColours colours = TerrainColours.prior(layouts.terrains());
        List<List<Scored>> ranked = null;
        List<boolean[]> foreign = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            foreign.add(new boolean[n * n]);
        }
        List<List<TerrainLayouts.Layout>> shortlist = null;
        for (int round = 0; round < ROUNDS; round++) {
            TerrainColours now = colours;
            List<boolean[]> masks = foreign;
            List<List<TerrainLayouts.Layout>> consider = shortlist;
            // After the first round only the layouts that came near the top are worth another look.
            ranked = perTile(count, k -> rank(features.get(k), now, masks.get(k), paint.get(k),
                    consider == null ? layouts.layouts() : consider.get(k)));
            if (round == 0) {
                List<List<Scored>> first = ranked;
                shortlist = perTile(count, k -> first.get(k).subList(0, Math.min(SHORTLIST, first.get(k).size()))
                        .stream().map(Scored::layout).toList());
            }
            List<List<Scored>> done = ranked;
            foreign = perTile(count, k -> foreign(features.get(k), now, done.get(k)));
            colours = colours.learned(statistics(features, ranked, foreign));
        }
        TerrainColours learned = colours;
        List<boolean[]> masks = foreign;
        List<List<TerrainLayouts.Layout>> consider = shortlist;
        List<MarkEvidence.Odd> odd = marks.any() ? oddPixels(tiles, colours) : List.of();
        List<List<Scored>> last = perTile(count, k -> {
            List<Scored> list = rank(features.get(k), learned, masks.get(k), paint.get(k), consider.get(k));
            if (odd.isEmpty()) {
                return list;
            }
            // Tiles whose terrains lie alike differ by their marks (pennants, animals, fish).
            List<Scored> withMarks = new ArrayList<>();
            for (Scored s : list) {
                withMarks.add(new Scored(s.layout(), s.score() + marks.score(s.layout(), odd.get(k))));
            }
            withMarks.sort(Comparator.comparingDouble(Scored::score).reversed());
            return withMarks;
        });
        List<List<Candidate>> out = new ArrayList<>();
        for (List<Scored> r : last) {
            List<Candidate> list = new ArrayList<>();
            for (Scored s : r.subList(0, Math.min(KEEP, r.size()))) {
                list.add(new Candidate(s.layout().tileId(), s.layout().rotation(), s.score()));
            }
            out.add(list);
        }
        // What the chosen reading does not explain is where figures stand.
        List<boolean[]> unexplained = perTile(count, k -> foreign(features.get(k), learned, last.get(k).subList(0, 1)));
        return new MatchResult(out, unexplained);
    }

    /**
     * The same work done on every tile, on all cores. Each tile's result depends on that tile
     * alone and comes back in tile order, so the reading does not depend on how the work was shared.
     */
    private static <T> List<T> perTile(int tiles, java.util.function.IntFunction<T> work) {
        return java.util.stream.IntStream.range(0, tiles).parallel().mapToObj(work).toList();
    }

    /** Per tile, the pixels of the detailed picture that their terrain's colour does not explain. */
    private List<MarkEvidence.Odd> oddPixels(List<Patch> tiles, TerrainColours colours) {
        int n = MarkEvidence.N;
        // Marks are judged against their surroundings: the tile's overall brightness does not matter.
        return perTile(tiles.size(), k -> {
            Patch f = tiles.get(k).size() == n ? tiles.get(k) : TilePictures.half(tiles.get(k));
            double[][] px = new double[n * n][TerrainColours.DIMENSIONS];
            float[] rgb = f.rgb();
            for (int p = 0; p < n * n; p++) {
                TerrainColours.features(rgb[3 * p], rgb[3 * p + 1], rgb[3 * p + 2], px[p]);
            }
            return marks.observe(px, f.paintLike(), figureWood(f), colours);
        });
    }

    /**
     * Pixels of a figure's wood in a colour no shield or roof is printed in: black, yellow, green,
     * pink or purple (red is a roof's colour and blue a shield's, so they cannot tell).
     */
    private static boolean[] figureWood(Patch f) {
        float[] rgb = f.rgb();
        boolean[] out = new boolean[f.size() * f.size()];
        for (int p = 0; p < out.length; p++) {
            PlayerColour c = FigureColours.classify(rgb[3 * p], rgb[3 * p + 1], rgb[3 * p + 2]);
            out[p] = c != null && c != PlayerColour.RED && c != PlayerColour.BLUE && c != PlayerColour.GREY;
        }
        return out;
    }

    private record Scored(TerrainLayouts.Layout layout, double score) {
    }

    /**
     * Light varies over a table, so brightness is taken relative to the tile's neighbourhood:
     * each tile's median log-brightness is pulled towards the board's.
     */
    private static void normalizeBrightness(List<double[][]> features) {
        if (features.isEmpty()) {
            return;
        }
        double[] medians = new double[features.size()];
        for (int k = 0; k < features.size(); k++) {
            double[] l = new double[features.get(k).length];
            for (int p = 0; p < l.length; p++) {
                l[p] = features.get(k)[p][2];
            }
            java.util.Arrays.sort(l);
            medians[k] = l[l.length / 2];
        }
        double[] sorted = medians.clone();
        java.util.Arrays.sort(sorted);
        double board = sorted[sorted.length / 2];
        for (int k = 0; k < features.size(); k++) {
            // Half of the difference is light, half is what the tile shows (cities are darker).
            double shift = 0.5 * (board - medians[k]);
            for (double[] f : features.get(k)) {
                f[2] += shift;
            }
        }
    }

    private List<Scored> rank(double[][] px, TerrainColours colours, boolean[] mask, boolean[] paint,
                              List<TerrainLayouts.Layout> consider) {
        int terrains = colours.size();
        int monastery = layouts.terrains().indexOf(Terrain.MONASTERY);
        // Row by row in one array: hundreds of layouts each look up every pixel's row.
        double[] ll = new double[px.length * terrains];
        boolean anyMasked = false;
        for (int p = 0; p < px.length; p++) {
            anyMasked |= mask[p];
            for (int t = 0; t < terrains; t++) {
                // A pixel in a figure's paint colour may be a figure: it must not decide much.
                double v = colours.logLikelihood(t, px[p]);
                if (paint[p]) {
                    // A monastery's roof is as red as a meeple: a red figure lying by a river
                    // was a roof good enough to read river-straight as river-monastery-road at
                    // full confidence (4 of the 17 base+River misses of seeds 1000-1004 and
                    // 2000-2004). So paint pixels say nothing for a monastery; its walls, its
                    // cross, the fields round it and the road to it must.
                    v = t == monastery ? PAINT_FLOOR : Math.max(PAINT_FLOOR, v);
                }
                ll[p * terrains + t] = v;
            }
        }
        List<Scored> out = new ArrayList<>();
        double norm = EFFECTIVE / px.length;
        for (TerrainLayouts.Layout l : consider) {
            int[] terrain = l.terrain();
            float[] w = l.weight();
            double s = 0;
            if (anyMasked) {
                for (int p = 0; p < px.length; p++) {
                    if (!mask[p]) {
                        s += w[p] * ll[p * terrains + terrain[p]];
                    }
                }
            } else {
                for (int p = 0; p < px.length; p++) {
                    s += w[p] * ll[p * terrains + terrain[p]];
                }
            }
            out.add(new Scored(l, s * norm));
        }
        out.sort(Comparator.comparingDouble(Scored::score).reversed());
        return out;
    }

    /** Pixels that fit no terrain the best few readings put there: figures, shadows, glare. */
    private static boolean[] foreign(double[][] px, TerrainColours colours, List<Scored> ranked) {
        boolean[] flags = new boolean[px.length];
        for (int p = 0; p < px.length; p++) {
            double best = -Double.MAX_VALUE;
            for (int r = 0; r < Math.min(5, ranked.size()); r++) {
                best = Math.max(best, colours.logLikelihood(ranked.get(r).layout().terrain()[p], px[p]));
            }
            // The outer pixels show the seam, the bevel and a neighbour's edge: never a figure alone.
            int x = p % TilePictures.SIZE;
            int y = p / TilePictures.SIZE;
            boolean rim = x < 2 || y < 2 || x >= TilePictures.SIZE - 2 || y >= TilePictures.SIZE - 2;
            flags[p] = best <= -8.0 && !rim;
        }
        return TilePictures.blobs(flags, TilePictures.SIZE);
    }

    /** Colour statistics per terrain from the tiles read with a clear margin. */
    private double[][] statistics(List<double[][]> features, List<List<Scored>> ranked, List<boolean[]> foreign) {
        int terrains = layouts.terrains().size();
        double[][] sums = new double[terrains][1 + 2 * TerrainColours.DIMENSIONS];
        for (int k = 0; k < features.size(); k++) {
            List<Scored> r = ranked.get(k);
            if (r.size() < 2) {
                continue;
            }
            double margin = r.get(0).score() - secondDifferent(r);
            if (margin < 2) {
                continue;
            }
            TerrainLayouts.Layout l = r.get(0).layout();
            double[][] px = features.get(k);
            boolean[] mask = foreign.get(k);
            for (int p = 0; p < px.length; p++) {
                if (mask[p] || l.weight()[p] < 1) {
                    continue;
                }
                double[] s = sums[l.terrain()[p]];
                s[0] += 1;
                for (int d = 0; d < TerrainColours.DIMENSIONS; d++) {
                    s[1 + d] += px[p][d];
                    s[1 + TerrainColours.DIMENSIONS + d] += px[p][d] * px[p][d];
                }
            }
        }
        return sums;
    }

    /** Score of the best reading whose terrain layout differs from the best one's. */
    private static double secondDifferent(List<Scored> r) {
        int[] best = r.get(0).layout().terrain();
        for (int i = 1; i < r.size(); i++) {
            if (!java.util.Arrays.equals(best, r.get(i).layout().terrain())) {
                return r.get(i).score();
            }
        }
        return r.get(0).score() - 10;
    }
}
