package org.tablecompanion.ui.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;

/** Pictures the commands read and write, with one-line errors naming the file. */
final class ImageFiles {

    private ImageFiles() {
    }

    /** Reads a photo (PNG or JPEG) as 8-bit BGR. */
    static Mat read(Path file) {
        OpenCvLibrary.load();
        if (!Files.isRegularFile(file)) {
            throw new UserInputException(file + ": no such picture (no image file there)");
        }
        Mat m = Imgcodecs.imread(file.toString(), Imgcodecs.IMREAD_COLOR);
        if (m.empty()) {
            throw new UserInputException(file + ": cannot read as a picture (PNG or JPEG)");
        }
        return m;
    }

    /**
     * Reads a photo and hands it to {@code correction} (a {@code FrameCorrector}'s), releasing the
     * photo as read once the corrected picture is made.
     */
    static Mat readCorrected(Path file, java.util.function.UnaryOperator<Mat> correction) {
        Mat picture = read(file);
        Mat corrected = correction.apply(picture);
        picture.release();
        return corrected;
    }

    /** Photos given one by one or as folders (their .png/.jpg files, sorted). */
    static List<Path> list(List<Path> given) {
        List<Path> out = new ArrayList<>();
        for (Path p : given) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> list = Files.list(p)) {
                    list.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.(png|jpe?g)"))
                            .sorted().forEach(out::add);
                } catch (IOException e) {
                    throw new UserInputException(p + ": cannot list (" + e.getMessage() + ")");
                }
            } else {
                out.add(p);
            }
        }
        if (out.isEmpty()) {
            throw new UserInputException("no pictures given (PNG or JPEG files, or folders of them)");
        }
        return out;
    }

    /** Writes a picture (its folder made if need be) and releases it. */
    static void write(Path file, Mat picture) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the folder of " + file, e);
        }
        boolean ok = Imgcodecs.imwrite(file.toString(), picture);
        picture.release();
        if (!ok) {
            throw new UserInputException("cannot write " + file + " (use a .png or .jpg name)");
        }
    }
}
