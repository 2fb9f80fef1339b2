package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.geometry.Vec2;

/** A small board alone on the table, found by its colour against the table's. */
class TableOutlineTest {

    private static final Scalar WOOD = new Scalar(70, 110, 160);
    private static final Scalar MEADOW = new Scalar(60, 170, 120);
    private static final Scalar RIVER = new Scalar(200, 120, 50);

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /** A 1080p table with tiles of {@code side} pixels laid in a block turned by {@code degrees}. */
    private static Mat table(Vec2 corner, double side, int across, int down, double degrees) {
        return table(corner, side, across, down, degrees, -1, -1);
    }

    /** The same with the tile at ({@code emptyI}, {@code emptyJ}) left out. */
    private static Mat table(Vec2 corner, double side, int across, int down, double degrees, int emptyI, int emptyJ) {
        Mat m = new Mat(1080, 1920, CvType.CV_8UC3, WOOD);
        double a = Math.toRadians(degrees);
        Vec2 u = new Vec2(Math.cos(a) * side, Math.sin(a) * side);
        Vec2 v = new Vec2(-Math.sin(a) * side, Math.cos(a) * side);
        for (int i = 0; i < across; i++) {
            for (int j = 0; j < down; j++) {
                if (i == emptyI && j == emptyJ) {
                    continue;
                }
                Vec2 p = corner.plus(u.times(i)).plus(v.times(j));
                fill(m, List.of(p, p.plus(u), p.plus(u).plus(v), p.plus(v)), MEADOW);
                // A river across each tile, as tiles' art splits their fields.
                Vec2 from = p.plus(u.times(0.5));
                Vec2 to = from.plus(v);
                Imgproc.line(m, new Point(from.x(), from.y()), new Point(to.x(), to.y()), RIVER, (int) (side / 10));
            }
        }
        return m;
    }

    private static void fill(Mat m, List<Vec2> corners, Scalar colour) {
        MatOfPoint polygon = new MatOfPoint(corners.stream().map(p -> new Point(p.x(), p.y())).toArray(Point[]::new));
        Imgproc.fillConvexPoly(m, polygon, colour);
        polygon.release();
    }

    private static double nearest(Vec2[] found, Vec2 p) {
        double best = Double.MAX_VALUE;
        for (Vec2 f : found) {
            best = Math.min(best, f.distance(p));
        }
        return best;
    }

    @Test
    void aTileAloneIsOutlinedAtItsCorners() {
        Mat m = table(new Vec2(900, 480), 90, 1, 1, 20);
        Optional<Vec2[]> found = TableOutline.smallBoard(m);
        m.release();
        assertCornersOfSquare(found, new Vec2(900, 480), 90, 20, 4);
    }

    /**
     * Three tiles in an L fill three quarters of a square; their hull cuts its fourth corner
     * off, and the outline is the square again, so that it divides into the tiles.
     */
    @Test
    void anLOfThreeTilesIsOutlinedAsTheSquareItFills() {
        Mat m = table(new Vec2(880, 440), 90, 2, 2, 15, 1, 1);
        Optional<Vec2[]> found = TableOutline.smallBoard(m);
        m.release();
        assertCornersOfSquare(found, new Vec2(880, 440), 180, 15, 6);
    }

    /** An outline found, each corner of the square at {@code corner}, {@code side} px turned by {@code degrees}, within {@code px}. */
    private static void assertCornersOfSquare(Optional<Vec2[]> found, Vec2 corner, double side, double degrees,
                                              double px) {
        assertTrue(found.isPresent());
        double a = Math.toRadians(degrees);
        Vec2 u = new Vec2(Math.cos(a) * side, Math.sin(a) * side);
        Vec2 v = new Vec2(-Math.sin(a) * side, Math.cos(a) * side);
        for (Vec2 truth : List.of(corner, corner.plus(u), corner.plus(u).plus(v), corner.plus(v))) {
            assertTrue(nearest(found.get(), truth) < px, truth + " not among " + List.of(found.get()));
        }
    }

    @Test
    void twoTilesInARowDivideIntoTwoCells() {
        Mat m = table(new Vec2(800, 480), 90, 2, 1, -10);
        Vec2[] found = TableOutline.smallBoard(m).orElseThrow();
        m.release();
        List<TableOutline.Division> divisions = TableOutline.divisions(found, 1920, 1080);
        assertTrue(divisions.stream().anyMatch(d -> d.across() * d.down() == 2 && d.across() != d.down()),
                divisions.toString());
        assertTrue(divisions.stream().noneMatch(d -> d.across() == d.down()), divisions.toString());
    }

    @Test
    void aSquareOutlineIsOneTileOrFour() {
        assertEquals(List.of("1x1", "2x2"), ways(table(new Vec2(900, 480), 90, 1, 1, 0)));
    }

    /** Four tiles in an L fill a rectangle of 3 by 2, which may be divided into its six squares. */
    @Test
    void aThreeByTwoOutlineMayBeSixSquares() {
        List<String> ways = ways(table(new Vec2(800, 440), 90, 3, 2, 0));
        assertTrue(ways.contains("3x2"), ways.toString());
    }

    /** The divisions of the small board outlined on a painted table ("3x2"), the table released. */
    private static List<String> ways(Mat m) {
        Vec2[] found = TableOutline.smallBoard(m).orElseThrow();
        m.release();
        return TableOutline.divisions(found, 1920, 1080).stream().map(d -> d.across() + "x" + d.down()).toList();
    }

    @Test
    void twoTilesApartAreNoSmallBoard() {
        Mat m = table(new Vec2(500, 480), 90, 1, 1, 0);
        fill(m, List.of(new Vec2(1300, 400), new Vec2(1390, 400), new Vec2(1390, 490), new Vec2(1300, 490)), MEADOW);
        Optional<Vec2[]> found = TableOutline.smallBoard(m);
        m.release();
        assertTrue(found.isEmpty());
    }

    @Test
    void aBareTableHasNoSmallBoard() {
        Mat m = new Mat(1080, 1920, CvType.CV_8UC3, WOOD);
        Optional<Vec2[]> found = TableOutline.smallBoard(m);
        m.release();
        assertTrue(found.isEmpty());
    }
}
