package org.tablecompanion.ui.app.live;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.recognizer.observation.LatticeView;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.OverlayPainter;
import org.tablecompanion.recognizer.observation.TileReading;

/**
 * A frame as the live view shows it, made off the JavaFX thread: the recognizer's overlay (tile
 * outlines with ids and rotations, unsure tiles in orange, figures as rings in their colours) and
 * the squares an open question is about, outlined in magenta; shrunk to a width the window can
 * show, then turned into a JavaFX image.
 */
public final class OverlayImages {

    /** Frames wider than this are shrunk before they become images (the view is never wider). */
    static final int MAX_WIDTH = 1280;
    private static final Scalar ASKED = new Scalar(255, 0, 255);

    private OverlayImages() {
    }

    /**
     * The frame with the overlay drawn over it.
     *
     * @param frame BGR, left untouched
     * @param seen what the recognizer saw in it, if it looked
     * @param asked game squares an open question is about
     * @param board the game's board, to find where those squares lie in the frame
     */
    public static Image of(Mat frame, Optional<Observation> seen, Collection<Position> asked, Board board) {
        Mat drawn = seen.map(o -> OverlayPainter.paint(frame, o)).orElseGet(frame::clone);
        try {
            if (seen.isPresent() && !asked.isEmpty()) {
                outline(drawn, seen.get(), asked, board);
            }
            return image(drawn);
        } finally {
            drawn.release();
        }
    }

    private static void outline(Mat drawn, Observation o, Collection<Position> asked, Board board) {
        BoardAlignment align = BoardAlignment.of(o.tiles(), board);
        for (Position square : asked) {
            Position cell = align.toPhoto(square);
            List<Point> quad = corners(o, cell);
            if (quad.size() != 4) {
                continue;
            }
            MatOfPoint m = new MatOfPoint(quad.toArray(new Point[0]));
            Imgproc.polylines(drawn, List.of(m), true, new Scalar(0, 0, 0), 7, Imgproc.LINE_AA);
            Imgproc.polylines(drawn, List.of(m), true, ASKED, 4, Imgproc.LINE_AA);
            m.release();
        }
    }

    /** A cell's corners in the frame: the tile's own outline if one was seen there, else the lattice's cell. */
    static List<Point> corners(Observation o, Position cell) {
        for (TileReading t : o.tiles()) {
            if (t.x() == cell.x() && t.y() == cell.y() && t.corners().size() == 4) {
                List<Point> pts = new ArrayList<>();
                t.corners().forEach(c -> pts.add(new Point(c.get(0), c.get(1))));
                return pts;
            }
        }
        LatticeView l = o.lattice();
        if (!l.found() || l.boardToImage().size() != 3) {
            return List.of();
        }
        List<Point> pts = new ArrayList<>();
        double[][] uv = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
        for (double[] d : uv) {
            double x = cell.x() + d[0];
            double y = cell.y() + d[1];
            List<List<Double>> h = l.boardToImage();
            double w = h.get(2).get(0) * x + h.get(2).get(1) * y + h.get(2).get(2);
            if (Math.abs(w) < 1e-12) {
                return List.of();
            }
            pts.add(new Point((h.get(0).get(0) * x + h.get(0).get(1) * y + h.get(0).get(2)) / w,
                    (h.get(1).get(0) * x + h.get(1).get(1) * y + h.get(1).get(2)) / w));
        }
        return pts;
    }

    /** A BGR picture as a JavaFX image, shrunk to at most {@link #MAX_WIDTH} wide. Any thread. */
    public static Image image(Mat bgr) {
        Mat small = bgr;
        if (bgr.cols() > MAX_WIDTH) {
            small = new Mat();
            double s = MAX_WIDTH / (double) bgr.cols();
            Imgproc.resize(bgr, small, new Size(), s, s, Imgproc.INTER_AREA);
        }
        Mat bgra = new Mat();
        int code = small.channels() == 1 ? Imgproc.COLOR_GRAY2BGRA : Imgproc.COLOR_BGR2BGRA;
        Imgproc.cvtColor(small, bgra, code);
        int w = bgra.cols();
        int h = bgra.rows();
        byte[] px = new byte[w * h * 4];
        bgra.get(0, 0, px);
        bgra.release();
        if (small != bgr) {
            small.release();
        }
        WritableImage img = new WritableImage(w, h);
        img.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getByteBgraInstance(), px, 0, w * 4);
        return img;
    }
}
