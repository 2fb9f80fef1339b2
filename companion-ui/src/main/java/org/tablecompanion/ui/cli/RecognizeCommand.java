package org.tablecompanion.ui.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.Recognition;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.Observations;
import org.tablecompanion.recognizer.observation.OverlayPainter;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.recognizer.observation.Unsure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code companion recognize IMAGE}: one photo of the table to the board, the figures and the
 * cells the recognizer is unsure of.
 */
@Command(name = "recognize",
        mixinStandardHelpOptions = true,
        description = {"Recognizes the board in one photo of the table: a grid of tile ids and rotations, the figures,",
            "and the cells it is unsure of. Without --pack, tiles are read zero-shot from the catalog geometry."})
public final class RecognizeCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "IMAGE", description = "a photo of the table (PNG or JPEG)")
    private Path image;

    @Mixin
    private RecognizerOptions recognizerOptions;

    @Option(names = "--json", description = "print the observation as JSON (tablecompanion-observation/1)")
    private boolean json;

    @Option(names = "--overlay", paramLabel = "OUT.png", description = "write the photo with the board drawn over it")
    private Path overlay;

    @Option(names = "--debug", paramLabel = "DIR", description = "write every stage's picture into DIR")
    private Path debug;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Recognizer recognizer = recognizerOptions.recognizer(debug != null);
        Mat frame = ImageFiles.read(image);
        Recognition r = recognizer.recognize(frame);
        try {
            Observation o = r.observation();
            if (debug != null) {
                r.log().saveImages(debug);
            }
            if (overlay != null) {
                ImageFiles.write(overlay, OverlayPainter.paint(frame, o));
            }
            if (json) {
                out.println(Observations.toJson(o));
            } else {
                print(out, image.getFileName().toString(), o);
            }
            if (o.tiles().isEmpty()) {
                // The pictures asked for are written first: they are how one sees why nothing was found.
                String why = o.unsure().stream().map(Unsure::reason).findFirst().orElse("no tile found");
                throw new UserInputException(image + ": no tiles in view (" + why + ")");
            }
        } finally {
            out.flush();
            r.log().release();
            frame.release();
        }
        return 0;
    }

    /** The board as a compact grid, then the figures and the unsure cells. */
    static void print(PrintWriter out, String name, Observation o) {
        double total = o.timingsMs().values().stream().mapToDouble(Double::doubleValue).sum();
        out.printf("%s: %d tiles, %d figures (%s, catalogs %s), %.0f ms%n", name, o.tiles().size(), o.figures().size(),
                o.mode(), String.join("+", o.catalogs()), total);
        if (o.tiles().isEmpty()) {
            o.unsure().forEach(u -> out.println("  " + u.reason()));
            return;
        }
        Map<String, TileReading> at = new HashMap<>();
        int maxX = 0;
        int maxY = 0;
        java.util.Set<String> doubtful = new java.util.HashSet<>();
        for (Unsure u : o.unsure()) {
            if (u.what().equals("tile")) {
                doubtful.add(u.x() + "," + u.y());
            }
        }
        for (TileReading t : o.tiles()) {
            at.put(t.x() + "," + t.y(), t);
            maxX = Math.max(maxX, t.x());
            maxY = Math.max(maxY, t.y());
        }
        int[] width = new int[maxX + 1];
        for (int x = 0; x <= maxX; x++) {
            width[x] = Math.max(1, String.valueOf(x).length());
        }
        for (TileReading t : o.tiles()) {
            width[t.x()] = Math.max(width[t.x()], cellText(t, doubtful).length());
        }
        out.println();
        out.println("Board (x east, y south; tile id and clockwise rotation, ? = unsure, . = empty)");
        StringBuilder head = new StringBuilder("     ");
        for (int x = 0; x <= maxX; x++) {
            head.append(String.format(" %-" + width[x] + "s", x));
        }
        out.println(head.toString().stripTrailing());
        for (int y = 0; y <= maxY; y++) {
            StringBuilder row = new StringBuilder(String.format("  %2d ", y));
            for (int x = 0; x <= maxX; x++) {
                TileReading t = at.get(x + "," + y);
                row.append(String.format(" %-" + width[x] + "s", t == null ? "." : cellText(t, doubtful)));
            }
            out.println(row.toString().stripTrailing());
        }
        if (!o.figures().isEmpty()) {
            out.println();
            out.println("Figures");
            List<FigureReading> figures = new ArrayList<>(o.figures());
            figures.sort(java.util.Comparator.comparing(FigureReading::colour).thenComparingInt(FigureReading::y)
                    .thenComparingInt(FigureReading::x));
            for (FigureReading f : figures) {
                out.printf("  %-6s %-8s on %d,%d feature %d (%s)  %.0f %%%n", f.colour(), f.kind(), f.x(), f.y(),
                        f.feature(), f.terrain(), 100 * f.confidence());
            }
        }
        if (!o.unsure().isEmpty()) {
            out.println();
            out.println("Unsure (please check)");
            for (Unsure u : o.unsure()) {
                out.printf("  %d,%d %s: %s%n", u.x(), u.y(), u.what(), u.reason());
            }
        }
    }

    private static String cellText(TileReading t, java.util.Set<String> doubtful) {
        return t.tile() + ":" + t.rotation() + (doubtful.contains(t.x() + "," + t.y()) ? "?" : "");
    }
}
