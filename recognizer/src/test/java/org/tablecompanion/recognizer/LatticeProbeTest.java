package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.board.FramePixels;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.lattice.BoardRegion;
import org.tablecompanion.recognizer.lattice.LatticeFitter;
import org.tablecompanion.recognizer.lattice.LatticeModel;
import org.tablecompanion.recognizer.lattice.SeamEvidence;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Where seams cannot rank the lattices a frame allows (a board of real H&amp;G scans on a white
 * sheet: the sheet's edges and an arm outweighed the board's faint seams, and the tiles' lattice
 * came 9th by seam coverage), a few cells read against the pack tell which lattice frames whole
 * tiles. On a lattice of a fraction of the tiles, or shifted off them, each cell holds parts of
 * several tiles and no picture fits it.
 */
class LatticeProbeTest {

    @Test
    void theTilesLatticeFitsMoreProbedCellsThanLatticesOfHalfOrTwoThirdsOfATile() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1000, 30, Difficulty.DEFAULT, 1920, 1080);
        Mat frame = scene.decode();
        try {
            Mat gray = SeamEvidence.gray(frame, 1.0);
            SeamEvidence seams = SeamEvidence.of(gray, 1.5);
            gray.release();
            LatticeFitter.Fit own = LatticeFitter.fit(seams).orElseThrow();
            Recognizer recognizer = TestScenes.recognizer(SampleGame.RIVER, true);
            FramePixels pixels = FramePixels.of(frame);
            BoardRegion region = BoardRegion.of(frame);
            double tiles = recognizer.probe(frame, pixels, 1.0, new LatticeFitter.Located(own, seams), region);
            double halves = recognizer.probe(frame, pixels, 1.0,
                    new LatticeFitter.Located(finer(own, 2), seams), region);
            double twoThirds = recognizer.probe(frame, pixels, 1.0,
                    new LatticeFitter.Located(finer(own, 1.5), seams), region);
            // Measured: about -15 on the tiles' lattice, -59 on half tiles, -90 on two thirds.
            assertTrue(tiles > -30 && halves < tiles - 20 && twoThirds < tiles - 20,
                    "mean fit of the probed cells: tiles' lattice " + tiles + ", half a tile " + halves
                            + ", two thirds " + twoThirds);
        } finally {
            frame.release();
        }
    }

    /** The lattice with {@code times} as many cells along each side (a cell 1/times of a tile). */
    private static LatticeFitter.Fit finer(LatticeFitter.Fit fit, double times) {
        LatticeModel model = fit.model().rebased(Homography.affine(times, 0, 0, 0, times, 0));
        return new LatticeFitter.Fit(model, fit.periodPx() / times, fit.inliers(), fit.rmsPx(), fit.families());
    }
}
