package org.tablecompanion.samples.sequence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.samples.OpenCvLoader;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/**
 * A filmed game held in memory: the game record (the true game), the truth and every frame as
 * JPEG bytes, in the order of {@code truth.frames()}.
 *
 * @param record the game as it was really played
 * @param truth per-frame ground truth ({@code tablecompanion-sequence/1})
 * @param jpegs the frames' JPEG bytes, one per truth frame
 */
public record FilmedSequence(GameRecord record, SequenceTruth truth, List<byte[]> jpegs) {

    public FilmedSequence {
        jpegs = List.copyOf(jpegs);
        if (jpegs.size() != truth.frames().size()) {
            throw new IllegalArgumentException(jpegs.size() + " frames for " + truth.frames().size() + " truth frames");
        }
    }

    public int size() {
        return jpegs.size();
    }

    /** Frame {@code index} decoded to an 8-bit BGR matrix (the caller releases it). */
    public Mat decode(int index) {
        OpenCvLoader.load();
        MatOfByte bytes = new MatOfByte(jpegs.get(index));
        Mat image = Imgcodecs.imdecode(bytes, Imgcodecs.IMREAD_COLOR);
        bytes.release();
        return image;
    }

    /**
     * Writes the film as {@link SequenceGenerator} does: {@code game.json}, {@code frame-NNN.jpg}
     * and {@code sequence.json} in {@code dir}.
     */
    public void write(Path dir) {
        try {
            Files.createDirectories(dir);
            GameRecords.write(record, dir.resolve(SequenceGenerator.RECORD_FILE));
            for (int i = 0; i < jpegs.size(); i++) {
                Files.write(dir.resolve(truth.frames().get(i).file()), jpegs.get(i));
            }
            Files.writeString(dir.resolve(SequenceGenerator.TRUTH_FILE), SceneFiles.toJson(truth));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the film into " + dir + ": " + e.getMessage(), e);
        }
    }
}
