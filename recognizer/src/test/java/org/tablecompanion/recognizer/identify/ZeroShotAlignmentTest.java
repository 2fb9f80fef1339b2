package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

/**
 * Zero-shot reading of framed pictures ({@link TileMatcher#matchLoose}): a tile laid a little
 * off its cell is read where it lies, and what a hand hides is no evidence. Every tile of the
 * base game is on the board, so the matcher learns the colours as it does from a photo.
 */
class ZeroShotAlignmentTest {

    private static final int SIDE = TilePictures.DETAIL + 2 * TileMatcher.MARGIN;
    private static Catalog base;
    private static ZeroShotMatcher matcher;

    @BeforeAll
    static void load() {
        OpenCvNative.load();
        base = Catalogs.builtIn("base");
        matcher = new ZeroShotMatcher(base);
    }

    /** The framed picture of a cell where the tile lies {@code dx, dy} pixels off, on a grey table. */
    private static Mat framed(TileType t, int dx, int dy) {
        Mat print = new TileRenderer().render(t, Rotation.R0, 256, 1, TileStyle.forCatalog(base));
        Mat picture = new Mat(SIDE, SIDE, org.opencv.core.CvType.CV_8UC3, new Scalar(190, 195, 200));
        Mat tile = new Mat();
        Imgproc.resize(print, tile, new Size(TilePictures.DETAIL, TilePictures.DETAIL), 0, 0, Imgproc.INTER_AREA);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat window = picture.submat(new Rect(TileMatcher.MARGIN + dx, TileMatcher.MARGIN + dy, TilePictures.DETAIL,
                TilePictures.DETAIL));
        tile.copyTo(window);
        window.release();
        print.release();
        tile.release();
        return picture;
    }

    private static Patch patch(Mat picture) {
        return Patch.of(picture, SIDE, TilePictures.BLUR);
    }

    /** Every base tile in the middle of its picture, then the tiles {@code off} laid off their cells. */
    private static List<Patch> board(List<String> off, int[][] offsets) {
        List<Patch> out = new ArrayList<>();
        for (TileType t : base.tiles()) {
            Mat m = framed(t, 0, 0);
            out.add(patch(m));
            m.release();
        }
        for (int k = 0; k < off.size(); k++) {
            Mat m = framed(base.byId().get(off.get(k)), offsets[k][0], offsets[k][1]);
            out.add(patch(m));
            m.release();
        }
        return out;
    }

    @Test
    void tilesLaidOffTheirCellsAreReadWhereTheyLie() {
        // Crossroads and junctions whose thin roads a few pixels off fit none of their readings.
        List<String> off = List.of("X", "W", "V");
        int[][] offsets = {{5, -5}, {-6, 4}, {6, 6}};
        List<Patch> framed = board(off, offsets);
        MatchResult r = matcher.matchLoose(framed, Collections.nCopies(framed.size(), null));
        int first = base.tiles().size();
        for (int k = 0; k < off.size(); k++) {
            assertEquals(off.get(k), r.candidates().get(first + k).get(0).tileId(), "tile " + off.get(k));
            assertEquals(offsets[k][0], r.shifts().get(first + k).x(), 2.0, "x shift of " + off.get(k));
            assertEquals(offsets[k][1], r.shifts().get(first + k).y(), 2.0, "y shift of " + off.get(k));
        }
    }

    @Test
    void tilesInTheMiddleOfTheirCellsStayThere() {
        List<Patch> framed = board(List.of(), new int[0][]);
        MatchResult r = matcher.matchLoose(framed, Collections.nCopies(framed.size(), null));
        for (int k = 0; k < framed.size(); k++) {
            assertEquals(0.0, r.shifts().get(k).length(), 1e-9, "tile " + base.tiles().get(k).id());
        }
    }

    @Test
    void whatAHandHidesIsNoEvidenceForACity() {
        // A crossroads whose northern arm a fingertip covers: the skin's colour is a city's.
        List<Patch> framed = board(List.of(), new int[0][]);
        TileType x = base.byId().get("X");
        Mat m = framed(x, 0, 0);
        Point from = new Point(0, 0);
        Point to = new Point(SIDE - 1, TileMatcher.MARGIN + 0.35 * TilePictures.DETAIL);
        Imgproc.rectangle(m, from, to, new Scalar(120, 150, 205), -1);
        framed.add(patch(m));
        m.release();
        boolean[] hidden = new boolean[SIDE * SIDE];
        for (int y = 0; y <= (int) to.y; y++) {
            for (int xx = 0; xx < SIDE; xx++) {
                hidden[y * SIDE + xx] = true;
            }
        }
        List<boolean[]> hides = new ArrayList<>(Collections.nCopies(framed.size() - 1, null));
        hides.add(hidden);
        MatchResult r = matcher.matchLoose(framed, hides);
        List<Candidate> read = r.candidates().get(framed.size() - 1);
        // The three arms in view say X or W; nothing in view says city.
        String best = read.get(0).tileId();
        assertEquals(true, best.equals("X") || best.equals("W"), "read " + read.subList(0, 3));
        boolean[] figures = r.foreign().get(framed.size() - 1);
        for (int p = 0; p < figures.length; p++) {
            assertEquals(false, figures[p] && p / TilePictures.SIZE < 8, "skin taken for a figure at " + p);
        }
    }
}
