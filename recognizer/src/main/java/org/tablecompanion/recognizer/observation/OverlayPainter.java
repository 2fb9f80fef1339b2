package org.tablecompanion.recognizer.observation;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Draws an observation over its frame: every tile's outline with its id and rotation (an arrow
 * points to the tile's own north), unsure tiles in orange with a thicker outline, figures as
 * rings in their player's colour with the feature they stand on, a hand over the board as its
 * outline in magenta with its confidence.
 */
public final class OverlayPainter {

    private OverlayPainter() {
    }

    /** A copy of the frame with the observation drawn over it. */
    public static Mat paint(Mat frame, Observation o) {
        Mat out = frame.clone();
        java.util.Set<String> unsure = new java.util.HashSet<>();
        for (Unsure u : o.unsure()) {
            if (u.what().equals("tile")) {
                unsure.add(u.x() + "," + u.y());
            }
        }
        double scale = Math.max(0.35, o.lattice().cellPx() / 150.0);
        for (TileReading t : o.tiles()) {
            boolean doubt = unsure.contains(t.x() + "," + t.y());
            Scalar colour = doubt ? new Scalar(0, 140, 255) : new Scalar(255, 255, 255);
            List<Point> pts = new ArrayList<>();
            for (List<Double> c : t.corners()) {
                pts.add(new Point(c.get(0), c.get(1)));
            }
            MatOfPoint quad = new MatOfPoint(pts.toArray(new Point[0]));
            Imgproc.polylines(out, List.of(quad), true, colour, doubt ? 3 : 1, Imgproc.LINE_AA);
            quad.release();
            Point centre = new Point(pts.stream().mapToDouble(p -> p.x).average().orElse(0),
                    pts.stream().mapToDouble(p -> p.y).average().orElse(0));
            // The tile's own north: the midpoint of the side it is turned to.
            int side = (4 - t.rotation() / 90) % 4;
            Point a = pts.get(side);
            Point b = pts.get((side + 1) % 4);
            Point north = new Point((a.x + b.x) / 2, (a.y + b.y) / 2);
            Point tip = new Point(centre.x + (north.x - centre.x) * 0.6, centre.y + (north.y - centre.y) * 0.6);
            Imgproc.arrowedLine(out, centre, tip, colour, 1, Imgproc.LINE_AA, 0, 0.25);
            String label = t.tile() + (t.rotation() == 0 ? "" : " " + t.rotation());
            Point at = new Point(centre.x - 4 * scale * label.length(), centre.y + 14 * scale);
            Imgproc.putText(out, label, at, Imgproc.FONT_HERSHEY_SIMPLEX, 0.45 * scale, new Scalar(0, 0, 0),
                    3, Imgproc.LINE_AA);
            Imgproc.putText(out, label, at, Imgproc.FONT_HERSHEY_SIMPLEX, 0.45 * scale, colour, 1, Imgproc.LINE_AA);
        }
        for (FigureReading f : o.figures()) {
            Point p = new Point(f.image().get(0), f.image().get(1));
            Scalar c = colour(f.colour());
            Imgproc.circle(out, p, (int) Math.round(9 * scale + 3), new Scalar(0, 0, 0), 3, Imgproc.LINE_AA);
            Imgproc.circle(out, p, (int) Math.round(9 * scale + 3), c, 2, Imgproc.LINE_AA);
            String label = f.kind().charAt(0) + " " + f.terrain();
            Point at = new Point(p.x + 10 * scale + 4, p.y - 4);
            Imgproc.putText(out, label, at, Imgproc.FONT_HERSHEY_SIMPLEX, 0.4 * scale, new Scalar(0, 0, 0), 3,
                    Imgproc.LINE_AA);
            Imgproc.putText(out, label, at, Imgproc.FONT_HERSHEY_SIMPLEX, 0.4 * scale, c, 1, Imgproc.LINE_AA);
        }
        for (HandReading h : o.hands()) {
            if (h.outline().isEmpty()) {
                continue;
            }
            MatOfPoint outline = new MatOfPoint(h.outline().stream().map(p -> new Point(p.get(0), p.get(1)))
                    .toArray(Point[]::new));
            Imgproc.polylines(out, List.of(outline), true, new Scalar(255, 0, 255), 3, Imgproc.LINE_AA);
            outline.release();
            List<Double> first = h.outline().get(0);
            String label = String.format(java.util.Locale.ROOT, "hand %.0f %%", 100 * h.confidence());
            Imgproc.putText(out, label, new Point(first.get(0), first.get(1) - 8), Imgproc.FONT_HERSHEY_SIMPLEX,
                    0.6 * scale + 0.3, new Scalar(255, 0, 255), 2, Imgproc.LINE_AA);
        }
        return out;
    }

    static Scalar colour(String name) {
        return switch (name) {
            case "red" -> new Scalar(40, 40, 230);
            case "blue" -> new Scalar(230, 110, 40);
            case "yellow" -> new Scalar(30, 220, 250);
            case "green" -> new Scalar(60, 200, 60);
            case "black" -> new Scalar(20, 20, 20);
            case "grey" -> new Scalar(170, 170, 170);
            case "pink" -> new Scalar(190, 140, 250);
            case "purple" -> new Scalar(160, 60, 130);
            default -> new Scalar(255, 255, 255);
        };
    }
}
