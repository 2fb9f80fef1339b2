package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.figures.LabColours;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;

/**
 * Blue figures repainted teal (a hue between the paints' green and blue, which the fixed hues
 * call nobody's) are attributed to blue once the table's calibration has learned that blue
 * figures look teal.
 */
class LearnedFigureColoursTest {

    /** Teal: what blue paint (30, 78, 170) becomes here, sRGB. */
    private static final double[] TEAL_RGB = {30, 150, 165};

    private static RenderedScene scene;
    private static Mat frame;
    private static List<FigureTruth> blue;
    private static Observation fixedHues;
    private static Observation learned;

    @BeforeAll
    static void recognize() {
        scene = TestScenes.scene(SampleGame.BASE, 1, 30, Difficulty.EASY, 1280, 720);
        frame = scene.decode();
        blue = scene.truth().figures().stream().filter(f -> f.colour().equals("blue") && !f.occluded()).toList();
        repaintBlueFiguresTeal(frame, blue);
        Recognizer plain = TestScenes.recognizer(SampleGame.BASE, true);
        fixedHues = plain.recognize(frame).observation();
        List<FigureColour> colours = new ArrayList<>();
        for (PlayerColour c : List.of(PlayerColour.RED, PlayerColour.YELLOW, PlayerColour.GREEN, PlayerColour.BLACK)) {
            colours.add(learnedAs(c, LabColours.nominal(c)));
        }
        colours.add(learnedAs(PlayerColour.BLUE, LabColours.lab(TEAL_RGB[2], TEAL_RGB[1], TEAL_RGB[0])));
        TableCalibration table = TableCalibration.empty().withFigures(colours);
        learned = new Recognizer(plain.settings().withCalibration(table)).recognize(frame).observation();
    }

    @AfterAll
    static void release() {
        frame.release();
    }

    @Test
    void aFigureInAnUnusualShadeIsAttributedToItsPlayerWithTheLearnedColours() {
        assertTrue(blue.size() >= 2, "the scene has blue figures: " + blue.size());
        assertEquals(0, bluesFound(fixedHues), "fixed hues do not know teal: " + fixedHues.figures());
        assertTrue(bluesFound(learned) >= blue.size() - 1, blue.size() + " blue figures, found " + learned.figures());
    }

    private static FigureColour learnedAs(PlayerColour c, double[] lab) {
        return new FigureColour(c, List.of(lab[0], lab[1], lab[2]), List.of(10.0, 6.0, 6.0), 3);
    }

    /** Blue figures found near a blue figure's foot. */
    private static int bluesFound(Observation o) {
        int n = 0;
        for (FigureTruth t : blue) {
            for (FigureReading f : o.figures()) {
                if (f.colour().equals("blue") && Math.hypot(f.image().get(0) - t.foot().get(0),
                        f.image().get(1) - t.foot().get(1)) < 0.6 * o.lattice().cellPx()) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    /** Blue pixels round each blue figure's foot turned teal, keeping their shading. */
    private static void repaintBlueFiguresTeal(Mat frame, List<FigureTruth> figures) {
        int w = frame.cols();
        int h = frame.rows();
        byte[] bgr = new byte[w * h * 3];
        frame.get(0, 0, bgr);
        int reach = 45;
        for (FigureTruth f : figures) {
            int fx = (int) Math.round(f.foot().get(0));
            int fy = (int) Math.round(f.foot().get(1));
            for (int y = Math.max(0, fy - reach); y < Math.min(h, fy + reach); y++) {
                for (int x = Math.max(0, fx - reach); x < Math.min(w, fx + reach); x++) {
                    int p = 3 * (y * w + x);
                    double b = bgr[p] & 0xFF;
                    double g = bgr[p + 1] & 0xFF;
                    double r = bgr[p + 2] & 0xFF;
                    if (b > 1.5 * r + 10 && b > 1.3 * g && b > 60) {
                        double shade = b / 170.0;
                        bgr[p] = (byte) Math.min(255, Math.round(TEAL_RGB[2] * shade));
                        bgr[p + 1] = (byte) Math.min(255, Math.round(TEAL_RGB[1] * shade));
                        bgr[p + 2] = (byte) Math.min(255, Math.round(TEAL_RGB[0] * shade));
                    }
                }
            }
        }
        frame.put(0, 0, bgr);
    }
}
