package org.tablecompanion.samples.render;

import java.util.Map;

import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Animal;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * The contact sheet's last rows: every figure picture in every player colour on a strip of
 * grass, then the animal pictures and the power badges at a readable size.
 */
final class FigureSheet {

    static final int ROWS = 3;

    private FigureSheet() {
    }

    static int rowHeight(int tileSize) {
        return (int) Math.round(tileSize * 0.9);
    }

    static void draw(Mat sheet, Rect area, int tileSize) {
        FigureRenderer figures = new FigureRenderer();
        int row = rowHeight(tileSize);
        Mat panel = sheet.submat(area);
        Imgproc.rectangle(panel, new Point(0, 0), new Point(area.width, area.height), new Scalar(70, 150, 110), -1);
        double height = tileSize * 0.42;
        FigurePicture[] pictures = FigurePicture.values();
        PlayerColour[] colours = PlayerColour.values();
        double slot = (double) area.width / (colours.length * 2.5 + 1);
        // row 1: meeples standing and lying; row 2: tribe members standing and lying, and huts
        for (int c = 0; c < colours.length; c++) {
            double x0 = slot * (0.8 + c * 2.5);
            figures.draw(panel, FigurePicture.MEEPLE_STANDING, colours[c], new Point(x0, row * 0.8), height, 0);
            figures.draw(panel, FigurePicture.MEEPLE_LYING, colours[c], new Point(x0 + slot * 1.2, row * 0.55), height,
                    c * 45);
            figures.draw(panel, FigurePicture.TRIBE_MEMBER_STANDING, colours[c], new Point(x0, row * 1.8), height, 0);
            figures.draw(panel, FigurePicture.TRIBE_MEMBER_LYING, colours[c], new Point(x0 + slot * 1.2, row * 1.4),
                    height, 180 - c * 30);
            figures.draw(panel, FigurePicture.HUT, colours[c], new Point(x0 + slot * 1.2, row * 1.95), height * 0.7, 0);
        }
        // row 3: the animals and the powers
        int i = 0;
        double step = (double) area.width / 15;
        for (Map.Entry<Animal, Integer> e : AnimalPainter.pictures()) {
            AnimalPainter.draw(panel, e.getKey(), e.getValue(), new Point(step * (0.75 + i), row * 2.45),
                    tileSize * 0.5, false);
            i++;
        }
        for (Power power : Power.values()) {
            PowerPainter.badge(panel, power, new Point(step * (0.75 + i), row * 2.45), tileSize * 0.2);
            i++;
        }
        panel.release();
        if (pictures.length == 0) {
            throw new IllegalStateException("no figure pictures");
        }
    }
}
