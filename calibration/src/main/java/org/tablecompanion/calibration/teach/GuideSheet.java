package org.tablecompanion.calibration.teach;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.print.Sheet;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.calibration.table.MarkerSheet;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;

/**
 * The printable layout guide: per batch an A4 landscape page with the corner markers and, in
 * each slot, a pale sketch of the tile that goes there (its terrains as the catalog lays them
 * out, north up) and its id, so the players can find each tile and turn it the right way.
 */
public final class GuideSheet {

    /** Side of the sketch in a slot. */
    static final double SKETCH_MM = 36;

    private GuideSheet() {
    }

    public static List<Sheet> sheets(Catalog catalog) {
        List<GuideLayout.Batch> batches = GuideLayout.batches(catalog);
        List<Sheet> out = new ArrayList<>();
        for (GuideLayout.Batch b : batches) {
            out.add(sheet(catalog, b, batches.size()));
        }
        return out;
    }

    public static Sheet sheet(Catalog catalog, GuideLayout.Batch batch, int batches) {
        Sheet s = new Sheet(GuideLayout.PAGE_W, GuideLayout.PAGE_H, Sheet.DEFAULT_PX_PER_MM);
        for (int corner = 0; corner < 4; corner++) {
            ImagePoint nw = GuideLayout.markerCorners(corner).get(0);
            Mat m = MarkerSheet.marker(GuideLayout.DICTIONARY, batch.markerIds().get(corner), s.px(GuideLayout.MARKER_MM));
            s.image(m, nw.x(), nw.y(), GuideLayout.MARKER_MM);
            m.release();
        }
        for (GuideLayout.Slot slot : batch.slots()) {
            TileType tile = catalog.require(slot.tileId());
            // Smaller than a tile, so a tile laid a few millimetres off still hides it: the cutter
            // finds the tile's edges against plain paper.
            double inset = (GuideLayout.SLOT_MM - SKETCH_MM) / 2;
            Mat sketch = sketch(tile, s.px(SKETCH_MM));
            s.image(sketch, slot.xMm() + inset, slot.yMm() + inset, SKETCH_MM);
            sketch.release();
            s.outline(slot.xMm(), slot.yMm(), GuideLayout.SLOT_MM, GuideLayout.SLOT_MM, 0.15, new Scalar(150, 150, 150));
            s.text(slot.xMm(), slot.yMm() + GuideLayout.SLOT_MM + 4.5, 8, slot.tileId());
        }
        s.text(34, GuideLayout.PAGE_H - 8, 9, "Table companion teach mode: catalog " + catalog.id() + ", batch "
                + (batch.index() + 1) + " of " + batches + ". Lay each tile on its sketch, north up, then photograph "
                + "the whole page.");
        return s;
    }

    /** A pale picture of the tile's terrains, north up, with a small arrow at the north edge. */
    static Mat sketch(TileType tile, int sizePx) {
        TileGeometry g = TileLayout.layout(tile);
        int[] grid = g.featureGrid(sizePx, sizePx);
        byte[] bgr = new byte[sizePx * sizePx * 3];
        for (int i = 0; i < grid.length; i++) {
            double[] c = pale(grid[i] < 0 ? Terrain.FIELD : tile.feature(grid[i]).terrain());
            bgr[3 * i] = (byte) c[0];
            bgr[3 * i + 1] = (byte) c[1];
            bgr[3 * i + 2] = (byte) c[2];
        }
        Mat m = new Mat(sizePx, sizePx, CvType.CV_8UC3);
        m.put(0, 0, bgr);
        double h = sizePx;
        Imgproc.arrowedLine(m, new Point(h / 2, h * 0.22), new Point(h / 2, h * 0.04), new Scalar(90, 90, 90),
                Math.max(1, sizePx / 120), Imgproc.LINE_AA, 0, 0.35);
        return m;
    }

    private static double[] pale(Terrain t) {
        return switch (t) {
            case CITY -> new double[] {200, 215, 240};
            case ROAD -> new double[] {250, 250, 250};
            case FIELD -> new double[] {215, 240, 215};
            case MONASTERY -> new double[] {205, 205, 245};
            case RIVER, LAKE -> new double[] {245, 225, 200};
            case FOREST -> new double[] {190, 225, 190};
            case MEADOW -> new double[] {210, 245, 235};
        };
    }
}
