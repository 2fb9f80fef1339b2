package org.tablecompanion.recognizer.board;

/**
 * What the occupancy stage saw in one cell.
 *
 * @param cell the cell
 * @param edgeSupport for each side (north, east, south, west) the fraction of its length that
 *     shows a seam
 * @param tableLike fraction of the cell's pixels whose colour is common on the bare table
 * @param occupied whether a tile lies there
 * @param confidence how sure the decision is, 0.5 (a coin) to 1
 */
public record CellEvidence(Cell cell, double[] edgeSupport, double tableLike, boolean occupied, double confidence) {

    public CellEvidence {
        edgeSupport = edgeSupport.clone();
    }

    @Override
    public double[] edgeSupport() {
        return edgeSupport.clone();
    }

    /** Sides a seam frames: those whose support is at least half their length (as the occupancy stage counts them). */
    public int framedSides() {
        return Occupancy.framedSides(edgeSupport);
    }

    public double meanEdgeSupport() {
        return (edgeSupport[0] + edgeSupport[1] + edgeSupport[2] + edgeSupport[3]) / 4;
    }
}
