package org.tablecompanion.calibration.teach;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.Mats;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.calibration.progress.Progress;
import org.tablecompanion.engine.catalog.Catalog;

/**
 * Makes an appearance pack from a folder of scans or photos, one tile per picture named
 * {@code <tile-id>.png|.jpg}, upright. A scan with background round the tile (the scanner's
 * lid, a table) is cut to the tile: the background is the colour along the picture's border,
 * the tile is the large square that differs from it.
 */
public final class ScanImporter {

    /**
     * @param imported how many pictures went into the pack
     * @param notes what was done to which picture
     */
    public record Report(int imported, List<String> notes) {
        public Report {
            notes = List.copyOf(notes);
        }
    }

    private ScanImporter() {
    }

    /** Checks every name first, so a folder with a stray picture writes nothing. */
    public static Report importScans(Path scans, Catalog catalog, Path pack, Progress progress) {
        OpenCvLibrary.load();
        if (!Files.isDirectory(scans)) {
            throw new CalibrationInputException("scans folder " + scans + ": no such folder");
        }
        Map<String, Path> files = new LinkedHashMap<>();
        try (Stream<Path> list = Files.list(scans)) {
            for (Path f : list.sorted().toList()) {
                String name = f.getFileName().toString();
                String lower = name.toLowerCase(Locale.ROOT);
                if (!(lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg"))) {
                    continue;
                }
                String id = name.substring(0, name.lastIndexOf('.'));
                if (catalog.tile(id).isEmpty()) {
                    throw new CalibrationInputException("scans folder " + scans + ": " + name + " names no tile of catalog "
                            + catalog.id() + " (name each scan <tile-id>.png, e.g. " + catalog.tiles().get(0).id()
                            + ".png); nothing was imported");
                }
                if (files.put(id, f) != null) {
                    throw new CalibrationInputException("scans folder " + scans + ": two scans of tile " + id
                            + "; nothing was imported");
                }
            }
        } catch (IOException e) {
            throw new CalibrationInputException("scans folder " + scans + ": cannot list (" + e.getMessage() + ")", e);
        }
        if (files.isEmpty()) {
            throw new CalibrationInputException("scans folder " + scans + " holds no <tile-id>.png or .jpg pictures");
        }
        Map<String, Mat> tiles = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        int done = 0;
        for (Map.Entry<String, Path> e : files.entrySet()) {
            Mat scan = Imgcodecs.imread(e.getValue().toString(), Imgcodecs.IMREAD_COLOR);
            if (scan.empty()) {
                throw new CalibrationInputException(e.getValue() + ": cannot read as a picture; nothing was imported");
            }
            tiles.put(e.getKey(), tileOf(scan, e.getKey(), notes));
            scan.release();
            progress.step("importing scans", ++done, files.size());
        }
        AppearancePack.write(pack, PackInfo.of(catalog.id(), "import", BatchCutter.TILE_PX), tiles);
        tiles.values().forEach(Mat::release);
        return new Report(files.size(), notes);
    }

    /**
     * The tile face of a picture showing one tile on a plain background (a scan, or a photo of a
     * tile lying alone on the table), cut square at {@link BatchCutter#TILE_PX}, turned by at most
     * 45 degrees: as it lies, not necessarily north up.
     */
    public static Mat loneTile(Mat picture) {
        return tileOf(picture, "tile", new ArrayList<>());
    }

    /** The tile face of a scan, upright, {@link BatchCutter#TILE_PX} square. */
    static Mat tileOf(Mat scan, String id, List<String> notes) {
        Scalar background = borderColour(scan);
        Mat diff = new Mat();
        Core.absdiff(scan, background, diff);
        List<Mat> ch = new ArrayList<>();
        Core.split(diff, ch);
        Mat sum = new Mat();
        Core.add(ch.get(0), ch.get(1), sum);
        Core.add(sum, ch.get(2), sum);
        Mat mask = new Mat();
        Imgproc.threshold(sum, mask, 40, 255, Imgproc.THRESH_BINARY);
        int k = Math.max(3, Math.min(scan.cols(), scan.rows()) / 60);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat element = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(k, k));
        Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_CLOSE, element);
        element.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(mask, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        MatOfPoint best = null;
        double bestArea = 0;
        for (MatOfPoint c : contours) {
            double a = Imgproc.contourArea(c);
            if (a > bestArea) {
                bestArea = a;
                best = c;
            }
        }
        double imageArea = scan.cols() * (double) scan.rows();
        Mat out;
        RotatedRect r = null;
        if (best != null) {
            MatOfPoint2f outline = new MatOfPoint2f(best.toArray());
            r = Imgproc.minAreaRect(outline);
            outline.release();
        }
        boolean square = r != null && Math.abs(r.size.width - r.size.height) < 0.08 * Math.max(r.size.width, r.size.height);
        if (r == null || bestArea > 0.9 * imageArea || bestArea < 0.01 * imageArea || !square) {
            // Already cut to the tile, or no clear tile: take the middle square of the picture.
            int side = Math.min(scan.cols(), scan.rows());
            Mat crop = scan.submat(new Rect((scan.cols() - side) / 2, (scan.rows() - side) / 2, side, side));
            out = new Mat();
            Imgproc.resize(crop, out, new Size(BatchCutter.TILE_PX, BatchCutter.TILE_PX), 0, 0, Imgproc.INTER_AREA);
            crop.release();
            if (Math.abs(scan.cols() - scan.rows()) > 0.05 * side) {
                notes.add(id + ": not square and no tile edge found; took the middle square");
            }
        } else {
            double angle = r.angle % 90;
            if (angle > 45) {
                angle -= 90;
            }
            double side = (r.size.width + r.size.height) / 2 - 2;
            out = cut(scan, r.center, side, angle);
            notes.add(String.format(Locale.ROOT, "%s: cut the tile from its background (turned %.1f deg)", id, angle));
        }
        for (Mat m : List.of(diff, sum, mask)) {
            m.release();
        }
        ch.forEach(Mat::release);
        contours.forEach(Mat::release);
        return out;
    }

