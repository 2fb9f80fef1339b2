package org.tablecompanion.calibration.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * Learns each player's figure colour from one corrected photo of their figures laid on the
 * table: finds the figures, groups them into as many colours as there are players (k-means on
 * hue, saturation and a little lightness), and names each group after the player colour it is
 * nearest to, all groups at once so two players never get the same group.
 */
public final class FigureColourLearner {

    /** A blob this far (L*a*b*, lightness a third) from its group's median colour is not a figure of it. */
    static final double STRAY = 25;

    private FigureColourLearner() {
    }

    public static List<FigureColour> learn(Mat corrected, List<PlayerColour> players) {
        if (players.isEmpty() || players.stream().distinct().count() != players.size()) {
            throw new CalibrationInputException("name each player colour once, e.g. red,blue,green");
        }
        List<FigureBlob> blobs = FigureBlobs.find(corrected);
        if (blobs.size() < players.size()) {
            throw new CalibrationInputException("found " + blobs.size() + " figures for " + players.size()
                    + " player colours: lay at least one figure of each colour in view, apart from each other, "
                    + "on a plain part of the table");
        }
        int k = players.size();
        int[] group = cluster(blobs, k);
        dropStrays(blobs, group, k);
        int[] assignment = assign(blobs, group, players);
        List<FigureColour> out = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            List<double[]> labs = new ArrayList<>();
            double[] spread = new double[3];
            int count = 0;
            for (int i = 0; i < blobs.size(); i++) {
                if (group[i] == c) {
                    labs.add(blobs.get(i).lab());
                    for (int j = 0; j < 3; j++) {
                        spread[j] += blobs.get(i).spread()[j];
                    }
                    count++;
                }
            }
            double[] lab = FigureBlobs.median(labs);
            double[] between = FigureBlobs.spread(labs);
            List<Double> sd = new ArrayList<>();
            for (int j = 0; j < 3; j++) {
                sd.add(round(Math.hypot(spread[j] / count, between[j])));
            }
            out.add(new FigureColour(players.get(assignment[c]), List.of(round(lab[0]), round(lab[1]), round(lab[2])), sd,
                    count));
        }
        out.sort((a, b) -> a.colour().compareTo(b.colour()));
        return out;
    }

    /** Marks (-1) blobs far from their group's colour: a coin, a card, a shadow that came loose. */
    static void dropStrays(List<FigureBlob> blobs, int[] group, int k) {
        for (int c = 0; c < k; c++) {
            List<double[]> labs = new ArrayList<>();
            for (int i = 0; i < blobs.size(); i++) {
                if (group[i] == c) {
                    labs.add(blobs.get(i).lab());
                }
            }
            if (labs.size() < 2) {
                continue;
            }
            double[] centre = FigureBlobs.median(labs);
            for (int i = 0; i < blobs.size(); i++) {
                if (group[i] == c && LabColours.distance(blobs.get(i).lab(), centre) > STRAY) {
                    group[i] = -1;
                }
            }
        }
    }

    /** k-means over the blobs' colours (deterministic: farthest-point start). */
    static int[] cluster(List<FigureBlob> blobs, int k) {
        int n = blobs.size();
        List<double[]> centres = new ArrayList<>();
        // Start from the most colourful blob, then repeatedly the blob farthest from every centre.
        int first = 0;
        for (int i = 1; i < n; i++) {
            if (chroma(blobs.get(i).lab()) > chroma(blobs.get(first).lab())) {
                first = i;
            }
        }
        centres.add(blobs.get(first).lab().clone());
        while (centres.size() < k) {
            int far = 0;
            double farD = -1;
            for (int i = 0; i < n; i++) {
                double d = nearest(centres, blobs.get(i).lab())[1];
                if (d > farD) {
                    farD = d;
                    far = i;
                }
            }
            centres.add(blobs.get(far).lab().clone());
        }
        int[] group = new int[n];
        for (int iteration = 0; iteration < 50; iteration++) {
            boolean changed = false;
            for (int i = 0; i < n; i++) {
                int g = (int) nearest(centres, blobs.get(i).lab())[0];
                changed |= g != group[i];
                group[i] = g;
            }
            for (int c = 0; c < k; c++) {
                double[] sum = new double[3];
                int count = 0;
                for (int i = 0; i < n; i++) {
                    if (group[i] == c) {
                        for (int j = 0; j < 3; j++) {
                            sum[j] += blobs.get(i).lab()[j];
                        }
                        count++;
                    }
                }
                if (count > 0) {
                    centres.set(c, new double[] {sum[0] / count, sum[1] / count, sum[2] / count});
                }
            }
            if (!changed && iteration > 0) {
                break;
            }
        }
        return group;
    }

    /** Which player each group is: the pairing with the least total distance to the usual colours. */
    static int[] assign(List<FigureBlob> blobs, int[] group, List<PlayerColour> players) {
        int k = players.size();
        double[][] cost = new double[k][k];
        for (int c = 0; c < k; c++) {
            List<double[]> labs = new ArrayList<>();
            for (int i = 0; i < blobs.size(); i++) {
                if (group[i] == c) {
                    labs.add(blobs.get(i).lab());
                }
            }
            if (labs.isEmpty()) {
                throw new CalibrationInputException("could not tell " + k + " figure colours apart: lay the figures "
                        + "of each player apart, on a plain part of the table");
            }
            double[] lab = FigureBlobs.median(labs);
            for (int p = 0; p < k; p++) {
                cost[c][p] = LabColours.distance(lab, LabColours.nominal(players.get(p)));
            }
        }
        int[] best = new int[k];
        double[] bestCost = {Double.MAX_VALUE};
        permute(new int[k], new boolean[k], 0, 0, cost, best, bestCost);
        return best;
    }

    private static void permute(int[] current, boolean[] used, int depth, double sum, double[][] cost, int[] best,
                                double[] bestCost) {
        int k = current.length;
        if (sum >= bestCost[0]) {
            return;
        }
        if (depth == k) {
            bestCost[0] = sum;
            System.arraycopy(current, 0, best, 0, k);
            return;
        }
        for (int p = 0; p < k; p++) {
            if (!used[p]) {
                used[p] = true;
                current[depth] = p;
                permute(current, used, depth + 1, sum + cost[depth][p], cost, best, bestCost);
                used[p] = false;
            }
        }
    }

    private static double[] nearest(List<double[]> centres, double[] lab) {
        int best = 0;
        double bestD = Double.MAX_VALUE;
        for (int c = 0; c < centres.size(); c++) {
            double d = LabColours.distance(centres.get(c), lab);
            if (d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return new double[] {best, bestD};
    }

    private static double chroma(double[] lab) {
        return Math.hypot(lab[1], lab[2]);
    }

    private static double round(double v) {
        return Double.parseDouble(String.format(Locale.ROOT, "%.2f", v));
    }
}
