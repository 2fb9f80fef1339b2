package org.tablecompanion.ui.app.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a figure stands on each feature of a labelled tile: the pixel of the feature farthest
 * from any other feature and from the tile's border, so figures sit well inside what they hold.
 */
public final class Anchors {

    private Anchors() {
    }

    public static List<UV> of(int[] labels, int size, int featureCount) {
        int[] dist = distanceToBorders(labels, size, size, true);
        int[] best = new int[featureCount];
        int[] bestDist = new int[featureCount];
        java.util.Arrays.fill(best, -1);
        java.util.Arrays.fill(bestDist, -1);
        double centre = (size - 1) / 2.0;
        for (int i = 0; i < labels.length; i++) {
            int f = labels[i];
            if (f < 0 || f >= featureCount) {
                continue;
            }
            int d = dist[i];
            if (d > bestDist[f] || (d == bestDist[f] && closerToCentre(i, best[f], size, centre))) {
                bestDist[f] = d;
                best[f] = i;
            }
        }
        List<UV> anchors = new ArrayList<>(featureCount);
        for (int f = 0; f < featureCount; f++) {
            if (best[f] < 0) {
                anchors.add(UV.CENTRE);
            } else {
                anchors.add(new UV((best[f] % size + 0.5) / size, (best[f] / size + 0.5) / size));
            }
        }
        return anchors;
    }

    private static boolean closerToCentre(int i, int j, int size, double centre) {
        if (j < 0) {
            return true;
        }
        double di = Math.hypot(i % size - centre, i / size - centre);
        double dj = Math.hypot(j % size - centre, j / size - centre);
        return di < dj;
    }

    /**
     * Chamfer distance (3-4 weights) of every pixel to the nearest pixel that lies next to another
     * label (and, when asked, to the picture's border).
     */
    static int[] distanceToBorders(int[] labels, int width, int height, boolean pictureBorder) {
        int inf = Integer.MAX_VALUE / 4;
        int[] d = new int[labels.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int i = y * width + x;
                int l = labels[i];
                boolean onBorder = x == 0 || y == 0 || x == width - 1 || y == height - 1;
                boolean edge = onBorder ? pictureBorder
                        : labels[i - 1] != l || labels[i + 1] != l || labels[i - width] != l || labels[i + width] != l;
                d[i] = edge ? 0 : inf;
            }
        }
        for (int y = 1; y < height; y++) {
            for (int x = 1; x < width - 1; x++) {
                int i = y * width + x;
                d[i] = Math.min(d[i], Math.min(d[i - 1] + 3, Math.min(d[i - width] + 3,
                        Math.min(d[i - width - 1] + 4, d[i - width + 1] + 4))));
            }
        }
        for (int y = height - 2; y >= 0; y--) {
            for (int x = width - 2; x >= 1; x--) {
                int i = y * width + x;
                d[i] = Math.min(d[i], Math.min(d[i + 1] + 3, Math.min(d[i + width] + 3,
                        Math.min(d[i + width + 1] + 4, d[i + width - 1] + 4))));
            }
        }
        return d;
    }

    static int[] distanceToBorders(int[] labels, int width, int height) {
        return distanceToBorders(labels, width, height, false);
    }
}
