package org.tablecompanion.recognizer.identify;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Pictures of the user's own tiles: a folder with one upright picture per tile id
 * ({@code <tile-id>.png} or {@code .jpg}), and optionally {@code pack.json} saying how much border
 * the pictures have around the tile face. Loaded once; matching reads them at small sizes.
 *
 * @param folder where the pictures are
 * @param pictures tile id to upright BGR picture (cropped to the tile face)
 */
public record AppearancePack(Path folder, Map<String, Mat> pictures) {

    /**
     * The optional {@code pack.json}.
     *
     * @param format {@value #FORMAT}
     * @param margin fraction of each picture's side that is border, not tile face (0 by default)
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record PackInfo(String format, double margin) {
        public static final String FORMAT = "tablecompanion-pack/1";
    }

    public AppearancePack {
        pictures = Map.copyOf(pictures);
    }

    /**
     * Reads a pack for a catalog; pictures of ids the catalog does not know are refused, tiles
     * without a picture are simply not in the pack.
     *
     * @throws IllegalArgumentException naming the folder or file when something is wrong
     */
    public static AppearancePack load(Path folder, Catalog catalog) {
        OpenCvNative.load();
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException("appearance pack " + folder + " is not a folder");
        }
        double margin = 0;
        Path info = folder.resolve("pack.json");
        if (Files.exists(info)) {
            try {
                PackInfo p = new ObjectMapper().readValue(info.toFile(), PackInfo.class);
                if (p.margin() < 0 || p.margin() >= 0.4) {
                    throw new IllegalArgumentException(info + ": margin must be in [0, 0.4), got " + p.margin());
                }
                margin = p.margin();
            } catch (IOException e) {
                throw new IllegalArgumentException(info + ": not a pack description (" + e.getMessage() + ")");
            }
        }
        Map<String, Mat> pictures = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                String lower = name.toLowerCase(Locale.ROOT);
                if (!(lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg"))) {
                    continue;
                }
                String id = name.substring(0, name.lastIndexOf('.'));
                if (catalog.tile(id).isEmpty()) {
                    throw new IllegalArgumentException("appearance pack " + folder + ": " + name
                            + " names no tile of catalog " + catalog.id());
                }
                Mat m = Imgcodecs.imread(f.toString(), Imgcodecs.IMREAD_COLOR);
                if (m.empty()) {
                    throw new IllegalArgumentException("appearance pack " + folder + ": cannot read " + name);
                }
                if (margin > 0) {
                    int dx = (int) Math.round(m.cols() * margin);
                    int dy = (int) Math.round(m.rows() * margin);
                    Mat c = m.submat(new Rect(dx, dy, m.cols() - 2 * dx, m.rows() - 2 * dy)).clone();
                    m.release();
                    m = c;
                }
                pictures.put(id, m);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        if (pictures.isEmpty()) {
            throw new IllegalArgumentException("appearance pack " + folder + " holds no <tile-id>.png or .jpg");
        }
        return new AppearancePack(folder, pictures);
    }

    /** A pack made in memory (tests, benchmarks). */
    public static AppearancePack of(Map<String, Mat> pictures) {
        return new AppearancePack(Path.of("<memory>"), pictures);
    }

    public List<String> tileIds() {
        return List.copyOf(pictures.keySet());
    }
}
