package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * Reads tiles by comparing them with the pictures of an appearance pack in all four rotations.
 * Light differs over a table, so each comparison allows the tile its own brightness; the
 * photo's colour cast is learned from the tiles read with confidence and taken out before the
 * second pass. Pixels that none of a tile's best readings explains (a figure and its shadow, a
 * finger) are left out of the second pass. The few best readings are then compared at full
 * detail, where small marks such as pennants decide.
 */
public final class PackMatcher implements TileMatcher {

    /** Per-pixel error cap, 8-bit units: a figure or a glare spot costs no more than this. */
    private static final double CAP = 70;
    /** Converts mean squared error into log-likelihood (effective independent pixels / 2 sigma^2). */
    static final double SCALE = 64.0 / (2 * 14.0 * 14.0);
    /** A pixel is foreign when every good reading misses it by more than this (RMS, 8-bit). */
    private static final double FOREIGN = 45;
    private static final int VERIFY = 4;
    /** Error cap of a pixel in a figure's paint colour. */
    private static final double PAINT_CAP = 22;

    private final List<Template> templates = new ArrayList<>();

    private record Template(String tileId, Rotation rotation, Patch detail, Patch fine, Patch coarse) {
    }

    public PackMatcher(AppearancePack pack, Catalog catalog) {
        for (Map.Entry<String, Mat> e : pack.pictures().entrySet()) {
            if (catalog.tile(e.getKey()).isEmpty()) {
                continue;
            }
            Patch detail = Patch.of(e.getValue(), TilePictures.DETAIL, TilePictures.BLUR);
            Patch smooth = TilePictures.smooth(TilePictures.half(detail));
            for (Rotation r : Rotation.values()) {
                Patch d = detail.rotated(r.quarterTurns());
                Patch f = smooth.rotated(r.quarterTurns());
                templates.add(new Template(e.getKey(), r, d, f, TilePictures.half(f)));
            }
        }
    }

    private PackMatcher(List<Template> subset) {
        templates.addAll(subset);
    }

    /** Compares only with the pictures of the readings {@code allowed} accepts. */
    @Override
    public TileMatcher among(java.util.function.BiPredicate<String, Rotation> allowed) {
        return new PackMatcher(templates.stream().filter(t -> allowed.test(t.tileId(), t.rotation())).toList());
    }

    @Override
    public String mode() {
        return "pack";
    }

    @Override
    public MatchResult match(List<Patch> tiles) {
        int n = TilePictures.SIZE;
        List<Patch> fine = tiles.stream().map(t -> TilePictures.smooth(TilePictures.half(t))).toList();
        List<boolean[]> none = new ArrayList<>();
        fine.forEach(t -> none.add(new boolean[n * n]));
        double[] gains = {1, 1, 1};
        List<List<Scored>> first = rank(fine, none, gains, null);
        List<boolean[]> foreign = new ArrayList<>();
        for (int k = 0; k < fine.size(); k++) {
            foreign.add(foreign(fine.get(k), first.get(k)));
        }
        gains = colourCast(fine, foreign, first);
        // The second pass only looks again at the first pass's best readings (the colour cast and
        // the masked figures change a tile's costs little against all the others).
        List<List<Scored>> second = rank(fine, foreign, gains, first);
        // What the chosen reading does not explain is where figures stand.
        List<boolean[]> unexplained = new ArrayList<>();
        for (int k = 0; k < fine.size(); k++) {
            unexplained.add(foreign(fine.get(k).balanced(gains), second.get(k).subList(0, 1)));
        }
        List<List<Candidate>> out = new ArrayList<>();
        for (int k = 0; k < tiles.size(); k++) {
            out.add(verify(tiles.get(k).balanced(gains), TilePictures.grow(foreign.get(k), n, TilePictures.DETAIL),
                    second.get(k)));
        }
        return new MatchResult(out, unexplained);
    }

    private record Scored(Template template, double cost) {
    }

    /** Coarse pass over every template, then the best few at {@link TilePictures#SIZE}. */
    private List<List<Scored>> rank(List<Patch> fine, List<boolean[]> masks, double[] gains,
                                    List<List<Scored>> before) {
        List<List<Scored>> out = new ArrayList<>();
        int n = TilePictures.SIZE;
        for (int k = 0; k < fine.size(); k++) {
            Patch f = fine.get(k).balanced(gains);
            if (before != null) {
                boolean[] finePaint = f.paintLike();
                List<Scored> list = new ArrayList<>();
                for (Scored s : before.get(k)) {
                    list.add(new Scored(s.template(), cost(f, s.template().fine(), masks.get(k), finePaint)));
                }
                list.sort(Comparator.comparingDouble(Scored::cost));
                out.add(list);
                continue;
            }
            Patch coarse = TilePictures.half(f);
            boolean[] coarseMask = TilePictures.shrink(masks.get(k), n, TilePictures.COARSE);
            boolean[] finePaint = f.paintLike();
            boolean[] coarsePaint = coarse.paintLike();
            double[] coarseCost = new double[templates.size()];
            Integer[] order = new Integer[templates.size()];
            for (int t = 0; t < templates.size(); t++) {
                coarseCost[t] = cost(coarse, templates.get(t).coarse(), coarseMask, coarsePaint);
                order[t] = t;
            }
            Arrays.sort(order, Comparator.comparingDouble(t -> coarseCost[t]));
            List<Scored> list = new ArrayList<>();
            for (int r = 0; r < Math.min(templates.size(), 2 * KEEP); r++) {
                Template t = templates.get(order[r]);
                list.add(new Scored(t, cost(f, t.fine(), masks.get(k), finePaint)));
            }
            list.sort(Comparator.comparingDouble(Scored::cost));
            out.add(list);
        }
        return out;
    }

