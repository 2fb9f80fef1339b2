package org.tablecompanion.calibration.opencv;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * The finalizer race every OpenCV call of ours is written against, shown under GC pressure (a
 * thread collecting and finalizing without pause). A polygon built inline for {@code fillPoly}
 * is unreachable once its wrapper's native address is read, and its finalizer can free it while
 * OpenCV copies it: OpenCV then fails with {@code 0 <= _dims} in {@code Mat::setSize}, as a CI
 * run did while rendering tiles. Held in a local and released after the call, it cannot be.
 * Too slow for every build (a minute): run with {@code -Dtablecompanion.stress=true}; the counts
 * go to {@code target/finalizer-race.txt}.
 */
@EnabledIfSystemProperty(named = "tablecompanion.stress", matches = "true")
class FinalizerRaceTest {

    private static final long SECONDS = Long.getLong("tablecompanion.stress.seconds", 30);

    @Test
    void aPolygonHeldUntilTheCallReturnsIsNeverFreedMidCall() throws IOException {
        OpenCvLibrary.load();
        String inline = run(false);
        String held = run(true);
        Files.writeString(Path.of("target", "finalizer-race.txt"), inline + "\n" + held + "\n");
        assertFalse(held.contains("failed"), held);
    }

    /** Fills polygons for {@link #SECONDS} with the collector running; what happened, in a line. */
    private static String run(boolean holding) {
        Thread collector = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                System.gc();
                System.runFinalization();
            }
        });
        collector.setDaemon(true);
        collector.start();
        Mat image = new Mat(200, 200, CvType.CV_8UC3, new Scalar(0));
        long calls = 0;
        long end = System.nanoTime() + SECONDS * 1_000_000_000L;
        String how = holding ? "held and released" : "built inline";
        try {
            while (System.nanoTime() < end) {
                if (holding) {
                    MatOfPoint polygon = polygon(calls);
                    Imgproc.fillPoly(image, List.of(polygon), new Scalar(255, 0, 0), Imgproc.LINE_AA, 0, new Point(0, 0));
                    polygon.release();
                } else {
                    fillInline(image, calls);
                }
                calls++;
            }
            return String.format(Locale.ROOT, "%s: no failure in %d calls (%d s)", how, calls, SECONDS);
        } catch (RuntimeException e) {
            return String.format(Locale.ROOT, "%s: failed after %d calls: %s", how, calls,
                    e.getMessage().lines().filter(l -> l.contains("error")).findFirst().orElse(e.toString()));
        } finally {
            collector.interrupt();
            image.release();
        }
    }

    /** The fault on purpose: the polygon is built in the call, so nothing holds it. */
    private static void fillInline(Mat image, long k) {
        Imgproc.fillPoly(image, List.of(polygon(k)), new Scalar(255, 0, 0), Imgproc.LINE_AA, 0, new Point(0, 0));
    }

    private static MatOfPoint polygon(long k) {
        Point[] p = new Point[12];
        for (int i = 0; i < p.length; i++) {
            double a = i * 2 * Math.PI / p.length + k;
            p[i] = new Point(100 + 80 * Math.cos(a), 100 + 80 * Math.sin(a));
        }
        return new MatOfPoint(p);
    }
}
