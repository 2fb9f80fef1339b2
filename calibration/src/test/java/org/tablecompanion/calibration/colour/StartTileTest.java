package org.tablecompanion.calibration.colour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.teach.GuidePhotos;
import org.tablecompanion.calibration.teach.ScanImporter;
import org.tablecompanion.calibration.testing.FlatLayer;
import org.tablecompanion.calibration.testing.TablePhotographer;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;

class StartTileTest {

    private static final Catalog BASE = Catalogs.builtIn("base");
    private static final double[] COOL = {1.2, 1.0, 0.82};

    static {
        OpenCvLibrary.load();
    }

    /** The start tile lying alone on the table, turned a quarter and a bit, under a cool lamp. */
    private static Mat photo(Mat tile) {
        TablePhotographer p = new TablePhotographer(TablePhotographer.camera(1280, 720, 60, -0.05, 0, 0, 0, 10, 0, 300));
        return p.photograph(new Scalar(70, 110, 150), List.of(new FlatLayer(tile, 0, 0, tile.cols() / 45.0, 93)), COOL,
                0.9, 0.7, 2.0, 4);
    }

    @Test
    void theStartTileGivesTheCastBack() {
        Mat start = new GuidePhotos(BASE).tile(BASE.startTile());
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat photo = photo(start);
        Mat lone = ScanImporter.loneTile(photo);
        photo.release();
        ColourCorrection c = WhiteBalance.fromTilePicture(lone, start);
        lone.release();
        start.release();
        assertEquals(ColourReference.START_TILE, c.reference());
        assertEquals(1 / COOL[0], c.gains()[0], 0.04);
        assertEquals(1 / COOL[2], c.gains()[2], 0.04);
    }

    @Test
    void anotherTileIsRefused() {
        GuidePhotos art = new GuidePhotos(BASE);
        Mat other = art.tile(BASE.tiles().stream().filter(t -> !t.id().equals(BASE.startTile())
                && t.features().size() > 3).findFirst().orElseThrow().id());
        Mat photo = photo(other);
        Mat lone = ScanImporter.loneTile(photo);
        photo.release();
        Mat start = art.tile(BASE.startTile());
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> WhiteBalance.fromTilePicture(lone, start));
        lone.release();
        start.release();
        other.release();
        assertTrue(e.getMessage().contains("does not look like the start tile"), e.getMessage());
    }
}
