package org.tablecompanion.calibration.pack;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.Rect;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Pictures of the players' own tiles: a folder with one upright picture (north up) per tile type,
 * named {@code <tile-id>.png} or {@code <tile-id>.jpg}, and an optional {@code pack.json}
 * ({@link PackInfo}). Pictures are cropped to the tile face on loading.
 *
 * @param folder where the pictures are
 * @param info the pack's description (defaults when there is no {@code pack.json})
 * @param pictures tile id to upright 8-bit BGR picture of the tile face, in catalog order
 */
public record AppearancePack(Path folder, PackInfo info, Map<String, Mat> pictures) {

    /** The description file in a pack folder. */
    public static final String INFO_FILE = "pack.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public AppearancePack {
        pictures = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(pictures));
    }

    /**
     * Reads a pack that must show every tile type of the catalog.
     *
     * @throws CalibrationInputException for a missing or empty folder, a picture whose name is no
     *         tile id of the catalog, a picture that does not decode or is not square, and tiles
     *         without a picture (all of them named)
     */
    public static AppearancePack load(Path folder, Catalog catalog) {
        AppearancePack pack = loadPartial(folder, catalog);
        List<String> missing = pack.missing(catalog);
        if (!missing.isEmpty()) {
            throw new CalibrationInputException("appearance pack " + folder + " lacks " + missing.size() + " of the "
                    + catalog.tiles().size() + " tiles of catalog " + catalog.id() + ": " + shortList(missing)
                    + " (teach the rest with 'companion teach photo' or add their scans)");
        }
        return pack;
    }

    /** Like {@link #load} but tiles without a picture are allowed (a pack taught in batches). */
    public static AppearancePack loadPartial(Path folder, Catalog catalog) {
        OpenCvLibrary.load();
        if (!Files.isDirectory(folder)) {
            throw new CalibrationInputException("appearance pack " + folder + ": no such folder");
        }
        PackInfo info = readInfo(folder);
        Map<String, Path> files = new TreeMap<>();
        try (Stream<Path> list = Files.list(folder)) {
            for (Path f : list.sorted().toList()) {
                String name = f.getFileName().toString();
                String lower = name.toLowerCase(Locale.ROOT);
                if (!Files.isRegularFile(f) || !(lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg"))) {
                    continue;
                }
                String id = name.substring(0, name.lastIndexOf('.'));
                if (catalog.tile(id).isEmpty()) {
                    throw new CalibrationInputException("appearance pack " + folder + ": " + name
                            + " names no tile of catalog " + catalog.id() + " (pictures are named <tile-id>.png, e.g. "
                            + catalog.tiles().get(0).id() + ".png)");
                }
                Path before = files.put(id, f);
                if (before != null) {
                    throw new CalibrationInputException("appearance pack " + folder + ": two pictures of tile " + id
                            + " (" + before.getFileName() + " and " + name + "); keep one");
                }
            }
        } catch (IOException e) {
            throw new CalibrationInputException("appearance pack " + folder + ": cannot list (" + e.getMessage() + ")", e);
        }
        if (files.isEmpty()) {
            throw new CalibrationInputException("appearance pack " + folder
                    + " holds no <tile-id>.png or .jpg pictures (teach them with 'companion teach' or import scans)");
        }
        Map<String, Mat> pictures = new LinkedHashMap<>();
        for (TileType t : catalog.tiles()) {
            Path f = files.get(t.id());
            if (f != null) {
                pictures.put(t.id(), readPicture(folder, f, info.margin()));
            }
        }
        return new AppearancePack(folder, info, pictures);
    }

    /** Tile ids of the catalog that have no picture here, in catalog order. */
    public List<String> missing(Catalog catalog) {
        List<String> out = new ArrayList<>();
        for (TileType t : catalog.tiles()) {
            if (!pictures.containsKey(t.id())) {
                out.add(t.id());
            }
        }
        return out;
    }

    public List<String> tileIds() {
        return List.copyOf(pictures.keySet());
    }

    /** Releases the pictures' native memory. */
    public void release() {
        pictures.values().forEach(Mat::release);
    }

    /**
     * Writes pictures as a pack folder: {@code <tile-id>.png} each, and {@code pack.json}. Pictures
     * already in the folder for other tiles are kept (a pack taught in batches grows).
     */
    public static void write(Path folder, PackInfo info, Map<String, Mat> pictures) {
        OpenCvLibrary.load();
        try {
            Files.createDirectories(folder);
            for (Map.Entry<String, Mat> e : pictures.entrySet()) {
                for (String ext : List.of(".jpg", ".jpeg", ".JPG", ".PNG")) {
                    Files.deleteIfExists(folder.resolve(e.getKey() + ext));
                }
                Path f = folder.resolve(e.getKey() + ".png");
                // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
                // finalizer mid-call.
                MatOfInt params = new MatOfInt(Imgcodecs.IMWRITE_PNG_COMPRESSION, 6);
                boolean written = Imgcodecs.imwrite(f.toString(), e.getValue(), params);
                params.release();
                if (!written) {
                    throw new UncheckedIOException(new IOException("cannot write " + f));
                }
            }
            JSON.writeValue(folder.resolve(INFO_FILE).toFile(), info);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write appearance pack " + folder + " (" + e.getMessage() + ")", e);
        }
    }

    private static PackInfo readInfo(Path folder) {
        Path f = folder.resolve(INFO_FILE);
        if (!Files.exists(f)) {
            return new PackInfo(PackInfo.FORMAT, "", 0, "", 0);
        }
        try {
            PackInfo info = JSON.readValue(f.toFile(), PackInfo.class);
            if (!info.format().equals(PackInfo.FORMAT)) {
                throw new CalibrationInputException(f + ": format \"" + info.format() + "\" is not " + PackInfo.FORMAT);
            }
            return info;
        } catch (IOException e) {
            String why = e.getCause() instanceof IllegalArgumentException iae ? iae.getMessage() : firstLine(e.getMessage());
            throw new CalibrationInputException(f + ": not a pack description (" + why + ")", e);
        }
    }

    private static Mat readPicture(Path folder, Path f, double margin) {
        Mat m = Imgcodecs.imread(f.toString(), Imgcodecs.IMREAD_COLOR);
        if (m.empty()) {
            throw new CalibrationInputException("appearance pack " + folder + ": cannot read " + f.getFileName()
                    + " as a picture");
        }
        double aspect = m.cols() / (double) m.rows();
        if (aspect > 1.15 || aspect < 1 / 1.15 || m.cols() < 16) {
            String size = m.cols() + "x" + m.rows();
            m.release();
            throw new CalibrationInputException("appearance pack " + folder + ": " + f.getFileName() + " is " + size
                    + " pixels; a tile picture is a square of at least 16 pixels");
        }
        if (margin > 0) {
            int dx = (int) Math.round(m.cols() * margin);
            int dy = (int) Math.round(m.rows() * margin);
            Mat window = m.submat(new Rect(dx, dy, m.cols() - 2 * dx, m.rows() - 2 * dy));
            Mat c = window.clone();
            window.release();
            m.release();
            m = c;
        }
        return m;
    }

    private static String shortList(List<String> ids) {
        return ids.size() <= 8 ? String.join(", ", ids)
                : String.join(", ", ids.subList(0, 8)) + " and " + (ids.size() - 8) + " more";
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