    /** The best readings compared again at full detail; the rest keep their scores, aligned. */
    private List<Candidate> verify(Patch detail, boolean[] mask, List<Scored> ranked) {
        int v = Math.min(VERIFY, ranked.size());
        double[] detailed = new double[v];
        double shift = 0;
        boolean[] paint = detail.paintLike();
        for (int i = 0; i < v; i++) {
            detailed[i] = cost(detail, ranked.get(i).template().detail(), mask, paint);
            shift += detailed[i] - ranked.get(i).cost();
        }
        shift /= Math.max(1, v);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < Math.min(KEEP, ranked.size()); i++) {
            Scored s = ranked.get(i);
            double c = i < v ? detailed[i] : s.cost() + shift;
            out.add(new Candidate(s.template().tileId(), s.template().rotation(), -c * SCALE));
        }
        out.sort(Comparator.comparingDouble(Candidate::score).reversed());
        return out;
    }

    /** Pixels that the five best readings all miss badly, as compact blobs. */
    private static boolean[] foreign(Patch observed, List<Scored> ranked) {
        int n = observed.size();
        double[] least = new double[n * n];
        Arrays.fill(least, Double.MAX_VALUE);
        for (int r = 0; r < Math.min(5, ranked.size()); r++) {
            Patch e = ranked.get(r).template().fine();
            double g = gain(observed, e, new boolean[n * n]);
            float[] o = observed.rgb();
            float[] t = e.rgb();
            for (int p = 0; p < n * n; p++) {
                int i = 3 * p;
                double d0 = o[i] - g * t[i];
                double d1 = o[i + 1] - g * t[i + 1];
                double d2 = o[i + 2] - g * t[i + 2];
                least[p] = Math.min(least[p], (d0 * d0 + d1 * d1 + d2 * d2) / 3);
            }
        }
        boolean[] flags = new boolean[n * n];
        for (int p = 0; p < n * n; p++) {
            flags[p] = least[p] > FOREIGN * FOREIGN;
        }
        return TilePictures.blobs(flags, n);
    }

    /** Per-channel gains that take the photo's colour cast out, from tiles read with confidence. */
    private static double[] colourCast(List<Patch> fine, List<boolean[]> masks, List<List<Scored>> ranked) {
        double[] obs = new double[3];
        double[] exp = new double[3];
        for (int k = 0; k < fine.size(); k++) {
            List<Scored> c = ranked.get(k);
            if (c.size() < 2 || (c.get(1).cost() - c.get(0).cost()) * SCALE < 3) {
                continue;
            }
            float[] o = fine.get(k).rgb();
            float[] e = c.get(0).template().fine().rgb();
            boolean[] mask = masks.get(k);
            for (int i = 0; i < o.length; i++) {
                if (!mask[i / 3]) {
                    obs[i % 3] += o[i];
                    exp[i % 3] += e[i];
                }
            }
        }
        if (obs[0] <= 0 || obs[1] <= 0 || obs[2] <= 0) {
            return new double[] {1, 1, 1};
        }
        double[] g = {exp[0] / obs[0], exp[1] / obs[1], exp[2] / obs[2]};
        double mean = (g[0] + g[1] + g[2]) / 3;
        return new double[] {g[0] / mean, g[1] / mean, g[2] / mean};
    }

    private static double gain(Patch observed, Patch expected, boolean[] mask) {
        float[] o = observed.rgb();
        float[] e = expected.rgb();
        double oe = 0;
        double ee = 0;
        int n = observed.size() * observed.size();
        for (int p = 0; p < n; p++) {
            if (mask[p]) {
                continue;
            }
            int i = 3 * p;
            oe += o[i] * e[i] + o[i + 1] * e[i + 1] + o[i + 2] * e[i + 2];
            ee += e[i] * e[i] + e[i + 1] * e[i + 1] + e[i + 2] * e[i + 2];
        }
        return ee > 0 ? Math.max(0.5, Math.min(2.0, oe / ee)) : 1;
    }

    /** Mean capped squared error after the best brightness gain, over unmasked pixels. */
    static double cost(Patch observed, Patch expected, boolean[] mask) {
        return cost(observed, expected, mask, null);
    }

    /**
     * The same, where a pixel in a figure's paint colour that the picture does not show costs
     * little: a figure standing there explains it. Without this a red meeple on a road makes the
     * road look like a monastery's roof.
     */
    static double cost(Patch observed, Patch expected, boolean[] mask, boolean[] paint) {
        float[] o = observed.rgb();
        float[] e = expected.rgb();
        double g = gain(observed, expected, mask);
        int n = observed.size() * observed.size();
        double sum = 0;
        int count = 0;
        double cap2 = CAP * CAP;
        for (int p = 0; p < n; p++) {
            if (mask[p]) {
                continue;
            }
            int i = 3 * p;
            double d0 = o[i] - g * e[i];
            double d1 = o[i + 1] - g * e[i + 1];
            double d2 = o[i + 2] - g * e[i + 2];
            double d = (d0 * d0 + d1 * d1 + d2 * d2) / 3;
            sum += Math.min(d, paint != null && paint[p] ? PAINT_CAP * PAINT_CAP : cap2);
            count++;
        }
        return count == 0 ? cap2 : sum / count;
    }
}
