package org.tablecompanion.recognizer.figures;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * The outline of a blue piece on water, told from the water by its own paint. A blue figure's
 * blob is the blue pixels the tile's reading leaves unexplained; without a pack the reading's
 * water colours come from this photo and take in the paint, so where the layout draws its river
 * under the piece the river's pixels are explained and cut a stripe out of the blob, and where
 * the layout draws the river a little off, a stalk of real river is left in it. Blurred at 64
 * pixels a cell, a hut's box with a stripe cut out and a stalk added is fit better by a
 * meeple's cross than by the box: on H&amp;G zero-shot default seeds 1000-5004, 15 blue huts were
 * seen as standing meeples, against 8 of the four other colours together; with this outline 4
 * (figures of the right kind 490 -> 501 of 542; with a pack, where the blob is whole, 527 -> 528).
 * <p>
 * The paint and the water are told apart here, round each piece, by what the piece's own pixels
 * and the water beside it show: the paint is darker (its lit top is about half as light as a
 * river: luma 49-63 against 100-108) and more saturated (0.85 against 0.64). A pixel of the
 * blob that is as light as the water and no more saturated is water; a blue pixel beside the
 * piece that is as dark as the paint and as saturated is the piece. A shadow on water is dark
 * but keeps the water's saturation, so it is not taken in.
 * <p>
 * The water beside the piece is measured only where the tiles' readings draw water. Blue
 * pixels round a piece at the board's edge were most of them table: on H&amp;G zero-shot default
 * seeds 3000 and 6000, laid on a navy cloth, the ring's blue was as dark as the paint (luma 48-56
 * against the paint's 40-60), so the paint was not told from it and five blue huts there were
 * seen standing. Measured on the readings' water, H&amp;G zero-shot default seeds 1000-8004 (40
 * scenes) read 812 -> 817 of 859 figures as the kind they are (hard 1000-4004 200 -> 201 of
 * 429, easy the same; with a pack, default 1000-4004, 425 -> 426 of 435); tiles and every
 * figure's player and feature as before.
 */
final class BlueWoodOutline {

    /** Ring round the piece's box where its water is measured: from this far out, cells ... */
    private static final double WATER_NEAR = 0.05;
    /** ... to this far out. */
    private static final double WATER_FAR = 0.3;
    /** How far past its box the piece's outline may grow into the explained water, cells. */
    private static final double REACH = 0.15;
    /** Fewest water pixels in the ring for the water to be measured. */
    private static final int WATER_LEAST = 20;
    /**
     * Least luma by which the paint must be darker than the water for the two to be told apart
     * (the pieces here differ by 37-59).
     */
    private static final double DARKER_BY = 15;

    private BlueWoodOutline() {
    }

    /**
     * The piece's outline with the water taken out and the paint the reading explained put in,
     * or empty where the water beside it is not measured, the paint is not clearly darker, or
     * the outline would keep less than half of the blob.
     *
     * @param body the blue piece's pixels, indices into the board image
     * @param paint which player's paint a pixel shows
     * @param px the board image's pixels
     * @param w the board image's width
     * @param h its height
     * @param cellPx pixels a cell
     * @param drawnWater whether the tiles' readings draw water at a pixel of the board image
     */
    static Optional<List<Integer>> of(List<Integer> body, PlayerPaint paint, PlayerPaint.Pixels px, int w, int h,
                                      int cellPx, IntPredicate drawnWater) {
        byte[] bgr = px.bgr();
        PixelBox box = PixelBox.of(body, w);
        int near = (int) Math.round(WATER_NEAR * cellPx);
        int far = (int) Math.round(WATER_FAR * cellPx);
        List<Double> waterLuma = new ArrayList<>();
        List<Double> waterSaturation = new ArrayList<>();
        for (int y = Math.max(0, box.minY() - far); y <= Math.min(h - 1, box.maxY() + far); y++) {
            for (int x = Math.max(0, box.minX() - far); x <= Math.min(w - 1, box.maxX() + far); x++) {
                boolean inside = x >= box.minX() - near && x <= box.maxX() + near && y >= box.minY() - near
                        && y <= box.maxY() + near;
                int q = y * w + x;
                if (!inside && paint.colour(px, q) == PlayerColour.BLUE && drawnWater.test(q)) {
                    waterLuma.add(luma(bgr, q));
                    waterSaturation.add(saturation(bgr, q));
                }
            }
        }
        if (waterLuma.size() < WATER_LEAST) {
            return Optional.empty();
        }
        List<Double> ownLuma = new ArrayList<>();
        List<Double> ownSaturation = new ArrayList<>();
        for (int p : body) {
            ownLuma.add(luma(bgr, p));
            ownSaturation.add(saturation(bgr, p));
        }
        // The piece's paint: its darker and more saturated pixels (its rim mixes with the ground,
        // and a stalk of river may be in the blob).
        double water = quantile(waterLuma, 0.5);
        double wood = quantile(ownLuma, 0.25);
        if (water - wood < DARKER_BY) {
            return Optional.empty();
        }
        double lumaCut = (water + wood) / 2;
        double saturationCut = (quantile(waterSaturation, 0.5) + quantile(ownSaturation, 0.75)) / 2;
        IntPredicate blue = q -> paint.colour(px, q) == PlayerColour.BLUE;
        IntPredicate paintLike = q -> blue.test(q) && luma(bgr, q) < lumaCut && saturation(bgr, q) > saturationCut;
        IntPredicate waterLike = q -> blue.test(q) && luma(bgr, q) >= lumaCut && saturation(bgr, q) <= saturationCut;
        int reach = Math.max(2, (int) Math.round(REACH * cellPx));
        boolean[] seen = new boolean[w * h];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        List<Integer> out = new ArrayList<>();
        // The blob's pixels stay but for those of the water; its rim, blurred with the ground
        // round it, is neither and stays.
        for (int p : body) {
            if (!waterLike.test(p) && !seen[p]) {
                seen[p] = true;
                out.add(p);
                todo.add(p);
            }
        }
        while (!todo.isEmpty()) {
            int p = todo.poll();
            int x = p % w;
            int y = p / w;
            int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int[] d : steps) {
                int nx = x + d[0];
                int ny = y + d[1];
                if (nx < Math.max(0, box.minX() - reach) || ny < Math.max(0, box.minY() - reach)
                        || nx > Math.min(w - 1, box.maxX() + reach) || ny > Math.min(h - 1, box.maxY() + reach)) {
                    continue;
                }
                int q = ny * w + nx;
                if (!seen[q] && paintLike.test(q)) {
                    seen[q] = true;
                    out.add(q);
                    todo.add(q);
                }
            }
        }
        return out.size() < body.size() / 2 ? Optional.empty() : Optional.of(out);
    }

    private static double luma(byte[] bgr, int p) {
        return 0.114 * (bgr[3 * p] & 0xFF) + 0.587 * (bgr[3 * p + 1] & 0xFF) + 0.299 * (bgr[3 * p + 2] & 0xFF);
    }

    private static double saturation(byte[] bgr, int p) {
        int b = bgr[3 * p] & 0xFF;
        int g = bgr[3 * p + 1] & 0xFF;
        int r = bgr[3 * p + 2] & 0xFF;
        int max = Math.max(b, Math.max(g, r));
        int min = Math.min(b, Math.min(g, r));
        return max == 0 ? 0 : (max - min) / (double) max;
    }

    private static double quantile(List<Double> values, double q) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        return v[Math.min(v.length - 1, (int) (q * v.length))];
    }
}
