package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

/**
 * Tiles laid a few pixels off their cells, read from pictures framed with a margin: the pack
 * matcher finds where each lies and reads it there.
 */
class PackAlignmentTest {

    private static Catalog base;
    private static Map<String, Mat> prints;
    private static PackMatcher matcher;

    @BeforeAll
    static void pack() {
        OpenCvNative.load();
        base = Catalogs.builtIn("base");
        TileRenderer renderer = new TileRenderer();
        prints = new HashMap<>();
        for (TileType t : base.tiles()) {
            prints.put(t.id(), renderer.render(t, Rotation.R0, 256, 1, TileStyle.forCatalog(base)));
        }
        matcher = new PackMatcher(new AppearancePack(Path.of("<memory>"), PackInfo.of("base", "prints", 256), prints),
                base);
    }

    /** The framed picture of a cell where the tile lies {@code dx, dy} pixels off, on a grey table. */
    private static Patch framed(String id, int dx, int dy) {
        int side = TilePictures.DETAIL + 2 * TileMatcher.MARGIN;
        Mat picture = new Mat(side, side, org.opencv.core.CvType.CV_8UC3, new Scalar(190, 195, 200));
        Mat tile = new Mat();
        Imgproc.resize(prints.get(id), tile, new Size(TilePictures.DETAIL, TilePictures.DETAIL), 0, 0,
                Imgproc.INTER_AREA);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat window = picture.submat(new Rect(TileMatcher.MARGIN + dx, TileMatcher.MARGIN + dy, TilePictures.DETAIL,
                TilePictures.DETAIL));
        tile.copyTo(window);
        window.release();
        Patch p = Patch.of(picture, side, TilePictures.BLUR);
        picture.release();
        tile.release();
        return p;
    }

    @Test
    void tilesLaidOffTheirCellsAreReadWhereTheyLie() {
        // A city cap and a road (D), the cap without the road (E) and others whose roads and
        // walls would be paid for twice if compared a sixteenth of a tile off.
        List<String> ids = List.of("D", "E", "J", "M", "I", "X", "W", "U");
        int[][] offsets = {{4, 0}, {0, -4}, {-3, 3}, {3, 2}, {-4, -1}, {2, -3}, {-2, 4}, {4, 4}};
        List<Patch> framed = new java.util.ArrayList<>();
        for (int k = 0; k < ids.size(); k++) {
            framed.add(framed(ids.get(k), offsets[k][0], offsets[k][1]));
        }
        MatchResult r = matcher.matchLoose(framed);
        for (int k = 0; k < ids.size(); k++) {
            assertEquals(ids.get(k), r.candidates().get(k).get(0).tileId(), "tile " + ids.get(k));
            Vec2 shift = r.shifts().get(k);
            assertEquals(offsets[k][0], shift.x(), 1.0, "x shift of " + ids.get(k));
            assertEquals(offsets[k][1], shift.y(), 1.0, "y shift of " + ids.get(k));
        }
    }

    @Test
    void aSquareNoPictureFitsIsNotRead() {
        // A sleeve over the board: an even skin-brown square with a darker band.
        int side = TilePictures.DETAIL + 2 * TileMatcher.MARGIN;
        Mat sleeve = new Mat(side, side, org.opencv.core.CvType.CV_8UC3, new Scalar(120, 150, 200));
        Mat band = sleeve.submat(new Rect(0, 30, side, 20));
        band.setTo(new Scalar(60, 80, 120));
        band.release();
        Patch p = Patch.of(sleeve, side, TilePictures.BLUR);
        sleeve.release();
        MatchResult r = matcher.matchLoose(List.of(framed("D", 0, 0), p));
        assertEquals("D", r.candidates().get(0).get(0).tileId());
        assertEquals(List.of(), r.candidates().get(1));
    }
}
