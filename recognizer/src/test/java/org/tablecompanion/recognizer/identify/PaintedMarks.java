package org.tablecompanion.recognizer.identify;

import org.tablecompanion.engine.catalog.Rotation;

/** The marks of one painted tile, observed and judged as the zero-shot matcher does. */
final class PaintedMarks {

    private PaintedMarks() {
    }

    /**
     * The odd pixels of a painted tile's picture.
     *
     * @param unexplained pixels of the half-size picture no reading explains, or null
     */
    static MarkEvidence.Odd observed(MarkEvidence marks, TerrainLayouts layouts, Patch p, boolean[] unexplained) {
        int n = MarkEvidence.N;
        double[][] px = new double[n * n][TerrainColours.DIMENSIONS];
        for (int q = 0; q < n * n; q++) {
            TerrainColours.features(p.rgb()[3 * q], p.rgb()[3 * q + 1], p.rgb()[3 * q + 2], px[q]);
        }
        return marks.observe(px, p.paintLike(), new boolean[n * n], new boolean[n * n], null,
                TerrainColours.prior(layouts.terrains()), unexplained);
    }

    /** What the marks of {@code odd} say of tile {@code id} read upright, under the painted looks. */
    static double says(MarkEvidence marks, TerrainLayouts layouts, MarkEvidence.Odd odd, String id) {
        return marks.score(marks.evidence(layouts.layout(id, Rotation.R0), odd), marks.kinds(MarkLooks.painted()));
    }
}
