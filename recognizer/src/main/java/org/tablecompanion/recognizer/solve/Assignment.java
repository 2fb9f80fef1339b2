package org.tablecompanion.recognizer.solve;

import java.util.Arrays;

/**
 * The cheapest way to give every row its own column (the assignment problem), by shortest
 * augmenting paths with potentials (the Hungarian method, O(rows² × columns)). The board solve
 * uses it to hand out tile types, each no more often than the box holds it, to the cells that
 * read them best: at 80 cells and some 150 columns it takes well under a millisecond.
 */
final class Assignment {

    private Assignment() {
    }

    /**
     * @param cost per row, per column, what giving that column to that row costs; a row must have
     *             at least one finite cost, and there must be at least as many columns as rows
     * @return per row, the column it gets; no column is given twice
     */
    static int[] cheapest(double[][] cost) {
        int rows = cost.length;
        if (rows == 0) {
            return new int[0];
        }
        int cols = cost[0].length;
        if (cols < rows) {
            throw new IllegalArgumentException(rows + " rows but only " + cols + " columns");
        }
        // 1-based, column 0 a virtual start: u and v are the potentials, way the path back.
        double[] u = new double[rows + 1];
        double[] v = new double[cols + 1];
        int[] rowOf = new int[cols + 1];
        int[] way = new int[cols + 1];
        double[] least = new double[cols + 1];
        boolean[] used = new boolean[cols + 1];
        for (int i = 1; i <= rows; i++) {
            rowOf[0] = i;
            int j0 = 0;
            Arrays.fill(least, Double.POSITIVE_INFINITY);
            Arrays.fill(used, false);
            do {
                used[j0] = true;
                int i0 = rowOf[j0];
                double delta = Double.POSITIVE_INFINITY;
                int j1 = -1;
                for (int j = 1; j <= cols; j++) {
                    if (!used[j]) {
                        double cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                        if (cur < least[j]) {
                            least[j] = cur;
                            way[j] = j0;
                        }
                        if (least[j] < delta) {
                            delta = least[j];
                            j1 = j;
                        }
                    }
                }
                if (j1 < 0 || Double.isInfinite(delta)) {
                    throw new IllegalArgumentException("row " + (i - 1) + " has no column left it can take");
                }
                for (int j = 0; j <= cols; j++) {
                    if (used[j]) {
                        u[rowOf[j]] += delta;
                        v[j] -= delta;
                    } else {
                        least[j] -= delta;
                    }
                }
                j0 = j1;
            } while (rowOf[j0] != 0);
            do {
                int j1 = way[j0];
                rowOf[j0] = rowOf[j1];
                j0 = j1;
            } while (j0 != 0);
        }
        int[] out = new int[rows];
        for (int j = 1; j <= cols; j++) {
            if (rowOf[j] != 0) {
                out[rowOf[j] - 1] = j - 1;
            }
        }
        return out;
    }
}
