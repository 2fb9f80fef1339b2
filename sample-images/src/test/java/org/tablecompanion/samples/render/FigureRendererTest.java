package org.tablecompanion.samples.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.players.PlayerColour;

class FigureRendererTest {

    private static final FigureRenderer FIGURES = new FigureRenderer();

    private static Mat grey() {
        return new Mat(200, 200, CvType.CV_8UC3, new Scalar(128, 128, 128));
    }

    private static byte[] pixels(Mat m) {
        byte[] data = new byte[(int) (m.total() * m.channels())];
        m.get(0, 0, data);
        return data;
    }

    private static boolean covered(FigureFootprint f, int x, int y, int slack) {
        for (int dy = -slack; dy <= slack; dy++) {
            for (int dx = -slack; dx <= slack; dx++) {
                int lx = x + dx - f.bounds().x;
                int ly = y + dy - f.bounds().y;
                if (lx >= 0 && ly >= 0 && lx < f.bounds().width && ly < f.bounds().height
                        && f.mask().get(ly, lx)[0] > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void theFootprintCoversEveryPixelPaintedInThePlayersColour() {
        for (FigurePicture picture : FigurePicture.values()) {
            Mat image = grey();
            FigureFootprint f = FIGURES.draw(image, picture, PlayerColour.RED, new Point(100, 130), 70, 20);
            byte[] px = pixels(image);
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            image.release();
            for (int y = 0; y < 200; y++) {
                for (int x = 0; x < 200; x++) {
                    int i = (y * 200 + x) * 3;
                    boolean red = (px[i + 2] & 0xff) > (px[i + 1] & 0xff) + 50;
                    if (red) {
                        assertTrue(covered(f, x, y, 2), picture + " paints red outside its footprint at " + x + "," + y);
                    }
                }
            }
            assertTrue(f.area() > 0.12 * 70 * 70 * (picture == FigurePicture.HUT ? 0.5 : 1), picture + " " + f.area());
            f.mask().release();
        }
    }

    @Test
    void aStandingFigureStandsOnItsFoot() {
        Mat image = grey();
        FigureFootprint f = FIGURES.draw(image, FigurePicture.MEEPLE_STANDING, PlayerColour.BLUE, new Point(100, 150),
                80, 0);
        image.release();
        Rect b = f.bounds();
        assertEquals(150, b.y + b.height, 3);
        assertTrue(b.x < 100 && b.x + b.width > 100);
        assertTrue(b.height > b.width * 0.9, "a standing meeple is about as tall as wide or taller");
    }

    @Test
    void aLyingFigureLiesAcrossItsFootAlongItsAngle() {
        Mat image = grey();
        FigureFootprint f = FIGURES.draw(image, FigurePicture.MEEPLE_LYING, PlayerColour.BLUE, new Point(100, 100), 80, 0);
        image.release();
        Rect b = f.bounds();
        assertTrue(b.width > b.height * 0.9, "head to the right: longer than high");
        assertEquals(100, b.x + b.width / 2.0, 8);
        assertEquals(100, b.y + b.height / 2.0, 8);
    }

    @Test
    void everyPlayerColourLooksDifferent() {
        List<double[]> means = new ArrayList<>();
        for (PlayerColour colour : PlayerColour.values()) {
            Mat image = grey();
            FigureFootprint f = FIGURES.draw(image, FigurePicture.TRIBE_MEMBER_STANDING, colour, new Point(100, 150), 80, 0);
            Mat region = image.submat(f.bounds());
            Scalar mean = Core.mean(region, f.mask());
            region.release();
            image.release();
            f.mask().release();
            means.add(mean.val);
        }
        for (int i = 0; i < means.size(); i++) {
            for (int j = i + 1; j < means.size(); j++) {
                double d = Math.sqrt(Math.pow(means.get(i)[0] - means.get(j)[0], 2)
                        + Math.pow(means.get(i)[1] - means.get(j)[1], 2) + Math.pow(means.get(i)[2] - means.get(j)[2], 2));
                assertTrue(d > 40, PlayerColour.values()[i] + " vs " + PlayerColour.values()[j] + ": " + d);
            }
        }
    }

    @Test
    void drawingTheSameFigureTwiceGivesTheSamePixels() {
        Mat a = grey();
        Mat b = grey();
        FIGURES.draw(a, FigurePicture.HUT, PlayerColour.GREEN, new Point(90, 120), 60, 33);
        FIGURES.draw(b, FigurePicture.HUT, PlayerColour.GREEN, new Point(90, 120), 60, 33);
        assertArrayEquals(pixels(a), pixels(b));
        a.release();
        b.release();
    }

    @Test
    void aTribeMemberHasItsOwnOutline() {
        Mat meepleImage = grey();
        FigureFootprint meeple = FIGURES.draw(meepleImage, FigurePicture.MEEPLE_STANDING, PlayerColour.RED,
                new Point(100, 150), 80, 0);
        meepleImage.release();
        Mat memberImage = grey();
        FigureFootprint member = FIGURES.draw(memberImage, FigurePicture.TRIBE_MEMBER_STANDING, PlayerColour.RED,
                new Point(100, 150), 80, 0);
        memberImage.release();
        Mat a = Mat.zeros(200, 200, CvType.CV_8UC1);
        Mat b = Mat.zeros(200, 200, CvType.CV_8UC1);
        Mat meepleWindow = a.submat(meeple.bounds());
        meeple.mask().copyTo(meepleWindow);
        meepleWindow.release();
        meeple.mask().release();
        Mat memberWindow = b.submat(member.bounds());
        member.mask().copyTo(memberWindow);
        memberWindow.release();
        member.mask().release();
        Mat both = new Mat();
        Mat either = new Mat();
        Core.bitwise_and(a, b, both);
        Core.bitwise_or(a, b, either);
        a.release();
        b.release();
        double iou = (double) Core.countNonZero(both) / Core.countNonZero(either);
        both.release();
        either.release();
        assertTrue(iou < 0.8, "overlap " + iou);
    }

    @Test
    void aFigureAtThePictureEdgeIsClippedAndOneOutsideCoversNothing() {
        Mat halfImage = grey();
        FigureFootprint half = FIGURES.draw(halfImage, FigurePicture.MEEPLE_STANDING, PlayerColour.YELLOW,
                new Point(5, 100), 60, 0);
        halfImage.release();
        assertTrue(half.area() > 0);
        assertTrue(half.bounds().x >= 0);
        Mat noneImage = grey();
        FigureFootprint none = FIGURES.draw(noneImage, FigurePicture.MEEPLE_STANDING, PlayerColour.YELLOW,
                new Point(-500, -500), 60, 0);
        noneImage.release();
        assertEquals(0, none.area());
        assertTrue(none.outline().isEmpty());
    }

    @Test
    void theOutlineFollowsTheFootprint() {
        Mat image = grey();
        FigureFootprint f = FIGURES.draw(image, FigurePicture.MEEPLE_STANDING, PlayerColour.BLACK, new Point(100, 150),
                80, 0);
        image.release();
        assertTrue(f.outline().size() >= 8);
        for (Point p : f.outline()) {
            assertTrue(f.bounds().contains(new Point(Math.min(p.x, f.bounds().x + f.bounds().width - 1),
                    Math.min(p.y, f.bounds().y + f.bounds().height - 1))));
        }
    }

    @Test
    void aFigureTooSmallToSeeIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> FIGURES.draw(grey(), FigurePicture.HUT, PlayerColour.GREY, new Point(10, 10), 2, 0));
    }
}
