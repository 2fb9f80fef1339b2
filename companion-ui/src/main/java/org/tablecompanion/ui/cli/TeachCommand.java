package org.tablecompanion.ui.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.calibration.print.Sheet;
import org.tablecompanion.calibration.print.SheetFiles;
import org.tablecompanion.calibration.teach.BatchCutter;
import org.tablecompanion.calibration.teach.CutBatch;
import org.tablecompanion.calibration.teach.GuideSheet;
import org.tablecompanion.calibration.teach.ScanImporter;
import org.tablecompanion.calibration.teach.TeachPacks;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code companion teach}: pictures of the players' own tiles (an appearance pack), from photos
 * of the tiles laid on the printed layout guide, or from a folder of scans.
 */
@Command(name = "teach",
        mixinStandardHelpOptions = true,
        description = {"Teaches the companion the players' own tiles: an appearance pack per catalog.",
            "guide -> lay the tiles, photo per page -> check the review picture -> use."},
        subcommands = {
            TeachCommand.Guide.class,
            TeachCommand.Photo.class,
            TeachCommand.Import.class,
            TeachCommand.Use.class,
            TeachCommand.Bench.class,
        })
public final class TeachCommand implements Runnable {

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static Catalog catalog(String idOrPath) {
        return RecognizerOptions.catalog(idOrPath);
    }

    /** Writes the review picture of a pack and says where it is and what is missing. */
    static void review(PrintWriter out, Path pack, Catalog catalog) {
        TeachPacks.Status status = TeachPacks.status(pack, catalog);
        if (status.have() > 0) {
            AppearancePack p = AppearancePack.loadPartial(pack, catalog);
            Mat sheet = TeachPacks.review(p, catalog);
            Path file = TeachPacks.reviewFile(pack);
            Imgcodecs.imwrite(file.toString(), sheet);
            sheet.release();
            p.release();
            out.println("review: " + file + " (check every picture is the right tile, north up)");
        }
        out.println("pack " + pack + ": " + status.have() + " of " + status.of() + " tiles of " + catalog.id()
                + (status.complete() ? ", complete" : "; missing " + shortList(status.missing())));
    }

    private static String shortList(List<String> ids) {
        return ids.size() <= 10 ? String.join(", ", ids) : String.join(", ", ids.subList(0, 10)) + " and " + (ids.size() - 10) + " more";
    }

    @Command(name = "guide", mixinStandardHelpOptions = true,
            description = "Writes the layout guide for a catalog: one A4 landscape page per 12 tiles (PDF, and a PNG per page).")
    static final class Guide implements Callable<Integer> {
        @Option(names = "--catalog", paramLabel = "CATALOG", required = true, description = "base, river, hg-2020 or a catalog file")
        private String catalog;

