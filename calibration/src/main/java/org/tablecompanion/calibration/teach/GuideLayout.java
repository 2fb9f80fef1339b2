package org.tablecompanion.calibration.teach;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Where everything is on the teach-mode layout guide: A4 landscape pages, each a batch of tile
 * slots with four ArUco markers in its corners. The markers' ids say which batch a photo shows,
 * so photos can come in any order; their corners give the page's millimetres in the photo.
 *
 * <p>Page coordinates are millimetres from the page's top-left corner, x right, y down, the page
 * read upright; tiles are laid upright (north towards the top of the page).
 */
public final class GuideLayout {

    public static final double PAGE_W = 297;
    public static final double PAGE_H = 210;
    /** The dictionary of the guide markers; ids from {@link #FIRST_ID} up, four per batch. */
    public static final String DICTIONARY = "4X4_250";
    /** Ids below this are the table markers'. */
    public static final int FIRST_ID = 10;
    public static final double MARKER_MM = 20;
    /** Side of a printed slot; a tile (about 45 mm) fits inside with room to spare. */
    public static final double SLOT_MM = 48;
    /** The side of a Carcassonne tile. */
    public static final double TILE_MM = 45;
    public static final int COLUMNS = 4;
    public static final int ROWS = 3;
    public static final int PER_PAGE = COLUMNS * ROWS;
    private static final double PITCH_X = 60;
    private static final double PITCH_Y = 58;
    private static final double GRID_X = (PAGE_W - (COLUMNS - 1) * PITCH_X - SLOT_MM) / 2;
    private static final double GRID_Y = 14;
    /** Marker centres: NW, NE, SE, SW. */
    private static final double[][] MARKER_CENTRES = {{16, 16}, {PAGE_W - 16, 16}, {PAGE_W - 16, PAGE_H - 16},
        {16, PAGE_H - 16}};
    private static final int MAX_BATCHES = (250 - FIRST_ID) / 4;

    /**
     * One slot of a batch.
     *
     * @param tileId the tile that goes there
     * @param xMm left edge of the slot on the page
     * @param yMm top edge
     */
    public record Slot(String tileId, double xMm, double yMm) {
        public double centreX() {
            return xMm + SLOT_MM / 2;
        }

        public double centreY() {
            return yMm + SLOT_MM / 2;
        }
    }

    /** A page of the guide: its number (0-based) and its slots. */
    public record Batch(int index, List<Slot> slots) {
        public Batch {
            slots = List.copyOf(slots);
        }

        /** The marker ids in the page's corners: NW, NE, SE, SW. */
        public List<Integer> markerIds() {
            int base = FIRST_ID + 4 * index;
            return List.of(base, base + 1, base + 2, base + 3);
        }
    }

    private GuideLayout() {
    }

    /** The batches for a catalog: its tile types in catalog order, {@value #PER_PAGE} a page. */
    public static List<Batch> batches(Catalog catalog) {
        List<TileType> tiles = catalog.tiles();
        List<Batch> out = new ArrayList<>();
        for (int b = 0; b * PER_PAGE < tiles.size(); b++) {
            if (b >= MAX_BATCHES) {
                throw new IllegalArgumentException("catalog " + catalog.id() + " has " + tiles.size()
                        + " tile types; the layout guide holds at most " + MAX_BATCHES * PER_PAGE);
            }
            List<Slot> slots = new ArrayList<>();
            for (int k = 0; k < PER_PAGE && b * PER_PAGE + k < tiles.size(); k++) {
                slots.add(new Slot(tiles.get(b * PER_PAGE + k).id(), GRID_X + (k % COLUMNS) * PITCH_X,
                        GRID_Y + (k / COLUMNS) * PITCH_Y));
            }
            out.add(new Batch(b, slots));
        }
        return out;
    }

    /** Which batch a marker id belongs to, or -1 for a marker that is not a guide marker. */
    public static int batchOf(int markerId) {
        return markerId < FIRST_ID || markerId >= FIRST_ID + 4 * MAX_BATCHES ? -1 : (markerId - FIRST_ID) / 4;
    }

    /** Which corner (0 NW .. 3 SW) a guide marker id sits in. */
    public static int cornerOf(int markerId) {
        return (markerId - FIRST_ID) % 4;
    }

    /** The page millimetres of a corner marker's four corners, in ArUco order (its top-left clockwise). */
    public static List<ImagePoint> markerCorners(int corner) {
        double cx = MARKER_CENTRES[corner][0];
        double cy = MARKER_CENTRES[corner][1];
        double h = MARKER_MM / 2;
        return List.of(new ImagePoint(cx - h, cy - h), new ImagePoint(cx + h, cy - h), new ImagePoint(cx + h, cy + h),
                new ImagePoint(cx - h, cy + h));
    }

    public static ImagePoint markerCentre(int corner) {
        return new ImagePoint(MARKER_CENTRES[corner][0], MARKER_CENTRES[corner][1]);
    }
}
