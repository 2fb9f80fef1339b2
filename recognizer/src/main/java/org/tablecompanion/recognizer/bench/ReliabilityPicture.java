package org.tablecompanion.recognizer.bench;

import java.util.List;
import java.util.function.Function;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * The reliability diagram of benchmark rows: for each tenth of confidence, the share of the
 * readings told there that is right by the rules, against the confidence they were told at. An
 * honest recognizer's points lie on the diagonal; above it, it says less than it knows; below it,
 * more. Two panels: the reading each cell is told as, and the other readings the cell lists
 * (what a question offers besides). A point's size grows with the readings behind it.
 */
public final class ReliabilityPicture {

    private static final int PANEL = 460;
    private static final int LEFT = 80;
    private static final int TOP = 60;
    private static final int GAP = 110;
    private static final Scalar INK = new Scalar(40, 40, 40);
    private static final Scalar GRID = new Scalar(225, 225, 225);
    /** One colour per row, BGR, in the rows' order (colour-blind safe: Okabe-Ito). */
    static final List<Scalar> COLOURS = List.of(new Scalar(178, 114, 0), new Scalar(0, 94, 213),
            new Scalar(115, 158, 0), new Scalar(167, 121, 204), new Scalar(0, 159, 230), new Scalar(233, 180, 86));

    private ReliabilityPicture() {
    }

    /** The diagram of {@code rows} (at most six), BGR, white ground; the caller releases it. */
    public static Mat paint(List<BenchRow> rows) {
        int width = LEFT + 2 * PANEL + GAP + 40;
        int height = TOP + PANEL + 80 + 26 * rows.size();
        Mat m = new Mat(height, width, CvType.CV_8UC3, new Scalar(255, 255, 255));
        panel(m, LEFT, "the reading told", "confidence told", rows, r -> r.reliability().told());
        panel(m, LEFT + PANEL + GAP, "the other readings offered", "probability offered", rows,
                r -> r.reliability().others());
        int y = TOP + PANEL + 70;
        for (int i = 0; i < rows.size() && i < COLOURS.size(); i++) {
            BenchRow r = rows.get(i);
            int told = r.reliability().told().stream().mapToInt(Reliability.Bin::readings).sum();
            Imgproc.circle(m, new Point(LEFT + 8, y - 5), 6, COLOURS.get(i), -1, Imgproc.LINE_AA);
            text(m, String.format(java.util.Locale.ROOT, "%s %s %s: %d tiles, %d scene%s", label(r.game()),
                    r.difficulty(), r.mode(), told, r.scenes(), r.scenes() == 1 ? "" : "s"), LEFT + 24, y, 0.5);
            y += 26;
        }
        return m;
    }

    private static String label(String game) {
        return game.equals("river") ? "base+River" : game.equals("hg") ? "H&G" : game;
    }

    /** Where a bin's point lies in the panel whose left edge is at {@code left}. */
    static Point at(int left, double confidence, double right) {
        return new Point(left + confidence * PANEL, TOP + PANEL - right * PANEL);
    }

    /** The left edge of the first panel (the told readings). */
    static final int TOLD_PANEL_LEFT = LEFT;

    private static void panel(Mat m, int left, String title, String axis, List<BenchRow> rows,
                              Function<BenchRow, List<Reliability.Bin>> bins) {
        int bottom = TOP + PANEL;
        for (int t = 0; t <= 10; t++) {
            int x = left + t * PANEL / 10;
            int y = bottom - t * PANEL / 10;
            Imgproc.line(m, new Point(x, TOP), new Point(x, bottom), GRID, 1);
            Imgproc.line(m, new Point(left, y), new Point(left + PANEL, y), GRID, 1);
            if (t % 2 == 0) {
                text(m, String.format(java.util.Locale.ROOT, "%.1f", t / 10.0), x - 12, bottom + 20, 0.45);
                text(m, String.format(java.util.Locale.ROOT, "%.1f", t / 10.0), left - 34, y + 5, 0.45);
            }
        }
        Imgproc.rectangle(m, new Point(left, TOP), new Point(left + PANEL, bottom), INK, 1);
        Imgproc.line(m, new Point(left, bottom), new Point(left + PANEL, TOP), new Scalar(150, 150, 150), 1,
                Imgproc.LINE_AA);
        text(m, title, left, TOP - 22, 0.6);
        text(m, axis, left + PANEL / 2 - 60, bottom + 44, 0.5);
        text(m, "right", left - 70, TOP + PANEL / 2 - 8, 0.5);
        text(m, "by the rules", left - 78, TOP + PANEL / 2 + 10, 0.4);
        for (int i = 0; i < rows.size() && i < COLOURS.size(); i++) {
            Point last = null;
            for (Reliability.Bin b : bins.apply(rows.get(i))) {
                Point p = at(left, b.meanConfidence(), b.rightShare());
                if (last != null) {
                    Imgproc.line(m, last, p, COLOURS.get(i), 1, Imgproc.LINE_AA);
                }
                int radius = 3 + (int) Math.round(2 * Math.log10(Math.max(1, b.readings())));
                Imgproc.circle(m, p, radius, COLOURS.get(i), -1, Imgproc.LINE_AA);
                last = p;
            }
        }
    }

    private static void text(Mat m, String s, int x, int y, double scale) {
        Imgproc.putText(m, s, new Point(x, y), Imgproc.FONT_HERSHEY_SIMPLEX, scale, INK, 1, Imgproc.LINE_AA);
    }
}