        @Option(names = "--out", paramLabel = "DIR", defaultValue = ".", description = "folder to write into")
        private Path out;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            Catalog c = catalog(catalog);
            List<Sheet> pages = GuideSheet.sheets(c);
            String stem = "guide-" + c.id().replaceAll("[^A-Za-z0-9_.-]", "_");
            Path pdf = out.resolve(stem + ".pdf");
            SheetFiles.writePdf(pages, pdf);
            PrintWriter o = spec.commandLine().getOut();
            for (int i = 0; i < pages.size(); i++) {
                SheetFiles.writePng(pages.get(i), out.resolve(stem + "-" + (i + 1) + ".png"));
                o.printf("  page %d/%d%n", i + 1, pages.size());
                o.flush();
            }
            o.println("layout guide for " + c.id() + ": " + c.tiles().size() + " tiles on " + pages.size() + " pages -> "
                    + pdf + " (print at 100 %, lay each tile on its sketch, north up, one photo per page)");
            return 0;
        }
    }

    @Command(name = "photo", mixinStandardHelpOptions = true,
            description = {"Cuts the tiles out of photos of guide pages into the pack folder and writes a review picture.",
                "Pages can come in any order and over several runs; the pack grows."})
    static final class Photo implements Callable<Integer> {
        @Option(names = "--catalog", paramLabel = "CATALOG", required = true, description = "the catalog the guide was printed for")
        private String catalog;

        @Option(names = "--pack", paramLabel = "DIR", required = true, description = "the pack folder to fill")
        private Path pack;

        @Option(names = {"-c", "--calibration"}, paramLabel = "FILE",
                description = "undistort the photos with this table's camera calibration")
        private Path calibration;

        @Parameters(paramLabel = "PHOTO", arity = "1..*", description = "photos of guide pages, or folders of them")
        private List<Path> photos;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            Catalog c = catalog(catalog);
            FrameCorrector corrector = calibration == null ? FrameCorrector.identity()
                    : FrameCorrector.of(CalibrationFiles.read(calibration));
            PrintWriter o = spec.commandLine().getOut();
            List<Path> files = ImageFiles.list(photos);
            int done = 0;
            for (Path f : files) {
                Mat photo = ImageFiles.read(f);
                Mat corrected = corrector.undistort(photo);
                CutBatch cut;
                try {
                    cut = BatchCutter.cut(corrected, c);
                } catch (IllegalArgumentException e) {
                    throw new UserInputException(f + ": " + e.getMessage(), e);
                }
                TeachPacks.add(pack, c, cut.tiles(), "teach");
                o.printf("%s: page %d, %d tiles cut%s%n", f.getFileName(), cut.batch() + 1, cut.tiles().size(),
                        cut.empty().isEmpty() ? "" : ", empty slots: " + String.join(", ", cut.empty()));
                cut.notes().forEach(n -> o.println("  note: " + n));
                cut.tiles().values().forEach(Mat::release);
                photo.release();
                corrected.release();
                o.printf("  photos %d/%d%n", ++done, files.size());
                o.flush();
            }
            review(o, pack, c);
            return 0;
        }
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = "Makes a pack from a folder of scans named <tile-id>.png|.jpg, each tile upright.")
    static final class Import implements Callable<Integer> {
        @Option(names = "--catalog", paramLabel = "CATALOG", required = true, description = "the catalog of the tiles")
        private String catalog;

        @Option(names = "--scans", paramLabel = "DIR", required = true, description = "the folder of scans")
        private Path scans;

        @Option(names = "--pack", paramLabel = "DIR", required = true, description = "the pack folder to fill")
        private Path pack;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            Catalog c = catalog(catalog);
            PrintWriter o = spec.commandLine().getOut();
            ScanImporter.Report r = ScanImporter.importScans(scans, c, pack, CalibrateCommand.progress(o));
            r.notes().forEach(n -> o.println("  note: " + n));
            o.println("imported " + r.imported() + " scans");
            review(o, pack, c);
            return 0;
        }
    }

    @Command(name = "use", mixinStandardHelpOptions = true,
            description = "After checking the review picture: records the pack in the table's calibration file.")
    static final class Use implements Callable<Integer> {
        @Option(names = "--catalog", paramLabel = "CATALOG", required = true, description = "the catalog of the pack")
        private String catalog;

        @Option(names = "--pack", paramLabel = "DIR", required = true, description = "the pack folder")
        private Path pack;

        @Option(names = "--partial", description = "accept a pack that lacks some tiles (they are read from the catalog's geometry)")
        private boolean partial;

        @Mixin
        private CalibrationFileOption calibrationFile;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            Catalog c = catalog(catalog);
            AppearancePack p = partial ? AppearancePack.loadPartial(pack, c) : AppearancePack.load(pack, c);
            int tiles = p.pictures().size();
            String source = p.info().source().isEmpty() ? "import" : p.info().source();
            p.release();
            Path file = calibrationFile.file();
            Path folder = file.toAbsolutePath().getParent();
            Path abs = pack.toAbsolutePath().normalize();
            String where = folder != null && abs.startsWith(folder) ? folder.relativize(abs).toString() : abs.toString();
            CalibrationFiles.update(file, t -> t.withPack(new PackUse(c.id(), where, source, tiles)));
            spec.commandLine().getOut().println("pack of " + c.id() + " (" + tiles + " tiles, " + source + ") recorded in "
                    + file + " as " + where);
            return 0;
        }
    }

    @Command(name = "bench", mixinStandardHelpOptions = true,
            description = {"Benchmark: a pack taught from generated guide photos against the renderer's own pictures "
                    + "on generated scenes (writes bench/teach.json)."})
    static final class Bench implements Callable<Integer> {
        @Mixin
        private SceneCountOption scenes;

        @Option(names = "--out", paramLabel = "FILE", defaultValue = "bench/teach.json", description = "where to write")
        private Path out;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter o = spec.commandLine().getOut();
            var d = org.tablecompanion.ui.calibration.TeachBench.Options.defaults();
            var result = org.tablecompanion.ui.calibration.TeachBench.run(
                    new org.tablecompanion.ui.calibration.TeachBench.Options(scenes.scenes(), d.tiles(), d.seed(), d.difficulties()),
                    out, o);
            o.println("tiles right " + result.get("tiles") + " -> " + out);
            return 0;
        }
    }
}
