package org.tablecompanion.samples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.samples.sequence.truth.FrameTruth;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/** A picture of the committed samples for the README: stills by game and level, then film frames. */
final class ContactSheet {

    static final int THUMB_WIDTH = 400;
    static final int THUMB_HEIGHT = 225;
    private static final int COLUMNS = 3;

    private ContactSheet() {
    }

    /** A frame of the given kind from the middle of the game (the board is interesting by then). */
    static String pickFrame(SequenceTruth truth, String kind) {
        List<FrameTruth> frames = truth.frames();
        for (int i = frames.size() / 2; i < frames.size(); i++) {
            if (frames.get(i).kind().equals(kind)) {
                return frames.get(i).file();
            }
        }
        return frames.get(frames.size() - 1).file();
    }

    static void write(List<Path> stills, List<Path> frames, Path out) {
        OpenCvLoader.load();
        List<Path> all = new ArrayList<>(stills);
        all.addAll(frames.subList(0, Math.min(frames.size(), COLUMNS)));
        int rows = (all.size() + COLUMNS - 1) / COLUMNS;
        Mat sheet = new Mat(rows * THUMB_HEIGHT, COLUMNS * THUMB_WIDTH, CvType.CV_8UC3, new Scalar(24, 24, 24));
        for (int i = 0; i < all.size(); i++) {
            Mat image = Imgcodecs.imread(all.get(i).toString());
            if (image.empty()) {
                throw new UncheckedIOException(new IOException("cannot read " + all.get(i)));
            }
            Mat thumb = new Mat();
            Imgproc.resize(image, thumb, new Size(THUMB_WIDTH, THUMB_HEIGHT), 0, 0, Imgproc.INTER_AREA);
            String label = all.get(i).getFileName().toString().replace(".jpg", "");
            if (i >= stills.size()) {
                label = all.get(i).getParent().getFileName() + " game, " + label;
            }
            Imgproc.rectangle(thumb, new Point(0, 0), new Point(THUMB_WIDTH, 22), new Scalar(0, 0, 0), -1);
            Imgproc.putText(thumb, label, new Point(6, 16), Imgproc.FONT_HERSHEY_SIMPLEX, 0.5,
                    new Scalar(240, 240, 240), 1, Imgproc.LINE_AA);
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            Mat cell = sheet.submat(new Rect((i % COLUMNS) * THUMB_WIDTH, (i / COLUMNS) * THUMB_HEIGHT,
                    THUMB_WIDTH, THUMB_HEIGHT));
            thumb.copyTo(cell);
            cell.release();
            image.release();
            thumb.release();
        }
        try {
            Files.createDirectories(out.getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        MatOfInt params = new MatOfInt(Imgcodecs.IMWRITE_PNG_COMPRESSION, 9);
        Imgcodecs.imwrite(out.toString(), sheet, params);
        params.release();
        sheet.release();
    }
}
