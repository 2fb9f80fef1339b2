package org.tablecompanion.ui.app.board;

import java.util.List;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * One tile type lying in one rotation, drawn {@code size} pixels square: its colours, which
 * feature every pixel belongs to, and where a figure stands on each feature.
 *
 * @param tileId the tile type
 * @param rotation how it lies
 * @param size pixels per side
 * @param argb colours, row by row
 * @param labels feature index per pixel, row by row (every pixel belongs to one feature)
 * @param anchors per feature index, where a figure on it is drawn (tile units, as it lies)
 */
public record TileFace(String tileId, Rotation rotation, int size, int[] argb, int[] labels, List<UV> anchors) {

    public TileFace {
        anchors = List.copyOf(anchors);
        if (argb.length != size * size || labels.length != size * size) {
            throw new IllegalArgumentException("tile face " + tileId + ": pixel arrays do not match size " + size);
        }
    }

    /**
     * The same tile turned a further {@code turn} clockwise: pixels move, nothing is recomputed
     * (laying a tile out is the expensive part, turning it is not).
     */
    public TileFace turned(Rotation turn) {
        int[] a = argb;
        int[] l = labels;
        List<UV> points = anchors;
        for (int q = 0; q < turn.quarterTurns(); q++) {
            int[] na = new int[a.length];
            int[] nl = new int[l.length];
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    // the pixel at (x, y) once turned shows what lay at (y, size-1-x) before
                    int from = (size - 1 - x) * size + y;
                    na[y * size + x] = a[from];
                    nl[y * size + x] = l[from];
                }
            }
            a = na;
            l = nl;
            points = points.stream().map(UV::quarterTurnClockwise).toList();
        }
        return new TileFace(tileId, rotation.plus(turn), size, a, l, points);
    }

    public int featureAt(double u, double v) {
        int x = Math.max(0, Math.min(size - 1, (int) (u * size)));
        int y = Math.max(0, Math.min(size - 1, (int) (v * size)));
        return labels[y * size + x];
    }
}
