package org.tablecompanion.calibration.camera;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.testing.FlatLayer;
import org.tablecompanion.calibration.testing.TablePhotographer;
import org.tablecompanion.samples.scene.Camera;

/** Pictures of the printed board on a table, taken by one webcam from many poses. */
final class BoardPhotos {

    static final int WIDTH = 1280;
    static final int HEIGHT = 720;
    static final double HFOV = 70;

    private BoardPhotos() {
    }

    /** The webcam as the scene generator models it, at one pose. */
    static Camera camera(double k1, double k2, double targetX, double targetY, double tilt, double yaw, double distance) {
        return TablePhotographer.camera(WIDTH, HEIGHT, HFOV, k1, k2, targetX, targetY, tilt, yaw, distance);
    }

    /** {@code count} pictures of the board (centred on the table origin) from varied poses. */
    static List<Mat> take(CharucoBoardSpec spec, double k1, double k2, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Mat board = CharucoSheet.boardImage(spec, 8);
        List<Mat> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            double tilt = 5 + random.nextDouble() * 35;
            double yaw = random.nextDouble() * 360;
            double distance = 330 + random.nextDouble() * 170;
            double ox = (random.nextDouble() - 0.5) * 170;
            double oy = (random.nextDouble() - 0.5) * 110;
            TablePhotographer photographer = new TablePhotographer(camera(k1, k2, ox, oy, tilt, yaw, distance));
            out.add(photographer.photograph(new Scalar(90, 120, 150),
                    List.of(new FlatLayer(paper(board), 0, 0, 8, 0)), new double[] {1, 1, 1}, 0.95, 0.7, 2.0, seed + i));
        }
        board.release();
        return out;
    }

    /** The board with a white paper margin round it. */
    private static Mat paper(Mat board) {
        Mat out = new Mat();
        org.opencv.core.Core.copyMakeBorder(board, out, 80, 80, 80, 80, org.opencv.core.Core.BORDER_CONSTANT,
                new Scalar(255, 255, 255));
        return out;
    }
}
