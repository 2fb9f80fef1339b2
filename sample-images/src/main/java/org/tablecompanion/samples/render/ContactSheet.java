package org.tablecompanion.samples.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Writes one picture of every built-in tile type (base game, the River, H&amp;G 2020), each
 * labelled with its catalog and id, followed by the figures in every player colour.
 *
 * <p>Usage: {@code ContactSheet [output.png] [tile size] [only-ids,comma,separated]}; by default
 * {@code docs/pictures/tiles.png} at 104 pixels per tile.
 */
public final class ContactSheet {

    static final int DEFAULT_TILE_SIZE = 104;
    private static final int COLUMNS = Integer.getInteger("contactSheet.columns", 12);
    private static final int LABEL = 14;
    private static final int GAP = 6;

    private ContactSheet() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/pictures/tiles.png");
        int size = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_TILE_SIZE;
        List<String> only = args.length > 2 ? List.of(args[2].split(",")) : List.of();
        write(out, size, only);
        System.out.println("wrote " + out + " (" + Files.size(out) / 1024 + " KiB)");
    }

    /** Paints the sheet and writes it as a palette PNG. */
    public static void write(Path out, int tileSize, List<String> only) throws IOException {
        Mat sheet = sheet(tileSize, only, 1);
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        PalettePng.write(sheet, out);
        sheet.release();
    }

    private static String label(String catalog, String tile) {
        return switch (catalog) {
            case "base" -> "base " + tile;
            case "river" -> "River " + tile.replace("river-", "");
            case "hg-2020" -> "H&G " + tile;
            default -> catalog + " " + tile;
        };
    }

    /** The sheet as a picture (BGR). */
    static Mat sheet(int size, List<String> only, long seed) {
        TileRenderer renderer = new TileRenderer();
        record Entry(String label, TileType tile, TileStyle style) {
        }
        List<Entry> entries = new ArrayList<>();
        for (String id : Catalogs.BUILT_IN) {
            Catalog catalog = Catalogs.builtIn(id);
            for (TileType tile : catalog.tiles()) {
                if (only.isEmpty() || only.contains(tile.id())) {
                    entries.add(new Entry(label(id, tile.id()), tile, TileStyle.forCatalog(catalog)));
                }
            }
        }
        int cell = size + GAP;
        int rows = (entries.size() + COLUMNS - 1) / COLUMNS;
        int figureRows = FigureSheet.ROWS;
        int width = COLUMNS * cell + GAP;
        int height = rows * (cell + LABEL) + GAP + figureRows * FigureSheet.rowHeight(size);
        Mat sheet = new Mat(height, width, CvType.CV_8UC3, new Scalar(232, 236, 238));
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            int x = GAP + (i % COLUMNS) * cell;
            int y = GAP + (i / COLUMNS) * (cell + LABEL);
            Mat tile = renderer.render(e.tile(), Rotation.R0, size, seed, e.style());
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            Mat place = sheet.submat(new Rect(x, y, size, size));
            tile.copyTo(place);
            place.release();
            tile.release();
            double scale = 0.33;
            double textWidth = Imgproc.getTextSize(e.label(), Imgproc.FONT_HERSHEY_SIMPLEX, scale, 1, new int[1]).width;
            if (textWidth > size) {
                scale *= size / textWidth;
            }
            Imgproc.putText(sheet, e.label(), new Point(x, y + size + LABEL - 3), Imgproc.FONT_HERSHEY_SIMPLEX,
                    scale, new Scalar(40, 40, 40), 1, Imgproc.LINE_AA);
        }
        FigureSheet.draw(sheet, new Rect(0, rows * (cell + LABEL) + GAP, width, figureRows * FigureSheet.rowHeight(size)),
                size);
        return sheet;
    }
}
