package org.tablecompanion.ui.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.camera.BoardView;
import org.tablecompanion.calibration.camera.CameraCalibration;
import org.tablecompanion.calibration.camera.CameraCalibrator;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.camera.CharucoBoardSpec;
import org.tablecompanion.calibration.camera.CharucoSheet;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.ColourReference;
import org.tablecompanion.calibration.colour.PictureAdvice;
import org.tablecompanion.calibration.colour.WhiteBalance;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.figures.FigureColourLearner;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.calibration.print.SheetFiles;
import org.tablecompanion.calibration.progress.Progress;
import org.tablecompanion.calibration.table.MarkerSheet;
import org.tablecompanion.calibration.table.TableCheck;
import org.tablecompanion.calibration.table.TableLocator;
import org.tablecompanion.calibration.table.TableMarkers;
import org.tablecompanion.calibration.table.TablePlane;
import org.tablecompanion.calibration.teach.ScanImporter;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.players.PlayerColour;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code companion calibrate}: the few minutes before a table's first game. Each step writes its
 * part of the table's calibration file (tablecompanion-calibration/1), keeping the others; the
 * previous file is kept as {@code .bak}, and a file that does not read is never overwritten.
 */
@Command(name = "calibrate",
        mixinStandardHelpOptions = true,
        description = {"Calibrates a table: camera lens, table plane, colours, figure colours.",
            "Steps: board -> camera -> markers -> table -> colour -> figures (each optional); show prints the file."},
        subcommands = {
            CalibrateCommand.Board.class,
            CalibrateCommand.Camera.class,
            CalibrateCommand.Markers.class,
            CalibrateCommand.Table.class,
            CalibrateCommand.Colour.class,
            CalibrateCommand.Figures.class,
            CalibrateCommand.Check.class,
            CalibrateCommand.Show.class,
            CalibrateCommand.Bench.class,
        })
public final class CalibrateCommand implements Runnable {

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    // ---- shared by the calibrate and teach commands ----

    /** Shows progress as lines: "finding the board 3/12". */
    static Progress progress(PrintWriter out) {
        return (what, done, total) -> {
            if (total > 1) {
                out.printf("  %s %d/%d%n", what, done, total);
                out.flush();
            }
        };
    }

    static void advice(PrintWriter out, Mat picture) {
        for (String a : PictureAdvice.check(picture).advice()) {
            out.println("advice: " + a);
        }
    }

    // ---- steps ----

