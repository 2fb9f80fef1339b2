package org.tablecompanion.calibration.teach;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.TileType;

/** Growing an appearance pack batch by batch, and the picture the players check it on. */
public final class TeachPacks {

    private static final int CELL = 128;
    private static final int LABEL = 18;

    /**
     * How far a pack has come.
     *
     * @param have tile types with a picture
     * @param of tile types in the catalog
     * @param missing ids still without a picture
     */
    public record Status(int have, int of, List<String> missing) {
        public Status {
            missing = List.copyOf(missing);
        }

        public boolean complete() {
            return missing.isEmpty();
        }
    }

    private TeachPacks() {
    }

    /** Adds the tiles of a cut batch to a pack folder (replacing earlier pictures of the same tiles). */
    public static Status add(Path pack, Catalog catalog, Map<String, Mat> tiles, String source) {
        AppearancePack.write(pack, PackInfo.of(catalog.id(), source, BatchCutter.TILE_PX), tiles);
        return status(pack, catalog);
    }

    public static Status status(Path pack, Catalog catalog) {
        if (!Files.isDirectory(pack)) {
            return new Status(0, catalog.tiles().size(), catalog.tiles().stream().map(TileType::id).toList());
        }
        AppearancePack p = AppearancePack.loadPartial(pack, catalog);
        Status s = new Status(p.pictures().size(), catalog.tiles().size(), p.missing(catalog));
        p.release();
        return s;
    }

    /** Where the review picture of a pack is written: beside the folder, not in it. */
    public static Path reviewFile(Path pack) {
        Path name = pack.toAbsolutePath().normalize().getFileName();
        return pack.toAbsolutePath().normalize().resolveSibling((name == null ? "pack" : name.toString()) + "-review.png");
    }

    /**
     * Every tile of the catalog as the pack shows it, with its id underneath; tiles without a
     * picture are a grey square marked "missing". Players check that each picture is the right
     * tile, upright.
     */
    public static Mat review(AppearancePack pack, Catalog catalog) {
        List<TileType> tiles = catalog.tiles();
        int columns = Math.min(8, tiles.size());
        int rows = (tiles.size() + columns - 1) / columns;
        Mat sheet = new Mat(rows * (CELL + LABEL + 8) + 8, columns * (CELL + 8) + 8, CvType.CV_8UC3,
                new Scalar(255, 255, 255));
        for (int i = 0; i < tiles.size(); i++) {
            int x = 8 + (i % columns) * (CELL + 8);
            int y = 8 + (i / columns) * (CELL + LABEL + 8);
            Mat picture = pack.pictures().get(tiles.get(i).id());
            Mat cell = sheet.submat(new Rect(x, y, CELL, CELL));
            if (picture == null) {
                cell.setTo(new Scalar(200, 200, 200));
                Imgproc.putText(sheet, "missing", new Point(x + 30, y + CELL / 2.0), Imgproc.FONT_HERSHEY_SIMPLEX, 0.5,
                        new Scalar(0, 0, 200), 1, Imgproc.LINE_AA);
            } else {
                Mat small = new Mat();
                Imgproc.resize(picture, small, new Size(CELL, CELL), 0, 0, Imgproc.INTER_AREA);
                small.copyTo(cell);
                small.release();
            }
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            cell.release();
            String id = tiles.get(i).id();
            double scale = Math.min(0.42, 0.42 * 20 / Math.max(20, id.length()));
            Imgproc.putText(sheet, id, new Point(x, y + CELL + 13), Imgproc.FONT_HERSHEY_SIMPLEX, scale,
                    new Scalar(0, 0, 0), 1, Imgproc.LINE_AA);
        }
        return sheet;
    }
}
