package org.tablecompanion.calibration.correct;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.ColourReference;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.table.ImagePoint;

class FrameCorrectorTest {

    static {
        OpenCvLibrary.load();
    }

    private static final CameraModel BARREL = new CameraModel(1280, 720, 900, 900, 639.5, 359.5,
            List.of(-0.3, 0.05, 0.0, 0.0, 0.0), 0.1, 12);

    @Test
    void withoutACalibrationTheFrameIsCopied() {
        Mat frame = new Mat(40, 60, CvType.CV_8UC3, new Scalar(10, 20, 30));
        Mat out = FrameCorrector.identity().correct(frame);
        assertEquals(0, Core.norm(frame, out));
        assertTrue(out.dataAddr() != frame.dataAddr());
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        out.release();
        frame.release();
    }

    @Test
    void theWhiteBalanceMultipliesEachChannel() {
        Mat frame = new Mat(4, 4, CvType.CV_8UC3, new Scalar(100, 100, 100));
        var c = TableCalibration.empty().withColour(new ColourCorrection(ColourReference.GREY_CARD, List.of(1.2, 1.0, 0.8),
                List.of(80.0, 100.0, 120.0)));
        Mat out = FrameCorrector.of(c).correct(frame);
        frame.release();
        assertArrayEquals(new double[] {120, 100, 80}, out.get(0, 0), 0.01);
        out.release();
    }

    @Test
    void aBarrelLensGrowsTheCanvasButNotBeyondTheCap() {
        int[] size = FrameCorrector.undistortOnly(BARREL).correctedSize(1280, 720);
        assertTrue(size[0] > 1280 && size[0] <= 1280 * FrameCorrector.MAX_GROWTH + 2, "width " + size[0]);
        assertTrue(size[1] > 720 && size[1] <= 720 * FrameCorrector.MAX_GROWTH + 2, "height " + size[1]);
        Mat frame = new Mat(720, 1280, CvType.CV_8UC3, new Scalar(1, 2, 3));
        Mat out = FrameCorrector.undistortOnly(BARREL).correct(frame);
        frame.release();
        assertEquals(size[0], out.cols());
        assertEquals(size[1], out.rows());
        out.release();
    }

    /**
     * One corrector serves every frame (the tracker's camera thread and a photo read at once, a
     * stream that changes size): a frame of one size corrected while another size's maps are made
     * comes out as if it were alone.
     */
    @Test
    void framesOfTwoSizesCorrectedAtOnceComeOutAsEachAlone() throws Exception {
        Mat small = noise(360, 640, 1);
        Mat large = noise(720, 1280, 2);
        Mat smallAlone = FrameCorrector.undistortOnly(BARREL).correct(small);
        Mat largeAlone = FrameCorrector.undistortOnly(BARREL).correct(large);
        FrameCorrector shared = FrameCorrector.undistortOnly(BARREL);
        java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
        List<java.util.concurrent.Future<Double>> runs = new java.util.ArrayList<>();
        for (int t = 0; t < 2; t++) {
            boolean smallFirst = t == 0;
            runs.add(two.submit(() -> {
                double worst = 0;
                for (int i = 0; i < 30; i++) {
                    boolean useSmall = (i % 2 == 0) == smallFirst;
                    Mat out = shared.correct(useSmall ? small : large);
                    worst = Math.max(worst, Core.norm(out, useSmall ? smallAlone : largeAlone));
                    out.release();
                }
                return worst;
            }));
        }
        for (java.util.concurrent.Future<Double> run : runs) {
            assertEquals(0, run.get(), 0);
        }
        two.shutdown();
        for (Mat m : List.of(small, large, smallAlone, largeAlone)) {
            m.release();
        }
    }

    private static Mat noise(int rows, int cols, int seed) {
        Mat m = new Mat(rows, cols, CvType.CV_8UC3);
        Core.setRNGSeed(seed);
        Core.randu(m, 0, 256);
        return m;
    }

    @Test
    void theCentreKeepsItsScale() {
        FrameCorrector c = FrameCorrector.undistortOnly(BARREL);
        ImagePoint a = c.toCorrected(new ImagePoint(639.5, 359.5), 1280, 720);
        ImagePoint b = c.toCorrected(new ImagePoint(649.5, 359.5), 1280, 720);
        assertEquals(10, b.x() - a.x(), 0.05);
    }

    @Test
    void aSmallerStreamOfTheSameCameraIsCorrectedToo() {
        int[] size = FrameCorrector.undistortOnly(BARREL).correctedSize(640, 360);
        int[] full = FrameCorrector.undistortOnly(BARREL).correctedSize(1280, 720);
        assertEquals(full[0] / 2.0, size[0], 2);
    }

    @Test
    void aCorrectedPointMapsBackToWhereTheFrameShowedIt() {
        FrameCorrector c = FrameCorrector.undistortOnly(BARREL);
        List<ImagePoint> raw = List.of(new ImagePoint(5, 7), new ImagePoint(1270, 20), new ImagePoint(640, 700),
                new ImagePoint(300, 360));
        List<ImagePoint> back = c.toFrame(c.toCorrected(raw, 1280, 720), 1280, 720);
        for (int k = 0; k < raw.size(); k++) {
            assertEquals(0, raw.get(k).distance(back.get(k)), 0.01, "point " + raw.get(k));
        }
    }
}
