package org.tablecompanion.calibration.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.WhiteBalance;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.samples.render.FigurePicture;
import org.tablecompanion.samples.render.FigureRenderer;

class FigureColourLearnerTest {

    private static final double[] WARM = {0.75, 1.0, 1.25};
    private static final double[] COOL = {1.2, 1.0, 0.8};
    private static final List<PlayerColour> PLAYERS = List.of(PlayerColour.RED, PlayerColour.BLUE, PlayerColour.GREEN,
            PlayerColour.YELLOW, PlayerColour.BLACK);

    static {
        OpenCvLibrary.load();
    }

    /** A figure drawn in a scene, and whose it is. */
    record Placed(PlayerColour colour, Point foot) {
    }

    /**
     * A wooden table with a grey card, three figures per player (standing, lying, hut) under a
     * tinted lamp; {@code placed} receives where each figure stands.
     */
    static Mat scene(List<PlayerColour> players, double[] cast, double brightness, long seed, List<Placed> placed) {
        Mat m = new Mat(540, 960, CvType.CV_8UC3, new Scalar(95, 140, 180));
        FigureRenderer renderer = new FigureRenderer();
        SplittableRandom random = new SplittableRandom(seed);
        FigurePicture[] pictures = {FigurePicture.MEEPLE_STANDING, FigurePicture.MEEPLE_LYING, FigurePicture.HUT};
        for (int p = 0; p < players.size(); p++) {
            for (int f = 0; f < pictures.length; f++) {
                Point foot = new Point(280 + f * 200 + random.nextDouble() * 60, 70 + p * 95 + random.nextDouble() * 10);
                renderer.draw(m, pictures[f], players.get(p), foot, 36 + random.nextDouble() * 8, random.nextDouble() * 40 - 20);
                placed.add(new Placed(players.get(p), foot));
            }
        }
        return lit(m, cast, brightness, seed);
    }

    /** The same table with only a grey card on it, under the same lamp: the white reference. */
    static Mat card(double[] cast, double brightness) {
        Mat m = new Mat(540, 960, CvType.CV_8UC3, new Scalar(95, 140, 180));
        Imgproc.rectangle(m, new Point(40, 40), new Point(200, 150), new Scalar(150, 150, 150), -1);
        return lit(m, cast, brightness, 99);
    }

    private static Mat lit(Mat m, double[] cast, double brightness, long seed) {
        Mat f = new Mat();
        m.convertTo(f, CvType.CV_32FC3);
        Core.multiply(f, new Scalar(cast[0] * brightness, cast[1] * brightness, cast[2] * brightness), f);
        Mat noise = new Mat(f.size(), CvType.CV_32FC3);
        Core.setRNGSeed((int) seed);
        Core.randn(noise, 0, 2.5);
        Core.add(f, noise, f);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        noise.release();
        f.convertTo(m, CvType.CV_8UC3);
        f.release();
        return m;
    }

    /** The photo white-balanced on the grey card photographed under the same lamp. */
    private static Mat corrected(Mat photo, double[] cast, double brightness) {
        Mat card = card(cast, brightness);
        ColourCorrection wb = WhiteBalance.fromGreyCard(card, Optional.of(new Rect(40, 40, 160, 110)));
        card.release();
        return FrameCorrector.of(TableCalibration.empty().withColour(wb)).correct(photo);
    }

    @Test
    void everyPlayerGetsTheirOwnColour() {
        Mat photo = scene(PLAYERS, WARM, 1.0, 1, new ArrayList<>());
        Mat balanced = corrected(photo, WARM, 1.0);
        photo.release();
        List<FigureColour> learned = FigureColourLearner.learn(balanced, PLAYERS);
        balanced.release();
        assertEquals(PLAYERS.size(), learned.size());
        for (FigureColour c : learned) {
            assertEquals(3, c.figures(), c.toString());
        }
    }

    @Test
    void figuresUnderOtherLightAreToldApart() {
        Mat photo = scene(PLAYERS, WARM, 1.0, 1, new ArrayList<>());
        Mat balanced = corrected(photo, WARM, 1.0);
        photo.release();
        FigureColourClassifier classifier = new FigureColourClassifier(FigureColourLearner.learn(balanced, PLAYERS));
        balanced.release();
        List<Placed> placed = new ArrayList<>();
        Mat otherPhoto = scene(PLAYERS, COOL, 0.7, 2, placed);
        Mat other = corrected(otherPhoto, COOL, 0.7);
        otherPhoto.release();
        List<FigureBlob> blobs = FigureBlobs.find(other);
        other.release();
        int right = 0;
        for (Placed p : placed) {
            FigureBlob blob = blobs.stream().filter(b -> b.bounds().contains(p.foot())
                    || Math.hypot(b.bounds().x + b.bounds().width / 2.0 - p.foot().x,
                    b.bounds().y + b.bounds().height / 2.0 - p.foot().y) < 25).findFirst().orElseThrow();
            if (classifier.classify(blob.lab()).map(FigureColourClassifier.Match::colour).orElse(null) == p.colour()) {
                right++;
            }
        }
        assertEquals(placed.size(), right);
    }

    @Test
    void theTableIsNobodysColour() {
        Mat photo = scene(PLAYERS, WARM, 1.0, 1, new ArrayList<>());
        Mat balanced = corrected(photo, WARM, 1.0);
        photo.release();
        FigureColourClassifier classifier = new FigureColourClassifier(FigureColourLearner.learn(balanced, PLAYERS));
        balanced.release();
        double[] table = LabColours.lab(95, 140, 180);
        assertTrue(classifier.classify(table).isEmpty());
    }

    @Test
    void tooFewFiguresAreReported() {
        Mat table = scene(List.of(), WARM, 1.0, 3, new ArrayList<>());
        Mat photo = corrected(table, WARM, 1.0);
        table.release();
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> FigureColourLearner.learn(photo, List.of(PlayerColour.RED, PlayerColour.BLUE)));
        photo.release();
        assertTrue(e.getMessage().startsWith("found 0 figures for 2 player colours"), e.getMessage());
    }
}