    private static Mat cut(Mat scan, Point centre, double side, double angleDeg) {
        int n = BatchCutter.TILE_PX;
        // Shrink in two steps so a 1200 px scan does not alias down to 256 px.
        double a = Math.toRadians(angleDeg);
        double s = side / n;
        double c = (n - 1) / 2.0;
        double cos = Math.cos(a) * s;
        double sin = Math.sin(a) * s;
        Mat m = Mats.of(new double[][] {
            {cos, -sin, centre.x - cos * c + sin * c},
            {sin, cos, centre.y - sin * c - cos * c}});
        Mat smooth = new Mat();
        double sigma = Math.max(0, 0.4 * (s - 1));
        if (sigma > 0.3) {
            Imgproc.GaussianBlur(scan, smooth, new Size(0, 0), sigma);
        } else {
            scan.copyTo(smooth);
        }
        Mat out = new Mat();
        Imgproc.warpAffine(smooth, out, m, new Size(n, n), Imgproc.INTER_LINEAR | Imgproc.WARP_INVERSE_MAP,
                Core.BORDER_REPLICATE, new Scalar(0));
        m.release();
        smooth.release();
        return out;
    }

    /** The median colour of the picture's outermost pixels. */
    private static Scalar borderColour(Mat scan) {
        List<double[]> px = new ArrayList<>();
        int w = scan.cols();
        int h = scan.rows();
        for (int x = 0; x < w; x += Math.max(1, w / 100)) {
            px.add(scan.get(0, x));
            px.add(scan.get(h - 1, x));
        }
        for (int y = 0; y < h; y += Math.max(1, h / 100)) {
            px.add(scan.get(y, 0));
            px.add(scan.get(y, w - 1));
        }
        double[] out = new double[3];
        for (int c = 0; c < 3; c++) {
            final int ch = c;
            double[] v = px.stream().mapToDouble(p -> p[ch]).sorted().toArray();
            out[c] = v[v.length / 2];
        }
        return new Scalar(out[0], out[1], out[2]);
    }
}