    @Command(name = "board", mixinStandardHelpOptions = true,
            description = "Writes the printable camera board (PNG and PDF, A4, 28 mm squares).")
    static final class Board implements Callable<Integer> {
        @Option(names = "--out", paramLabel = "DIR", defaultValue = ".", description = "folder to write into")
        private Path out;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            CharucoBoardSpec board = CharucoBoardSpec.A4;
            var sheet = CharucoSheet.sheet(board);
            SheetFiles.writePng(sheet, out.resolve("camera-board.png"));
            SheetFiles.writePdf(List.of(sheet), out.resolve("camera-board.pdf"));
            PrintWriter o = spec.commandLine().getOut();
            o.println("camera board: " + board.describe());
            o.println("wrote " + out.resolve("camera-board.pdf") + " and " + out.resolve("camera-board.png")
                    + " (print at 100 %, 12 px/mm)");
            return 0;
        }
    }

    @Command(name = "camera", mixinStandardHelpOptions = true,
            description = {"Measures the webcam's lens from 10-20 photos of the printed board.",
                "Photos: files or folders; all at the resolution you play with."})
    static final class Camera implements Callable<Integer> {
        @Mixin
        private CalibrationFileOption calibration;

        @Parameters(paramLabel = "PHOTO", arity = "1..*", description = "photos of the board, or folders of them")
        private List<Path> photos;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            calibration.existing();
            PrintWriter o = spec.commandLine().getOut();
            List<Path> files = ImageFiles.list(photos);
            for (Path f : files) {
                if (!Files.isRegularFile(f)) {
                    throw new UserInputException(f + ": no such picture");
                }
            }
            CameraCalibration c = new CameraCalibrator(CharucoBoardSpec.A4).calibrateFiles(files, progress(o));
            for (BoardView v : c.views()) {
                if (!v.used()) {
                    o.println("left out " + v.name() + ": " + v.reason());
                }
            }
            CalibrationFiles.update(calibration.file(), t -> t.withCamera(c.model()));
            CameraModel m = c.model();
            o.printf(Locale.ROOT, "camera %dx%d: focal %.1f/%.1f px, centre %.1f,%.1f, k1 %.4f k2 %.4f, "
                            + "error %.2f px over %d photos -> %s%n", m.imageWidth(), m.imageHeight(), m.fx(), m.fy(), m.cx(),
                    m.cy(), m.distortion().get(0), m.distortion().get(1), m.rmsErrorPx(), m.views(), calibration.file());
            c.advice().forEach(a -> o.println("advice: " + a));
            return 0;
        }
    }

    @Command(name = "markers", mixinStandardHelpOptions = true,
            description = "Writes the printable table markers (PNG and PDF, A4, four 60 mm markers to cut out).")
    static final class Markers implements Callable<Integer> {
        @Option(names = "--out", paramLabel = "DIR", defaultValue = ".", description = "folder to write into")
        private Path out;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            var sheet = MarkerSheet.sheet(TableMarkers.DEFAULT);
            SheetFiles.writePng(sheet, out.resolve("table-markers.png"));
            SheetFiles.writePdf(List.of(sheet), out.resolve("table-markers.pdf"));
            spec.commandLine().getOut().println("table markers: ids " + TableMarkers.DEFAULT.ids() + " of "
                    + TableMarkers.DEFAULT.dictionary() + ", " + Math.round(TableMarkers.DEFAULT.markerMm())
                    + " mm; wrote " + out.resolve("table-markers.pdf") + " and " + out.resolve("table-markers.png"));
            return 0;
        }
    }

    @Command(name = "table", mixinStandardHelpOptions = true,
            description = {"Finds the play area from the four corner markers in one photo.",
                "Without --area the size comes from the markers' printed size."})
    static final class Table implements Callable<Integer> {
        @Mixin
        private CalibrationFileOption calibration;

        @Option(names = "--area", paramLabel = "WxH", description = "millimetres between the marker centres, e.g. 800x600")
        private String area;

        @Parameters(paramLabel = "PHOTO", description = "a photo from the webcam with all four markers in view")
        private Path photo;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            TableCalibration before = calibration.existing();
            Optional<double[]> size = Optional.ofNullable(area).map(Table::area);
            Mat corrected = ImageFiles.readCorrected(photo, FrameCorrector.of(before)::undistort);
            TablePlane plane = TableLocator.locate(corrected, TableMarkers.DEFAULT, size);
            CalibrationFiles.update(calibration.file(), t -> t.withTable(plane));
            PrintWriter o = spec.commandLine().getOut();
            o.printf(Locale.ROOT, "play area %.0f x %.0f mm between the marker centres%s -> %s%n", plane.widthMm(),
                    plane.heightMm(), size.isPresent() ? " (as given)" : " (from the markers' size)", calibration.file());
            if (before.camera().isEmpty()) {
                o.println("advice: calibrate the camera first ('companion calibrate camera') so the lens does not bend the table");
            }
            advice(o, corrected);
            corrected.release();
            return 0;
        }

        static double[] area(String text) {
            String[] parts = text.toLowerCase(Locale.ROOT).split("x");
            try {
                if (parts.length == 2) {
                    double w = Double.parseDouble(parts[0].trim());
                    double h = Double.parseDouble(parts[1].trim());
                    if (w > 50 && h > 50 && w < 10000 && h < 10000) {
                        return new double[] {w, h};
                    }
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new UserInputException("--area: '" + text + "' is not WIDTHxHEIGHT in millimetres (e.g. 800x600)");
        }
    }

    @Command(name = "colour", aliases = "color", mixinStandardHelpOptions = true,
            description = {"Measures the white balance on a grey card (found by itself, or --card), on the white "
                    + "paper round the table markers, or on the start tile lying alone in view (against its picture in "
                    + "the table's appearance pack)."})
    static final class Colour implements Callable<Integer> {
        @Mixin
        private CalibrationFileOption calibration;

        @Option(names = "--reference", paramLabel = "REF", defaultValue = "grey-card",
                description = "grey-card (default), marker-white or start-tile")
        private String reference;

        @Option(names = "--catalog", paramLabel = "CATALOG", defaultValue = "base",
                description = "for start-tile: the catalog whose start tile it is (its pack must be in the calibration)")
        private String catalog;

        @Option(names = "--card", paramLabel = "X,Y,W,H", description = "where the grey card is in the photo (pixels)")
        private String card;

        @Parameters(paramLabel = "PHOTO", description = "a photo from the webcam under the lamp you play with")
        private Path photo;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            ColourReference ref;
            try {
                ref = ColourReference.parse(reference);
            } catch (IllegalArgumentException e) {
                throw new UserInputException("--reference: " + e.getMessage());
            }
            TableCalibration before = calibration.existing();
            Mat corrected = ImageFiles.readCorrected(photo, FrameCorrector.of(before)::undistort);
            ColourCorrection c = switch (ref) {
                case MARKER_WHITE -> WhiteBalance.fromMarkerWhite(corrected, TableMarkers.DEFAULT);
                case GREY_CARD -> WhiteBalance.fromGreyCard(corrected, Optional.ofNullable(card).map(Colour::region));
                case START_TILE -> startTile(before, corrected);
            };
            CalibrationFiles.update(calibration.file(), t -> t.withColour(c));
            PrintWriter o = spec.commandLine().getOut();
            o.printf(Locale.ROOT, "white balance on the %s: gains blue %.3f, green %.3f, red %.3f -> %s%n",
                    ref.spelling(), c.gainsBgr().get(0), c.gainsBgr().get(1), c.gainsBgr().get(2), calibration.file());
            advice(o, corrected);
            corrected.release();
            return 0;
        }

        private ColourCorrection startTile(TableCalibration before, Mat corrected) {
            Catalog c = TeachCommand.catalog(catalog);
            PackUse use = before.pack(c.id()).orElseThrow(() -> new UserInputException("--reference start-tile needs the "
                    + "appearance pack of " + c.id() + " in " + calibration.file() + " ('companion teach ... use' first), or use grey-card"));
            AppearancePack pack = AppearancePack.loadPartial(TableCalibration.packFolder(calibration.file(), use), c);
            Mat start = pack.pictures().get(c.startTile());
            if (start == null) {
                throw new UserInputException("the pack of " + c.id() + " has no picture of the start tile " + c.startTile());
            }
            Mat tile = ScanImporter.loneTile(corrected);
            ColourCorrection result = WhiteBalance.fromTilePicture(tile, start);
            tile.release();
            pack.release();
            return result;
        }

        static Rect region(String text) {
            String[] p = text.split(",");
            try {
                if (p.length == 4) {
                    int[] v = Arrays.stream(p).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
                    return new Rect(v[0], v[1], v[2], v[3]);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new UserInputException("--card: '" + text + "' is not X,Y,W,H in pixels (e.g. 600,300,200,140)");
        }
    }

    @Command(name = "figures", mixinStandardHelpOptions = true,
            description = {"Learns each player's figure colour from one photo of their figures laid on the table.",
                "Lay a few figures of every colour apart from each other, on a plain part of the table."})
    static final class Figures implements Callable<Integer> {
        @Mixin
        private CalibrationFileOption calibration;

        @Option(names = "--players", paramLabel = "COLOURS", required = true, split = ",",
                description = "the colours in the photo, e.g. red,blue,green")
        private List<String> players;

        @Parameters(paramLabel = "PHOTO", description = "a photo from the webcam")
        private Path photo;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            List<PlayerColour> colours = new ArrayList<>();
            for (String p : players) {
                try {
                    colours.add(PlayerColour.parse(p));
                } catch (IllegalArgumentException e) {
                    throw new UserInputException("--players: " + e.getMessage());
                }
            }
            TableCalibration before = calibration.existing();
            PrintWriter o = spec.commandLine().getOut();
            if (before.colour().isEmpty()) {
                o.println("advice: measure the white balance first ('companion calibrate colour') so figure colours "
                        + "hold under other lamps");
            }
            Mat corrected = ImageFiles.readCorrected(photo, FrameCorrector.of(before)::correct);
            List<FigureColour> learned = FigureColourLearner.learn(corrected, colours);
            corrected.release();
            CalibrationFiles.update(calibration.file(), t -> t.withFigures(learned));
            for (FigureColour f : learned) {
                o.printf(Locale.ROOT, "%-6s from %d figures: L %.0f a %.0f b %.0f%n", f.colour().spelling(), f.figures(),
                        f.lab().get(0), f.lab().get(1), f.lab().get(2));
            }
            o.println("figure colours -> " + calibration.file());
            return 0;
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Checks a webcam photo against the calibration: camera bumped? picture too dark, clipped, blurred?")
    static final class Check implements Callable<Integer> {
        @Mixin
        private CalibrationFileOption calibration;

        @Parameters(paramLabel = "PHOTO", description = "a photo from the webcam")
        private Path photo;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            TableCalibration cal = calibration.read();
            PrintWriter o = spec.commandLine().getOut();
            Mat corrected = ImageFiles.readCorrected(photo, FrameCorrector.of(cal)::correct);
            int status = 0;
            if (cal.table().isPresent()) {
                TableCheck.Result r = TableCheck.check(corrected, cal.table().get());
                o.println(r.message());
                status = r.status() == TableCheck.Status.MOVED ? 3 : 0;
            }
            PictureAdvice.Report report = PictureAdvice.check(corrected);
            corrected.release();
            o.printf(Locale.ROOT, "picture: brightest %.0f, mean %.0f, clipped %.1f %%, sharpness %.2f%n",
                    report.brightLevel(), report.meanLevel(), 100 * report.clippedFraction(), report.sharpness());
            report.advice().forEach(a -> o.println("advice: " + a));
            return status;
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true, description = "Reads (and so validates) a calibration file and says what it holds.")
    static final class Show implements Callable<Integer> {
        @Mixin
        private CalibrationFileOption calibration;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            TableCalibration c = calibration.read();
            PrintWriter o = spec.commandLine().getOut();
            o.println(calibration.file() + " (" + TableCalibration.FORMAT + ")");
            o.println("camera:  " + c.camera().map(m -> String.format(Locale.ROOT, "%dx%d, focal %.1f px, k1 %.4f, error %.2f px, %d photos",
                    m.imageWidth(), m.imageHeight(), m.fx(), m.distortion().get(0), m.rmsErrorPx(), m.views())).orElse("not calibrated"));
            o.println("table:   " + c.table().map(t -> String.format(Locale.ROOT, "%.0f x %.0f mm", t.widthMm(), t.heightMm()))
                    .orElse("no markers"));
            o.println("colour:  " + c.colour().map(k -> String.format(Locale.ROOT, "%s, gains %s", k.reference().spelling(),
                    k.gainsBgr())).orElse("none"));
            o.println("figures: " + (c.figures().isEmpty() ? "none"
                    : String.join(", ", c.figures().stream().map(f -> f.colour().spelling()).toList())));
            for (PackUse p : c.packs()) {
                o.println("pack:    " + p.catalog() + " (" + p.source() + ", " + p.tiles() + " tiles) at "
                        + TableCalibration.packFolder(calibration.file(), p));
            }
            if (c.packs().isEmpty()) {
                o.println("pack:    none (tiles are read from the catalog's geometry)");
            }
            return 0;
        }
    }

    @Command(name = "bench", mixinStandardHelpOptions = true,
            description = {"Benchmark: recognition of generated scenes with a strong lens and colour cast, raw and "
                    + "after calibration (writes bench/calibration.json)."})
    static final class Bench implements Callable<Integer> {
        @Mixin
        private SceneCountOption scenes;

        @Option(names = "--out", paramLabel = "FILE", defaultValue = "bench/calibration.json", description = "where to write")
        private Path out;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter o = spec.commandLine().getOut();
            var d = org.tablecompanion.ui.calibration.CalibrationBench.Options.defaults();
            var result = org.tablecompanion.ui.calibration.CalibrationBench.run(
                    new org.tablecompanion.ui.calibration.CalibrationBench.Options(scenes.scenes(), d.tiles(), d.seed(), d.width(),
                            d.height()), out, o);
            o.println("results " + result.get("results") + " -> " + out);
            return 0;
        }
    }
}
