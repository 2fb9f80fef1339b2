package org.tablecompanion.recognizer;

import java.util.List;
import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.board.BoardImage;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.board.CellEvidence;
import org.tablecompanion.recognizer.board.TilePose;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.hands.HandSighting;
import org.tablecompanion.recognizer.lattice.LatticeModel;

/** The debugging pictures of the stages. */
final class Overlays {

    private Overlays() {
    }

    /** The fitted lattice lines over the working frame. */
    static Mat lattice(Mat work, LatticeModel model) {
        Mat out = work.clone();
        Vec2 c = model.toBoard(work.cols() / 2.0, work.rows() / 2.0);
        int ci = (int) Math.floor(c.x());
        int cj = (int) Math.floor(c.y());
        double sign = model.boardToImage().w(c.x(), c.y());
        for (int i = ci - 40; i <= ci + 40; i++) {
            for (int j = cj - 40; j <= cj + 40; j++) {
                if (model.boardToImage().w(i, j) * sign <= 0 || model.boardToImage().w(i + 1, j + 1) * sign <= 0) {
                    continue;
                }
                Vec2 a = model.toImage(i, j);
                Vec2 b = model.toImage(i + 1, j);
                Vec2 d = model.toImage(i, j + 1);
                if (!inside(a, work) && !inside(b, work) && !inside(d, work)) {
                    continue;
                }
                Imgproc.line(out, pt(a), pt(b), new Scalar(255, 0, 255), 1, Imgproc.LINE_AA);
                Imgproc.line(out, pt(a), pt(d), new Scalar(255, 0, 255), 1, Imgproc.LINE_AA);
            }
        }
        return out;
    }

    /** Where the board may lie ({@link org.tablecompanion.recognizer.lattice.BoardRegion}): the rest darkened. */
    static Mat region(Mat work, org.tablecompanion.recognizer.lattice.BoardRegion region) {
        Mat out = work.clone();
        byte[] px = new byte[out.cols() * out.rows() * 3];
        out.get(0, 0, px);
        for (int y = 0; y < out.rows(); y++) {
            for (int x = 0; x < out.cols(); x++) {
                if (!region.contains(x, y)) {
                    int k = 3 * (y * out.cols() + x);
                    for (int c = 0; c < 3; c++) {
                        px[k + c] = (byte) ((px[k + c] & 0xff) / 4);
                    }
                }
            }
        }
        out.put(0, 0, px);
        return out;
    }

    /** Occupied cells green, empty cells red. */
    static Mat occupancy(Mat work, LatticeModel model, List<CellEvidence> cells) {
        Mat out = work.clone();
        for (CellEvidence e : cells) {
            Cell c = e.cell();
            MatOfPoint quad = new MatOfPoint(pt(model.toImage(c.i() + 0.1, c.j() + 0.1)),
                    pt(model.toImage(c.i() + 0.9, c.j() + 0.1)), pt(model.toImage(c.i() + 0.9, c.j() + 0.9)),
                    pt(model.toImage(c.i() + 0.1, c.j() + 0.9)));
            Imgproc.polylines(out, List.of(quad), true, e.occupied() ? new Scalar(0, 220, 0) : new Scalar(0, 0, 230),
                    e.occupied() ? 2 : 1, Imgproc.LINE_AA);
            quad.release();
        }
        return out;
    }

    /** The board image with each tile's square. */
    static Mat board(BoardImage board, List<TilePose> poses) {
        Mat out = board.image().clone();
        for (TilePose p : poses) {
            double a = Math.toRadians(p.turnDeg());
            double h = p.side() / 2;
            Point[] corners = new Point[4];
            double[][] local = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
            for (int k = 0; k < 4; k++) {
                corners[k] = new Point(p.centreX() + local[k][0] * Math.cos(a) - local[k][1] * Math.sin(a),
                        p.centreY() + local[k][0] * Math.sin(a) + local[k][1] * Math.cos(a));
            }
            MatOfPoint quad = new MatOfPoint(corners);
            Imgproc.polylines(out, List.of(quad), true, new Scalar(255, 0, 255), 1, Imgproc.LINE_AA);
            quad.release();
        }
        return out;
    }

    /**
     * What the tiles' readings leave unexplained (the figures stage looks for figures there):
     * each such pixel of a tile's picture tinted magenta on the board image, the rest dimmed.
     * A figure missing from the reading is missing here first, or in its colour afterwards.
     */
    static Mat unexplained(BoardImage board, List<TilePose> poses, List<boolean[]> foreign) {
        Mat out = board.image().clone();
        int w = out.cols();
        int h = out.rows();
        byte[] px = new byte[w * h * 3];
        out.get(0, 0, px);
        boolean[] mask = org.tablecompanion.recognizer.figures.FigureFinder.unexplainedOnBoard(w, h, poses, foreign);
        for (int q = 0; q < w * h; q++) {
            for (int c = 0; c < 3; c++) {
                int v = px[3 * q + c] & 0xff;
                // BGR: magenta lifts blue and red, keeps green.
                px[3 * q + c] = (byte) (mask[q] ? (c == 1 ? v / 2 : (v + 255) / 2) : v / 2);
            }
        }
        out.put(0, 0, px);
        return out;
    }

    /**
     * The hand over the board: its outline in orange, each cell it covers crossed, thickly where
     * it hides the cell (not read), thinly where it only caps the reading's confidence.
     */
    static Mat hand(Mat work, LatticeModel model, Optional<HandSighting> hand) {
        Mat out = work.clone();
        if (hand.isEmpty()) {
            return out;
        }
        HandSighting h = hand.get();
        if (!h.outline().isEmpty()) {
            MatOfPoint outline = new MatOfPoint(h.outline().stream().map(Overlays::pt).toArray(Point[]::new));
            Imgproc.polylines(out, List.of(outline), true, new Scalar(0, 140, 255), 3, Imgproc.LINE_AA);
            outline.release();
        }
        h.coverage().forEach((c, share) -> {
            int thickness = share >= Recognizer.HAND_HIDES ? 3 : 1;
            Imgproc.line(out, pt(model.toImage(c.i() + 0.15, c.j() + 0.15)), pt(model.toImage(c.i() + 0.85, c.j() + 0.85)),
                    new Scalar(0, 0, 255), thickness, Imgproc.LINE_AA);
            Imgproc.line(out, pt(model.toImage(c.i() + 0.85, c.j() + 0.15)), pt(model.toImage(c.i() + 0.15, c.j() + 0.85)),
                    new Scalar(0, 0, 255), thickness, Imgproc.LINE_AA);
        });
        Imgproc.putText(out, String.format(java.util.Locale.ROOT, "hand %.0f %%", 100 * h.confidence()),
                new Point(20, 40), Imgproc.FONT_HERSHEY_SIMPLEX, 1.2, new Scalar(0, 140, 255), 2);
        return out;
    }

    static Point pt(Vec2 v) {
        return new Point(v.x(), v.y());
    }

    private static boolean inside(Vec2 p, Mat m) {
        return p.x() >= 0 && p.y() >= 0 && p.x() < m.cols() && p.y() < m.rows();
    }
}
